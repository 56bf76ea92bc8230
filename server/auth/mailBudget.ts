import { createHash } from "node:crypto";
import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { hit, hitWithin, rateLimits, refuseWhenSpent } from "./rateLimit";
import { normaliseEmail } from "./users";

/*
 * How auth e-mail is limited. The instance-wide budget (AUTH.md: 30 an
 * hour) protects the mail server's reputation, so it counts only mail that
 * is actually sent: a recover for an unknown address sends nothing and must
 * not let one client spend everyone's budget. On top of it, each client IP
 * and each address may ask for a few mails an hour, so neither one IP nor
 * one address can spend the shared budget for the others.
 *
 * None of this may tell a caller whether an address has an account, so:
 * - the per-IP and per-address limits count every ask, sent or not: an
 *   unknown address runs into them exactly as a known one does;
 * - a full shared budget refuses every ask before the account is looked up,
 *   known address or not (`refuseWhenSpent`), and only a sent mail adds to
 *   it (`chargeSentMail`, in the transaction that queues the mail).
 * Only the one ask that finds the budget with a single mail left while
 * another takes it can tell the two apart; after it every ask is refused.
 * Every refusal is the same 429 `over_email_send_rate_limit`.
 */

/** The per-address key: a digest, so the rate-limit table holds no addresses. */
const addressKey = (email: string) =>
  createHash("sha256").update(normaliseEmail(email)).digest("base64url");

/** Counts an ask for an auth e-mail to `email` from `ip`, before the account is looked up. */
export const limitMailAsk = (ip: string, email: string) =>
  Effect.gen(function* () {
    yield* hit(rateLimits.emailFromIp, ip);
    if (normaliseEmail(email) !== "") yield* hit(rateLimits.emailToAddress, addressKey(email));
    yield* refuseWhenSpent(rateLimits.email, "instance");
  });

/** Takes one mail from the shared budget, in the transaction that queues it. */
export const chargeSentMail = (sql: SqlSession) => hitWithin(sql, rateLimits.email, "instance");
