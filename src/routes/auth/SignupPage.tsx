import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useAccountRequest, useAuthView } from "../../runtime/hooks";
import { EmailField } from "../../ui/form/EmailField";
import { FormNotice } from "../../ui/form/FormAlert";
import * as formStyles from "../../ui/form/form.css";
import { PasswordField } from "../../ui/form/PasswordField";
import { SubmitButton } from "../../ui/form/SubmitButton";
import { browserTimeZone } from "../../ui/timeZone";
import { AuthLayout } from "./AuthLayout";
import { RequestError } from "./RequestError";
import { referralCodeIn, rememberReferralCode } from "./referralCode";

/** The user metadata sign-up records: the browser's time zone, when it says. */
function signUpData(): Readonly<Record<string, unknown>> | undefined {
  const timezone = browserTimeZone();
  return timezone === null ? undefined : { timezone };
}

/**
 * `/signup`: e-mail and a password checked against the policy as it is
 * typed. With a session the guard moves on to the dashboard; when the
 * account must be confirmed first, the page says to check the inbox.
 */
export function SignupPage() {
  const request = useAccountRequest();
  const { confirmationSent } = useAuthView();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // A friend's link (`?ref=CODE`) is kept for checkout, where it takes 50% off the first month.
  const [referralCode] = useState(() => {
    const code = referralCodeIn(window.location.search);
    if (code !== null) rememberReferralCode(code);
    return code;
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.busy) return;
    request.submit({
      kind: "auth",
      event: {
        type: "signUp",
        email: email.trim(),
        password,
        // The family's time zone starts as this browser's (issue 13); Setup shows it, one click to change.
        data: signUpData(),
        redirectTo: `${window.location.origin}/callback`,
      },
    });
  };

  return (
    <AuthLayout
      title="Create your account"
      lead="Forward the school e-mails. Get the family calendar."
      footer={
        <>
          Already have an account? <Link href="/login">Sign in</Link>
        </>
      }
    >
      {request.done && confirmationSent ? (
        <FormNotice>
          <p>
            Check your inbox: we sent a link to {email.trim()}. Open it to confirm your account.
          </p>
        </FormNotice>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit}>
          {referralCode === null ? null : (
            <FormNotice>
              <p>Your friend's code {referralCode}: 50% off your first month.</p>
            </FormNotice>
          )}
          <EmailField value={email} onChange={setEmail} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            invalid={request.error?.code === "weak_password"}
          />
          <RequestError error={request.error} />
          <SubmitButton busy={request.busy} busyLabel="Creating your account…">
            Create account
          </SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}
