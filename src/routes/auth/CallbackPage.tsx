import { Link, Redirect } from "wouter";
import { useAuthView } from "../../runtime/hooks";
import { FormAlert } from "../../ui/form/FormAlert";
import { LoadingView } from "../../ui/LoadingView";
import { AuthLayout } from "./AuthLayout";
import { messageFor } from "./authMessages";
import { useCallbackLink } from "./useCallbackLink";

/**
 * `/callback`: where the auth service's links land (`?code=`, tokens in the
 * fragment, `?token_hash&type`, or an error in the fragment). Once signed in
 * it goes on to the dashboard, or to the password form after a recovery link.
 */
export function CallbackPage() {
  const link = useCallbackLink();
  const view = useAuthView();

  if (link.done) {
    if (view.mfaRequired) return <Redirect to="/login" replace />;
    return <Redirect to={view.passwordRecovery ? "/password-reset" : "/dashboard"} replace />;
  }
  if (link.failed || link.none) {
    return (
      <AuthLayout title={link.none ? "This link is not complete" : "This link did not work"}>
        <FormAlert>
          <p>
            {link.error === null
              ? "Open the link from your e-mail again, or copy the whole address into your browser."
              : messageFor(link.error)}
          </p>
        </FormAlert>
        <p>
          <Link href="/login">Back to sign in</Link>
        </p>
      </AuthLayout>
    );
  }
  return <LoadingView fullHeight message="Signing you in…" />;
}
