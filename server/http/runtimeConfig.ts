import { Option } from "effect";
import type { ServerConfig } from "../config";

/**
 * `/config.json`: what the browser app needs at run time. Only public
 * values: URLs, the public function key and publishable client ids. The
 * services this server runs itself are given as paths, which the browser
 * resolves against the page's own origin, so the app works whichever host
 * name it was opened under (localhost, 127.0.0.1, a LAN address).
 */
export interface RuntimeConfig {
  /** The canonical address, for links that leave the browser (e-mails, feeds). */
  readonly publicUrl: string;
  readonly apiBaseUrl: string;
  /** The auth service's base URL for supabase-js (it appends `/auth/v1`); `/` is this server. */
  readonly authUrl: string;
  readonly authAnonKey: string;
  readonly functionsKey: string;
  readonly stripePublishableKey: string | null;
  readonly msClientId: string | null;
  readonly msAuthority: string;
  readonly googleClientId: string | null;
  readonly mailDomain: string;
  /** `INSPECT=1`: a page opened with `?inspect` reports its actors to the Stately inspector. */
  readonly inspect: boolean;
}

export function runtimeConfigOf(config: ServerConfig, embeddedAnonKey: string): RuntimeConfig {
  return {
    publicUrl: config.publicUrl,
    apiBaseUrl: "/api",
    authUrl: Option.getOrElse(config.supabaseUrl, () => "/"),
    // The hosted project's key when SUPABASE_URL is set, else the embedded service's.
    authAnonKey: Option.getOrElse(config.supabaseAnonKey, () => embeddedAnonKey),
    functionsKey: config.functionsKey,
    stripePublishableKey: Option.getOrNull(config.stripePublishableKey),
    msClientId: Option.getOrNull(config.msClientId),
    msAuthority: config.msAuthority,
    googleClientId: Option.getOrNull(config.googleClientId),
    mailDomain: config.mailDomain,
    inspect: config.inspect,
  };
}
