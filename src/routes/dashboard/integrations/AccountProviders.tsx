import type { Identity } from "../../../services/authSchema";
import * as styles from "./integrations.css";

export interface AccountProvidersProps {
  readonly identities: ReadonlyArray<Identity>;
  /** The account's e-mail address, which a provider account must share to be linked. */
  readonly email: string | null;
  /** Whether this server can sign in with each provider (its client id is configured). */
  readonly available: { readonly azure: boolean; readonly google: boolean };
}

const providers = [
  { id: "azure", name: "Microsoft" },
  { id: "google", name: "Google" },
] as const;

function emailOf(identity: Identity): string | null {
  const fromData = identity.identity_data?.email;
  return identity.email ?? (typeof fromData === "string" ? fromData : null);
}

/**
 * Whether a Microsoft and a Google account are linked. Linking happens at
 * sign-in: a provider account with the same, verified e-mail address joins
 * this account the first time it is used (Unlink is in the list below).
 */
export function AccountProviders({ identities, email, available }: AccountProvidersProps) {
  const address = email ?? "this account's e-mail address";
  return (
    <ul className={styles.providers} aria-label="Microsoft and Google accounts">
      {providers.map((provider) => {
        const linked = identities.find((identity) => identity.provider === provider.id);
        const linkedEmail = linked === undefined ? null : emailOf(linked);
        return (
          <li key={provider.id} className={styles.provider}>
            <span className={styles.providerName}>{provider.name}</span>
            {linked !== undefined ? (
              <>
                <span className={styles.state}>
                  <span className={styles.linkedMark} aria-hidden="true" />
                  Linked
                </span>
                <span className={styles.detail}>
                  {linkedEmail === null
                    ? `You can sign in with ${provider.name}.`
                    : `You can sign in with ${provider.name} as ${linkedEmail}.`}
                </span>
              </>
            ) : (
              <>
                <span className={styles.state}>
                  <span className={styles.unlinkedMark} aria-hidden="true" />
                  Not linked
                </span>
                <span className={styles.detail}>
                  {available[provider.id]
                    ? `To link it, sign out, then choose “Sign in with ${provider.name}” on the sign-in page with the ${provider.name} account that uses ${address}. It joins this account the first time, and after that either way of signing in opens the same family calendar.`
                    : `Signing in with ${provider.name} is not set up on this Corkboard server.`}
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
