import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useAccountRequest } from "../../runtime/hooks";
import { EmailField } from "../../ui/form/EmailField";
import * as formStyles from "../../ui/form/form.css";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import * as styles from "./authLayout.css";
import { RequestError } from "./RequestError";

/** E-mail and password; the guard takes a signed-in user on to the redirect target. */
export function PasswordSignInForm() {
  const request = useAccountRequest();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({
      kind: "auth",
      event: { type: "signIn.password", email: email.trim(), password },
    });
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit}>
      <EmailField value={email} onChange={setEmail} autoComplete="username" />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        invalid={request.error?.code === "invalid_credentials"}
      />
      <Link href="/password-reset" className={styles.forgot}>
        Forgot your password?
      </Link>
      <RequestError error={request.error} />
      <SubmitButton busy={request.busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
