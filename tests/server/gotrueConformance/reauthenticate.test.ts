import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthServer, goodPassword, newEmail, startAuthServer } from "../support/auth";
import { engines, type FreshDatabase, freshDatabase } from "../support/databases";
import { expectAuthError } from "./support";

/**
 * GoTrue's secure password change through supabase-js: a session older
 * than a day changes its password only with the nonce `reauthenticate()`
 * mails. The server runs in process here, as the session must be aged in
 * its own database.
 */
describe.each(engines)("reauthentication before a password change on %s", (engine) => {
  let fresh: FreshDatabase;
  let server: AuthServer;

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    server = await startAuthServer(fresh);
  });

  afterAll(async () => {
    await server?.close();
    await fresh?.dispose();
  });

  const ageSession = (accessToken: string) => {
    const payload = JSON.parse(
      Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString(),
    ) as { session_id: string };
    return Effect.runPromise(
      server.database.query(
        "update auth_session set created_at = now() - interval '25 hours' where id = $1",
        [payload.session_id],
      ),
    );
  };

  const signsInWith = async (email: string, password: string) =>
    (await server.client().auth.signInWithPassword({ email, password })).error === null;

  async function signedUp(label: string) {
    const email = newEmail(label);
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email, password: goodPassword });
    if (error !== null || data.session === null)
      throw new Error(`sign-up failed: ${String(error)}`);
    return { email, client, session: data.session };
  }

  it("lets a fresh session change its password without a nonce", async () => {
    const { email, client } = await signedUp("fresh");
    expect((await client.auth.updateUser({ password: "Fresh-Password-2" })).error).toBeNull();
    expect(await signsInWith(email, "Fresh-Password-2")).toBe(true);
  });

  it("asks a day-old session for the mailed nonce, refuses a wrong one, and takes the right one once", async () => {
    const { email, client, session } = await signedUp("aged");
    await ageSession(session.access_token);

    const without = await client.auth.updateUser({ password: "Aged-Password-3" });
    expectAuthError(without.error, 400, "reauthentication_needed");
    const wrong = await client.auth.updateUser({ password: "Aged-Password-3", nonce: "000000" });
    expectAuthError(wrong.error, 422, "reauthentication_not_valid");
    expect(await signsInWith(email, goodPassword)).toBe(true);

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await server.latestMail(email);
    expect(mail?.kind).toBe("reauthentication");
    const nonce = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(nonce).toMatch(/^\d{6}$/);

    const changed = await client.auth.updateUser({ password: "Aged-Password-3", nonce });
    expect(changed.error).toBeNull();
    expect(await signsInWith(email, "Aged-Password-3")).toBe(true);

    const again = await client.auth.updateUser({ password: "Aged-Password-4", nonce });
    expectAuthError(again.error, 422, "reauthentication_not_valid");
    expect(await signsInWith(email, "Aged-Password-3")).toBe(true);
  });

  it("still lets a day-old session change its metadata without a nonce", async () => {
    const { client, session } = await signedUp("aged-metadata");
    await ageSession(session.access_token);
    const { data, error } = await client.auth.updateUser({ data: { display_name: "Pat" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ display_name: "Pat" });
  });

  it("refuses reauthenticate without a session", async () => {
    const response = await fetch(`${server.baseUrl}/auth/v1/reauthenticate`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });
});
