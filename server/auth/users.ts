import { randomUUID } from "node:crypto";
import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { sqlFirst, sqlRows } from "./sql";

export interface UserRow {
  readonly id: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly encrypted_password: string | null;
  readonly email_confirmed_at: Date | null;
  readonly confirmation_sent_at: Date | null;
  readonly recovery_sent_at: Date | null;
  readonly email_change: string | null;
  readonly email_change_sent_at: Date | null;
  readonly last_sign_in_at: Date | null;
  readonly banned_until: Date | null;
  readonly reauthentication_sent_at: Date | null;
  readonly app_metadata: Record<string, unknown>;
  readonly user_metadata: Record<string, unknown>;
  readonly created_at: Date;
  readonly updated_at: Date;
}

interface IdentityRow {
  readonly id: string;
  readonly user_id: string;
  readonly provider: string;
  readonly provider_id: string;
  readonly identity_data: Record<string, unknown>;
  readonly last_sign_in_at: Date | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export interface FactorRow {
  readonly id: string;
  readonly user_id: string;
  readonly friendly_name: string | null;
  readonly factor_type: string;
  readonly status: "verified" | "unverified";
  readonly secret: string;
  readonly created_at: Date;
  readonly updated_at: Date;
}

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/** E-mail addresses compare without case, as GoTrue's do. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const findUserById = (sql: SqlSession, id: string) =>
  sqlFirst<UserRow>(sql, "select * from auth_user where id = $1", [id]);

export const findUserByEmail = (sql: SqlSession, email: string) =>
  sqlFirst<UserRow>(sql, "select * from auth_user where email = $1", [normaliseEmail(email)]);

export const listIdentities = (sql: SqlSession, userId: string) =>
  sqlRows<IdentityRow>(sql, "select * from auth_identity where user_id = $1 order by created_at", [
    userId,
  ]);

export const listFactors = (sql: SqlSession, userId: string) =>
  sqlRows<FactorRow>(sql, "select * from auth_factor where user_id = $1 order by created_at", [
    userId,
  ]);

/** The providers a user can sign in with, as `app_metadata` reports them. */
const appMetadata = (user: UserRow, identities: ReadonlyArray<IdentityRow>) => {
  const providers = [...new Set(identities.map((identity) => identity.provider))];
  return { ...user.app_metadata, provider: providers[0] ?? "email", providers };
};

/** A factor as GoTrue answers it: never its secret. */
export const factorJson = (factor: FactorRow) => ({
  id: factor.id,
  friendly_name: factor.friendly_name ?? undefined,
  factor_type: factor.factor_type,
  status: factor.status,
  created_at: iso(factor.created_at),
  updated_at: iso(factor.updated_at),
});

/** Whether a ban set through the admin API still holds. */
export const isBanned = (user: UserRow) =>
  user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();

export interface UserJson {
  readonly id: string;
  readonly aud: "authenticated";
  readonly role: "authenticated";
  readonly email: string;
  readonly phone: string;
  readonly app_metadata: Record<string, unknown>;
  readonly user_metadata: Record<string, unknown>;
  readonly [key: string]: unknown;
}

/** The user object of GoTrue's answers, with identities and factors. */
export const userJson = (sql: SqlSession, user: UserRow) =>
  Effect.gen(function* () {
    const [identities, factors] = yield* Effect.all([
      listIdentities(sql, user.id),
      listFactors(sql, user.id),
    ]);
    const json: UserJson = {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email ?? "",
      email_confirmed_at: iso(user.email_confirmed_at),
      confirmed_at: iso(user.email_confirmed_at),
      confirmation_sent_at: iso(user.confirmation_sent_at),
      recovery_sent_at: iso(user.recovery_sent_at),
      new_email: user.email_change ?? undefined,
      email_change_sent_at: iso(user.email_change_sent_at),
      phone: user.phone ?? "",
      last_sign_in_at: iso(user.last_sign_in_at),
      ...(user.banned_until === null ? {} : { banned_until: iso(user.banned_until) }),
      app_metadata: appMetadata(user, identities),
      user_metadata: user.user_metadata,
      identities: identities.map((identity) => ({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        email:
          typeof identity.identity_data.email === "string"
            ? identity.identity_data.email
            : undefined,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
      })),
      factors: factors.map(factorJson),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      is_anonymous: false,
    };
    return json;
  });

export interface NewUser {
  readonly email: string;
  readonly encryptedPassword: string | null;
  readonly confirmed: boolean;
  readonly userMetadata: Record<string, unknown>;
  readonly provider: string;
  /** The provider's id for the person; the user's own id for `email`. */
  readonly providerId?: string;
  readonly identityData?: Record<string, unknown>;
}

/** Inserts a user and its first identity. */
export const insertUser = (sql: SqlSession, user: NewUser) =>
  Effect.gen(function* () {
    const id = randomUUID();
    const email = normaliseEmail(user.email);
    const row = yield* sqlFirst<UserRow>(
      sql,
      `insert into auth_user (id, email, encrypted_password, email_confirmed_at, user_metadata, app_metadata)
       values ($1, $2, $3, $4, $5, $6) returning *`,
      [
        id,
        email,
        user.encryptedPassword,
        user.confirmed ? new Date() : null,
        JSON.stringify(user.userMetadata),
        JSON.stringify({ provider: user.provider, providers: [user.provider] }),
      ],
    );
    yield* insertIdentity(sql, {
      userId: id,
      provider: user.provider,
      providerId: user.providerId ?? id,
      identityData: user.identityData ?? { sub: id, email, email_verified: user.confirmed },
    });
    if (row === undefined)
      return yield* Effect.dieMessage("insert into auth_user returned nothing");
    return row;
  });

export const insertIdentity = (
  sql: SqlSession,
  identity: {
    readonly userId: string;
    readonly provider: string;
    readonly providerId: string;
    readonly identityData: Record<string, unknown>;
  },
) =>
  sqlRows(
    sql,
    `insert into auth_identity (id, user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4, $5, now())`,
    [
      randomUUID(),
      identity.userId,
      identity.provider,
      identity.providerId,
      JSON.stringify(identity.identityData),
    ],
  );
