import { AuthClient, type GoTrueClient } from "@supabase/supabase-js";
import type { WireFailure } from "./authErrors";

/**
 * The wire under the Auth service: a throwaway supabase-js client per call
 * whose fetch makes a single attempt, reports 5xx and network failures
 * beside a stand-in 400 (so supabase-js does not retry), and adds the PKCE
 * verifier the caller kept. See Auth.ts for why supabase-js is held so.
 */

export interface AuthConfig {
  /** Absolute base URL of the auth service; see `authConfigFromRuntime`. */
  readonly url: string;
  /** The public anon key, sent as `apikey` (the embedded service asks for it as Supabase's gateway does). */
  readonly anonKey: string | null;
  /** The fetch to send requests with (tests pass a stub). */
  readonly fetch?: typeof fetch;
}

/**
 * The auth part of `/config.json`. `authUrl` may be a path such as "/" (the
 * embedded service on this server), resolved against the page's origin.
 */
export function authConfigFromRuntime(
  runtime: { readonly authUrl: string; readonly authAnonKey: string | null },
  origin: string,
): AuthConfig {
  return { url: new URL(runtime.authUrl, origin).href, anonKey: runtime.authAnonKey };
}

/** The `/auth/v1` endpoint under a base URL, as supabase-js's `createClient` builds it. */
export function authEndpoint(baseUrl: string): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return new URL("auth/v1", base).href;
}

const STAND_IN_CODE = "corkboard_wire_failure";

let clientSequence = 0;

export interface Transport {
  readonly client: GoTrueClient;
  /** The last 5xx or network failure, if the last request ended in one. */
  readonly wireFailure: () => WireFailure | undefined;
}

export function openTransport(
  config: AuthConfig,
  signal: AbortSignal,
  options: { readonly bearer?: string; readonly codeVerifier?: string },
): Transport {
  const baseFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  let failure: WireFailure | undefined;
  const singleAttempt: typeof fetch = async (input, init) => {
    const body = patchPkceBody(input, init?.body, options.codeVerifier);
    let response: Response;
    try {
      response = await baseFetch(input, { ...init, body, signal });
    } catch (cause) {
      failure = {
        status: 0,
        code: null,
        message: cause instanceof Error ? cause.message : String(cause),
      };
      return standInAnswer();
    }
    if (response.status >= 500) {
      failure = await describeWireFailure(response);
      return standInAnswer();
    }
    failure = undefined;
    return response;
  };
  const headers: Record<string, string> = { "X-Client-Info": "corkboard-web" };
  if (config.anonKey !== null) headers.apikey = config.anonKey;
  const bearer = options.bearer ?? config.anonKey;
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  clientSequence += 1;
  const client = new AuthClient({
    url: authEndpoint(config.url),
    headers,
    hasCustomAuthorizationHeader: options.bearer !== undefined,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
    // Initialising would look for a stored session and, in a browser, add a `visibilitychange`
    // listener that is never removed; a throwaway client needs neither.
    skipAutoInitialize: true,
    // A key per client keeps supabase-js from warning about several clients sharing one.
    storageKey: `corkboard.auth.transport.${clientSequence}`,
    flowType: "implicit",
    fetch: singleAttempt,
  });
  return { client, wireFailure: () => failure };
}

function standInAnswer(): Response {
  return new Response(JSON.stringify({ code: STAND_IN_CODE, message: "see the wire failure" }), {
    status: 400,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

async function describeWireFailure(response: Response): Promise<WireFailure> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const code =
      typeof body.code === "string"
        ? body.code
        : typeof body.error_code === "string"
          ? body.error_code
          : null;
    const message =
      typeof body.msg === "string"
        ? body.msg
        : typeof body.message === "string"
          ? body.message
          : fallback;
    return { status: response.status, code, message };
  } catch {
    return { status: response.status, code: null, message: fallback };
  }
}

/**
 * supabase-js looks the PKCE verifier up in its own storage, which a fresh
 * client does not have; the verifier the caller kept is added to the
 * `grant_type=pkce` body instead (GoTrue reads `{auth_code, code_verifier}`).
 */
function patchPkceBody(
  input: Parameters<typeof fetch>[0],
  body: BodyInit | null | undefined,
  codeVerifier: string | undefined,
): BodyInit | null | undefined {
  if (codeVerifier === undefined || typeof body !== "string") return body;
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes("grant_type=pkce")) return body;
  return JSON.stringify({ ...(JSON.parse(body) as object), code_verifier: codeVerifier });
}
