import type { SqlSession } from "../../db/Database";

/**
 * Statements that delete every row of one user, in an order the foreign
 * keys accept. `$1` is the user's id (uuid), `$2` their e-mail address
 * (lower case, or '' when the account has none). A table added later must
 * be added here: the account deletion test walks every table of the schema
 * and fails on any row that still names the user.
 */
const statements: ReadonlyArray<string> = [
  // The data version's triggers (migration 0015) run at once rather than at
  // commit, so the version row is gone for good when the last statement runs.
  "set constraints all immediate",
  // The product's rows. Members and revisions of the user's events cascade.
  "delete from calendar_event where user_id = $1",
  "delete from calendar_event_revision where user_id = $1",
  "delete from family_member where user_id = $1",
  "delete from email where user_id = $1",
  "delete from inbound_message where user_id = $1",
  "delete from forwarding_address where user_id = $1",
  "delete from blocked_sender where user_id = $1",
  "delete from preferences where user_id = $1",
  "delete from calendar_feed where user_id = $1",
  "delete from email_send_log where user_id = $1",
  "delete from live_change where user_id = $1",
  "delete from summary_sent where user_id = $1",
  // Billing: the product's view, then the Local provider's state (with Stripe these are empty).
  "delete from billing_referral where referred_user_id = $1 or referrer_user_id = $1",
  `delete from billing_referral where promo_code_id in
     (select id from billing_promo_code where user_id = $1)`,
  "delete from billing_promo_code where user_id = $1",
  "delete from billing_subscription where user_id = $1",
  "delete from billing_customer where user_id = $1",
  `delete from billing_local_subscription where customer_id in
     (select id from billing_local_customer where user_id = $1)`,
  `delete from billing_local_payment_method where customer_id in
     (select id from billing_local_customer where user_id = $1)`,
  `delete from billing_local_balance_transaction where customer_id in
     (select id from billing_local_customer where user_id = $1)`,
  "delete from billing_local_customer where user_id = $1",
  "delete from billing_local_promotion_code where owner_user_id = $1",
  // Mail the embedded outbox kept for the user, or that names them (support mail, sends).
  `delete from mail_outbox
   where ($2 <> '' and (lower("to") = $2 or strpos(lower(text_body), $2) > 0))
      or strpos(text_body, $1::text) > 0`,
  // The sign-in: identities, sessions (and their refresh tokens), factors (and their
  // challenges), PKCE flows cascade from the user, so every session ends with it.
  "delete from auth_user where id = $1",
  "delete from data_version where user_id = $1",
];

/** Deletes every row of the user, in the caller's transaction. */
export async function removeAccountRows(
  sql: SqlSession,
  userId: string,
  email: string | null,
): Promise<void> {
  const address = (email ?? "").toLowerCase();
  for (const statement of statements) {
    // PostgreSQL refuses parameters a statement does not use.
    const params = statement.includes("$2") ? [userId, address] : [userId];
    await sql.query(statement, statement.includes("$1") ? params : []);
  }
}
