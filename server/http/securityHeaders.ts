import { Option } from "effect";
import type { ServerConfig } from "../config";

/**
 * Headers on every answer. The app loads only its own scripts, styles and
 * data, plus the hosted auth service when SUPABASE_URL points at one; later
 * features that talk to Stripe, Microsoft or Google add their origins here,
 * in one place.
 */
export function securityHeaders(
  config: Pick<ServerConfig, "publicUrl" | "supabaseUrl">,
): Record<string, string> {
  const authOrigin = Option.match(config.supabaseUrl, {
    onNone: () => [],
    onSome: (url) => [new URL(url).origin],
  });
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...authOrigin].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    // Microsoft's and Google's sign-in popups must be able to report back.
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
  if (config.publicUrl.startsWith("https://")) {
    headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}
