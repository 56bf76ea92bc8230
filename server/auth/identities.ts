import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { errors } from "./errors";
import type { OidcProvider, VerifiedIdToken } from "./oidc";
import { sqlFirst, sqlRows } from "./sql";
import { findUserByEmail, insertIdentity, insertUser, type UserRow } from "./users";

/**
 * The user an id_token speaks for: the one already linked to this provider
 * identity, else the one with the same verified e-mail (the identity is then
 * linked to it), else a new confirmed user.
 */
export const userForIdToken = (sql: SqlSession, provider: OidcProvider, token: VerifiedIdToken) =>
  Effect.gen(function* () {
    const identityData = {
      ...token.claims,
      sub: token.subject,
      iss: token.issuer,
      email: token.email,
    };
    const linked = yield* sqlFirst<UserRow>(
      sql,
      `select u.* from auth_identity i join auth_user u on u.id = i.user_id
       where i.provider = $1 and i.provider_id = $2`,
      [provider, token.subject],
    );
    if (linked !== undefined) {
      yield* sqlRows(
        sql,
        "update auth_identity set identity_data = $3, last_sign_in_at = now(), updated_at = now() where provider = $1 and provider_id = $2",
        [provider, token.subject, JSON.stringify(identityData)],
      );
      return linked;
    }
    if (token.email === null)
      return yield* Effect.fail(errors.badOidcToken("the token carries no e-mail address"));
    const byEmail = yield* findUserByEmail(sql, token.email);
    if (byEmail !== undefined) {
      // Linking to an existing account needs the provider to vouch for the address.
      if (!token.emailVerified) {
        return yield* Effect.fail(
          errors.badOidcToken("the provider has not verified this e-mail address"),
        );
      }
      yield* insertIdentity(sql, {
        userId: byEmail.id,
        provider,
        providerId: token.subject,
        identityData,
      });
      if (byEmail.email_confirmed_at === null) {
        const confirmed = yield* sqlFirst<UserRow>(
          sql,
          "update auth_user set email_confirmed_at = now() where id = $1 returning *",
          [byEmail.id],
        );
        return confirmed ?? byEmail;
      }
      return byEmail;
    }
    const name = typeof token.claims.name === "string" ? token.claims.name : undefined;
    return yield* insertUser(sql, {
      email: token.email,
      encryptedPassword: null,
      confirmed: token.emailVerified,
      userMetadata: name === undefined ? {} : { full_name: name },
      provider,
      providerId: token.subject,
      identityData,
    });
  }).pipe(Effect.withSpan("Auth.userForIdToken"));

/** `DELETE /user/identities/{id}`: never the last one, never another user's. */
export const unlinkIdentity = (sql: SqlSession, user: UserRow, identityId: string) =>
  Effect.gen(function* () {
    const identities = yield* sqlRows<{ id: string }>(
      sql,
      "select id from auth_identity where user_id = $1 for update",
      [user.id],
    );
    if (!identities.some((identity) => identity.id === identityId)) {
      return yield* Effect.fail(errors.identityNotFound());
    }
    if (identities.length <= 1) return yield* Effect.fail(errors.singleIdentity());
    yield* sqlRows(sql, "delete from auth_identity where id = $1", [identityId]);
    return {};
  }).pipe(Effect.withSpan("Auth.unlinkIdentity"));
