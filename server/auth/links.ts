import { createHash, randomBytes, randomInt } from "node:crypto";

/** A one-time code for an e-mail, and the hash GoTrue keeps of it (sha256 of e-mail + code). */
export function oneTimeCode(email: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, tokenHash: tokenHashOf(email, code) };
}

export const tokenHashOf = (email: string, code: string) =>
  createHash("sha256").update(`${email}${code}`).digest("hex");

export const randomToken = () => randomBytes(24).toString("base64url");

/**
 * Where a link may send the browser afterwards: a path or a URL on our own
 * origin. Anything else falls back to `fallback`, so a crafted link cannot
 * carry tokens to another site.
 */
export function safeRedirect(
  publicUrl: string,
  requested: string | null | undefined,
  fallback: string,
): string {
  if (requested === null || requested === undefined || requested === "") return fallback;
  try {
    const origin = new URL(publicUrl).origin;
    const target = new URL(requested, publicUrl);
    return target.origin === origin ? target.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** A verify link for an e-mail: the action, the token hash and where to go next. */
export function verifyLink(
  publicUrl: string,
  type: string,
  tokenHash: string,
  redirectTo: string,
): string {
  const url = new URL(`${publicUrl}/auth/v1/verify`);
  url.searchParams.set("token", tokenHash);
  url.searchParams.set("type", type);
  url.searchParams.set("redirect_to", redirectTo);
  return url.toString();
}
