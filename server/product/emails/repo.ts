import type { Attachment, Email, EmailStatus, EmailSummary } from "../../../api/Email";
import type { SqlSession } from "../../db/Database";
import { dataVersionColumn, type VersionedRow } from "../../db/dataVersionRead";
import { isoOf, type Keyed, type Keyset, keyText, keyValue } from "../shared";

export interface EmailRow extends Keyed {
  readonly from_address: string;
  readonly to_address: string;
  readonly subject: string;
  readonly received_at: Date | string;
  readonly status: EmailStatus;
  readonly status_reason: string | null;
  readonly attachments: ReadonlyArray<Attachment>;
  readonly event_ids: ReadonlyArray<string>;
}

export interface EmailBodyRow extends EmailRow {
  readonly text_body: string;
  readonly html_body: string | null;
}

const summaryColumns = `m.id::text as id, m.from_address, m.to_address, m.subject, m.received_at,
  m.status, m.status_reason, m.attachments, ${keyText("m.received_at")} as sort_key,
  coalesce((select json_agg(e.id::text order by e.starts_at, e.id) from calendar_event e
            where e.source_email_id = m.id and e.user_id = m.user_id and e.deleted_at is null),
    '[]'::json) as event_ids`;

export const toEmailSummary = (row: EmailRow): EmailSummary => ({
  id: row.id,
  from: row.from_address,
  to: row.to_address,
  subject: row.subject,
  receivedAt: isoOf(row.received_at),
  status: row.status,
  statusReason: row.status_reason,
  attachments: row.attachments,
  eventIds: row.event_ids,
});

export const toEmail = (row: EmailBodyRow): Email => ({
  ...toEmailSummary(row),
  text: row.text_body,
  html: row.html_body,
});

/** The user's e-mails newest first, `limit + 1` of them after `after`. */
export function listEmails(
  sql: SqlSession,
  userId: string,
  filter: { readonly status?: EmailStatus | undefined },
  page: { readonly limit: number; readonly after: Keyset | null },
): Promise<ReadonlyArray<EmailRow & VersionedRow>> {
  return sql.query<EmailRow & VersionedRow>(
    `select ${summaryColumns}, ${dataVersionColumn} from email m
     where m.user_id = $1
       and ($2::text is null or m.status = $2::text)
       and ($3::text is null or (m.received_at, m.id) < (${keyValue("$3::text")}, $4::uuid))
     order by m.received_at desc, m.id desc
     limit $5`,
    [
      userId,
      filter.status ?? null,
      page.after?.key ?? null,
      page.after?.id ?? null,
      page.limit + 1,
    ],
  );
}

export async function findEmail(
  sql: SqlSession,
  userId: string,
  id: string,
): Promise<EmailBodyRow | undefined> {
  const rows = await sql.query<EmailBodyRow>(
    `select ${summaryColumns}, m.text_body, m.html_body from email m
     where m.user_id = $1 and m.id = $2`,
    [userId, id],
  );
  return rows[0];
}

/** Summaries of the user's e-mails among `ids` (UUID-shaped), newest first. */
export async function emailSummariesOf(
  sql: SqlSession,
  userId: string,
  ids: ReadonlyArray<string>,
): Promise<ReadonlyArray<EmailSummary>> {
  if (ids.length === 0) return [];
  const rows = await sql.query<EmailRow>(
    `select ${summaryColumns} from email m
     where m.user_id = $1 and m.id = any($2::uuid[])
     order by m.received_at desc, m.id desc`,
    [userId, ids],
  );
  return rows.map(toEmailSummary);
}

/** A forwarded e-mail as the intake (or a seed) stores it. */
export interface NewEmail {
  readonly id?: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly receivedAt: Date;
  readonly text: string;
  readonly html?: string | null;
  readonly attachments?: ReadonlyArray<Attachment>;
  readonly status?: EmailStatus;
  readonly statusReason?: string | null;
}

/** Inserts an e-mail and returns it as the API shows it. */
export async function insertEmail(
  sql: SqlSession,
  userId: string,
  email: NewEmail,
): Promise<Email> {
  const id = email.id ?? crypto.randomUUID();
  await sql.query(
    `insert into email (id, user_id, from_address, to_address, subject, received_at, text_body,
       html_body, attachments, status, status_reason)
     values ($1, $2, $3, $4, $5, $6::timestamptz, $7, $8, $9::jsonb, $10, $11)`,
    [
      id,
      userId,
      email.from,
      email.to,
      email.subject,
      email.receivedAt.toISOString(),
      email.text,
      email.html ?? null,
      JSON.stringify(email.attachments ?? []),
      email.status ?? "received",
      email.statusReason ?? null,
    ],
  );
  const row = await findEmail(sql, userId, id);
  if (row === undefined) throw new Error("The inserted e-mail could not be read back");
  return toEmail(row);
}

/** How many messages a user may send through `POST /email/send` in `windowMinutes`. */
export const sendLimit = { count: 10, windowMinutes: 60 } as const;

/**
 * Counts one send against the user's hourly limit, under a per-user lock so
 * that concurrent sends cannot both take the last place. False when the
 * limit is reached (and nothing is recorded).
 */
export async function recordSend(
  sql: SqlSession,
  userId: string,
  recipient: string,
): Promise<boolean> {
  await sql.query("select pg_advisory_xact_lock(hashtext('email_send:' || $1::text))", [userId]);
  const rows = await sql.query<{ sent: number }>(
    `select count(*)::int as sent from email_send_log
     where user_id = $1 and sent_at > now() - make_interval(mins => $2::int)`,
    [userId, sendLimit.windowMinutes],
  );
  if ((rows[0]?.sent ?? 0) >= sendLimit.count) return false;
  await sql.query("insert into email_send_log (user_id, recipient) values ($1, $2)", [
    userId,
    recipient,
  ]);
  // The user's rows older than a day count for nothing any more; sweep them.
  await sql.query(
    `delete from email_send_log
     where user_id = $1 and sent_at < now() - make_interval(mins => $2::int)`,
    [userId, sendLimit.windowMinutes * 24],
  );
  return true;
}
