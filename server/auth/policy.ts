/**
 * The auth service's policy: the password rules and the rate limits, read
 * from the environment under GoTrue's names (server/config.ts) and reported
 * by `GET /settings`. Defaults are AUTH.md's.
 */
import { Context, Option } from "effect";

/** Each limited action, and GoTrue's variable that sets it. */
export const rateLimitVariables = {
  signup: "GOTRUE_RATE_LIMIT_SIGNUPS",
  email: "GOTRUE_RATE_LIMIT_EMAIL_SENT",
  token: "GOTRUE_RATE_LIMIT_TOKEN_REFRESH",
  verify: "GOTRUE_RATE_LIMIT_VERIFY",
  otp: "GOTRUE_RATE_LIMIT_OTP",
  mfa: "GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY",
} as const;
export type ConfigurableLimit = keyof typeof rateLimitVariables;

export interface PasswordPolicy {
  readonly minLength: number;
  /** Sets of characters a password must draw at least one from each of. */
  readonly requiredCharacters: ReadonlyArray<string>;
}

export interface AuthPolicyShape {
  readonly password: PasswordPolicy;
  /** Requests allowed per window of each rule (rateLimit.ts holds the windows). */
  readonly rateLimits: Readonly<Record<ConfigurableLimit, number>>;
}

export const lowerCase = "abcdefghijklmnopqrstuvwxyz";
export const upperCase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const digits = "0123456789";

/** AUTH.md's policy: 8 characters with lower case, upper case and a digit; AUTH.md's limits. */
export const defaultAuthPolicy: AuthPolicyShape = {
  password: { minLength: 8, requiredCharacters: [lowerCase, upperCase, digits] },
  rateLimits: { signup: 30, email: 30, token: 150, verify: 30, otp: 30, mfa: 15 },
};

export class AuthPolicy extends Context.Tag("AuthPolicy")<AuthPolicy, AuthPolicyShape>() {}

/**
 * `GET /settings`: GoTrue's document (providers and switches; every
 * feature this instance leaves off reported off), then the policy under
 * the names of GoTrue's own settings, so a client can show the rules
 * before it asks.
 */
export const settingsJson = (config: {
  readonly authAutoconfirm: boolean;
  readonly msClientId: Option.Option<string>;
  readonly googleClientId: Option.Option<string>;
  readonly authPolicy: AuthPolicyShape;
}) => {
  const { password, rateLimits } = config.authPolicy;
  return {
    external: {
      anonymous_users: false,
      email: true,
      phone: false,
      azure: Option.isSome(config.msClientId),
      google: Option.isSome(config.googleClientId),
      web3_solana: false,
      web3_ethereum: false,
    },
    disable_signup: false,
    mailer_autoconfirm: config.authAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
    passkey_enabled: false,
    password_min_length: password.minLength,
    password_required_characters: password.requiredCharacters.join(":"),
    password_hibp_enabled: false,
    rate_limit_signups: rateLimits.signup,
    rate_limit_email_sent: rateLimits.email,
    rate_limit_token_refresh: rateLimits.token,
    rate_limit_verify: rateLimits.verify,
    rate_limit_otp: rateLimits.otp,
    mfa_rate_limit_challenge_and_verify: rateLimits.mfa,
  };
};
