import { Option } from "effect";
import type { ServerConfig } from "../config";

type CspConfig = Pick<
  ServerConfig,
  "publicUrl" | "supabaseUrl" | "msClientId" | "msAuthority" | "googleClientId"
>;

/** Google Identity Services: its script, its button's frame and styles, and its calls. */
const google = "https://accounts.google.com";

/**
 * The Content-Security-Policy. The app loads only its own scripts, styles and
 * data, plus what the configured services need: the hosted auth service
 * (SUPABASE_URL), Microsoft's authority for MSAL's token calls, and Google's
 * sign-in. Stripe joins here with billing.
 */
export function contentSecurityPolicy(config: CspConfig): string {
  const origin = (url: string) => new URL(url).origin;
  const connect = ["'self'"];
  const script = ["'self'"];
  const style = ["'self'"];
  const frame: string[] = [];
  Option.map(config.supabaseUrl, (url) => connect.push(origin(url)));
  if (Option.isSome(config.msClientId)) connect.push(origin(config.msAuthority));
  if (Option.isSome(config.googleClientId)) {
    script.push(`${google}/gsi/client`);
    style.push(`${google}/gsi/style`);
    connect.push(`${google}/gsi/`);
    frame.push(`${google}/gsi/`);
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    `style-src ${style.join(" ")}`,
    // Forwarded e-mails lay themselves out with style attributes. The
    // sanitiser keeps only ones that load nothing (no url(), no escapes), so
    // attributes may apply; <style> elements and style sheets stay 'self' only.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length === 0 ? "'none'" : frame.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers on every answer. */
export function securityHeaders(config: CspConfig): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(config),
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
