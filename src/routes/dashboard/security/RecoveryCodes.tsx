import { useAccountRequest, useAuthView } from "../../../runtime/hooks";
import { button } from "../../../ui/button.css";
import { FormNotice } from "../../../ui/form/FormAlert";
import * as formStyles from "../../../ui/form/form.css";
import { RequestError } from "../../auth/RequestError";
import * as styles from "./security.css";

/** The ten codes, shown once, with what they are for. */
export function RecoveryCodeList({ codes }: { readonly codes: ReadonlyArray<string> }) {
  return (
    <FormNotice>
      <p>
        Your recovery codes. Keep them somewhere safe, away from your phone: if you lose it, type
        one of them instead of the 6-digit code. Each works once. We show them only now.
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </FormNotice>
  );
}

/**
 * New recovery codes for an account with an authenticator app in use, from a
 * session that passed the code step; the old codes stop working.
 */
export function RecoveryCodes() {
  const view = useAuthView();
  const request = useAccountRequest();
  const inUse = view.factors.some(
    (factor) => factor.factor_type === "totp" && factor.status === "verified",
  );
  if (!inUse) return null;
  const made =
    request.done && request.request?.kind === "recoveryCodes.make" && Array.isArray(request.output)
      ? request.output.filter((code): code is string => typeof code === "string")
      : null;
  return (
    <div className={formStyles.form}>
      {made === null ? (
        <p className={formStyles.description}>
          Lost your recovery codes, or used most of them? Make new ones; the old ones stop working.
        </p>
      ) : (
        <RecoveryCodeList codes={made} />
      )}
      <RequestError error={request.error} />
      <div>
        <button
          type="button"
          className={button.secondary}
          disabled={view.aal !== "aal2"}
          aria-busy={request.busy ? true : undefined}
          onClick={() => {
            if (!request.busy) request.submit({ kind: "recoveryCodes.make" });
          }}
        >
          {request.busy ? "Making codes…" : "Make new recovery codes"}
        </button>
      </div>
    </div>
  );
}
