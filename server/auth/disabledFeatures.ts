/**
 * Features a family calendar leaves off (phone and SMS, anonymous sign-in,
 * Web3, SAML, passkeys, manual identity linking, the OAuth server), and the
 * answers GoTrue gives for each when it is off, so a Supabase client fails
 * the way it would against a hosted project with the feature disabled.
 */
import { Effect } from "effect";
import { errors, type GoTrueError, goTrueError } from "./errors";

/** GoTrue's answer to `POST /factors` for a factor type other than TOTP. */
export const enrollRefusal = (factorType: unknown): GoTrueError | undefined => {
  if (factorType === "totp") return undefined;
  if (factorType === "phone") {
    return goTrueError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  }
  if (factorType === "webauthn") {
    return goTrueError(
      422,
      "mfa_webauthn_enroll_not_enabled",
      "MFA enroll is disabled for WebAuthn",
    );
  }
  return errors.validation("factor_type needs to be totp, phone or webauthn");
};

/** The verify types that belong to phone sign-in, which this instance has off. */
export const phoneVerifyTypes: ReadonlySet<unknown> = new Set(["sms", "phone_change"]);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A route of a feature that is off, and GoTrue's answer for it. */
export interface DisabledRoute {
  readonly method: Method;
  readonly path: `/${string}`;
  readonly refusal: () => GoTrueError;
  /** Admin routes check the service-role key before they say the feature is off. */
  readonly admin: boolean;
}

const oauthServerOff = () => errors.featureDisabled("OAuth server is disabled");
const customProvidersOff = () => errors.featureDisabled("Custom OAuth providers are disabled");

const route = (
  method: Method,
  path: `/${string}`,
  refusal: () => GoTrueError,
  admin = false,
): DisabledRoute => ({ method, path, refusal, admin });

/** Every route supabase-js calls for a feature this instance leaves off. */
export const disabledRoutes: ReadonlyArray<DisabledRoute> = [
  route("POST", "/sso", errors.samlDisabled),
  route("GET", "/sso/saml/metadata", errors.samlDisabled),
  route("POST", "/sso/saml/acs", errors.samlDisabled),
  route("GET", "/user/identities/authorize", errors.manualLinkingDisabled),
  route("POST", "/passkeys/registration/options", errors.passkeyDisabled),
  route("POST", "/passkeys/registration/verify", errors.passkeyDisabled),
  route("POST", "/passkeys/authentication/options", errors.passkeyDisabled),
  route("POST", "/passkeys/authentication/verify", errors.passkeyDisabled),
  route("GET", "/passkeys", errors.passkeyDisabled),
  route("PATCH", "/passkeys/:id", errors.passkeyDisabled),
  route("DELETE", "/passkeys/:id", errors.passkeyDisabled),
  route("GET", "/oauth/authorizations/:id", oauthServerOff),
  route("POST", "/oauth/authorizations/:id/consent", oauthServerOff),
  route("GET", "/user/oauth/grants", oauthServerOff),
  route("DELETE", "/user/oauth/grants", oauthServerOff),
  route("GET", "/admin/users/:id/passkeys", errors.passkeyDisabled, true),
  route("DELETE", "/admin/users/:id/passkeys/:passkeyId", errors.passkeyDisabled, true),
  route("GET", "/admin/oauth/clients", oauthServerOff, true),
  route("POST", "/admin/oauth/clients", oauthServerOff, true),
  route("GET", "/admin/oauth/clients/:id", oauthServerOff, true),
  route("PUT", "/admin/oauth/clients/:id", oauthServerOff, true),
  route("DELETE", "/admin/oauth/clients/:id", oauthServerOff, true),
  route("POST", "/admin/oauth/clients/:id/regenerate_secret", oauthServerOff, true),
  route("GET", "/admin/custom-providers", customProvidersOff, true),
  route("POST", "/admin/custom-providers", customProvidersOff, true),
  route("GET", "/admin/custom-providers/:id", customProvidersOff, true),
  route("PUT", "/admin/custom-providers/:id", customProvidersOff, true),
  route("DELETE", "/admin/custom-providers/:id", customProvidersOff, true),
];

/** The handler of a disabled route: its refusal, after the admin check when it is an admin route. */
export const refuseDisabled = <E, R>(
  disabled: DisabledRoute,
  requireAdmin: Effect.Effect<unknown, E, R>,
) =>
  Effect.flatMap(disabled.admin ? requireAdmin : Effect.void, () =>
    Effect.fail(disabled.refusal()),
  );
