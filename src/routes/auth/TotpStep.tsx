import { type FormEvent, useState } from "react";
import { useAccountRequest, useSendAuth } from "../../runtime/hooks";
import { button } from "../../ui/button.css";
import * as formStyles from "../../ui/form/form.css";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TextField } from "../../ui/form/TextField";
import { TotpCodeField } from "../../ui/form/TotpCodeField";
import { RequestError } from "./RequestError";

/**
 * The second step of signing in for an account with an authenticator app:
 * the 6-digit code, or one of the account's recovery codes when the phone
 * is lost, raises the session to aal2, and the guard moves on.
 */
export function TotpStep() {
  const request = useAccountRequest();
  const sendAuth = useSendAuth();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({ kind: "auth", event: { type: "mfa.verify", code: code.trim() } });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      {recovery ? (
        <TextField
          label="Recovery code"
          description="One of the ten codes you saved when you turned on two-step sign-in, such as abcd-efgh-jkmn. Each works once."
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          invalid={request.error !== null}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <TotpCodeField
          label="6-digit code"
          description="Open your authenticator app and type the code it shows for Corkboard."
          invalid={request.error !== null}
          value={code}
          onChange={setCode}
        />
      )}
      <RequestError error={request.error} />
      <SubmitButton busy={request.busy} busyLabel="Checking your code…">
        Verify
      </SubmitButton>
      <button
        type="button"
        className={button.quiet}
        onClick={() => {
          setCode("");
          request.reset();
          setRecovery(!recovery);
        }}
      >
        {recovery ? "Use the code from your app" : "Lost your phone? Use a recovery code"}
      </button>
      <button type="button" className={button.quiet} onClick={() => sendAuth({ type: "signOut" })}>
        Use another account
      </button>
    </form>
  );
}
