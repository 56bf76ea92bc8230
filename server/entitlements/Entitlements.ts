import { familyStatuses, type PlanId, plans } from "../../api/plans";

export { familyStatuses } from "../../api/plans";

import type { SqlSession } from "../db/Database";
import { recordChange } from "../mail/inbound/live";

/**
 * What the user's plan allows: the one place that says so, read by the
 * intake (the monthly allowance and the queue's priority), the calendar
 * feeds (per-member feeds) and the review of new senders.
 *
 * A user is on Family while a subscription of theirs is trialing (a trial
 * counts as Family), active, or past due (Stripe is still retrying the
 * card); otherwise, a cancelled or unpaid one included, on Free.
 */
export interface Entitlements {
  readonly plan: PlanId;
  readonly trial: boolean;
  /** Forwarded e-mails read a calendar month (in the family's time zone); null: no limit. */
  readonly monthlyEmailLimit: number | null;
  /** A calendar feed for each family member (Free has the one family feed). */
  readonly memberFeeds: boolean;
  /** Its mail is claimed from the intake queue before Free mail. */
  readonly priorityProcessing: boolean;
  /**
   * Mail from a new sender waits for approval. On every plan: it keeps
   * strangers out of a family's calendar.
   */
  readonly senderReview: true;
}

/** SQL, true when the user in `userColumn` is on Family (for queries over many users). */
export const onFamilySql = (userColumn: string) =>
  `exists (select 1 from billing_subscription plan_s where plan_s.user_id = ${userColumn}
     and plan_s.status in (${familyStatuses.map((status) => `'${status}'`).join(", ")}))`;

const planNamed = (id: PlanId) => {
  const plan = plans.find((entry) => entry.id === id);
  if (plan === undefined) throw new Error(`The catalogue has no ${id} plan`);
  return plan;
};

/** The entitlements of a plan. */
export const entitlementsOf = (plan: PlanId, trial: boolean): Entitlements => ({
  plan,
  trial,
  monthlyEmailLimit: planNamed(plan).monthlyEmailLimit,
  memberFeeds: plan === "family",
  priorityProcessing: plan === "family",
  senderReview: true,
});

/** The user's entitlements now, from their subscriptions. */
export async function readEntitlements(sql: SqlSession, userId: string): Promise<Entitlements> {
  const rows = await sql.query<{ status: string }>(
    "select status from billing_subscription where user_id = $1 and status = any($2::text[])",
    [userId, familyStatuses],
  );
  if (rows.length === 0) return entitlementsOf("free", false);
  return entitlementsOf(
    "family",
    rows.every((row) => row.status === "trialing"),
  );
}

/**
 * The reason a message over the month's allowance shows; the app labels its
 * status "Over this month's limit" and links to the upgrade.
 */
export const overLimitReason = "Kept, not read yet: upgrade to Family to read it";

/** SQL: the start of the calendar month of `instant` in `zone`, as a timestamptz. */
const monthStartSql = (instant: string, zone: string) =>
  `(date_trunc('month', ${instant} at time zone ${zone}) at time zone ${zone})`;

/**
 * How many of the user's messages that arrived in the calendar month of
 * `receivedAt` (in `zone`) were read, apart from `exceptId`.
 */
export async function emailsReadInMonth(
  sql: SqlSession,
  userId: string,
  receivedAt: Date,
  zone: string,
  exceptId: string | null = null,
): Promise<number> {
  const rows = await sql.query<{ count: number }>(
    `select count(*)::int as count from inbound_message
     where user_id = $1 and processed_at is not null
       and ($4::uuid is null or id <> $4::uuid)
       and received_at >= ${monthStartSql("$2::timestamptz", "$3::text")}
       and received_at < ${monthStartSql("$2::timestamptz", "$3::text")} + interval '1 month'`,
    [userId, receivedAt.toISOString(), zone, exceptId],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Whether the intake may read this message now: yes on Family; on Free
 * while fewer than the plan's allowance of the messages that arrived in the
 * same month were read. Takes a per-user lock held to the end of the
 * caller's transaction, which marks the message read (`markRead`) before it
 * commits, so two workers cannot both take the last place.
 */
export async function mayRead(
  sql: SqlSession,
  message: { readonly id: string; readonly userId: string; readonly receivedAt: Date },
  zone: string,
): Promise<boolean> {
  const entitlements = await readEntitlements(sql, message.userId);
  if (entitlements.monthlyEmailLimit === null) return true;
  await sql.query("select pg_advisory_xact_lock(hashtext('allowance:' || $1::text))", [
    message.userId,
  ]);
  const read = await emailsReadInMonth(sql, message.userId, message.receivedAt, zone, message.id);
  return read < entitlements.monthlyEmailLimit;
}

/** Counts a message against the month's allowance: it was read. */
export async function markRead(sql: SqlSession, id: string): Promise<void> {
  await sql.query(
    "update inbound_message set processed_at = coalesce(processed_at, now()) where id = $1",
    [id],
  );
}

/**
 * Queues again the messages kept over the allowance, once the user's plan
 * has no allowance any more (an upgrade, a trial). Answers their ids.
 */
export async function releaseLimited(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlyArray<string>> {
  const entitlements = await readEntitlements(sql, userId);
  if (entitlements.monthlyEmailLimit !== null) return [];
  const rows = await sql.query<{ id: string }>(
    `update inbound_message
     set state = 'queued', attempts = 0, next_attempt_at = now(), last_error = null
     where user_id = $1 and state = 'limited' and raw is not null
     returning id::text as id`,
    [userId],
  );
  const ids = rows.map((row) => row.id).sort();
  if (ids.length > 0) {
    await sql.query(
      `update email set status = 'received', status_reason = null, updated_at = now()
       where user_id = $1 and id = any($2::uuid[])`,
      [userId, ids],
    );
  }
  for (const id of ids) await recordChange(sql, userId, { kind: "email", id, action: "updated" });
  return ids;
}
