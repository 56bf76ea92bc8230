import { useId } from "react";
import { useAccountRequest, useAuthView } from "../../../runtime/hooks";
import type { Identity } from "../../../services/authSchema";
import { button } from "../../../ui/button.css";
import * as formStyles from "../../../ui/form/form.css";
import { RequestError } from "../../auth/RequestError";
import { Block } from "./Block";
import * as styles from "./security.css";

const providerNames: Record<string, string> = {
  email: "E-mail and password",
  azure: "Microsoft",
  google: "Google",
};

function providerName(identity: Identity): string {
  return providerNames[identity.provider] ?? identity.provider;
}

function emailOf(identity: Identity): string | null {
  const fromData = identity.identity_data?.email;
  return identity.email ?? (typeof fromData === "string" ? fromData : null);
}

/** The ways the user signs in, each with Unlink; the last one cannot go. */
export function LinkedIdentities() {
  const { identities } = useAuthView();
  const unlink = useAccountRequest();
  const lastNoteId = useId();
  const onlyOne = identities.length <= 1;
  return (
    <Block title="Ways to sign in">
      {identities.length === 0 ? (
        <p className={formStyles.description}>No sign-in methods are linked yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Linked sign-in methods">
          {identities.map((identity) => {
            const acting =
              unlink.request?.kind === "identity.unlink" &&
              unlink.request.identity.id === identity.id;
            const busy = acting && unlink.busy;
            const email = emailOf(identity);
            return (
              <li key={identity.id} className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.rowTitle}>{providerName(identity)}</span>
                  {email === null ? null : <span className={styles.rowDetail}>{email}</span>}
                </div>
                <button
                  type="button"
                  className={button.secondary}
                  disabled={onlyOne}
                  aria-describedby={onlyOne ? lastNoteId : undefined}
                  aria-label={`Unlink ${providerName(identity)}`}
                  aria-busy={busy ? true : undefined}
                  onClick={() => {
                    if (!unlink.busy) unlink.submit({ kind: "identity.unlink", identity });
                  }}
                >
                  {busy ? "Unlinking…" : "Unlink"}
                </button>
                {acting ? <RequestError error={unlink.error} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      {onlyOne && identities.length === 1 ? (
        <p id={lastNoteId} className={formStyles.description}>
          This is your only way to sign in, so it cannot be unlinked. Link another one first.
        </p>
      ) : null}
    </Block>
  );
}
