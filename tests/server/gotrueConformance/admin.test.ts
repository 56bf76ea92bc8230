import fs from "node:fs";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/build/paths";
import {
  clientOptions,
  expectAuthError,
  expectGoTrueAnswer,
  type GoTrueServer,
  goodPassword,
  newEmail,
  signedUp,
  startGoTrueServer,
} from "./support";

/** Nothing an admin answer holds may be a password hash or a factor secret. */
function expectNoSecrets(answer: unknown, factorSecrets: ReadonlyArray<string> = []) {
  const text = JSON.stringify(answer);
  expect(text).not.toMatch(/\$2[aby]\$\d\d\$|encrypted_password|"secret"/);
  for (const secret of factorSecrets) expect(text).not.toContain(secret);
}

describe("the admin API through supabase-js's auth.admin and the service-role key", () => {
  let server: GoTrueServer;

  beforeAll(async () => {
    server = await startGoTrueServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it("creates a confirmed user with metadata, who can then sign in", async () => {
    const email = newEmail("created");
    const { data, error } = await server.admin().auth.admin.createUser({
      email,
      password: goodPassword,
      email_confirm: true,
      user_metadata: { display_name: "Robin" },
      app_metadata: { plan: "family" },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).not.toBeNull();
    expect(data.user?.user_metadata).toEqual({ display_name: "Robin" });
    expect(data.user?.app_metadata).toMatchObject({ plan: "family", provider: "email" });
    expectNoSecrets(data);
    const signIn = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(data.user?.id);
  });

  it("refuses a second user with the same address with email_exists", async () => {
    const { email } = await signedUp(server, "twice");
    const { error } = await server.admin().auth.admin.createUser({ email, email_confirm: true });
    expectAuthError(error, 422, "email_exists");
  });

  it("lists users a page at a time with the total and the pages", async () => {
    for (let index = 0; index < 3; index++) await signedUp(server, "listed");
    const admin = server.admin().auth.admin;
    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    if (first.error !== null) return;
    expect(first.data.users).toHaveLength(2);
    expect(first.data.total).toBeGreaterThanOrEqual(3);
    expect(first.data.nextPage).toBe(2);
    expect(first.data.lastPage).toBe(Math.ceil(first.data.total / 2));
    expectNoSecrets(first.data);
    const second = await admin.listUsers({ page: 2, perPage: 2 });
    const ids = new Set([...first.data.users, ...second.data.users].map((user) => user.id));
    expect(ids.size).toBe(4);
  });

  it("reads and changes a user by id: metadata, address and password", async () => {
    const { user } = await signedUp(server, "changed");
    const admin = server.admin().auth.admin;
    const read = await admin.getUserById(user.id);
    expect(read.data.user?.email).toBe(user.email);
    const newAddress = newEmail("moved");
    const updated = await admin.updateUserById(user.id, {
      email: newAddress,
      password: "Another-Password-9",
      user_metadata: { display_name: "Kim" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(newAddress);
    expect(updated.data.user?.user_metadata).toMatchObject({ display_name: "Kim" });
    expectNoSecrets(updated.data);
    const signIn = await server
      .client()
      .auth.signInWithPassword({ email: newAddress, password: "Another-Password-9" });
    expect(signIn.error).toBeNull();
  });

  it("bans a user (user_banned at sign-in and refresh) and lifts the ban", async () => {
    const { user, email, session } = await signedUp(server, "banned");
    const admin = server.admin().auth.admin;
    const banned = await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user?.banned_until ?? 0).getTime()).toBeGreaterThan(Date.now());
    const signIn = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expectAuthError(signIn.error, 400, "user_banned");
    const refresh = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expectAuthError(refresh.error, 400, "user_banned");
    const badDuration = await admin.updateUserById(user.id, { ban_duration: "a while" });
    expectAuthError(badDuration.error, 400, "validation_failed");
    expect((await admin.updateUserById(user.id, { ban_duration: "none" })).error).toBeNull();
    const again = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(again.error).toBeNull();
  });

  it("deletes a user, who then neither reads nor signs in", async () => {
    const { user, email } = await signedUp(server, "deleted");
    const admin = server.admin().auth.admin;
    const deleted = await admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    expect(deleted.data.user?.id).toBe(user.id);
    expectAuthError((await admin.getUserById(user.id)).error, 404, "user_not_found");
    const signIn = await server.client().auth.signInWithPassword({ email, password: goodPassword });
    expectAuthError(signIn.error, 400, "invalid_credentials");
  });

  it("lists a user's factors without their secrets and deletes one", async () => {
    const { client, user } = await signedUp(server, "factored");
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    if (enrolled.error !== null) throw enrolled.error;
    const admin = server.admin().auth.admin;
    const listed = await admin.mfa.listFactors({ userId: user.id });
    expect(listed.data?.factors.map((factor) => factor.id)).toEqual([enrolled.data.id]);
    expectNoSecrets(listed.data, [enrolled.data.totp.secret]);
    const read = await admin.getUserById(user.id);
    expectNoSecrets(read.data, [enrolled.data.totp.secret]);
    const removed = await admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data.id });
    expect(removed.error).toBeNull();
    expectNoSecrets(removed.data, [enrolled.data.totp.secret]);
    expect((await admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const again = await admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data.id });
    expectAuthError(again.error, 404, "mfa_factor_not_found");
  });

  it("generates sign-up, magic-link, recovery, invite and e-mail-change links that verify", async () => {
    const admin = server.admin().auth.admin;
    const signupEmail = newEmail("generated-signup");
    const signup = await admin.generateLink({
      type: "signup",
      email: signupEmail,
      password: goodPassword,
    });
    expect(signup.error).toBeNull();
    expect(signup.data.properties?.action_link).toContain("/auth/v1/verify?");
    expect(signup.data.properties?.verification_type).toBe("signup");
    expectNoSecrets(signup.data);
    // Nothing was mailed: the link is server code's to send.
    expect(await server.latestMail(signupEmail)).toBeUndefined();
    const confirmed = await server.client().auth.verifyOtp({
      type: "signup",
      token_hash: signup.data.properties?.hashed_token ?? "",
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email).toBe(signupEmail);

    for (const type of ["magiclink", "recovery"] as const) {
      const link = await admin.generateLink({ type, email: signupEmail });
      expect(link.error).toBeNull();
      const verified = await server
        .client()
        .auth.verifyOtp({ type, email: signupEmail, token: link.data.properties?.email_otp ?? "" });
      expect(verified.error, type).toBeNull();
      expect(verified.data.session?.access_token).toMatch(/^ey/);
    }

    const invited = await admin.generateLink({
      type: "invite",
      email: newEmail("generated-invite"),
    });
    expect(invited.error).toBeNull();
    const accepted = await server.client().auth.verifyOtp({
      type: "invite",
      token_hash: invited.data.properties?.hashed_token ?? "",
    });
    expect(accepted.error).toBeNull();

    const changedTo = newEmail("generated-change");
    const change = await admin.generateLink({
      type: "email_change_new",
      email: signupEmail,
      newEmail: changedTo,
    });
    expect(change.error).toBeNull();
    const changed = await server.client().auth.verifyOtp({
      type: "email_change",
      token_hash: change.data.properties?.hashed_token ?? "",
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(changedTo);

    const unknown = await admin.generateLink({ type: "recovery", email: newEmail("nobody") });
    expectAuthError(unknown.error, 404, "user_not_found");
  });

  it("invites by e-mail: creates the user and mails the invitation", async () => {
    const email = newEmail("invited");
    const { data, error } = await server.admin().auth.admin.inviteUserByEmail(email, {
      data: { invited_by: "parent" },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toEqual({ invited_by: "parent" });
    expect(await server.latestMail(email)).toBeDefined();
  });

  it("refuses a user's token and the anon key with not_admin, and no token with no_authorization", async () => {
    const { session, user } = await signedUp(server, "not-admin");
    const asUser = createClient(server.url, server.anonKey, {
      ...clientOptions,
      global: { headers: { Authorization: `Bearer ${session.access_token}` } },
    });
    expectAuthError((await asUser.auth.admin.listUsers()).error, 403, "not_admin");
    expectAuthError(
      (await server.client().auth.admin.getUserById(user.id)).error,
      403,
      "not_admin",
    );
    const deleted = await server.client().auth.admin.deleteUser(user.id);
    expectAuthError(deleted.error, 403, "not_admin");
    const forgedKey = `${server.serviceRoleKey.slice(0, -4)}AAAA`;
    const forgedBearer = createClient(server.url, server.anonKey, {
      ...clientOptions,
      global: { headers: { Authorization: `Bearer ${forgedKey}` } },
    });
    expectAuthError((await forgedBearer.auth.admin.listUsers()).error, 403, "bad_jwt");
    // As both apikey and bearer, the gateway's check refuses it first.
    const forged = createClient(server.url, forgedKey, clientOptions);
    expectAuthError((await forged.auth.admin.listUsers()).error, 401, "bad_jwt");
    const noBearer = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: { apikey: server.serviceRoleKey },
    });
    await expectGoTrueAnswer(noBearer, 401, "no_authorization");
    // The user is still there: none of the refused calls changed anything.
    expect((await server.admin().auth.admin.getUserById(user.id)).data.user?.id).toBe(user.id);
  });

  it("answers the admin routes of features left off as GoTrue does, after the admin check", async () => {
    const admin = server.admin().auth.admin;
    expectAuthError((await admin.oauth.listClients()).error, 404, "feature_disabled");
    expectAuthError((await admin.customProviders.listProviders()).error, 404, "feature_disabled");
    const { user } = await signedUp(server, "passkeys-admin");
    const passkeys = await admin.passkey.listPasskeys({ userId: user.id });
    expectAuthError(passkeys.error, 404, "passkey_disabled");
    expectAuthError((await server.client().auth.admin.oauth.listClients()).error, 403, "not_admin");
  });

  it("keeps the service-role key out of /config.json and out of the browser app's sources", async () => {
    const config = await (await fetch(`${server.url}/config.json`)).text();
    expect(config).toContain(server.anonKey);
    expect(config).not.toContain(server.serviceRoleKey);
    expect(config).not.toMatch(/service_role|serviceRole/i);
    // The bundle is built from src/ and api/: nothing there may name the key or the secret.
    const named: Array<string> = [];
    const visit = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (
          /service_role|serviceRoleKey|AUTH_JWT_SECRET|auth_jwt_secret/.test(
            fs.readFileSync(file, "utf8"),
          )
        )
          named.push(path.relative(projectRoot, file));
      }
    };
    visit(path.join(projectRoot, "src"));
    visit(path.join(projectRoot, "api"));
    expect(named).toEqual([]);
  });
});
