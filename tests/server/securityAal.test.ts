import { HttpApi } from "@effect/platform";
import { isAuthError, type SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CorkboardApi } from "../../api/Api";
import { Authentication } from "../../api/security";
import { sessionCheckMs } from "../../server/http/authentication";
import { goodPassword, newEmail } from "./support/auth";
import { engines } from "./support/databases";
import {
  errorOf,
  functionsKey,
  type ProductServer,
  request,
  startProductServer,
  type TestUser,
} from "./support/product";

/** The error's GoTrue code and status, however supabase-js wrapped it. */
function codeOf(error: unknown) {
  if (!isAuthError(error)) throw new Error(`expected an auth error, got ${String(error)}`);
  return { code: error.code, status: error.status };
}

const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

interface ProductRoute {
  readonly name: string;
  readonly method: string;
  readonly path: string;
}

/** Every route of the contract that needs a signed-in user, read from the contract itself. */
const signedInRoutes = (): ReadonlyArray<ProductRoute> => {
  const routes: Array<ProductRoute> = [];
  HttpApi.reflect(CorkboardApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) => {
      if (!(middleware as ReadonlySet<unknown>).has(Authentication)) return;
      routes.push({
        name: `${group.identifier}.${endpoint.name}`,
        method: endpoint.method,
        path: endpoint.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000"),
      });
    },
  });
  return routes;
};

const withBody = new Set(["POST", "PUT", "PATCH"]);

/** The status and error code of each signed-in route, called with `token`. */
const answers = (server: ProductServer, token: string) =>
  Promise.all(
    signedInRoutes().map(async (route) => {
      const user: TestUser = { id: "", email: "", token };
      const answer = await request(server, route.method, route.path, {
        user,
        ...(withBody.has(route.method) ? { body: {} } : {}),
      });
      return { route: route.name, status: answer.status, code: errorOf(answer)?.code };
    }),
  );

/** `GET /api/live`'s status and error code; an opened stream is closed at once. */
const live = async (server: ProductServer, token: string) => {
  const controller = new AbortController();
  const response = await fetch(`${server.baseUrl}/api/live`, {
    headers: {
      accept: "text/event-stream",
      "x-functions-key": functionsKey,
      authorization: `Bearer ${token}`,
    },
    signal: controller.signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream")) {
    controller.abort();
    return { status: response.status, code: undefined };
  }
  const body = (await response.json()) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code };
};

const accessToken = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session?.access_token ?? "";

