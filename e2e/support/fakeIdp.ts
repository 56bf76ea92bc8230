/**
 * A fake Microsoft identity platform for the browser tests: a small OpenID
 * Connect provider over https on 127.0.0.1 that MSAL can sign in against.
 *
 * - `<issuer>/.well-known/openid-configuration`: the discovery document.
 * - `<issuer>/authorize`: no sign-in page. The visitor's "session" at the
 *   provider is a cookie on its origin that the test sets: `fake_idp_account`
 *   holds the e-mail address to sign in as, and `fake_idp_answer` an OAuth
 *   error code (`access_denied`) to refuse with. It redirects back to
 *   redirect_uri at once with a code (or the error) and the state, in the
 *   query or the fragment as response_mode asks.
 * - `<issuer>/token`: redeems a code once (PKCE S256 checked) for an RS256
 *   id_token carrying the nonce of the authorize request.
 * - `<issuer>/keys`: the key set; `<issuer>/logout`: back to the app.
 *
 * Run by Playwright as a webServer (`npx tsx e2e/support/fakeIdp.ts`) with
 * FAKE_IDP_PORT, FAKE_IDP_ISSUER, FAKE_IDP_CLIENT_ID, FAKE_IDP_REDIRECT_URI
 * and FAKE_IDP_CERT_DIR; the certificate is made there if missing.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import https from "node:https";
import { pathToFileURL } from "node:url";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { ensureCertificate } from "./certificate";
import { ACCOUNT_COOKIE, ANSWER_COOKIE } from "./settings";

export interface FakeIdpOptions {
  readonly port: number;
  /** `https://127.0.0.1:<port>/<path>`: the issuer and MSAL's authority. */
  readonly issuer: string;
  readonly clientId: string;
  /** The only redirect URI registered for the client. */
  readonly redirectUri: string;
  readonly certDir: string;
}

