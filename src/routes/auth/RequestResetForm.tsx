import { type FormEvent, useState } from "react";
import { useAccountRequest } from "../../runtime/hooks";
import { EmailField } from "../../ui/form/EmailField";
import { FormNotice } from "../../ui/form/FormAlert";
import * as formStyles from "../../ui/form/form.css";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { RequestError } from "./RequestError";

/**
 * Asks for the recovery link. The answer is the same whether or not an
 * account exists for the address, so the page never tells.
 */
export function RequestResetForm() {
  const request = useAccountRequest();
  const [email, setEmail] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({
      kind: "password.recover",
      email: email.trim(),
      redirectTo: `${window.location.origin}/password-reset`,
    });
  };

  if (request.done) {
    return (
      <FormNotice>
        <p>
          <strong>Check your inbox.</strong> If there is an account for {email.trim()}, we sent it a
          link to choose a new password. The link works once.
        </p>
      </FormNotice>
    );
  }
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <EmailField value={email} onChange={setEmail} />
      <RequestError error={request.error} />
      <SubmitButton busy={request.busy} busyLabel="Sending the link…">
        Send me a link
      </SubmitButton>
    </form>
  );
}
