import { Option } from "effect";
import type { ServerConfig } from "../config";

type CspConfig = Pick<
  ServerConfig,
  | "publicUrl"
  | "supabaseUrl"
  | "msClientId"
  | "msAuthority"
  | "googleClientId"
  | "stripePublishableKey"
>;

/** Google Identity Services: its script, its button's frame and styles, and its calls. */
const google = "https://accounts.google.com";

/**
 * Stripe.js (Stripe mode only): its script and frames from js.stripe.com, 3-D
 * Secure frames from hooks.stripe.com, and its calls to api.stripe.com.
 */
const stripe = {
  script: "https://js.stripe.com",
  hooks: "https://hooks.stripe.com",
  api: "https://api.stripe.com",
};

/**
 * The Content-Security-Policy. The app loads only its own scripts, styles and
 * data, plus what the configured services need: the hosted auth service
 * (SUPABASE_URL), Microsoft's authority for MSAL's token calls, and Google's
 * sign-in, and Stripe.js when a publishable key is configured.
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
  // Only with a publishable key does the app load Stripe.js; the local checkout needs none of it.
  if (Option.isSome(config.stripePublishableKey)) {
    script.push(stripe.script);
    connect.push(stripe.api);
    frame.push(stripe.script, stripe.hooks);
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
