import { Schema } from "effect";

/**
 * The auth shapes the browser keeps: what supabase-js hands back, checked and
 * narrowed to the fields the app reads. A session read back from storage is
 * decoded with the same schema, so a stale or tampered entry is dropped
 * rather than trusted.
 */

const Metadata = Schema.Record({ key: Schema.String, value: Schema.Unknown });

export const Factor = Schema.Struct({
  id: Schema.String,
  factor_type: Schema.String,
  status: Schema.String,
  friendly_name: Schema.optional(Schema.String),
  created_at: Schema.optional(Schema.String),
  updated_at: Schema.optional(Schema.String),
});
export type Factor = typeof Factor.Type;

export const Identity = Schema.Struct({
  id: Schema.String,
  identity_id: Schema.optional(Schema.String),
  user_id: Schema.String,
  provider: Schema.String,
  email: Schema.optional(Schema.String),
  identity_data: Schema.optional(Metadata),
  created_at: Schema.optional(Schema.String),
  last_sign_in_at: Schema.optional(Schema.String),
});
export type Identity = typeof Identity.Type;

export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  factors: Schema.optionalWith(Schema.Array(Factor), { default: () => [] }),
  identities: Schema.optionalWith(Schema.Array(Identity), { default: () => [] }),
  app_metadata: Schema.optionalWith(Metadata, { default: () => ({}) }),
  user_metadata: Schema.optionalWith(Metadata, { default: () => ({}) }),
});
export type User = typeof User.Type;

export const Session = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  /** Seconds since the epoch, as GoTrue sends it. */
  expires_at: Schema.Number,
  expires_in: Schema.Number,
  token_type: Schema.String,
  user: User,
});
export type Session = typeof Session.Type;

/** What the sign-in style calls answer (supabase-js's `AuthResponse`, narrowed). */
export interface AuthResponse {
  /** Null when the account still has to be confirmed by e-mail. */
  readonly session: Session | null;
  readonly user: User | null;
  /** "recovery" when the session comes from a password-recovery link. */
  readonly redirectType: "recovery" | null;
  /** Set when a password sign-in succeeded with a password the policy now rejects. */
  readonly weakPassword: ReadonlyArray<string> | null;
}

export interface TotpEnrollment {
  readonly id: string;
  readonly friendlyName: string | null;
  /** An `<img src>`-ready data URI of the QR code. */
  readonly qrCode: string;
  readonly secret: string;
  readonly uri: string;
}

export interface MfaChallenge {
  readonly id: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

export interface FactorList {
  readonly all: ReadonlyArray<Factor>;
  /** Verified TOTP factors only. */
  readonly totp: ReadonlyArray<Factor>;
}

export const decodeSession = Schema.decodeUnknownOption(Session);
export const decodeUser = Schema.decodeUnknownOption(User);

/** Fills in `expires_at` when a response carries only `expires_in`. */
export function withExpiry(raw: unknown, nowMs: number): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const record = raw as { expires_at?: unknown; expires_in?: unknown };
  if (typeof record.expires_at === "number" || typeof record.expires_in !== "number") return raw;
  return { ...record, expires_at: Math.round(nowMs / 1000) + record.expires_in };
}

export function isVerifiedTotp(factor: Factor): boolean {
  return factor.factor_type === "totp" && factor.status === "verified";
}
