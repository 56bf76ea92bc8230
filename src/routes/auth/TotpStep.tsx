import { type FormEvent, useState } from "react";
import { useAccountRequest, useSendAuth } from "../../runtime/hooks";
import { button } from "../../ui/button.css";
import * as formStyles from "../../ui/form/form.css";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { TotpCodeField } from "../../ui/form/TotpCodeField";
import { RequestError } from "./RequestError";

/**
 * The second step of signing in for an account with an authenticator app:
 * the 6-digit code raises the session to aal2, and the guard moves on.
 */
export function TotpStep() {
  const request = useAccountRequest();
  const sendAuth = useSendAuth();
  const [code, setCode] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({ kind: "auth", event: { type: "mfa.verify", code } });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <TotpCodeField
        label="6-digit code"
        description="Open your authenticator app and type the code it shows for Corkboard."
        invalid={request.error !== null}
        value={code}
        onChange={setCode}
      />
      <RequestError error={request.error} />
      <SubmitButton busy={request.busy} busyLabel="Checking your code…">
        Verify
      </SubmitButton>
      <button type="button" className={button.quiet} onClick={() => sendAuth({ type: "signOut" })}>
        Use another account
      </button>
    </form>
  );
}
