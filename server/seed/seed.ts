import { randomBytes } from "node:crypto";
import { Effect, Schema } from "effect";
import { hashPassword, weakPasswordReasons } from "../auth/passwords";
import { findUserByEmail, insertUser, normaliseEmail } from "../auth/users";
import { Database, DatabaseError, type SqlSession } from "../db/Database";
import { buildSeedPlan, type SeedPlan, type SeedPlanOptions } from "./data";

/** What a seed run wrote for the account. */
export interface SeedCounts {
  readonly familyMembers: number;
  readonly emails: number;
  readonly events: number;
  readonly eventsByStatus: Readonly<Record<"suggested" | "confirmed" | "dismissed", number>>;
  readonly eventMembers: number;
  readonly trustedSenders: number;
}

/** What a seed run found and removed before writing. */
export interface ReplacedCounts {
  readonly familyMembers: number;
  readonly emails: number;
  readonly events: number;
}

export interface SeedResult {
  readonly replaced: ReplacedCounts;
  readonly seeded: SeedCounts;
}

export class NoAccount extends Schema.TaggedError<NoAccount>()("NoAccount", {
  email: Schema.String,
  hint: Schema.String,
}) {
  override get message() {
    return `No account for ${this.email}: ${this.hint}`;
  }
}

/** The tables the product keeps per user, children before parents. */
const deletions = [
  // calendar_event_member goes with its events and members (on delete cascade).
  ["events", "delete from calendar_event where user_id = $1"],
  ["emails", "delete from email where user_id = $1"],
  ["familyMembers", "delete from family_member where user_id = $1"],
  ["preferences", "delete from preferences where user_id = $1"],
] as const;

async function removeUserData(sql: SqlSession, userId: string): Promise<ReplacedCounts> {
  const counts: Record<string, number> = {};
  for (const [name, statement] of deletions) {
    const rows = await sql.query<{ id: unknown }>(`${statement} returning 1 as id`, [userId]);
    counts[name] = rows.length;
  }
  return {
    familyMembers: counts.familyMembers ?? 0,
    emails: counts.emails ?? 0,
    events: counts.events ?? 0,
  };
}

async function writePlan(sql: SqlSession, userId: string, plan: SeedPlan): Promise<SeedCounts> {
  for (const member of plan.members) {
    await sql.query(
      `insert into family_member (id, user_id, name, relationship, email, color, birth_date)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        member.id,
        userId,
        member.name,
        member.relationship,
        member.email,
        member.color,
        member.birthDate,
      ],
    );
  }
  const preferences = plan.preferences;
  await sql.query(
    // The demo family's zone counts as chosen: the dashboard does not ask for it.
    `insert into preferences (user_id, timezone, timezone_confirmed, week_starts_on, trusted_senders,
       auto_confirm_events, digest, reminder_minutes)
     values ($1, $2, true, $3, $4, $5, $6, $7)`,
    [
      userId,
      preferences.timezone,
      preferences.weekStartsOn,
      JSON.stringify(preferences.trustedSenders),
      preferences.autoConfirmEvents,
      preferences.digest,
      preferences.reminderMinutes,
    ],
  );
  for (const email of plan.emails) {
    await sql.query(
      `insert into email (id, user_id, from_address, to_address, subject, received_at, text_body, html_body,
         attachments, status, status_reason, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $6, $6)`,
      [
        email.id,
        userId,
        email.from,
        email.to,
        email.subject,
        email.receivedAt.toISOString(),
        email.text,
        email.html,
        JSON.stringify(email.attachments),
        email.status,
        email.statusReason,
      ],
    );
  }
  const receivedAt = new Map(plan.emails.map((email) => [email.id, email.receivedAt]));
  let eventMembers = 0;
  for (const event of plan.events) {
    // An event found in an e-mail was created when the e-mail was processed.
    const created =
      (event.sourceEmailId === null ? undefined : receivedAt.get(event.sourceEmailId)) ??
      new Date();
    await sql.query(
      `insert into calendar_event (id, user_id, title, description, starts_at, ends_at, all_day, timezone,
         location, status, source_email_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
      [
        event.id,
        userId,
        event.title,
        event.description,
        event.startsAt.toISOString(),
        event.endsAt.toISOString(),
        event.allDay,
        event.timezone,
        event.location,
        event.status,
        event.sourceEmailId,
        new Date(created.getTime() + 60_000).toISOString(),
      ],
    );
    for (const memberId of event.familyMemberIds) {
      await sql.query(
        "insert into calendar_event_member (event_id, family_member_id) values ($1, $2)",
        [event.id, memberId],
      );
      eventMembers++;
    }
  }
  const byStatus = { suggested: 0, confirmed: 0, dismissed: 0 };
  for (const event of plan.events) byStatus[event.status]++;
  return {
    familyMembers: plan.members.length,
    emails: plan.emails.length,
    events: plan.events.length,
    eventsByStatus: byStatus,
    eventMembers,
    trustedSenders: preferences.trustedSenders.length,
  };
}

/**
 * Replaces the account's family, preferences, e-mails and events with the
 * seed, in one transaction: a run that fails leaves the earlier data as it
 * was, and running it again gives the same counts.
 */
export const seedAccount = (
  userId: string,
  options: Omit<SeedPlanOptions, "now"> & { readonly now?: Date },
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const plan = buildSeedPlan({ ...options, now: options.now ?? new Date() });
    return yield* db.transaction((sql) =>
      Effect.tryPromise({
        try: async (): Promise<SeedResult> => {
          const replaced = await removeUserData(sql, userId);
          const seeded = await writePlan(sql, userId, plan);
          return { replaced, seeded };
        },
        catch: DatabaseError.from,
      }),
    );
  }).pipe(Effect.withSpan("Seed.seedAccount"));

/** A password the embedded auth's policy accepts: lower, upper case and digits, 20 characters. */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString("base64url");
    if (weakPasswordReasons(candidate).length === 0 && /^[A-Za-z0-9]/.test(candidate))
      return candidate;
  }
}

export interface Account {
  readonly id: string;
  readonly email: string;
  /** Set when the account was created by this run: shown once, never stored in clear. */
  readonly password: string | null;
}

/**
 * The embedded auth's account for `email`. With `create`, a missing one is
 * made (confirmed, with `password` or a generated one) through the auth
 * service's own insert; without it, a missing account fails with NoAccount.
 */
export const findOrCreateAccount = (
  email: string,
  {
    create,
    password,
    signUpUrl,
  }: { readonly create: boolean; readonly password?: string; readonly signUpUrl: string },
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const address = normaliseEmail(email);
    const chosen = password ?? generatePassword();
    // Hashed outside the transaction: bcrypt takes a while and needs no connection.
    const hash = create ? yield* hashPassword(chosen) : null;
    return yield* db.transaction((sql) =>
      Effect.gen(function* () {
        const existing = yield* findUserByEmail(sql, address);
        if (existing !== undefined) {
          const account: Account = { id: existing.id, email: address, password: null };
          return account;
        }
        if (!create || hash === null)
          return yield* Effect.fail(
            new NoAccount({ email: address, hint: `sign up first at ${signUpUrl}` }),
          );
        const user = yield* insertUser(sql, {
          email: address,
          encryptedPassword: hash,
          confirmed: true,
          userMetadata: {},
          provider: "email",
        });
        const account: Account = { id: user.id, email: address, password: chosen };
        return account;
      }),
    );
  }).pipe(Effect.withSpan("Seed.findOrCreateAccount"));
