import { Cause, Effect } from "effect";
import type { Attachment } from "../../../api/Email";
import { Database, type SqlSession } from "../../db/Database";
import { markRead, mayRead, overLimitReason } from "../../entitlements/Entitlements";
import { insertEmail } from "../../product/emails/repo";
import { familyEmailAddresses } from "../../product/family/repo";
import { isBlocked } from "../../product/intake/repo";
import { readPreferences } from "../../product/preferences/repo";
import type { ExtractedEvent, ParsedMessage } from "../extract/types";
import { applyEvents, emailOutcome } from "./apply";
import { Extractor } from "./extractor";
import { recordChange } from "./live";
import { type MemberForms, memberForms } from "./memberNames";
import {
  type ClaimedMessage,
  earlierDelivery,
  finish,
  holdsClaim,
  maxAttempts,
  retryLater,
} from "./queue";

/** The reason an e-mail from a sender not yet trusted shows while it waits. */
export const reviewReason = "New sender: approve or block";
export const blockedReason = "Blocked sender";

/** Bodies beyond this are cut: the e-mail page shows them, and nobody reads 2 MB of text. */
const bodyLimit = 2_000_000;

// PostgreSQL text holds no NUL; hostile mail may carry them anywhere.
const clean = (text: string, max = bodyLimit) => text.replaceAll("\u0000", "").slice(0, max);

const messageText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || "Unknown error";

interface UserContext {
  readonly timezone: string;
  readonly trusted: ReadonlySet<string>;
  readonly autoConfirm: boolean;
  /** The forms the family goes by in mail (issue 13), and whose each is. */
  readonly family: MemberForms;
}

/** What processing needs of the user: zone, trusted senders (and family addresses), family. */
async function readUserContext(sql: SqlSession, userId: string): Promise<UserContext> {
  const preferences = await readPreferences(sql, userId);
  const family = await sql.query<{ id: string; name: string; also_called: ReadonlyArray<string> }>(
    "select id::text as id, name, also_called from family_member where user_id = $1 order by created_at, id",
    [userId],
  );
  const addresses = await familyEmailAddresses(sql, userId);
  return {
    timezone: preferences.timezone,
    trusted: new Set([
      ...preferences.trustedSenders.map((sender) => sender.toLowerCase()),
      ...addresses,
    ]),
    autoConfirm: preferences.autoConfirmEvents,
    family: memberForms(
      family.map((member) => ({
        id: member.id,
        name: member.name,
        alsoCalled: member.also_called,
      })),
    ),
  };
}

interface EmailFields {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly receivedAt: Date;
  readonly text: string;
  readonly html: string | null;
  readonly attachments: ReadonlyArray<Attachment>;
}

/** Writes the message's e-mail row (its id is the message's), new or updated. */
async function saveEmail(
  sql: SqlSession,
  userId: string,
  id: string,
  fields: EmailFields,
  status: "review" | "limited" | "processed" | "ignored" | "failed",
  reason: string,
): Promise<"created" | "updated"> {
  const existing = await sql.query<{ id: string }>(
    "select id from email where id = $1 and user_id = $2",
    [id, userId],
  );
  if (existing.length === 0) {
    await insertEmail(sql, userId, { id, ...fields, status, statusReason: reason });
    return "created";
  }
  await sql.query(
    `update email set from_address = $3, to_address = $4, subject = $5, text_body = $6,
       html_body = $7, attachments = $8::jsonb, status = $9, status_reason = $10, updated_at = now()
     where id = $1 and user_id = $2`,
    [
      id,
      userId,
      fields.from,
      fields.to,
      fields.subject,
      fields.text,
      fields.html,
      JSON.stringify(fields.attachments),
      status,
      reason,
    ],
  );
  return "updated";
}

const senderOf = (message: ParsedMessage, envelopeFrom: string | null) =>
  clean(message.original.from || message.from || envelopeFrom || "", 254).toLowerCase();

