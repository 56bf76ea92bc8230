import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../../server/auth/rateLimit";
import { roomInWindow } from "../support/rateWindows";
import {
  expectAuthError,
  expectGoTrueAnswer,
  type GoTrueServer,
  newEmail,
  signedUp,
  startGoTrueServer,
} from "./support";

const settingsOf = async (server: GoTrueServer) =>
  (await (await server.raw("/settings")).json()) as Record<string, unknown>;

describe("the password policy and rate limits as settings, under GoTrue's names", () => {
  describe("by default", () => {
    let server: GoTrueServer;
    beforeAll(async () => {
      server = await startGoTrueServer();
    });
    afterAll(async () => {
      await server?.close();
    });

    it("reports AUTH.md's policy in /settings, with the features left off reported off", async () => {
      expect(await settingsOf(server)).toMatchObject({
        external: { email: true, phone: false, anonymous_users: false },
        saml_enabled: false,
        password_min_length: 8,
        password_required_characters:
          "abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789",
        password_hibp_enabled: false,
        rate_limit_signups: 30,
        rate_limit_email_sent: 30,
        rate_limit_token_refresh: 150,
        rate_limit_verify: 30,
        rate_limit_otp: 30,
        mfa_rate_limit_challenge_and_verify: 15,
      });
    });

    it("asks for the apikey as Supabase's gateway does, except on the links a browser follows", async () => {
      const missing = await fetch(`${server.url}/auth/v1/settings`);
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({
        code: "no_authorization",
        message: "No API key found in request",
      });
      const wrong = await server.raw("/settings", { headers: { apikey: "not-a-key" } });
      await expectGoTrueAnswer(wrong, 401, "bad_jwt");
      const signedElsewhere = await server.raw("/user", {
        headers: { apikey: `${server.anonKey.slice(0, -4)}AAAA` },
      });
      expect(signedElsewhere.status).toBe(401);
      expect((await server.raw("/settings")).status).toBe(200);
      const asQuery = await fetch(`${server.url}/auth/v1/settings?apikey=${server.anonKey}`);
      expect(asQuery.status).toBe(200);
      const serviceRole = await server.raw("/settings", {
        headers: { apikey: server.serviceRoleKey },
      });
      expect(serviceRole.status).toBe(200);
      // A user's access token is not an API key.
      const { session } = await signedUp(server, "not-a-key");
      const userToken = await server.raw("/settings", {
        headers: { apikey: session.access_token },
      });
      expect(userToken.status).toBe(401);
      // The e-mailed link and the JWKS need no key: a browser or a verifier fetches them bare.
      const link = await fetch(`${server.url}/auth/v1/verify?type=recovery&token=x`, {
        redirect: "manual",
      });
      expect(link.status).toBe(303);
      expect((await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
    });

    it("refuses a short lower-case password with both reasons", async () => {
      const { error } = await server
        .client()
        .auth.signUp({ email: newEmail("weak"), password: "simple" });
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect((error as AuthWeakPasswordError).reasons).toEqual(["length", "characters"]);
    });
  });

  describe("relaxed through the environment", () => {
    let server: GoTrueServer;
    beforeAll(async () => {
      server = await startGoTrueServer({
        GOTRUE_PASSWORD_MIN_LENGTH: "6",
        GOTRUE_PASSWORD_REQUIRED_CHARACTERS: "none",
        GOTRUE_RATE_LIMIT_SIGNUPS: "3",
        GOTRUE_RATE_LIMIT_TOKEN_REFRESH: "500",
      });
      // The sign-ups of the tests below must fall in one window of the limit (this once let a
      // fourth sign-up through in CI).
      await roomInWindow(rateLimits.signup.windowSeconds, 60);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("reports the settings it was given", async () => {
      expect(await settingsOf(server)).toMatchObject({
        password_min_length: 6,
        password_required_characters: "",
        rate_limit_signups: 3,
        rate_limit_token_refresh: 500,
        rate_limit_verify: 30,
      });
    });

    it("takes a password the relaxed policy allows and still refuses a shorter one", async () => {
      const auth = server.client().auth;
      const short = await auth.signUp({ email: newEmail("short"), password: "five5" });
      expect((short.error as AuthWeakPasswordError).reasons).toEqual(["length"]);
      const simple = await auth.signUp({ email: newEmail("simple"), password: "simple" });
      expect(simple.error).toBeNull();
      expect(simple.data.session).not.toBeNull();
    });

    it("answers over_request_rate_limit after the configured number of sign-ups", async () => {
      // Two sign-ups came before this test; the third is the last one allowed.
      const auth = server.client().auth;
      expect(
        (await auth.signUp({ email: newEmail("third"), password: "simple" })).error,
      ).toBeNull();
      const fourth = await auth.signUp({ email: newEmail("fourth"), password: "simple" });
      expectAuthError(fourth.error, 429, "over_request_rate_limit");
    });
  });
});
