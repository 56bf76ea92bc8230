import { createServer } from "node:http";
import {
  HttpApi,
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiGroup,
  HttpLayerRouter,
  HttpServer,
} from "@effect/platform";
import { NodeHttpServer } from "@effect/platform-node";
import { Context, Effect, Exit, Layer, Schema, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataEnvelope } from "../../api/Envelope";
import { Authentication, CurrentUser, FunctionsKey } from "../../api/security";
import { authKeysLayer } from "../../server/auth/keys";
import type { ServerConfig } from "../../server/config";
import { Database } from "../../server/db/Database";
import {
  AuthenticationLive,
  accessTokenVerifierLayer,
  functionsKeyLive,
  sessionCheckMs,
} from "../../server/http/authentication";
import {
  type AuthServer,
  goodPassword,
  newEmail,
  type OidcIssuer,
  startAuthServer,
  startOidcIssuer,
} from "./support/auth";
import { configFrom } from "./support/config";
import { type FreshDatabase, freshDatabase } from "./support/databases";

/** A probe endpoint guarded like every product call: function key, then bearer token. */
const Me = Schema.Struct({
  id: Schema.String,
  email: Schema.NullOr(Schema.String),
  aal: Schema.String,
});
class ProbeApi extends HttpApi.make("probe")
  .add(
    HttpApiGroup.make("probe")
      .add(HttpApiEndpoint.get("me", "/me").addSuccess(DataEnvelope(Me)))
      .middleware(Authentication)
      .middleware(FunctionsKey),
  )
  .prefix("/api/probe") {}

const ProbeLive = HttpApiBuilder.group(ProbeApi, "probe", (handlers) =>
  handlers.handle("me", () =>
    Effect.map(CurrentUser, (user) => ({
      data: { id: user.id, email: user.email, aal: user.aal },
    })),
  ),
);

async function serveProbe(config: ServerConfig, database: Layer.Layer<Database, unknown>) {
  const scope = await Effect.runPromise(Scope.make());
  const layer = HttpLayerRouter.serve(
    HttpLayerRouter.addHttpApi(ProbeApi).pipe(
      Layer.provide(ProbeLive),
      Layer.provide(AuthenticationLive),
      Layer.provide(functionsKeyLive(config)),
      Layer.provide(accessTokenVerifierLayer(config)),
      Layer.provide(authKeysLayer(config)),
      Layer.provide(database),
      Layer.provide(NodeHttpServer.layerContext),
    ),
    { disableLogger: true, disableListenLog: true },
  ).pipe(Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })));
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope));
  const address = Context.get(context, HttpServer.HttpServer).address;
  if (address._tag !== "TcpAddress") throw new Error("expected TCP");
  return {
    url: `http://127.0.0.1:${address.port}/api/probe/me`,
    close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
  };
}

describe("the product API's authentication with the embedded auth service", () => {
  let fresh: FreshDatabase;
  let auth: AuthServer;
  let probe: Awaited<ReturnType<typeof serveProbe>>;

  beforeAll(async () => {
    fresh = await freshDatabase("pglite");
    auth = await startAuthServer(fresh, { FUNCTIONS_KEY: "fk-test" });
    const config = await configFrom({
      PUBLIC_URL: new URL(auth.baseUrl).origin,
      FUNCTIONS_KEY: "fk-test",
    });
    probe = await serveProbe(config, Layer.succeed(Database, auth.database));
  });
  afterAll(async () => {
    await probe?.close();
    await auth?.close();
    await fresh?.dispose();
  });

  const call = (headers: Record<string, string>) => fetch(probe.url, { headers });

  it("identifies the user from the bearer access token", async () => {
    const email = newEmail("api");
    const { data } = await auth.client().auth.signUp({ email, password: goodPassword });
    const response = await call({
      "x-functions-key": "fk-test",
      authorization: `Bearer ${data.session?.access_token}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: data.user?.id, email, aal: "aal1" } });
  });

  it("answers 401 without the function key, without a token, or with a bad one", async () => {
    const { data } = await auth
      .client()
      .auth.signUp({ email: newEmail("api401"), password: goodPassword });
    const token = data.session?.access_token ?? "";
    const missingKey = await call({ authorization: `Bearer ${token}` });
    expect(missingKey.status).toBe(401);
    expect(((await missingKey.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_function_key",
    );
    expect(
      (await call({ "x-functions-key": "wrong", authorization: `Bearer ${token}` })).status,
    ).toBe(401);
    expect((await call({ "x-functions-key": "fk-test" })).status).toBe(401);
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect(
      (await call({ "x-functions-key": "fk-test", authorization: `Bearer ${tampered}` })).status,
    ).toBe(401);
  });

  it("refuses a token whose session was signed out", async () => {
    const client = auth.client();
    const { data } = await client.auth.signUp({
      email: newEmail("apiout"),
      password: goodPassword,
    });
    await client.auth.signOut();
    const response = await call({
      "x-functions-key": "fk-test",
      authorization: `Bearer ${data.session?.access_token}`,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "session_not_found",
    );
  });

  it("refuses a token used just before its session was signed out, once the check lapses", async () => {
    const client = auth.client();
    const { data } = await client.auth.signUp({
      email: newEmail("apirecent"),
      password: goodPassword,
    });
    const headers = {
      "x-functions-key": "fk-test",
      authorization: `Bearer ${data.session?.access_token}`,
    };
    // Twice: the second call finds the token and the session remembered.
    expect((await call(headers)).status).toBe(200);
    expect((await call(headers)).status).toBe(200);
    await client.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, sessionCheckMs + 50));
    const response = await call(headers);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "session_not_found",
    );
  });
});

describe("the product API's authentication with a hosted Supabase project (SUPABASE_URL)", () => {
  let issuer: OidcIssuer;
  let fresh: FreshDatabase;
  let probe: Awaited<ReturnType<typeof serveProbe>>;

  beforeAll(async () => {
    issuer = await startOidcIssuer();
    fresh = await freshDatabase("pglite");
    const config = await configFrom({ SUPABASE_URL: issuer.issuer, FUNCTIONS_KEY: "fk-test" });
    const { databaseLayerFor } = await import("../../server/db/layer");
    const { migrate } = await import("../../server/db/migrate");
    const database = Layer.effectDiscard(migrate()).pipe(
      Layer.provideMerge(databaseLayerFor(fresh.config)),
    );
    probe = await serveProbe(config, database);
  });
  afterAll(async () => {
    await probe?.close();
    await issuer?.close();
    await fresh?.dispose();
  });

  const claims = {
    sub: "11111111-2222-3333-4444-555555555555",
    session_id: "s-1",
    email: "hosted@family.test",
    aal: "aal2",
    aud: "authenticated",
  };

  it("accepts the project's tokens, checked against its published keys", async () => {
    const token = await issuer.sign(claims, { issuer: `${issuer.issuer}/auth/v1` });
    const response = await fetch(probe.url, {
      headers: { "x-functions-key": "fk-test", authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { id: claims.sub, email: claims.email, aal: "aal2" },
    });
  });

  it("refuses tokens from another issuer or signed by another key", async () => {
    const wrongIssuer = await issuer.sign(claims);
    const foreign = await issuer.signWithForeignKey(claims);
    for (const token of [wrongIssuer, foreign]) {
      const response = await fetch(probe.url, {
        headers: { "x-functions-key": "fk-test", authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
    }
  });
});
