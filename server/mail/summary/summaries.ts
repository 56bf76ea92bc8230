import { Duration, Effect, Layer } from "effect";
import { Database, type SqlSession } from "../../db/Database";
import { sendersInReview } from "../../product/intake/repo";
import { Mailer } from "../Mailer";
import { type Digest, duePeriod, lookaheadDays } from "./schedule";
import { unsubscribePath, unsubscribeSecret, unsubscribeToken } from "./unsubscribe";

/**
 * Summary e-mails: for each user who chose a daily or weekly summary, once
 * per period, the coming events and the senders waiting for review, sent
 * through the Mailer with a one-click unsubscribe link. Every server process
 * runs the sweep; a period's row in `summary_sent`, inserted before sending,
 * is the claim, so only one process sends each summary.
 */

interface Subscriber {
  readonly user_id: string;
  readonly email: string;
  readonly timezone: string;
  readonly digest: Exclude<Digest, "off">;
}

/** Users with summaries on and an e-mail address (the embedded auth's users). */
async function subscribers(sql: SqlSession): Promise<ReadonlyArray<Subscriber>> {
  return sql.query<Subscriber>(
    `select p.user_id::text as user_id, u.email, p.timezone, p.digest
     from preferences p join auth_user u on u.id = p.user_id
     where p.digest in ('daily', 'weekly') and u.email is not null
     order by p.user_id`,
  );
}

/** Claims the user's summary of `period`: true for the one process that may send it. */
export async function claimSummary(
  sql: SqlSession,
  userId: string,
  period: string,
): Promise<boolean> {
  const rows = await sql.query<{ period: string }>(
    `insert into summary_sent (user_id, period) values ($1, $2)
     on conflict do nothing returning period`,
    [userId, period],
  );
  return rows.length > 0;
}

interface ComingEvent {
  readonly title: string;
  readonly starts_at: Date | string;
  readonly all_day: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: string;
}

const when = (event: ComingEvent, zone: string): string => {
  const start = new Date(event.starts_at);
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: event.all_day ? event.timezone : zone,
  }).format(start);
  if (event.all_day) return `${day}, all day`;
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  }).format(start);
  return `${day}, ${time}`;
};

export interface SummaryMail {
  readonly subject: string;
  readonly text: string;
  readonly unsubscribeUrl: string;
}

/** The summary's text: the events of the coming day or week, and who waits for review. */
export async function composeSummary(
  sql: SqlSession,
  subscriber: Subscriber,
  now: Date,
  links: { readonly publicUrl: string; readonly unsubscribeToken: string },
): Promise<SummaryMail> {
  const days = lookaheadDays(subscriber.digest);
  const events = await sql.query<ComingEvent>(
    `select title, starts_at, all_day, timezone, location, status from calendar_event
     where user_id = $1 and status in ('suggested', 'confirmed')
       and ends_at > $2::timestamptz and starts_at < $2::timestamptz + make_interval(days => $3)
     order by starts_at, id limit 50`,
    [subscriber.user_id, now.toISOString(), days],
  );
  const waiting = await sendersInReview(sql, subscriber.user_id);
  const span = subscriber.digest === "daily" ? "the next 24 hours" : "the next 7 days";
  const lines = [
    `Your Corkboard ${subscriber.digest === "daily" ? "daily" : "weekly"} summary.`,
    "",
    events.length === 0 ? `Nothing on the calendar for ${span}.` : `Coming up in ${span}:`,
    ...events.map(
      (event) =>
        `- ${when(event, subscriber.timezone)}: ${event.title}${
          event.location === "" ? "" : ` (${event.location})`
        }${event.status === "suggested" ? " [suggested, not confirmed yet]" : ""}`,
    ),
    "",
    waiting.length === 0
      ? "No new senders are waiting for your approval."
      : `Waiting for your approval (${waiting.length}):`,
    ...waiting.map((sender) => `- ${sender.name ?? sender.sender}: ${sender.latestSubject}`),
    "",
    `Open Corkboard: ${links.publicUrl}/dashboard`,
    "",
    "-- ",
    "You get this because you chose summary e-mails in Preferences.",
  ];
  const unsubscribeUrl = `${links.publicUrl}${unsubscribePath}?token=${encodeURIComponent(
    links.unsubscribeToken,
  )}`;
  lines.push(`Unsubscribe with one click: ${unsubscribeUrl}`);
  return {
    subject:
      subscriber.digest === "daily" ? "Your day on Corkboard" : "Your week ahead on Corkboard",
    text: lines.join("\n"),
    unsubscribeUrl,
  };
}

/**
 * Sends every summary due at `now` (the scheduler's clock; a test passes a
 * simulated one) that no process has claimed yet. Each is claimed in its
 * own short transaction and sent after the commit: a send that then fails
 * is not tried again for that period (at most one summary a period).
 * Answers how many this call sent.
 */
export const sendDueSummaries = (now: Date, publicUrl: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const mailer = yield* Mailer;
    const secret = yield* unsubscribeSecret;
    const users = yield* db.transaction((sql) => Effect.promise(() => subscribers(sql)));
    let sent = 0;
    for (const user of users) {
      const period = duePeriod(user.digest, user.timezone, now);
      if (period === null) continue;
      const mail = yield* db.transaction((sql) =>
        Effect.promise(async () =>
          (await claimSummary(sql, user.user_id, period))
            ? composeSummary(sql, user, now, {
                publicUrl,
                unsubscribeToken: unsubscribeToken(secret, user.user_id),
              })
            : null,
        ),
      );
      if (mail === null) continue;
      yield* mailer
        .send({
          to: user.email,
          subject: mail.subject,
          text: mail.text,
          kind: "summary",
          link: mail.unsubscribeUrl,
          listUnsubscribe: mail.unsubscribeUrl,
        })
        .pipe(
          Effect.tap(() =>
            Effect.sync(() => {
              sent += 1;
            }),
          ),
          Effect.catchTag("MailError", (error) =>
            Effect.logWarning(`Summary for ${user.user_id} (${period}) not sent`, error),
          ),
        );
    }
    return sent;
  }).pipe(Effect.withSpan("Summary.sendDue"));

/** How often each process looks for due summaries. */
const sweepEvery = Duration.minutes(1);

/** The summary scheduler, in every server process (they agree through `summary_sent`). */
export const SummarySchedulerLive = (publicUrl: string) =>
  Layer.scopedDiscard(
    Effect.suspend(() => sendDueSummaries(new Date(), publicUrl)).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Summary e-mails: sweep failed", cause)),
      Effect.zipRight(Effect.sleep(sweepEvery)),
      Effect.forever,
      Effect.forkScoped,
    ),
  );
