import { useId } from "react";
import { useAccountRequest, useAuthView } from "../../../runtime/hooks";
import type { Factor } from "../../../services/authSchema";
import { button } from "../../../ui/button.css";
import * as formStyles from "../../../ui/form/form.css";
import { RequestError } from "../../auth/RequestError";
import { Block } from "./Block";
import { RecoveryCodes } from "./RecoveryCodes";
import * as styles from "./security.css";
import { TotpEnrolment } from "./TotpEnrolment";

interface FactorRowProps {
  readonly factor: Factor;
  /** Removing a verified factor needs a session that passed the code (aal2). */
  readonly needsCodeFirst: boolean;
  readonly removal: ReturnType<typeof useAccountRequest>;
}

function FactorRow({ factor, needsCodeFirst, removal }: FactorRowProps) {
  const noteId = useId();
  const verified = factor.status === "verified";
  const blocked = verified && needsCodeFirst;
  const acting =
    removal.request?.kind === "factor.unenroll" && removal.request.factorId === factor.id;
  const busy = acting && removal.busy;
  const name = factor.friendly_name ?? "Authenticator app";
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>{name}</span>
        <span className={styles.rowDetail}>
          {verified ? "Authenticator app, in use" : "Not finished: its code was never checked"}
        </span>
        {blocked ? (
          <span id={noteId} className={styles.rowDetail}>
            To remove it, sign out and sign in again with your code first.
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className={button.secondary}
        disabled={blocked}
        aria-describedby={blocked ? noteId : undefined}
        aria-label={`Remove ${name}`}
        aria-busy={busy ? true : undefined}
        onClick={() => {
          if (!removal.busy) removal.submit({ kind: "factor.unenroll", factorId: factor.id });
        }}
      >
        {busy ? "Removing…" : "Remove"}
      </button>
      {acting ? <RequestError error={removal.error} /> : null}
    </li>
  );
}

/** The TOTP factors: the list with Remove, and setting up a new one. */
export function TwoStepSignIn() {
  const view = useAuthView();
  const removal = useAccountRequest();
  const factors = view.factors.filter((factor) => factor.factor_type === "totp");
  const needsCodeFirst = view.aal !== "aal2";
  return (
    <Block title="Two-step sign-in">
      <p className={formStyles.description}>
        With an authenticator app on your phone, signing in takes your password and a 6-digit code,
        so a stolen password is not enough.
      </p>
      {factors.length > 0 ? (
        <ul className={styles.list} aria-label="Your authenticator apps">
          {factors.map((factor) => (
            <FactorRow
              key={factor.id}
              factor={factor}
              needsCodeFirst={needsCodeFirst}
              removal={removal}
            />
          ))}
        </ul>
      ) : null}
      <RecoveryCodes />
      <TotpEnrolment takenNames={factors.map((factor) => factor.friendly_name ?? "")} />
    </Block>
  );
}
