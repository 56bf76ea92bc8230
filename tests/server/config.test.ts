import { Option, Redacted } from "effect";
import { describe, expect, it } from "vitest";
import { defaultFunctionsKey } from "../../server/config";
import { configFrom } from "./support/config";

describe("server configuration", () => {
  it("runs on the embedded defaults with no variables set", async () => {
    const config = await configFrom({});
    expect(config.port).toBe(8787);
    expect(config.host).toBe("127.0.0.1");
    expect(config.publicUrl).toBe("http://localhost:8787");
    expect(config.dataDir).toBe(".data");
    expect(Option.isNone(config.databaseUrl)).toBe(true);
    expect(config.functionsKey).toBe(defaultFunctionsKey);
    expect(config.smtpPort).toBe(2525);
    expect(config.mailDomain).toBe("in.localhost");
    expect(config.authAutoconfirm).toBe(true);
    expect(config.authOidcIssuers).toEqual([]);
  });

  it("allows live inspection only when INSPECT is set, and names a bad value", async () => {
    expect((await configFrom({})).inspect).toBe(false);
    expect((await configFrom({ INSPECT: "1" })).inspect).toBe(true);
    expect((await configFrom({ INSPECT: "0" })).inspect).toBe(false);
    const error = await configFrom({ INSPECT: "sometimes" }).catch((caught: unknown) =>
      String(caught),
    );
    expect(error).toContain("INSPECT");
  });

  it("derives the public URL from PORT and keeps an explicit one without its trailing slash", async () => {
    expect((await configFrom({ PORT: "9000" })).publicUrl).toBe("http://localhost:9000");
    expect((await configFrom({ PUBLIC_URL: "https://corkboard.example/" })).publicUrl).toBe(
      "https://corkboard.example",
    );
  });

  it("reads DATABASE_URL as a redacted secret", async () => {
    const config = await configFrom({
      DATABASE_URL: "postgres://app:secret@db.internal:5432/corkboard",
    });
    const url = Option.getOrThrow(config.databaseUrl);
    expect(Redacted.value(url)).toContain("db.internal");
    expect(String(url)).not.toContain("secret");
  });

  it("never repeats a bad DATABASE_URL, which may hold a password", async () => {
    const error = await configFrom({ DATABASE_URL: "postgresql//app:hunter2@db/corkboard" }).catch(
      (caught: unknown) => String(caught),
    );
    expect(error).toContain("DATABASE_URL");
    expect(error).not.toContain("hunter2");
  });

  it("treats an empty variable as unset", async () => {
    const config = await configFrom({ DATABASE_URL: "", PORT: " ", STRIPE_SECRET_KEY: "" });
    expect(Option.isNone(config.databaseUrl)).toBe(true);
    expect(config.port).toBe(8787);
    expect(Option.isNone(config.stripeSecretKey)).toBe(true);
  });

  it("splits AUTH_OIDC_ISSUERS on commas and spaces", async () => {
    const config = await configFrom({
      AUTH_OIDC_ISSUERS: "https://issuer.one, http://127.0.0.1:9999/realm",
    });
    expect(config.authOidcIssuers).toEqual(["https://issuer.one", "http://127.0.0.1:9999/realm"]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SMTP_PORT", "-1"],
    ["DATABASE_URL", "not a url"],
    ["DATABASE_URL", "mysql://db/corkboard"],
    ["PUBLIC_URL", "ftp://corkboard.example"],
    ["AUTH_AUTOCONFIRM", "perhaps"],
    ["AUTH_OIDC_ISSUERS", "not-a-url"],
  ])("rejects %s=%s with a message naming the variable", async (name, value) => {
    await expect(configFrom({ [name]: value })).rejects.toThrow(name);
  });
});

describe("the auth policy settings, under GoTrue's names", () => {
  it("defaults to AUTH.md's password policy and limits", async () => {
    const { authPolicy } = await configFrom({});
    expect(authPolicy.password).toEqual({
      minLength: 8,
      requiredCharacters: [
        "abcdefghijklmnopqrstuvwxyz",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "0123456789",
      ],
    });
    expect(authPolicy.rateLimits).toEqual({
      signup: 30,
      email: 30,
      token: 150,
      verify: 30,
      otp: 30,
      mfa: 15,
    });
  });

  it("reads each variable", async () => {
    const { authPolicy } = await configFrom({
      GOTRUE_PASSWORD_MIN_LENGTH: "12",
      GOTRUE_PASSWORD_REQUIRED_CHARACTERS: "abc:!?",
      GOTRUE_RATE_LIMIT_SIGNUPS: "5",
      GOTRUE_RATE_LIMIT_EMAIL_SENT: "6",
      GOTRUE_RATE_LIMIT_TOKEN_REFRESH: "7",
      GOTRUE_RATE_LIMIT_VERIFY: "8",
      GOTRUE_RATE_LIMIT_OTP: "9",
      GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: "10",
    });
    expect(authPolicy.password).toEqual({ minLength: 12, requiredCharacters: ["abc", "!?"] });
    expect(authPolicy.rateLimits).toEqual({
      signup: 5,
      email: 6,
      token: 7,
      verify: 8,
      otp: 9,
      mfa: 10,
    });
  });

  it.each([
    ["GOTRUE_PASSWORD_MIN_LENGTH", "0"],
    ["GOTRUE_PASSWORD_MIN_LENGTH", "100"],
    ["GOTRUE_PASSWORD_REQUIRED_CHARACTERS", "abc::ABC"],
    ["GOTRUE_RATE_LIMIT_VERIFY", "lots"],
    ["GOTRUE_RATE_LIMIT_EMAIL_SENT", "0"],
  ])("stops with a message naming %s=%s", async (name, value) => {
    const error = await configFrom({ [name]: value }).catch((caught: unknown) => String(caught));
    expect(error).toContain(name);
  });
});

describe("AUTH_JWT_KEYS", () => {
  it("takes a JWK set of ES256 or RS256 private keys and keeps it secret", async () => {
    const { generateKeyPair, exportJWK } = await import("jose");
    const es = await generateKeyPair("ES256", { extractable: true });
    const rs = await generateKeyPair("RS256", { extractable: true });
    const keys = [await exportJWK(es.privateKey), await exportJWK(rs.privateKey)];
    const config = await configFrom({ AUTH_JWT_KEYS: JSON.stringify({ keys }) });
    expect(Option.isSome(config.authJwtKeys)).toBe(true);
    expect(String(Option.getOrThrow(config.authJwtKeys))).not.toContain(keys[0]?.d ?? "-");
  });

  it.each([
    ["not JSON", "{keys"],
    ["an empty set", '{"keys":[]}'],
    ["a public key only", '{"keys":[{"kty":"EC","crv":"P-256","x":"AA","y":"AA"}]}'],
    ["an HMAC key", '{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}'],
  ])("stops with a message naming the variable for %s, without the value", async (_, value) => {
    const error = await configFrom({ AUTH_JWT_KEYS: value }).catch((caught: unknown) =>
      String(caught),
    );
    expect(error).toContain("AUTH_JWT_KEYS");
    expect(error).not.toContain(value);
  });
});
