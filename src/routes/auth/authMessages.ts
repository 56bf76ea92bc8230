import type { AuthFailure } from "../../services/authErrors";

/**
 * A failure in words a busy parent can act on. The auth service's own
 * message is the fallback: it is plain English too.
 */
export function messageFor(failure: AuthFailure): string {
  if (failure.retryable) {
    return "We could not reach Corkboard. Check your connection and try again.";
  }
  switch (failure.code) {
    case "invalid_credentials":
      return "That e-mail and password do not match. Check them and try again.";
    case "user_already_exists":
    case "email_exists":
      return "There is already an account with this e-mail.";
    case "weak_password":
      return "Choose a stronger password.";
    case "same_password":
      return "Choose a password different from the one you have now.";
    case "email_not_confirmed":
      return "Confirm your e-mail first: open the link we sent you, then sign in.";
    case "mfa_verification_failed":
    case "invalid_code":
      return "That code is not right. Codes change every 30 seconds: try the newest one.";
    case "mfa_challenge_expired":
      return "That code came too late. Try the newest one.";
    case "insufficient_aal":
      return "Sign in with your authenticator code first, then try again.";
    case "over_request_rate_limit":
    case "over_email_send_rate_limit":
      return "Too many tries for now. Wait a few minutes and try again.";
    case "single_identity_not_deletable":
      return "This is your only way to sign in, so it cannot be removed.";
    case "session_missing":
      return "Your session has ended. Sign in again.";
    default:
      return failure.message;
  }
}
