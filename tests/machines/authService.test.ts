import { Effect, Exit } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Auth,
  type AuthConfig,
  authConfigFromRuntime,
  authEndpoint,
  makeAuth,
} from "../../src/services/Auth";
import { authTestLayer } from "../../src/services/AuthTest";
import { AuthApiError, AuthRetryableError } from "../../src/services/authErrors";
import { fakeJwt, makeUser } from "./support/fixtures";

/** The live Auth service against a stub fetch: what goes on the wire, and how answers are classified. */

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly signal: AbortSignal | null;
}

type Reply = Response | Error | ((request: Sent) => Response | Promise<Response>);

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

function stubAuth(...replies: Array<Reply>) {
  const sent: Array<Sent> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const request: Sent = {
      method: init?.method ?? "GET",
      url,
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : null,
      signal: init?.signal ?? null,
    };
    sent.push(request);
    const reply = replies.shift() ?? json(500, { message: "no reply scripted" });
    if (reply instanceof Error) throw reply;
    return typeof reply === "function" ? reply(request) : reply;
  });
  const config: AuthConfig = { url: "http://localhost:8787/", anonKey: "anon-key", fetch };
  return { auth: makeAuth(config), sent, fetch };
}

const now = () => Math.round(Date.now() / 1000);
const accessToken = () => fakeJwt({ sub: "user-1", aal: "aal1", exp: now() + 3600 });
const wireSession = (token = accessToken()) => ({
  access_token: token,
  token_type: "bearer",
  expires_in: 3600,
  expires_at: now() + 3600,
  refresh_token: "refresh-next",
  user: makeUser(),
});

const failureOf = async <A, E>(effect: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) throw new Error("expected a failure");
  return exit.cause._tag === "Fail" ? exit.cause.error : exit.cause;
};

afterEach(() => vi.restoreAllMocks());

describe("configuration", () => {
  it("resolves a path-only authUrl against the page's origin", () => {
    const config = authConfigFromRuntime(
      { authUrl: "/", authAnonKey: null },
      "http://127.0.0.1:8787",
    );
    expect(config).toEqual({ url: "http://127.0.0.1:8787/", anonKey: null });
    expect(authEndpoint(config.url)).toBe("http://127.0.0.1:8787/auth/v1");
    expect(authEndpoint("https://project.supabase.co")).toBe("https://project.supabase.co/auth/v1");
  });
});

