import { Link } from "wouter";
import { useAuthView } from "../../runtime/hooks";
import { AuthLayout } from "./AuthLayout";
import { PasswordSignInForm } from "./PasswordSignInForm";
import { ProviderSignIn } from "./ProviderSignIn";
import { TotpStep } from "./TotpStep";

/**
 * `/login`: e-mail and password, Microsoft and Google when configured, and
 * for an account with an authenticator app the code step. Where to go next
 * (`?redirect`, same-origin paths only) is the guard's decision.
 */
export function LoginPage() {
  const { mfaRequired } = useAuthView();
  if (mfaRequired) {
    return (
      <AuthLayout title="Enter your code" lead="Your account has two-step sign-in turned on.">
        <TotpStep />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Sign in"
      lead="Welcome back."
      footer={
        <>
          New to Corkboard? <Link href="/signup">Create an account</Link>
        </>
      }
    >
      <PasswordSignInForm />
      <ProviderSignIn />
    </AuthLayout>
  );
}