describe.each(engines)("the second factor and password changes on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const auth = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/auth/v1${path}`, {
      ...init,
      headers: {
        apikey: server.auth.anonKey,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
    });

  /** A new password sign-in: an aal1 session. */
  const signIn = async (email: string) => {
    const client = server.auth.client();
    const { error } = await client.auth.signInWithPassword({ email, password: goodPassword });
    expect(error).toBeNull();
    return client;
  };

  /** A new account with a verified TOTP factor, and the aal2 client that verified it. */
  const withFactor = async (label: string) => {
    const email = newEmail(label);
    const owner = server.auth.client();
    expect((await owner.auth.signUp({ email, password: goodPassword })).error).toBeNull();
    const enrolled = await owner.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    if (enrolled.data === null || enrolled.data.type !== "totp") throw new Error("no factor");
    const factor = enrolled.data;
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    return { email, owner, factorId: factor.id, secret: factor.totp.secret };
  };

  it("lets a password alone reach only the code step when the account has a second factor", async () => {
    const { email, owner, factorId, secret } = await withFactor("aal");
    // A second, unverified factor the owner is setting up from a full (aal2) session.
    const spare = await owner.auth.mfa.enroll({ factorType: "totp", friendlyName: "Spare" });
    expect(spare.error).toBeNull();
    const spareId = spare.data?.id ?? "";

    const passwordOnly = await signIn(email);
    const aal1 = await accessToken(passwordOnly);
    const claims = JSON.parse(Buffer.from(aal1.split(".")[1] ?? "", "base64url").toString());
    expect(claims.aal).toBe("aal1");

    // Every signed-in route of the product API, and the live feed, are refused.
    const refused = await answers(server, aal1);
    expect(refused.length).toBeGreaterThan(20);
    for (const answer of refused) {
      expect(answer, answer.route).toMatchObject({ status: 401, code: "insufficient_aal" });
    }
    expect(await live(server, aal1)).toEqual({ status: 401, code: "insufficient_aal" });

    // So are the auth service's changes to the factors, the password and the e-mail.
    const enrol = await passwordOnly.auth.mfa.enroll({ factorType: "totp", friendlyName: "Thief" });
    expect(codeOf(enrol.error)).toEqual({ code: "insufficient_aal", status: 403 });
    for (const id of [factorId, spareId]) {
      const unenrol = await passwordOnly.auth.mfa.unenroll({ factorId: id });
      expect(codeOf(unenrol.error)).toEqual({ code: "insufficient_aal", status: 422 });
    }
    const newPassword = await passwordOnly.auth.updateUser({ password: "Stolen-password-2026" });
    expect(codeOf(newPassword.error)).toEqual({ code: "insufficient_aal", status: 401 });
    const thief = newEmail("thief");
    const newAddress = await passwordOnly.auth.updateUser({ email: thief });
    expect(codeOf(newAddress.error)).toEqual({ code: "insufficient_aal", status: 401 });
    expect(await server.auth.latestMail(thief)).toBeUndefined();
    const unchanged = await owner.auth.getUser();
    expect(unchanged.data.user?.email).toBe(email);
    expect(unchanged.data.user?.new_email).toBeUndefined();
    expect(unchanged.data.user?.factors?.map((factor) => factor.friendly_name).sort()).toEqual([
      "Phone",
      "Spare",
    ]);
    // The password is unchanged: it still signs in.
    await signIn(email);

    // The code step itself works at aal1: the user, the factors, a challenge and its verify.
    const user = await passwordOnly.auth.getUser();
    expect(user.error).toBeNull();
    const factors = await passwordOnly.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.id)).toEqual([factorId]);
    // And so does signing out.
    const leaving = await accessToken(await signIn(email));
    expect((await auth("/logout?scope=local", leaving, { method: "POST" })).status).toBe(204);
    expect((await auth("/user", leaving)).status).toBe(403);

    const challenge = await passwordOnly.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verify = await passwordOnly.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? "",
      code: totpCode(secret),
    });
    expect(verify.error).toBeNull();
    const aal2 = await accessToken(passwordOnly);
    expect(JSON.parse(Buffer.from(aal2.split(".")[1] ?? "", "base64url").toString()).aal).toBe(
      "aal2",
    );

    // After the code step everything is allowed.
    for (const answer of await answers(server, aal2)) {
      expect(answer.status, answer.route).not.toBe(401);
      expect(answer.status, answer.route).toBeLessThan(500);
    }
    expect(await live(server, aal2)).toEqual({ status: 200, code: undefined });
    const second = await passwordOnly.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Tablet",
    });
    expect(second.error).toBeNull();
    expect((await passwordOnly.auth.mfa.unenroll({ factorId: spareId })).error).toBeNull();
    expect((await passwordOnly.auth.updateUser({ email: newEmail("moved") })).error).toBeNull();
    expect(
      (await passwordOnly.auth.updateUser({ password: "Changed-password-2026" })).error,
    ).toBeNull();
    expect((await passwordOnly.auth.mfa.unenroll({ factorId })).error).toBeNull();
  });

  it("still lets a metadata change through at aal1", async () => {
    const { email } = await withFactor("aal-data");
    const passwordOnly = await signIn(email);
    const updated = await passwordOnly.auth.updateUser({ data: { display_name: "Sam" } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ display_name: "Sam" });
  });

  it("keeps an aal1 session of an account without a verified factor working everywhere", async () => {
    const email = newEmail("aal-none");
    const client = server.auth.client();
    expect((await client.auth.signUp({ email, password: goodPassword })).error).toBeNull();
    // An unverified factor does not count.
    expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull();
    const token = await accessToken(await signIn(email));
    for (const answer of await answers(server, token)) {
      expect(answer.status, answer.route).not.toBe(401);
    }
    expect(await live(server, token)).toEqual({ status: 200, code: undefined });
  });

  it("counts a factor verified after the token was issued", async () => {
    const client = server.auth.client();
    expect(
      (await client.auth.signUp({ email: newEmail("aal-later"), password: goodPassword })).error,
    ).toBeNull();
    const early = await accessToken(client);
    const preferences = (token: string) =>
      request(server, "GET", "/api/preferences", { user: asUser(token) });
    // In use, so the verifier has its session check cached.
    expect((await preferences(early)).status).toBe(200);
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    if (enrolled.data === null || enrolled.data.type !== "totp") throw new Error("no factor");
    const { id, totp } = enrolled.data;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: id,
      code: totpCode(totp.secret),
    });
    expect(verified.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, sessionCheckMs + 50));
    // The session is at aal2 now, but the token issued before says aal1.
    const refused = await preferences(early);
    expect(refused.status).toBe(401);
    expect(errorOf(refused)?.code).toBe("insufficient_aal");
    expect((await preferences(await accessToken(client))).status).toBe(200);
  });

  describe("a password change", () => {
    const product = (token: string) =>
      request(server, "GET", "/api/preferences", { user: asUser(token) });

    const refreshWith = (token: string) =>
      fetch(`${server.baseUrl}/auth/v1/token?grant_type=refresh_token`, {
        method: "POST",
        headers: { apikey: server.auth.anonKey, "content-type": "application/json" },
        body: JSON.stringify({ refresh_token: token }),
      });

    it("signs out every other session and keeps the one that changed it", async () => {
      const email = newEmail("password-change");
      const owner = server.auth.client();
      expect((await owner.auth.signUp({ email, password: goodPassword })).error).toBeNull();
      const attacker = await signIn(email);
      const stolen = (await attacker.auth.getSession()).data.session;
      if (!stolen) throw new Error("no session");
      // The attacker's token is in use, so the verifier has its session check cached.
      expect((await product(stolen.access_token)).status).toBe(200);

      expect((await owner.auth.updateUser({ password: "Changed-password-2026" })).error).toBeNull();

      const refreshed = await refreshWith(stolen.refresh_token);
      expect(refreshed.status).toBe(400);
      expect((await auth("/user", stolen.access_token)).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, sessionCheckMs + 50));
      const refused = await product(stolen.access_token);
      expect(refused.status).toBe(401);
      expect(errorOf(refused)?.code).toBe("session_not_found");

      // The owner's session goes on, and refreshes.
      expect((await product(await accessToken(owner))).status).toBe(200);
      expect((await owner.auth.refreshSession()).error).toBeNull();
      expect((await product(await accessToken(owner))).status).toBe(200);
    });

    it("through a recovery link signs out every other session too", async () => {
      const email = newEmail("recovery-change");
      const attacker = server.auth.client();
      expect((await attacker.auth.signUp({ email, password: goodPassword })).error).toBeNull();
      const stolen = (await attacker.auth.getSession()).data.session;
      if (!stolen) throw new Error("no session");

      expect((await server.auth.client().auth.resetPasswordForEmail(email)).error).toBeNull();
      const link = (await server.auth.latestMail(email))?.link ?? "";
      const redirect = await fetch(link, { redirect: "manual" });
      const fragment = new URLSearchParams(
        new URL(redirect.headers.get("location") ?? "").hash.slice(1),
      );
      const owner = server.auth.client();
      await owner.auth.setSession({
        access_token: fragment.get("access_token") ?? "",
        refresh_token: fragment.get("refresh_token") ?? "",
      });
      expect((await owner.auth.updateUser({ password: "Recovered-2026" })).error).toBeNull();

      expect((await refreshWith(stolen.refresh_token)).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, sessionCheckMs + 50));
      expect((await product(stolen.access_token)).status).toBe(401);
      expect((await product(await accessToken(owner))).status).toBe(200);
    });
  });

  describe("bad input to the account and factor routes", () => {
    it("refuses an e-mail that is not an address with 400 and changes nothing", async () => {
      const email = newEmail("bad-address");
      const client = server.auth.client();
      expect((await client.auth.signUp({ email, password: goodPassword })).error).toBeNull();
      const token = await accessToken(client);
      const response = await auth("/user", token, {
        method: "PUT",
        body: JSON.stringify({ email: "not-an-address" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
      const user = await client.auth.getUser();
      expect(user.data.user?.email).toBe(email);
      expect(user.data.user?.new_email).toBeUndefined();
      expect(await server.auth.latestMail("not-an-address")).toBeUndefined();
    });

    it("answers a malformed challenge id or factor id without a server error", async () => {
      const { owner, factorId } = await withFactor("bad-ids");
      const token = await accessToken(owner);
      const verify = await auth(`/factors/${factorId}/verify`, token, {
        method: "POST",
        body: JSON.stringify({ challenge_id: "not-a-uuid", code: "123456" }),
      });
      expect(verify.status).toBe(400);
      expect(await verify.json()).toMatchObject({ code: "validation_failed" });

      for (const [method, path] of [
        ["POST", "/factors/not-a-uuid/challenge"],
        ["POST", "/factors/not-a-uuid/verify"],
        ["DELETE", "/factors/not-a-uuid"],
      ] as const) {
        const response = await auth(path, token, {
          method,
          ...(method === "POST"
            ? { body: JSON.stringify({ challenge_id: factorId, code: "123456" }) }
            : {}),
        });
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toMatchObject({ code: "validation_failed" });
      }
    });
  });
});

/** A bearer token as the product helpers take it. */
const asUser = (token: string): TestUser => ({ id: "", email: "", token });