describe("refresh", () => {
  it("posts the refresh token once and answers the decoded session", async () => {
    const { auth, sent } = stubAuth(json(200, wireSession()));
    const session = await Effect.runPromise(auth.refresh("refresh-1"));
    expect(session.refresh_token).toBe("refresh-next");
    expect(session.user.factors).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "http://localhost:8787/auth/v1/token?grant_type=refresh_token",
      body: { refresh_token: "refresh-1" },
    });
    expect(sent[0]?.headers.get("apikey")).toBe("anon-key");
    expect(sent[0]?.headers.get("authorization")).toBe("Bearer anon-key");
  });

  it.each([
    [502, "Bad Gateway"],
    [503, "Service Unavailable"],
    [504, "Gateway Timeout"],
  ])(
    "makes one attempt on %i and reports it retryable (the machine owns retries)",
    async (status) => {
      const { auth, fetch } = stubAuth(json(status, { message: "down" }));
      const error = await failureOf(auth.refresh("refresh-1"));
      expect(error).toBeInstanceOf(AuthRetryableError);
      expect(error).toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it("reports a network failure as retryable with status 0, after one attempt", async () => {
    const { auth, fetch } = stubAuth(new TypeError("Failed to fetch"));
    const error = await failureOf(auth.refresh("refresh-1"));
    expect(error).toEqual(new AuthRetryableError({ status: 0, message: "Failed to fetch" }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a 500 as not retryable, keeping the server's code", async () => {
    const { auth, fetch } = stubAuth(json(500, { code: "unexpected_failure", message: "boom" }));
    const error = await failureOf(auth.refresh("refresh-1"));
    expect(error).toEqual(
      new AuthApiError({ status: 500, code: "unexpected_failure", message: "boom" }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a rejected token with GoTrue's code", async () => {
    const { auth } = stubAuth(
      json(400, {
        code: "refresh_token_already_used",
        message: "Invalid Refresh Token: Already Used",
      }),
    );
    expect(await failureOf(auth.refresh("refresh-1"))).toMatchObject({
      _tag: "AuthApiError",
      status: 400,
      code: "refresh_token_already_used",
    });
  });

  it("aborts the request when the effect is interrupted", async () => {
    let signal: AbortSignal | null = null;
    const { auth } = stubAuth((request) => {
      signal = request.signal;
      return new Promise<Response>(() => {});
    });
    const controller = new AbortController();
    const running = Effect.runPromiseExit(auth.refresh("refresh-1"), { signal: controller.signal });
    await vi.waitFor(() => expect(signal).not.toBeNull());
    controller.abort();
    expect(Exit.isInterrupted(await running)).toBe(true);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
  });
});

describe("sign-in and sign-up", () => {
  it("signs in with a password and reports a weak password's reasons", async () => {
    const { auth, sent } = stubAuth(
      json(200, { ...wireSession(), weak_password: { reasons: ["length"], message: "weak" } }),
      json(422, {
        code: "weak_password",
        message: "Password is too weak",
        weak_password: { reasons: ["length", "characters"] },
      }),
    );
    const response = await Effect.runPromise(
      auth.signInWithPassword({ email: "ada@example.com", password: "Secret-123" }),
    );
    expect(response.session?.refresh_token).toBe("refresh-next");
    expect(sent[0]).toMatchObject({ url: expect.stringContaining("/token?grant_type=password") });
    const error = await failureOf(auth.signUp({ email: "ada@example.com", password: "short" }));
    expect(error).toEqual(
      new AuthApiError({
        status: 422,
        code: "weak_password",
        message: "Password is too weak",
        reasons: ["length", "characters"],
      }),
    );
  });

  it("answers a sign-up awaiting confirmation with a user and no session", async () => {
    const { auth } = stubAuth(json(200, makeUser()));
    const response = await Effect.runPromise(
      auth.signUp({ email: "ada@example.com", password: "Secret-123" }),
    );
    expect(response.session).toBeNull();
    expect(response.user?.id).toBe("user-1");
  });

  it("adds the kept PKCE verifier to the code exchange", async () => {
    const { auth, sent } = stubAuth(json(200, wireSession()));
    const response = await Effect.runPromise(auth.exchangeCodeForSession("code-1", "verifier-1"));
    expect(response.session?.user.id).toBe("user-1");
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining("/token?grant_type=pkce"),
      body: { auth_code: "code-1", code_verifier: "verifier-1" },
    });
  });
});

describe("calls made for the user carry the user's token", () => {
  it("getUser, signOut, mfa and unlink send Authorization: Bearer <access token>", async () => {
    const token = accessToken();
    const { auth, sent } = stubAuth(
      json(200, makeUser()),
      json(204, null),
      json(200, {
        id: "factor-1",
        type: "totp",
        friendly_name: "Phone",
        totp: { qr_code: "<svg/>", secret: "S3CR3T", uri: "otpauth://x" },
      }),
      json(200, { id: "challenge-1", type: "totp", expires_at: now() + 300 }),
      json(200, wireSession()),
      json(200, { id: "factor-1" }),
      json(200, {}),
    );
    await Effect.runPromise(auth.getUser(token));
    await Effect.runPromise(auth.signOut(token, "local"));
    const enrollment = await Effect.runPromise(
      auth.mfaEnroll(token, { friendlyName: "Phone", issuer: "Corkboard" }),
    );
    const challenge = await Effect.runPromise(auth.mfaChallenge(token, "factor-1"));
    const verified = await Effect.runPromise(
      auth.mfaVerify(token, { factorId: "factor-1", challengeId: challenge.id, code: "123456" }),
    );
    await Effect.runPromise(auth.mfaUnenroll(token, "factor-1"));
    await Effect.runPromise(
      auth.unlinkIdentity(token, {
        id: "google-1",
        identity_id: "identity-1",
        user_id: "user-1",
        provider: "google",
      }),
    );
    expect(
      sent.map(
        (request) =>
          `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`,
      ),
    ).toEqual([
      "GET /auth/v1/user",
      "POST /auth/v1/logout?scope=local",
      "POST /auth/v1/factors",
      "POST /auth/v1/factors/factor-1/challenge",
      "POST /auth/v1/factors/factor-1/verify",
      "DELETE /auth/v1/factors/factor-1",
      "DELETE /auth/v1/user/identities/identity-1",
    ]);
    for (const request of sent)
      expect(request.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(enrollment.qrCode).toBe("data:image/svg+xml;utf-8,<svg/>");
    expect(sent[2]?.body).toMatchObject({
      factor_type: "totp",
      friendly_name: "Phone",
      issuer: "Corkboard",
    });
    expect(sent[4]?.body).toEqual({ challenge_id: "challenge-1", code: "123456" });
    expect(verified.refresh_token).toBe("refresh-next");
  });

  it("updateUser reads the user with the token, then puts the change; it never refreshes", async () => {
    const token = accessToken();
    const { auth, sent } = stubAuth(
      json(200, makeUser()),
      json(200, makeUser({ email: "new@example.com" })),
    );
    const user = await Effect.runPromise(auth.updateUser(token, { email: "new@example.com" }));
    expect(user.email).toBe("new@example.com");
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      "GET /auth/v1/user",
      "PUT /auth/v1/user",
    ]);
    expect(sent[1]?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(sent[1]?.body).toMatchObject({ email: "new@example.com" });
  });

  it.each([401, 403, 404])(
    "signOut succeeds when the server answers %i (SPEC §8)",
    async (status) => {
      const code = status === 403 ? "session_not_found" : "not_found";
      const { auth } = stubAuth(json(status, { code, message: "gone" }));
      await expect(
        Effect.runPromise(auth.signOut(accessToken(), "global")),
      ).resolves.toBeUndefined();
    },
  );

  it("signOut reports other failures", async () => {
    const { auth } = stubAuth(json(503, { message: "down" }));
    expect(await failureOf(auth.signOut(accessToken(), "local"))).toBeInstanceOf(
      AuthRetryableError,
    );
  });

  it("lists factors from the user, verified TOTP ones apart", async () => {
    const factors = [
      { id: "f1", factor_type: "totp", status: "verified" },
      { id: "f2", factor_type: "totp", status: "unverified" },
    ];
    const { auth } = stubAuth(json(200, makeUser({ factors })));
    const list = await Effect.runPromise(auth.mfaListFactors(accessToken()));
    expect(list.all.map((factor) => factor.id)).toEqual(["f1", "f2"]);
    expect(list.totp.map((factor) => factor.id)).toEqual(["f1"]);
  });

  it("builds clients that neither warn nor leave listeners behind", async () => {
    const warn = vi.spyOn(console, "warn");
    const listen = vi.spyOn(window, "addEventListener");
    const { auth } = stubAuth(
      json(200, makeUser()),
      json(200, makeUser()),
      json(200, wireSession()),
    );
    await Effect.runPromise(auth.getUser(accessToken()));
    await Effect.runPromise(auth.getUser(accessToken()));
    await Effect.runPromise(auth.refresh("refresh-1"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warn).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
  });
});

describe("the test layer", () => {
  it("dies loudly, naming the method, when a test did not provide it", async () => {
    const program = Effect.flatMap(Auth, (auth) => auth.refresh("refresh-1"));
    const exit = await Effect.runPromiseExit(Effect.provide(program, authTestLayer({})));
    expect(
      Exit.isFailure(exit) && exit.cause._tag === "Die" && String(exit.cause.defect),
    ).toContain("Auth.refresh");
  });
});
