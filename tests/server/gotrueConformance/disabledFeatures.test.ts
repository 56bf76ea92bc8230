import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectAuthError,
  expectGoTrueAnswer,
  type GoTrueServer,
  goodPassword,
  newEmail,
  signedUp,
  startGoTrueServer,
} from "./support";

/**
 * The features a family calendar leaves off fail through supabase-js the
 * way they fail against GoTrue with the feature disabled: the same status
 * and the same `code`, never a validation dump.
 */
describe("features left off, through supabase-js against the server process", () => {
  let server: GoTrueServer;

  beforeAll(async () => {
    server = await startGoTrueServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it("refuses anonymous sign-in with anonymous_provider_disabled", async () => {
    const { error } = await server.client().auth.signInAnonymously();
    expectAuthError(error, 422, "anonymous_provider_disabled");
  });

  it("refuses phone sign-up, sign-in, one-time codes and resends with phone_provider_disabled", async () => {
    const auth = server.client().auth;
    const phone = "+447700900123";
    expectAuthError(
      (await auth.signUp({ phone, password: goodPassword })).error,
      400,
      "phone_provider_disabled",
    );
    expectAuthError(
      (await auth.signInWithPassword({ phone, password: goodPassword })).error,
      400,
      "phone_provider_disabled",
    );
    expectAuthError((await auth.signInWithOtp({ phone })).error, 400, "phone_provider_disabled");
    expectAuthError(
      (await auth.resend({ type: "sms", phone })).error,
      400,
      "phone_provider_disabled",
    );
  });

  it("answers an SMS code with otp_expired", async () => {
    const { error } = await server
      .client()
      .auth.verifyOtp({ phone: "+447700900123", token: "123456", type: "sms" });
    expectAuthError(error, 403, "otp_expired");
  });

  it("refuses the Web3 grant with web3_provider_disabled", async () => {
    const { error } = await server.client().auth.signInWithWeb3({
      chain: "ethereum",
      message: "example.test wants you to sign in",
      signature: "0x00",
    });
    expectAuthError(error, 422, "web3_provider_disabled");
  });

  it("refuses SAML single sign-on with saml_provider_disabled", async () => {
    const { error } = await server.client().auth.signInWithSSO({ domain: "family.test" });
    expectAuthError(error, 404, "saml_provider_disabled");
  });

  it("refuses manual identity linking with manual_linking_disabled", async () => {
    const { client } = await signedUp(server, "linking");
    const { error } = await client.auth.linkIdentity({
      provider: "google",
      options: { skipBrowserRedirect: true },
    });
    expectAuthError(error, 404, "manual_linking_disabled");
  });

  it("refuses phone and WebAuthn factors with their enroll_not_enabled codes", async () => {
    const { client, session } = await signedUp(server, "factors");
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+447700900123" });
    expectAuthError(phone.error, 422, "mfa_phone_enroll_not_enabled");
    const webauthn = await server.raw("/factors", {
      method: "POST",
      token: session.access_token,
      body: JSON.stringify({ factor_type: "webauthn", friendly_name: "Key" }),
    });
    await expectGoTrueAnswer(webauthn, 422, "mfa_webauthn_enroll_not_enabled");
  });

  it("refuses passkeys with passkey_disabled", async () => {
    const { client } = await signedUp(server, "passkeys");
    expectAuthError(
      (await server.client().auth.passkey.startAuthentication()).error,
      404,
      "passkey_disabled",
    );
    expectAuthError((await client.auth.passkey.list()).error, 404, "passkey_disabled");
  });

  it("refuses the OAuth server's routes with feature_disabled", async () => {
    const { client } = await signedUp(server, "oauth-server");
    const details = await client.auth.oauth.getAuthorizationDetails(
      "00000000-0000-4000-8000-000000000000",
    );
    expectAuthError(details.error, 404, "feature_disabled");
    expectAuthError((await client.auth.oauth.listGrants()).error, 404, "feature_disabled");
  });

  it("answers a sign-up without address or phone as GoTrue does, and a new one still works", async () => {
    const empty = await server.raw("/signup", { method: "POST", body: "{}" });
    await expectGoTrueAnswer(empty, 422, "anonymous_provider_disabled");
    const { error } = await server
      .client()
      .auth.signUp({ email: newEmail("works"), password: goodPassword });
    expect(error).toBeNull();
  });
});
