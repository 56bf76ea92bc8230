import { useAuthView } from "../../runtime/hooks";
import { FormAlert } from "../../ui/form/FormAlert";
import { LoadingView } from "../../ui/LoadingView";
import { AuthLayout } from "./AuthLayout";
import { messageFor } from "./authMessages";
import { NewPasswordForm } from "./NewPasswordForm";
import { RequestResetForm } from "./RequestResetForm";
import { TotpStep } from "./TotpStep";
import { useCallbackLink } from "./useCallbackLink";

/**
 * `/password-reset`: signed out, ask for the recovery link; arriving from it
 * (tokens in the fragment, type=recovery) or signed in, set a new password.
 */
export function PasswordResetPage() {
  const link = useCallbackLink();
  const view = useAuthView();

  if (link.busy) return <LoadingView fullHeight message="Checking your link…" />;
  if (view.mfaRequired) {
    return (
      <AuthLayout title="Enter your code" lead="Your account has two-step sign-in turned on.">
        <TotpStep />
      </AuthLayout>
    );
  }
  if (view.signedIn) {
    return (
      <AuthLayout title="Choose a new password" lead={view.email ?? undefined}>
        <NewPasswordForm />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Reset your password"
      lead="Tell us your e-mail and we will send you a link to choose a new password."
    >
      {link.failed && link.error !== null ? (
        <FormAlert>
          <p>{messageFor(link.error)} Ask for a new link below.</p>
        </FormAlert>
      ) : null}
      <RequestResetForm />
    </AuthLayout>
  );
}
