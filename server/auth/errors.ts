import { Schema } from "effect";

/**
 * An error in GoTrue's shape: the status, `{ code, message }` (plus
 * `weak_password` for the password policy), and the `x-sb-error-code`
 * header that supabase-js reads.
 */
export class GoTrueError extends Schema.TaggedError<GoTrueError>()("GoTrueError", {
  status: Schema.Number,
  code: Schema.String,
  message: Schema.String,
  reasons: Schema.optional(Schema.Array(Schema.String)),
}) {}

export const goTrueError = (status: number, code: string, message: string) =>
  new GoTrueError({ status, code, message });

export const errors = {
  validation: (message: string) => goTrueError(400, "validation_failed", message),
  badJson: () => goTrueError(400, "bad_json", "Could not parse request body as JSON"),
  invalidCredentials: () => goTrueError(400, "invalid_credentials", "Invalid login credentials"),
  emailNotConfirmed: () => goTrueError(400, "email_not_confirmed", "Email not confirmed"),
  userAlreadyExists: () => goTrueError(422, "user_already_exists", "User already registered"),
  emailExists: () =>
    goTrueError(422, "email_exists", "A user with this email address has already been registered"),
  weakPassword: (reasons: ReadonlyArray<string>, message: string) =>
    new GoTrueError({ status: 422, code: "weak_password", message, reasons }),
  refreshTokenNotFound: () =>
    goTrueError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found"),
  refreshTokenAlreadyUsed: () =>
    goTrueError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
  sessionNotFound: (status: 400 | 403) =>
    goTrueError(status, "session_not_found", "Session from session_id claim in JWT does not exist"),
  noAuthorization: () =>
    goTrueError(401, "no_authorization", "This endpoint requires a Bearer token"),
  badJwt: (reason: string) => goTrueError(403, "bad_jwt", `invalid JWT: ${reason}`),
  userNotFound: () => goTrueError(404, "user_not_found", "User not found"),
  mfaVerificationFailed: () =>
    goTrueError(422, "mfa_verification_failed", "Invalid TOTP code entered"),
  mfaChallengeExpired: () =>
    goTrueError(
      422,
      "mfa_challenge_expired",
      "Challenge has expired, verify against another challenge",
    ),
  mfaFactorNotFound: () => goTrueError(404, "mfa_factor_not_found", "Factor not found"),
  // GoTrue answers each of these with its own status.
  enrolRequiresAal2: () =>
    goTrueError(403, "insufficient_aal", "AAL2 required to enroll a new factor"),
  unenrolRequiresAal2: () =>
    goTrueError(422, "insufficient_aal", "AAL2 required to unenroll verified factor"),
  updateRequiresAal2: () =>
    goTrueError(
      401,
      "insufficient_aal",
      "AAL2 session is required to update email or password when MFA is enabled.",
    ),
  otpExpired: () => goTrueError(403, "otp_expired", "Email link is invalid or has expired"),
  signupDisabled: () =>
    goTrueError(422, "signup_disabled", "Signups not allowed for this instance"),
  rateLimited: () => goTrueError(429, "over_request_rate_limit", "Request rate limit reached"),
  emailRateLimited: () =>
    goTrueError(429, "over_email_send_rate_limit", "Email rate limit exceeded"),
  payloadTooLarge: () => goTrueError(413, "request_too_large", "Request body too large"),
  notFound: (path: string) => goTrueError(404, "not_found", `No auth route ${path}`),
  identityNotFound: () => goTrueError(404, "identity_not_found", "Identity doesn't exist"),
  singleIdentity: () =>
    goTrueError(
      422,
      "single_identity_not_deletable",
      "User must have at least 1 identity after unlinking",
    ),
  badCodeVerifier: () =>
    goTrueError(
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    ),
  flowStateNotFound: () =>
    goTrueError(404, "flow_state_not_found", "invalid flow state, no valid flow state found"),
  providerDisabled: (provider: string) =>
    goTrueError(400, "provider_disabled", `Unsupported provider: ${provider} is not enabled`),
  badOidcToken: (reason: string) =>
    goTrueError(400, "bad_oauth_callback", `Bad ID token: ${reason}`),
  unexpected: (message: string) => goTrueError(500, "unexpected_failure", message),
  // The administration API (admin.ts).
  notAdmin: () => goTrueError(403, "not_admin", "User not allowed"),
  userBanned: () => goTrueError(400, "user_banned", "User is banned"),
  // Reauthentication before a password change (reauthenticate.ts).
  reauthenticationNeeded: () =>
    goTrueError(400, "reauthentication_needed", "Password update requires reauthentication"),
  reauthenticationNotValid: () =>
    goTrueError(422, "reauthentication_not_valid", "Requested nonce is invalid"),
  // Features this instance leaves off, answered as GoTrue answers them when off (disabledFeatures.ts).
  anonymousDisabled: () =>
    goTrueError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled"),
  phoneDisabled: (message: string) => goTrueError(400, "phone_provider_disabled", message),
  web3Disabled: () => goTrueError(422, "web3_provider_disabled", "Web3 provider is disabled"),
  samlDisabled: () => goTrueError(404, "saml_provider_disabled", "SAML 2.0 is disabled"),
  manualLinkingDisabled: () =>
    goTrueError(404, "manual_linking_disabled", "Manual linking is disabled"),
  passkeyDisabled: () => goTrueError(404, "passkey_disabled", "Passkeys are disabled"),
  featureDisabled: (message: string) => goTrueError(404, "feature_disabled", message),
} as const;
