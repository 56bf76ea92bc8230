import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { goodPassword, newEmail } from "./support/auth";
import { engines } from "./support/databases";
import { type ProductServer, startProductServer } from "./support/product";
import { rows } from "./support/smtp";

const totpCode = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

describe.each(engines)("recovery codes for two-step sign-in on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });
  // Each case signs in and verifies many times: it starts with the per-IP second-factor limit unused.
  beforeEach(async () => {
    await rows(server.database, "delete from auth_rate_limit");
  });

  const tokenOf = async (client: SupabaseClient) =>
    (await client.auth.getSession()).data.session?.access_token ?? "";

  const recoveryCodes = (token: string, method: "GET" | "POST") =>
    fetch(`${server.baseUrl}/auth/v1/recovery-codes`, {
      method,
      headers: { apikey: server.auth.anonKey, authorization: `Bearer ${token}` },
    });

  /** A new password sign-in, then the code step with `code`. */
  const signInWithCode = async (email: string, factorId: string, code: string) => {
    const client = server.auth.client();
    expect(
      (await client.auth.signInWithPassword({ email, password: goodPassword })).error,
    ).toBeNull();
    const challenge = await client.auth.mfa.challenge({ factorId });
    if (challenge.data === null) throw new Error("no challenge");
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data.id,
      code,
    });
    return { client, verified };
  };

  /** A new account whose first authenticator is turned on; the codes it was shown. */
  const enrolled = async (label: string) => {
    const email = newEmail(label);
    const owner = server.auth.client();
    expect((await owner.auth.signUp({ email, password: goodPassword })).error).toBeNull();
    const enrolment = await owner.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    if (enrolment.data === null || enrolment.data.type !== "totp") throw new Error("no factor");
    const factor = enrolment.data;
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const codes = (verified.data as unknown as { recovery_codes?: ReadonlyArray<string> })
      .recovery_codes;
    return { email, owner, factorId: factor.id, secret: factor.totp.secret, codes: codes ?? [] };
  };

  it("shows ten codes once at enrolment, keeps only their hashes, and each signs in once", async () => {
    const { email, owner, factorId, codes } = await enrolled("recovery");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const userId = decodeJwt(await tokenOf(owner)).sub ?? "";
    const stored = await rows<{ code_hash: string }>(
      server.database,
      "select code_hash from auth_recovery_code where user_id = $1",
      [userId],
    );
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll("-", ""));
    }

    // Lost phone: a recovery code passes the code step, typed any which way.
    const first = codes[0] ?? "";
    const { client, verified } = await signInWithCode(
      email,
      factorId,
      ` ${first.toUpperCase().replaceAll("-", " ")} `,
    );
    expect(verified.error).toBeNull();
    const claims = decodeJwt(await tokenOf(client)) as {
      aal?: string;
      amr?: Array<{ method: string }>;
    };
    expect(claims.aal).toBe("aal2");
    expect(claims.amr?.[0]?.method).toBe("recovery_code");
    const remaining = await recoveryCodes(await tokenOf(client), "GET");
    expect(await remaining.json()).toEqual({ remaining: 9 });

    // Once only.
    const again = await signInWithCode(email, factorId, first);
    expect(again.verified.error?.code).toBe("mfa_verification_failed");
    // A code that was never issued fails too.
    const made_up = await signInWithCode(email, factorId, "abcd-efgh-jkmn");
    expect(made_up.verified.error?.code).toBe("mfa_verification_failed");
  });

  it("makes new codes from a full (aal2) session only; the old ones stop working", async () => {
    const { email, owner, factorId, codes } = await enrolled("regenerate");
    const passwordOnly = server.auth.client();
    await passwordOnly.auth.signInWithPassword({ email, password: goodPassword });
    const refused = await recoveryCodes(await tokenOf(passwordOnly), "POST");
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe("insufficient_aal");

    const made = await recoveryCodes(await tokenOf(owner), "POST");
    expect(made.status).toBe(200);
    const fresh = ((await made.json()) as { recovery_codes: ReadonlyArray<string> }).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    const old = await signInWithCode(email, factorId, codes[1] ?? "");
    expect(old.verified.error?.code).toBe("mfa_verification_failed");
    const current = await signInWithCode(email, factorId, fresh[0] ?? "");
    expect(current.verified.error).toBeNull();
  });

  it("does not turn on a new authenticator with a recovery code", async () => {
    const { owner, codes } = await enrolled("second-factor");
    const spare = await owner.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" });
    if (spare.data === null) throw new Error("no factor");
    const verified = await owner.auth.mfa.challengeAndVerify({
      factorId: spare.data.id,
      code: codes[2] ?? "",
    });
    expect(verified.error?.code).toBe("mfa_verification_failed");
  });
});
