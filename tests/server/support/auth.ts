import { createServer, type Server } from "node:http";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { freePort } from "../../../scripts/serverProcess";
import { databaseLayerFor } from "../../../server/db/layer";
import { configFrom } from "./config";
import type { FreshDatabase } from "./databases";
import { type RunningServer, startServer } from "./testServer";

export interface AuthServer extends RunningServer {
  readonly anonKey: string;
  /** A new supabase-js client against this server, as the browser makes it. */
  client(options?: { readonly flowType?: "implicit" | "pkce" }): SupabaseClient;
  /** The newest outbox message to an address. */
  latestMail(
    to: string,
  ): Promise<{ subject: string; link: string | null; text: string; kind: string } | undefined>;
}

/** Starts the whole server on a known port (links in mail must point at it). */
export async function startAuthServer(
  fresh: FreshDatabase,
  env: Record<string, string> = {},
): Promise<AuthServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = await configFrom({ PUBLIC_URL: baseUrl, ...env });
  return authServerOf(await startServer(config, null, databaseLayerFor(fresh.config), { port }));
}

/**
 * The auth helpers (supabase-js clients, the dev outbox) for a server
 * already running, as startAuthServer returns them; for test servers that
 * start with more than it starts (the intake's SMTP, for one).
 */
export async function authServerOf(server: RunningServer): Promise<AuthServer> {
  const { baseUrl } = server;
  const runtime = (await (await fetch(`${baseUrl}/config.json`)).json()) as { authAnonKey: string };
  return {
    ...server,
    anonKey: runtime.authAnonKey,
    client: (options = {}) =>
      createClient(baseUrl, runtime.authAnonKey, {
        auth: {
          autoRefreshToken: false,
          persistSession: false,
          detectSessionInUrl: false,
          flowType: options.flowType ?? "implicit",
        },
      }),
    latestMail: async (to) => {
      const response = await fetch(`${baseUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as {
        data: Array<{ subject: string; link: string | null; text: string; kind: string }>;
      };
      return body.data[0];
    },
  };
}

/** A strong password the policy accepts. */
export const goodPassword = "Corkboard-2026";

let counter = 0;
/** A fresh address per test, so tests in one file do not collide. */
export const newEmail = (label: string) => `${label}.${Date.now()}.${counter++}@family.test`;

export interface OidcIssuer {
  readonly issuer: string;
  sign(
    claims: JWTPayload,
    options?: { readonly expiresIn?: string; readonly issuer?: string },
  ): Promise<string>;
  /** A token signed by a key the issuer does not publish. */
  signWithForeignKey(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

/**
 * A local OpenID Connect issuer: a discovery document and a JWKS on
 * loopback, and RS256 id_tokens signed with its key, standing in for
 * Microsoft's and Google's.
 */
export async function startOidcIssuer(): Promise<OidcIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const foreign = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const server: Server = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.url === "/.well-known/openid-configuration") {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    } else if (request.url === "/keys" || request.url === "/auth/v1/.well-known/jwks.json") {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const sign = (key: CryptoKey, claims: JWTPayload, expiresIn = "10m", tokenIssuer = issuer) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(tokenIssuer)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  return {
    issuer,
    sign: (claims, options = {}) => sign(privateKey, claims, options.expiresIn, options.issuer),
    signWithForeignKey: (claims) => sign(foreign.privateKey, claims),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