interface PendingCode {
  readonly email: string;
  readonly nonce: string | undefined;
  readonly challenge: string;
  readonly redirectUri: string;
  readonly scope: string;
  readonly expiresAt: number;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0)
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return cookies;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startFakeIdp(options: FakeIdpOptions): Promise<https.Server> {
  const issuer = options.issuer.replace(/\/$/, "");
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, "");
  const appOrigin = new URL(options.redirectUri).origin;
  const { cert, key } = ensureCertificate(options.certDir);
  const keys = await generateKeyPair("RS256", { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, PendingCode>();

  const discovery = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/keys`,
    end_session_endpoint: `${issuer}/logout`,
    response_types_supported: ["code"],
    response_modes_supported: ["query", "fragment"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "profile", "email", "offline_access"],
    token_endpoint_auth_methods_supported: ["none"],
    code_challenge_methods_supported: ["S256"],
    grant_types_supported: ["authorization_code"],
    claims_supported: ["sub", "iss", "aud", "exp", "iat", "nonce", "email", "name"],
  };

  const sign = (claims: Record<string, unknown>, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(keys.privateKey);

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, {
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    response.end(JSON.stringify(body));
  }

  /** Back to the client with `params`, where response_mode puts them. */
  function redirectBack(
    response: ServerResponse,
    redirectUri: string,
    mode: string | null,
    params: Record<string, string>,
  ) {
    const answer = new URLSearchParams(params).toString();
    const target =
      mode === "query"
        ? `${redirectUri}${redirectUri.includes("?") ? "&" : "?"}${answer}`
        : `${redirectUri}#${answer}`;
    response.writeHead(302, { location: target, "cache-control": "no-store" });
    response.end();
  }

  function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri") ?? "";
    // Never redirect to an address the client did not register.
    if (query.get("client_id") !== options.clientId || redirectUri !== options.redirectUri) {
      send(response, 400, { error: "invalid_request", error_description: "unknown client" });
      return;
    }
    const mode = query.get("response_mode") ?? "query";
    const state = query.get("state") ?? "";
    const fail = (error: string, description: string) =>
      redirectBack(response, redirectUri, mode, {
        error,
        error_description: description,
        ...(state === "" ? {} : { state }),
      });
    const cookies = cookiesOf(request);
    const refusal = cookies.get(ANSWER_COOKIE);
    if (refusal !== undefined) {
      fail(refusal, "The user declined to sign in.");
      return;
    }
    const email = cookies.get(ACCOUNT_COOKIE);
    if (email === undefined) {
      fail("login_required", "Nobody is signed in at the fake identity provider.");
      return;
    }
    const challenge = query.get("code_challenge");
    if (query.get("response_type") !== "code" || challenge === null) {
      fail("invalid_request", "Only the code flow with PKCE is supported.");
      return;
    }
    if (query.get("code_challenge_method") !== "S256") {
      fail("invalid_request", "code_challenge_method must be S256.");
      return;
    }
    const code = base64url(randomBytes(32));
    codes.set(code, {
      email,
      nonce: query.get("nonce") ?? undefined,
      challenge,
      redirectUri,
      scope: query.get("scope") ?? "openid",
      expiresAt: Date.now() + 5 * 60_000,
    });
    redirectBack(response, redirectUri, mode, { code, ...(state === "" ? {} : { state }) });
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const deny = (error: string, description: string) =>
      send(response, 400, { error, error_description: description });
    if (form.get("grant_type") !== "authorization_code") {
      deny("unsupported_grant_type", "Only authorization_code is supported.");
      return;
    }
    if (form.get("client_id") !== options.clientId) {
      deny("invalid_client", "Unknown client.");
      return;
    }
    const code = form.get("code") ?? "";
    const pending = codes.get(code);
    codes.delete(code);
    if (pending === undefined || pending.expiresAt < Date.now()) {
      deny("invalid_grant", "The code is unknown, used or expired.");
      return;
    }
    if (form.get("redirect_uri") !== pending.redirectUri) {
      deny("invalid_grant", "redirect_uri does not match the authorize request.");
      return;
    }
    const verifier = form.get("code_verifier") ?? "";
    const computed = base64url(createHash("sha256").update(verifier).digest());
    if (verifier === "" || computed !== pending.challenge) {
      deny("invalid_grant", "The code_verifier does not match the code_challenge.");
      return;
    }
    const subject = createHash("sha256").update(pending.email).digest("hex").slice(0, 32);
    const name = pending.email.split("@")[0] ?? pending.email;
    const idToken = await sign(
      {
        sub: subject,
        oid: subject,
        email: pending.email,
        preferred_username: pending.email,
        name,
        ...(pending.nonce === undefined ? {} : { nonce: pending.nonce }),
      },
      options.clientId,
    );
    const accessToken = await sign(
      { sub: subject, scp: pending.scope, azp: options.clientId },
      `${issuer}/api`,
    );
    send(response, 200, {
      token_type: "Bearer",
      scope: pending.scope,
      expires_in: 3600,
      access_token: accessToken,
      id_token: idToken,
    });
  }

  const server = https.createServer(
    { cert: fs.readFileSync(cert), key: fs.readFileSync(key) },
    (request, response) => {
      const url = new URL(request.url ?? "/", issuer);
      // MSAL reads the discovery document and redeems the code from the app's page.
      if (request.headers.origin === appOrigin) {
        response.setHeader("access-control-allow-origin", appOrigin);
        response.setHeader("vary", "origin");
      }
      if (request.method === "OPTIONS") {
        response.writeHead(204, {
          "access-control-allow-methods": "GET, POST, OPTIONS",
          "access-control-allow-headers":
            request.headers["access-control-request-headers"] ?? "content-type",
          "access-control-max-age": "600",
        });
        response.end();
        return;
      }
      const route = url.pathname.startsWith(issuerPath)
        ? url.pathname.slice(issuerPath.length)
        : null;
      const handle = async () => {
        if (request.method === "GET" && route === "/.well-known/openid-configuration")
          return send(response, 200, discovery);
        if (request.method === "GET" && route === "/keys")
          return send(response, 200, { keys: [publicJwk] });
        if (request.method === "GET" && route === "/authorize")
          return authorize(request, response, url);
        if (request.method === "POST" && route === "/token") return token(request, response);
        if (request.method === "GET" && route === "/logout") {
          const back = url.searchParams.get("post_logout_redirect_uri");
          const target = back !== null && new URL(back).origin === appOrigin ? back : appOrigin;
          response.writeHead(302, { location: target });
          response.end();
          return;
        }
        send(response, 404, { error: "not_found" });
      };
      handle().catch((error: unknown) => {
        console.error("fake identity provider:", error);
        if (!response.headersSent) send(response, 500, { error: "server_error" });
        else response.end();
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  return server;
}

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") throw new Error(`${name} is not set.`);
  return value;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options: FakeIdpOptions = {
    port: Number(required("FAKE_IDP_PORT")),
    issuer: required("FAKE_IDP_ISSUER"),
    clientId: required("FAKE_IDP_CLIENT_ID"),
    redirectUri: required("FAKE_IDP_REDIRECT_URI"),
    certDir: required("FAKE_IDP_CERT_DIR"),
  };
  const server = await startFakeIdp(options);
  console.log(`Fake identity provider at ${options.issuer}`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
