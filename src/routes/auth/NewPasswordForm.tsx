import { type FormEvent, useState } from "react";
import { Redirect } from "wouter";
import { useAccountRequest } from "../../runtime/hooks";
import * as formStyles from "../../ui/form/form.css";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { RequestError } from "./RequestError";

/** Sets a new password for the signed-in user (or the one a recovery link signed in). */
export function NewPasswordForm() {
  const request = useAccountRequest();
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({ kind: "auth", event: { type: "user.update", attributes: { password } } });
  };

  if (request.done) return <Redirect to="/dashboard" replace />;
  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        invalid={request.error?.code === "weak_password"}
      />
      <RequestError error={request.error} />
      <SubmitButton busy={request.busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