const emailFieldsOf = (
  claimed: ClaimedMessage,
  message: ParsedMessage,
  sender: string,
): EmailFields => ({
  from: sender || "unknown sender",
  to: claimed.recipient,
  subject: clean(message.original.subject || message.subject, 500),
  receivedAt: new Date(claimed.received_at),
  text: clean(message.text),
  html: message.html === null ? null : clean(message.html),
  attachments: message.attachments.slice(0, 100).map((attachment) => ({
    name: clean(attachment.filename || "attachment", 255),
    type: clean(attachment.contentType || "application/octet-stream", 255),
    size: attachment.size,
  })),
});

export type Finished = "done" | "held" | "limited" | "lost";

/**
 * Finishes a read message in one transaction: the e-mail row, its events,
 * the queue row and the live changes commit together or not at all. A
 * repeat, a blocked sender and a sender not yet trusted finish without
 * events; for a trusted sender `events` are applied, and while they are
 * still `null` (not extracted yet) nothing is written and the answer is
 * "extract": the caller extracts, then settles again (trust is checked
 * again then, as it may have changed meanwhile).
 */
const settle = (
  claimed: ClaimedMessage,
  message: ParsedMessage,
  events: ReadonlyArray<ExtractedEvent> | null,
  worker: string,
) =>
  Effect.flatMap(Database, (db) =>
    db.transaction((sql) =>
      Effect.promise(async (): Promise<Finished | "extract"> => {
        if (!(await holdsClaim(sql, claimed))) return "lost";
        const sender = senderOf(message, claimed.envelope_from);
        const record = {
          worker,
          messageId: message.messageId === null ? null : clean(message.messageId, 998),
          sender,
          senderName: message.original.fromName ? clean(message.original.fromName, 200) : null,
          subject: clean(message.original.subject || message.subject, 500),
        };
        if (record.messageId !== null) {
          const earlier = await earlierDelivery(sql, claimed.user_id, claimed.id, record.messageId);
          if (earlier !== undefined) {
            await finish(sql, claimed.id, {
              ...record,
              state: "done",
              emailId: null,
              error: `Delivered before as ${earlier}`,
            });
            return "done";
          }
        }
        const user = await readUserContext(sql, claimed.user_id);
        const fields = emailFieldsOf(claimed, message, sender);
        const change = (action: "created" | "updated") =>
          recordChange(sql, claimed.user_id, { kind: "email", id: claimed.id, action });
        if (await isBlocked(sql, claimed.user_id, sender)) {
          await change(
            await saveEmail(sql, claimed.user_id, claimed.id, fields, "ignored", blockedReason),
          );
          await finish(sql, claimed.id, { ...record, state: "done", emailId: claimed.id });
          return "done";
        }
        if (!user.trusted.has(sender)) {
          await change(
            await saveEmail(sql, claimed.user_id, claimed.id, fields, "review", reviewReason),
          );
          await finish(sql, claimed.id, { ...record, state: "held", emailId: claimed.id });
          await recordChange(sql, claimed.user_id, {
            kind: "review",
            id: sender,
            action: "updated",
          });
          return "held";
        }
        // The plan's allowance: a message over it is kept, unread, until an upgrade.
        const arrival = {
          id: claimed.id,
          userId: claimed.user_id,
          receivedAt: new Date(claimed.received_at),
        };
        if (!(await mayRead(sql, arrival, user.timezone))) {
          await change(
            await saveEmail(sql, claimed.user_id, claimed.id, fields, "limited", overLimitReason),
          );
          await finish(sql, claimed.id, { ...record, state: "limited", emailId: claimed.id });
          return "limited";
        }
        if (events === null) return "extract";
        // The e-mail row first: the events point at it.
        const action = await saveEmail(sql, claimed.user_id, claimed.id, fields, "processed", "");
        const applied = await applyEvents(
          sql,
          {
            userId: claimed.user_id,
            emailId: claimed.id,
            sender,
            timezone: user.timezone,
            autoConfirm: user.autoConfirm,
            family: user.family,
          },
          events,
        );
        const outcome = emailOutcome(applied, events.length);
        await sql.query("update email set status = $2, status_reason = $3 where id = $1", [
          claimed.id,
          outcome.status,
          outcome.reason,
        ]);
        await change(action);
        await markRead(sql, claimed.id);
        await finish(sql, claimed.id, { ...record, state: "done", emailId: claimed.id });
        return "done";
      }),
    ),
  );

