import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAuthError, type GoTrueServer, newEmail, startGoTrueServer } from "./support";

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
