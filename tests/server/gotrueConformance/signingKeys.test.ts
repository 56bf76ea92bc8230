import { createClient } from "@supabase/supabase-js";
import { decodeProtectedHeader, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFunctionsKey } from "../../../server/config";
import {
  clientOptions,
  type GoTrueServer,
  goodPassword,
  newEmail,
  startGoTrueServer,
} from "./support";

/**
 * AUTH_JWT_KEYS: access tokens signed with an ES256 key whose public half
 * the JWKS publishes, so supabase-js's `getClaims()` verifies them itself.
 */
describe("asymmetric signing keys", () => {
  let server: GoTrueServer;
  const kid = "corkboard-test-key";

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid, alg: "ES256" };
    server = await startGoTrueServer({ AUTH_JWT_KEYS: JSON.stringify({ keys: [jwk] }) });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("publishes the public key only, and signs access tokens with it", async () => {
    const jwks = (await (await server.raw("/.well-known/jwks.json")).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", kid, alg: "ES256", use: "sig" });
    expect(jwks.keys[0]).not.toHaveProperty("d");

    const { data, error } = await server
      .client()
      .auth.signUp({ email: newEmail("es256"), password: goodPassword });
    expect(error).toBeNull();
    expect(decodeProtectedHeader(data.session?.access_token ?? "")).toMatchObject({
      alg: "ES256",
      kid,
    });
  });

  it("lets getClaims() verify a token locally, against the published key", async () => {
    const requested: Array<string> = [];
    const recording: typeof fetch = (input, init) => {
      requested.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    };
    const client = createClient(server.url, server.anonKey, {
      ...clientOptions,
      global: { fetch: recording },
    });
    const signUp = await client.auth.signUp({ email: newEmail("claims"), password: goodPassword });
    expect(signUp.error).toBeNull();
    requested.length = 0;
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(signUp.data.user?.id);
    expect(data?.header).toMatchObject({ alg: "ES256", kid });
    // The key set was fetched; the server was not asked about the token.
    expect(requested).toEqual(["/auth/v1/.well-known/jwks.json"]);
  });

  it("accepts the signed tokens on the auth service and the product API alike", async () => {
    const client = server.client();
    const { data } = await client.auth.signUp({ email: newEmail("api"), password: goodPassword });
    const token = data.session?.access_token ?? "";
    expect((await client.auth.getUser(token)).data.user?.id).toBe(data.user?.id);
    const product = await fetch(`${server.url}/api/preferences`, {
      headers: { authorization: `Bearer ${token}`, "x-functions-key": defaultFunctionsKey },
    });
    expect(product.status).toBe(200);
    // The API keys stay HS256: the admin API still takes the service-role key.
    expect((await server.admin().auth.admin.listUsers()).error).toBeNull();
  });
});