/** From and Subject read straight from the raw header, for a message the parser failed on. */
export function headerFallback(raw: Uint8Array): { from: string; subject: string } {
  const head = Buffer.from(raw.subarray(0, 64 * 1024)).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const unfolded = (end < 0 ? head : head.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
  const from = header("From");
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? /[^\s<>"]+@[^\s<>"]+/.exec(from)?.[0];
  return { from: (address ?? "").toLowerCase(), subject: header("Subject") };
}

/**
 * Records a failed attempt: queued again after its backoff, or, after the
 * last attempt or a `final` failure (the message itself ran past the time
 * limit or took the reader down: another try would do the same), the
 * e-mail shown as failed with the reason, never claimed again. The raw
 * message stays in the queue table either way.
 */
const recordFailure = (claimed: ClaimedMessage, reason: string, worker: string, final = false) =>
  Effect.flatMap(Database, (db) =>
    db.transaction((sql) =>
      Effect.promise(async () => {
        if (!(await holdsClaim(sql, claimed))) return;
        if (!final && claimed.attempts < maxAttempts) {
          await retryLater(sql, claimed, reason);
          return;
        }
        const header = headerFallback(claimed.raw);
        const sender = clean(header.from || claimed.envelope_from || "", 254).toLowerCase();
        const action = await saveEmail(
          sql,
          claimed.user_id,
          claimed.id,
          {
            from: sender || "unknown sender",
            to: claimed.recipient,
            subject: clean(header.subject, 500),
            receivedAt: new Date(claimed.received_at),
            text: "",
            html: null,
            attachments: [],
          },
          "failed",
          `Could not be read: ${reason}`,
        );
        await recordChange(sql, claimed.user_id, { kind: "email", id: claimed.id, action });
        await finish(sql, claimed.id, {
          state: "failed",
          worker,
          emailId: claimed.id,
          messageId: null,
          sender: sender || null,
          senderName: null,
          subject: clean(header.subject, 500),
          error: reason,
        });
      }),
    ),
  );

/**
 * Processes one claimed message: the MIME read in the extractor's worker,
 * then, only for a trusted sender, its events extracted there too (mail
 * from anyone else waits for review unread), each step under the
 * extractor's time limit and outside any transaction; then one finishing
 * transaction. Never fails: every problem ends as a retry or a failed e-mail.
 */
export const processMessage = (claimed: ClaimedMessage, worker: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const extractor = yield* Extractor;
    // Claimed more often than allowed: earlier attempts died mid-way (the
    // process stopped), so do not try the same thing again.
    if (claimed.attempts > maxAttempts) {
      return yield* recordFailure(
        { ...claimed, attempts: maxAttempts },
        `Processing stopped ${maxAttempts} times before it finished`,
        worker,
      );
    }
    const user = yield* db.transaction((sql) =>
      Effect.promise(() => readUserContext(sql, claimed.user_id)),
    );
    const message = yield* extractor.read(claimed.raw, user.timezone);
    if ((yield* settle(claimed, message, null, worker)) !== "extract") return;
    const result = yield* extractor.extract(message, {
      timeZone: user.timezone,
      family: user.family.names,
    });
    yield* settle(claimed, message, result.events, worker);
  }).pipe(
    Effect.catchTag("ExtractionFailed", (failed) =>
      recordFailure(claimed, messageText(failed.reason), worker, failed.final),
    ),
    Effect.catchAllCause((cause) =>
      recordFailure(claimed, messageText(Cause.squash(cause)), worker).pipe(
        Effect.catchAllCause((again) =>
          Effect.logError("Intake: could not record a failed attempt", again),
        ),
      ),
    ),
    Effect.withSpan("Intake.process"),
  );
