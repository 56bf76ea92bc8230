import { Context, Effect, Layer, Schema } from "effect";

/**
 * Microsoft: sign-in with a Microsoft account (any tenant) through MSAL's
 * redirect flow. MSAL is large, so it is imported only when the user presses
 * the button or lands on `/callback/microsoft` (SPEC §7: the redirect target
 * is the site origin plus `/callback/microsoft`; MSAL's cache lives in local
 * storage). The id_token it brings back goes to the auth service's
 * `id_token` grant with provider `azure`.
 */

export interface MicrosoftConfig {
  readonly clientId: string;
  readonly authority: string;
  /** `origin + /callback/microsoft`. */
  readonly redirectUri: string;
}

export interface MicrosoftCredentials {
  readonly idToken: string;
  /** The nonce sent with the request, echoed in the id_token; the auth service checks it. */
  readonly nonce: string | undefined;
}

export class MicrosoftError extends Schema.TaggedError<MicrosoftError>()("MicrosoftError", {
  message: Schema.String,
}) {}

export interface MicrosoftService {
  /** Leaves the page for Microsoft's sign-in; succeeds as the browser navigates away. */
  readonly startSignIn: (config: MicrosoftConfig) => Effect.Effect<void, MicrosoftError>;
  /** On the redirect target: the answer Microsoft sent back, or null when there is none. */
  readonly completeSignIn: (
    config: MicrosoftConfig,
  ) => Effect.Effect<MicrosoftCredentials | null, MicrosoftError>;
}

export const MICROSOFT_CALLBACK_PATH = "/callback/microsoft";
const SCOPES = ["openid", "profile", "email"];

export function microsoftConfigOf(
  runtime: { readonly msClientId: string | null; readonly msAuthority: string },
  origin: string,
): MicrosoftConfig | null {
  if (runtime.msClientId === null) return null;
  return {
    clientId: runtime.msClientId,
    authority: runtime.msAuthority,
    redirectUri: `${origin}${MICROSOFT_CALLBACK_PATH}`,
  };
}

function describe(cause: unknown): MicrosoftError {
  return new MicrosoftError({ message: cause instanceof Error ? cause.message : String(cause) });
}

/** Microsoft's sign-in hosts (public and national clouds, B2C, External ID). */
const microsoftHosts =
  /^(login\.microsoftonline\.(com|us|de)|login\.microsoft\.com|login\.windows\.net|login-us\.microsoftonline\.com|login\.partner\.microsoftonline\.cn|login\.chinacloudapi\.cn|[^.]+\.b2clogin\.com|[^.]+\.ciamlogin\.com)$/i;

/** Whether MS_AUTHORITY is one of Microsoft's, as opposed to another OpenID Connect issuer. */
export function isMicrosoftAuthority(authority: string): boolean {
  try {
    const url = new URL(authority);
    return url.protocol === "https:" && microsoftHosts.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * MSAL's options for an authority. Microsoft's keep MSAL's defaults (Entra ID
 * protocol, instance discovery). Any other issuer (self-hosting, the
 * browser tests' local provider) is a plain OpenID Connect one: MSAL must
 * trust its host without asking Microsoft's instance discovery, and read its
 * endpoints from `<authority>/.well-known/openid-configuration`.
 */
export function msalOptionsFor(config: MicrosoftConfig) {
  const auth = {
    clientId: config.clientId,
    authority: config.authority,
    redirectUri: config.redirectUri,
  };
  if (isMicrosoftAuthority(config.authority)) return { auth, system: {} };
  return {
    auth: { ...auth, knownAuthorities: [new URL(config.authority).host] },
    system: { protocolMode: "OIDC" as const },
  };
}

async function openMsal(config: MicrosoftConfig) {
  const { PublicClientApplication } = await import("@azure/msal-browser");
  const { auth, system } = msalOptionsFor(config);
  const app = new PublicClientApplication({
    auth,
    system,
    // MSAL 5 keeps its interaction state in a cookie by itself (the former
    // `storeAuthStateInCookie` option is gone); its token cache goes to local storage.
    cache: { cacheLocation: "localStorage" },
  });
  await app.initialize();
  return app;
}

function claimedNonce(claims: unknown): string | undefined {
  if (typeof claims !== "object" || claims === null || !("nonce" in claims)) return undefined;
  return typeof claims.nonce === "string" ? claims.nonce : undefined;
}

async function readRedirectAnswer(config: MicrosoftConfig): Promise<MicrosoftCredentials | null> {
  const app = await openMsal(config);
  const result = await app.handleRedirectPromise({ navigateToLoginRequestUrl: false });
  if (result === null || !result.idToken) return null;
  return { idToken: result.idToken, nonce: claimedNonce(result.idTokenClaims) };
}

let completion: Promise<MicrosoftCredentials | null> | null = null;

export const liveMicrosoft: MicrosoftService = {
  startSignIn: (config) =>
    Effect.tryPromise({
      try: async () => {
        const app = await openMsal(config);
        await app.loginRedirect({
          scopes: SCOPES,
          nonce: crypto.randomUUID(),
          prompt: "select_account",
        });
      },
      catch: describe,
    }).pipe(Effect.withSpan("Microsoft.startSignIn")),
  completeSignIn: (config) =>
    Effect.tryPromise({
      try: () => {
        // Once per page: the answer in the URL can be read only once, and React's
        // StrictMode starts the page's actor twice in development.
        completion ??= readRedirectAnswer(config);
        return completion;
      },
      catch: describe,
    }).pipe(Effect.withSpan("Microsoft.completeSignIn")),
};

export class Microsoft extends Context.Tag("corkboard/Microsoft")<Microsoft, MicrosoftService>() {
  static readonly live = Layer.succeed(Microsoft, liveMicrosoft);
}
