import { AuthWeakPasswordError, isAuthError } from "@supabase/supabase-js";
import { Effect } from "effect";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../server/auth/rateLimit";
import {
  type AuthServer,
  goodPassword,
  newEmail,
  type OidcIssuer,
  startAuthServer,
  startOidcIssuer,
} from "./support/auth";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";
import { roomInWindow } from "./support/rateWindows";

/** The error's GoTrue code and status, however supabase-js wrapped it. */
function codeOf(error: unknown) {
  if (!isAuthError(error)) throw new Error(`expected an auth error, got ${String(error)}`);
  return { code: error.code, status: error.status, message: error.message };
}

function totpCode(secret: string) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
}

describe.each(engines)("the embedded auth service on %s, through supabase-js", (engine) => {
  let fresh: FreshDatabase;
  let server: AuthServer;
  let oidc: OidcIssuer;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    oidc = await startOidcIssuer();
    server = await startAuthServer(fresh, {
      AUTH_OIDC_ISSUERS: oidc.issuer,
      MS_CLIENT_ID: "corkboard-ms-client",
      GOOGLE_CLIENT_ID: "corkboard-google-client",
    });
  });

  afterAll(async () => {
    await server?.close();
    await oidc?.close();
    await fresh?.dispose();
  });

  /** Runs SQL on the server's own database, to age tokens. */
  const sql = (text: string, params: unknown[] = []) =>
    Effect.runPromise(server.database.query(text, params));

  async function signedUp(label: string) {
    const email = newEmail(label);
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email, password: goodPassword });
    expect(error).toBeNull();
    if (data.session === null) throw new Error("expected a session (autoconfirm is on)");
    return { email, client, session: data.session };
  }

  it("signs up with autoconfirm and answers a session with the user", async () => {
    const email = newEmail("signup");
    const { data, error } = await server.client().auth.signUp({
      email,
      password: goodPassword,
      options: { data: { display_name: "Sam" } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toMatch(/^ey/);
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ display_name: "Sam" });
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(["email"]);
    expect(data.user?.email_confirmed_at).not.toBeNull();
  });

  it("refuses a second sign-up with the same address, whatever its case", async () => {
    const { email } = await signedUp("duplicate");
    const { error } = await server
      .client()
      .auth.signUp({ email: email.toUpperCase(), password: goodPassword });
    expect(codeOf(error)).toEqual({
      code: "user_already_exists",
      status: 422,
      message: "User already registered",
    });
  });

  it("names the reasons a password is too weak", async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: newEmail("weak"), password: "short" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length", "characters"]);
    expect(codeOf(error).status).toBe(422);
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const { email } = await signedUp("signin");
    const ok = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    const claims = JSON.parse(
      Buffer.from(ok.data.session?.access_token.split(".")[1] ?? "", "base64url").toString(),
    );
    expect(claims).toMatchObject({
      sub: ok.data.user?.id,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email,
    });
    expect(claims.amr[0].method).toBe("password");
    expect(claims.exp - claims.iat).toBe(3600);

    const wrong = await server
      .client()
      .auth.signInWithPassword({ email, password: "Wrong-password-1" });
    expect(codeOf(wrong.error)).toEqual({
      code: "invalid_credentials",
      status: 400,
      message: "Invalid login credentials",
    });
    const nobody = await server
      .client()
      .auth.signInWithPassword({ email: newEmail("nobody"), password: goodPassword });
    expect(codeOf(nobody.error).code).toBe("invalid_credentials");
  });

  it("rotates refresh tokens, tolerates reuse of the parent, and treats other reuse as theft", async () => {
    const { client, session } = await signedUp("refresh");
    const first = session.refresh_token;
    const second = await client.auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session?.refresh_token ?? "";
    expect(secondToken).not.toBe(first);

    // The parent of the active token still answers the current session (two tabs at once).
    const again = await server.client().auth.refreshSession({ refresh_token: first });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(secondToken);

    const third = await server.client().auth.refreshSession({ refresh_token: secondToken });
    const thirdToken = third.data.session?.refresh_token ?? "";
    expect(thirdToken).not.toBe(secondToken);

    // `first` is no longer the active token's parent, but was revoked under 10 s ago: still answered.
    const within = await server.client().auth.refreshSession({ refresh_token: first });
    expect(within.data.session?.refresh_token).toBe(thirdToken);

    // Later, the same reuse is theft: the whole session ends.
    await sql(
      "update auth_refresh_token set revoked_at = now() - interval '20 seconds' where token = $1",
      [first],
    );
    const stolen = await server.client().auth.refreshSession({ refresh_token: first });
    expect(codeOf(stolen.error)).toMatchObject({ code: "refresh_token_already_used", status: 400 });
    const afterTheft = await server.client().auth.refreshSession({ refresh_token: thirdToken });
    expect(afterTheft.error).not.toBeNull();
    expect((await server.client().auth.getUser(session.access_token)).error).not.toBeNull();
  });

  it("answers refresh_token_not_found for a token it never issued", async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(codeOf(error)).toMatchObject({ code: "refresh_token_not_found", status: 400 });
  });

  it("signs out one session, the others, or all of them", async () => {
    const { email } = await signedUp("scopes");
    const signIn = async () => {
      const client = server.client();
      const { data } = await client.auth.signInWithPassword({ email, password: goodPassword });
      return { client, token: data.session?.access_token ?? "" };
    };
    const [a, b, c] = [await signIn(), await signIn(), await signIn()];
    const alive = async (token: string) =>
      (await server.client().auth.getUser(token)).error === null;

    expect((await a.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect([await alive(a.token), await alive(b.token), await alive(c.token)]).toEqual([
      true,
      false,
      false,
    ]);

    const d = await signIn();
    expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect([await alive(a.token), await alive(d.token)]).toEqual([false, true]);

    const e = await signIn();
    expect((await d.client.auth.signOut({ scope: "global" })).error).toBeNull();
    expect([await alive(d.token), await alive(e.token)]).toEqual([false, false]);
  });

  it("answers getUser with a signed-out session as session_not_found", async () => {
    const { client, session } = await signedUp("revoked");
    await client.auth.signOut();
    const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}`, apikey: server.anonKey },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("x-sb-error-code")).toBe("session_not_found");
    const { error } = await server.client().auth.getUser(session.access_token);
    expect(error?.message).toBe("Auth session missing!");
  });

  it("enrols TOTP, reaches aal2 through challenge and verify, and unenrols", async () => {
    const { email } = await signedUp("totp");
    const client = server.client();
    await client.auth.signInWithPassword({ email, password: goodPassword });
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    if (factor === null || factor.type !== "totp") throw new Error("expected a TOTP factor");
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);

    const wrong = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: "000000" });
    expect(codeOf(wrong.error)).toMatchObject({ code: "mfa_verification_failed", status: 422 });

    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe("aal2");
    expect(level.data?.currentAuthenticationMethods[0]).toMatchObject({ method: "totp" });

    // A new password sign-in is aal1 with aal2 as the next level.
    const later = server.client();
    await later.auth.signInWithPassword({ email, password: goodPassword });
    const laterLevel = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(laterLevel.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refused = await later.auth.mfa.unenroll({ factorId: factor.id });
    // GoTrue answers an aal1 unenrolment of a verified factor with 422.
    expect(codeOf(refused.error)).toMatchObject({ code: "insufficient_aal", status: 422 });

    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factor.id);
  });

  it("answers another user's factor id as not found", async () => {
    const owner = await signedUp("factor-owner");
    const enrolled = await owner.client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Owner phone",
    });
    const other = await signedUp("factor-other");
    const { error } = await other.client.auth.mfa.challenge({ factorId: enrolled.data?.id ?? "" });
    expect(codeOf(error)).toMatchObject({ code: "mfa_factor_not_found", status: 404 });
    const unenroll = await other.client.auth.mfa.unenroll({ factorId: enrolled.data?.id ?? "" });
    expect(codeOf(unenroll.error).status).toBe(404);
  });

  it("resets a password through the link in the outbox", async () => {
    const { email } = await signedUp("recover");
    const { error } = await server.client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.baseUrl}/password-reset`,
    });
    expect(error).toBeNull();
    const mail = await server.latestMail(email);
    expect(mail?.kind).toBe("recovery");
    const link = mail?.link ?? "";
    expect(link).toContain("/auth/v1/verify?");

    const redirect = await fetch(link, { redirect: "manual" });
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get("location") ?? "");
    expect(location.pathname).toBe("/password-reset");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    const accessToken = fragment.get("access_token") ?? "";
    const refreshToken = fragment.get("refresh_token") ?? "";

    const client = server.client();
    await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    const updated = await client.auth.updateUser({ password: "New-password-2026" });
    expect(updated.error).toBeNull();
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email, password: "New-password-2026" });
    expect(signIn.error).toBeNull();

    // The link works once.
    const reused = await fetch(link, { redirect: "manual" });
    expect(
      new URLSearchParams(new URL(reused.headers.get("location") ?? "").hash.slice(1)).get(
        "error_code",
      ),
    ).toBe("otp_expired");
  });

  it("says the same for an unknown address and sends nothing", async () => {
    const email = newEmail("unknown");
    const { error } = await server.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(await server.latestMail(email)).toBeUndefined();
  });

  it("exchanges a PKCE code from a recovery link for a session", async () => {
    const { email } = await signedUp("pkce");
    const client = server.client({ flowType: "pkce" });
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${server.baseUrl}/callback` });
    const link = (await server.latestMail(email))?.link ?? "";
    const redirect = await fetch(link, { redirect: "manual" });
    const code = new URL(redirect.headers.get("location") ?? "").searchParams.get("code") ?? "";
    expect(code).not.toBe("");
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it("never redirects a link's tokens to another site", async () => {
    const { email } = await signedUp("redirect");
    await server
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example/steal" });
    const link = (await server.latestMail(email))?.link ?? "";
    const redirect = await fetch(link, { redirect: "manual" });
    expect(new URL(redirect.headers.get("location") ?? "").origin).toBe(server.baseUrl);
  });

  describe("id_token sign-in against a local OIDC issuer", () => {
    const claims = (audience: string, extra: Record<string, unknown> = {}) => ({
      sub: `subject-${Math.random().toString(36).slice(2)}`,
      aud: audience,
      email: newEmail("oidc"),
      email_verified: true,
      name: "Alex Parent",
      ...extra,
    });

    it.each([
      ["azure", "corkboard-ms-client"],
      ["google", "corkboard-google-client"],
    ] as const)(
      "signs in with %s, creating the user and linking the identity",
      async (provider, audience) => {
        const idClaims = claims(audience, { nonce: "raw-nonce" });
        const token = await oidc.sign(idClaims);
        const { data, error } = await server
          .client()
          .auth.signInWithIdToken({ provider, token, nonce: "raw-nonce" });
        expect(error).toBeNull();
        expect(data.user?.email).toBe(idClaims.email);
        expect(data.user?.identities?.map((identity) => identity.provider)).toEqual([provider]);
        expect(data.user?.user_metadata).toMatchObject({ full_name: "Alex Parent" });
        // The second time finds the same user.
        const again = await server
          .client()
          .auth.signInWithIdToken({ provider, token, nonce: "raw-nonce" });
        expect(again.data.user?.id).toBe(data.user?.id);
      },
    );

    it("links a provider identity to the account with the same verified address", async () => {
      const { email, client } = await signedUp("link");
      const token = await oidc.sign(claims("corkboard-google-client", { email }));
      const { data } = await server.client().auth.signInWithIdToken({ provider: "google", token });
      const { data: me } = await client.auth.getUser();
      expect(data.user?.id).toBe(me.user?.id);
      expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
        "email",
        "google",
      ]);

      // Unlinking works until one identity is left.
      const signedIn = server.client();
      await signedIn.auth.signInWithPassword({ email, password: goodPassword });
      const googleIdentity = data.user?.identities?.find(
        (identity) => identity.provider === "google",
      );
      const emailIdentity = data.user?.identities?.find(
        (identity) => identity.provider === "email",
      );
      if (googleIdentity === undefined || emailIdentity === undefined)
        throw new Error("identities missing");
      expect((await signedIn.auth.unlinkIdentity(googleIdentity)).error).toBeNull();
      const last = await signedIn.auth.unlinkIdentity(emailIdentity);
      expect(codeOf(last.error)).toMatchObject({
        code: "single_identity_not_deletable",
        status: 422,
      });
    });

    it.each([
      ["a wrong audience", async () => oidc.sign(claims("someone-else"))],
      [
        "a key the issuer does not publish",
        async () => oidc.signWithForeignKey(claims("corkboard-ms-client")),
      ],
      [
        "an expired token",
        async () => oidc.sign(claims("corkboard-ms-client"), { expiresIn: "-1m" }),
      ],
    ])("refuses %s", async (_case, make) => {
      const { error } = await server
        .client()
        .auth.signInWithIdToken({ provider: "azure", token: await make() });
      expect(codeOf(error).status).toBe(400);
    });

    it("refuses a nonce that does not match", async () => {
      const token = await oidc.sign(claims("corkboard-ms-client", { nonce: "expected" }));
      const { error } = await server
        .client()
        .auth.signInWithIdToken({ provider: "azure", token, nonce: "other" });
      expect(codeOf(error).status).toBe(400);
      const missing = await server.client().auth.signInWithIdToken({ provider: "azure", token });
      expect(codeOf(missing.error).status).toBe(400);
    });
  });

  describe("bad input", () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}/auth/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", apikey: server.anonKey, ...headers },
        body,
      });

    it("answers malformed JSON with GoTrue's bad_json", async () => {
      const response = await post("/token?grant_type=password", "{not json");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_json" });
    });

    it("answers an oversized body with 413", async () => {
      const response = await post(
        "/signup",
        JSON.stringify({ email: "a@b.test", password: "x".repeat(70_000) }),
      );
      expect(response.status).toBe(413);
    });

    it("answers an unknown grant type with 400", async () => {
      const response = await post("/token?grant_type=magic", "{}");
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(
        "unsupported_grant_type",
      );
    });

    it("names a missing field", async () => {
      const response = await post("/factors/not-a-uuid/verify", "{}", {
        authorization: "Bearer x",
      });
      expect(response.status).toBe(403);
      const verify = await post("/verify", JSON.stringify({ token_hash: "abc" }));
      expect(verify.status).toBe(400);
      expect(((await verify.json()) as { message: string }).message).toContain("type");
    });

    it("answers a missing, tampered or expired bearer token", async () => {
      const { session } = await signedUp("jwt");
      const user = (token?: string) =>
        fetch(`${server.baseUrl}/auth/v1/user`, {
          headers: {
            apikey: server.anonKey,
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
        });
      expect((await user()).status).toBe(401);
      const [header, payload, signature] = session.access_token.split(".");
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()),
          role: "service_role",
        }),
      ).toString("base64url");
      const tampered = await user(`${header}.${forged}.${signature}`);
      expect(tampered.status).toBe(403);
      expect(tampered.headers.get("x-sb-error-code")).toBe("bad_jwt");
      expect((await user("not.a.jwt")).status).toBe(403);
    });
  });
});

describe("sign-up with confirmation by e-mail (AUTH_AUTOCONFIRM=false)", () => {
  let fresh: FreshDatabase;
  let server: AuthServer;
  beforeAll(async () => {
    fresh = await freshDatabase("pglite");
    server = await startAuthServer(fresh, { AUTH_AUTOCONFIRM: "false" });
  });
  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
  });

  it("answers the bare user, refuses sign-in until the link is followed, then signs in", async () => {
    const email = newEmail("confirm");
    const { data, error } = await server.client().auth.signUp({
      email,
      password: goodPassword,
      options: { emailRedirectTo: `${server.baseUrl}/callback` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);

    const early = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(codeOf(early.error)).toMatchObject({ code: "email_not_confirmed", status: 400 });

    const mail = await server.latestMail(email);
    expect(mail?.kind).toBe("signup_confirmation");
    const redirect = await fetch(mail?.link ?? "", { redirect: "manual" });
    const location = new URL(redirect.headers.get("location") ?? "");
    expect(location.pathname).toBe("/callback");
    expect(new URLSearchParams(location.hash.slice(1)).get("type")).toBe("signup");

    const later = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(later.error).toBeNull();
  });

  it("confirms with the six-digit code as well", async () => {
    const email = newEmail("code");
    await server.client().auth.signUp({ email, password: goodPassword });
    const code = /\b(\d{6})\b/.exec((await server.latestMail(email))?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ email, token: code, type: "signup" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});

describe("rate limits", () => {
  it("answers over_request_rate_limit after 30 sign-ups from one address in five minutes", async () => {
    const fresh = await freshDatabase("pglite");
    const server = await startAuthServer(fresh);
    try {
      await roomInWindow(rateLimits.signup.windowSeconds, 30);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await fetch(`${server.baseUrl}/auth/v1/signup`, {
          method: "POST",
          headers: { "content-type": "application/json", apikey: server.anonKey },
          body: JSON.stringify({ email: newEmail("limit"), password: "weak" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
      const { error } = await server
        .client()
        .auth.signUp({ email: newEmail("limited"), password: goodPassword });
      expect(codeOf(error)).toMatchObject({ code: "over_request_rate_limit", status: 429 });
    } finally {
      await server.close();
      await fresh.dispose();
    }
  });
});
