import type { EmailOtpType } from "../../services/Auth";
import type { CredentialsEvent } from "../auth/auth.types";

/**
 * What an auth link brought back in the URL (`/callback`, and the recovery
 * link on `/password-reset`): an error to show, credentials for the auth
 * machine, or nothing.
 */
export type CallbackLink =
  | { readonly kind: "none" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "credentials"; readonly event: CredentialsEvent };

const emailOtpTypes: ReadonlyArray<EmailOtpType> = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
];

function isEmailOtpType(value: string): value is EmailOtpType {
  return (emailOtpTypes as ReadonlyArray<string>).includes(value);
}

function numberOr(value: string | null, fallback: number | undefined): number | undefined {
  const parsed = value === null ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function parseCallbackLink(search: string, hash: string): CallbackLink {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);
  const error =
    fragment.get("error_description") ??
    query.get("error_description") ??
    fragment.get("error") ??
    query.get("error");
  if (error) return { kind: "error", message: error };

  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  if (accessToken && refreshToken) {
    return {
      kind: "credentials",
      event: {
        type: "callback.tokens",
        accessToken,
        refreshToken,
        expiresIn: numberOr(fragment.get("expires_in"), 3600) ?? 3600,
        expiresAt: numberOr(fragment.get("expires_at"), undefined),
        linkType: fragment.get("type") ?? undefined,
      },
    };
  }

  const code = query.get("code");
  if (code) return { kind: "credentials", event: { type: "callback.code", code } };

  const tokenHash = query.get("token_hash");
  const type = query.get("type");
  if (tokenHash && type !== null && isEmailOtpType(type)) {
    return { kind: "credentials", event: { type: "callback.verify", tokenHash, linkType: type } };
  }
  return { kind: "none" };
}
