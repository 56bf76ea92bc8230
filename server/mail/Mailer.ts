import { HttpApiSchema } from "@effect/platform";
import { Console, Context, Effect, Layer, Option, Redacted, Schema } from "effect";
import { createTransport } from "nodemailer";
import type { ServerConfig } from "../config";
import { Database } from "../db/Database";

/** What a message is for; the outbox records it so tests can find, say, the newest recovery mail. */
export const MailKind = Schema.Literal(
  "signup_confirmation",
  "recovery",
  "email_change",
  "magic_link",
  "reauthentication",
  "product",
  "summary",
);
export type MailKind = typeof MailKind.Type;

/** One message to one recipient. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly kind: MailKind;
  /** Where replies go when that is not the sender (the help form: the user who wrote). */
  readonly replyTo?: string;
  /** The action link the message carries (confirm, reset, sign in), for the outbox and the console. */
  readonly link?: string;
  /** A one-click unsubscribe URL: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  readonly listUnsubscribe?: string;
}

export interface SentMail {
  readonly via: "outbox" | "smtp";
  /** The outbox row's id, or the Message-ID the SMTP server accepted. */
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly kind: MailKind;
  readonly link: string | null;
  readonly sentAt: Date;
}

/**
 * A message could not be sent (or, with the outbox, stored). The message
 * says why and never holds the SMTP password; `code` is nodemailer's error
 * code when there is one (ECONNECTION, EAUTH, EENVELOPE ...).
 */
export class MailError extends Schema.TaggedError<MailError>()(
  "MailError",
  { message: Schema.String, code: Schema.optional(Schema.String) },
  HttpApiSchema.annotations({ status: 502 }),
) {}

export interface MailerShape {
  readonly send: (message: OutgoingMail) => Effect.Effect<SentMail, MailError>;
}

/**
 * Outgoing mail: over SMTP when SMTP_URL is set, else into the embedded
 * outbox (the `mail_outbox` table, printed to the console and readable at
 * /dev/outbox).
 */
export class Mailer extends Context.Tag("Mailer")<Mailer, MailerShape>() {
  /** Keeps every message in `mail_outbox` and prints it with its link. */
  static readonly outbox = (from: string): Layer.Layer<Mailer, never, Database> =>
    Layer.effect(Mailer, makeOutbox(from));

  /**
   * Sends through the SMTP server of `url` (smtp://user:pass@host:port, or
   * smtps:// for TLS from the start). Fails to build when the URL is not one.
   */
  static readonly smtp = (
    url: Redacted.Redacted<string>,
    from: string,
  ): Layer.Layer<Mailer, MailError> => Layer.scoped(Mailer, makeSmtp(url, from));

  /** For tests: appends each message to `sent` and succeeds. */
  static readonly memory = (sent: Array<SentMail>, from = "Corkboard <no-reply@localhost>") =>
    Layer.succeed(Mailer, {
      send: (message) =>
        Effect.sync(() => {
          const mail = sentMail("outbox", String(sent.length + 1), from, message, new Date());
          sent.push(mail);
          return mail;
        }).pipe(Effect.withSpan("Mailer.send")),
    });
}

/**
 * /dev/outbox shows live sign-in and recovery links, so it is served only in
 * development: while mail is not going out over SMTP and the server's public
 * address is this machine. A deployment without SMTP_URL still keeps and
 * prints its mail, but never serves it.
 */
export const outboxEnabled = (config: Pick<ServerConfig, "smtpUrl" | "publicUrl">): boolean => {
  const host = new URL(config.publicUrl).hostname;
  const local =
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.startsWith("127.") ||
    host === "[::1]";
  return Option.isNone(config.smtpUrl) && local;
};

const isLocalHost = (host: string) =>
  host === "localhost" ||
  host.endsWith(".localhost") ||
  !host.includes(".") ||
  /^[\d.]+$/.test(host) ||
  host.startsWith("[");

/**
 * "Corkboard <no-reply@DOMAIN>": MAIL_DOMAIN, the domain whose mail the
 * operator already runs, unless it is a local one (the default
 * `in.localhost`) while PUBLIC_URL names a real host; then that host.
 */
export function senderAddressFor(config: Pick<ServerConfig, "mailDomain" | "publicUrl">): string {
  const publicHost = new URL(config.publicUrl).hostname;
  const domain =
    isLocalHost(config.mailDomain) && !isLocalHost(publicHost) ? publicHost : config.mailDomain;
  return `Corkboard <no-reply@${domain}>`;
}

/** SMTP when SMTP_URL is set, else the embedded outbox. */
export const mailerLayerFor = (
  config: Pick<ServerConfig, "smtpUrl" | "mailDomain" | "publicUrl">,
): Layer.Layer<Mailer, MailError, Database> => {
  const from = senderAddressFor(config);
  return Option.match(config.smtpUrl, {
    onNone: () => Mailer.outbox(from),
    onSome: (url) => Mailer.smtp(url, from),
  });
};

// One address, nothing a mailer would read as a list or a header: callers
// pass user input here, and "a@x.test, b@y.test" must not reach two people.
const singleAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

const checkRecipient = (message: OutgoingMail) =>
  singleAddress.test(message.to)
    ? Effect.void
    : Effect.fail(new MailError({ message: "The recipient is not a single e-mail address." }));

function sentMail(
  via: SentMail["via"],
  id: string,
  from: string,
  message: OutgoingMail,
  sentAt: Date,
): SentMail {
  return {
    via,
    id,
    from,
    to: message.to,
    subject: message.subject,
    kind: message.kind,
    link: message.link ?? null,
    sentAt,
  };
}

const withSendSpan =
  (via: SentMail["via"], message: OutgoingMail) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.withSpan("Mailer.send", {
        attributes: { "mail.via": via, "mail.kind": message.kind },
      }),
    );

// Control characters would let a subject forge extra console lines.
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ");

/** The console block a developer copies the link from. */
export const consoleBlock = (message: OutgoingMail): string =>
  `Mail to ${oneLine(message.to)}: ${oneLine(message.subject)}` +
  (message.link === undefined ? "" : `\n  ${oneLine(message.link)}`);

const makeOutbox = (from: string) =>
  Effect.map(
    Database,
    (db): MailerShape => ({
      send: (message) =>
        Effect.gen(function* () {
          yield* checkRecipient(message);
          const rows = yield* db
            .query<{ id: string; created_at: Date | string }>(
              `insert into mail_outbox ("from", "to", subject, text_body, html_body, kind, link)
             values ($1, $2, $3, $4, $5, $6, $7)
             returning id::text as id, created_at`,
              [
                from,
                message.to,
                message.subject,
                message.text,
                message.html ?? null,
                message.kind,
                message.link ?? null,
              ],
            )
            .pipe(
              Effect.mapError(
                (error) =>
                  new MailError({
                    message: `The message could not be stored in the outbox: ${error.message}`,
                  }),
              ),
            );
          const row = rows[0];
          if (row === undefined) {
            return yield* new MailError({ message: "The outbox stored nothing." });
          }
          yield* Console.log(consoleBlock(message));
          return sentMail("outbox", row.id, from, message, new Date(row.created_at));
        }).pipe(withSendSpan("outbox", message)),
    }),
  );

interface SmtpTarget {
  /** host:port, for messages. */
  readonly server: string;
  /** Strings that must never appear in an error: the password, raw and decoded, and the URL. */
  readonly secrets: ReadonlyArray<string>;
}

const parseSmtpUrl = (url: Redacted.Redacted<string>) =>
  Effect.try({
    try: (): SmtpTarget => {
      const parsed = new URL(Redacted.value(url));
      if ((parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") || parsed.hostname === "") {
        throw new Error("not smtp");
      }
      const port =
        parsed.port === "" ? (parsed.protocol === "smtps:" ? "465" : "587") : parsed.port;
      const secrets = [Redacted.value(url), parsed.password, safeDecode(parsed.password)].filter(
        (secret) => secret.length >= 3,
      );
      return { server: `${parsed.hostname}:${port}`, secrets };
    },
    // The value is not shown: it holds a password.
    catch: () =>
      new MailError({
        message:
          "SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@smtp.example.com:587 (the value is not shown: it may hold a password)",
        code: "ECONFIG",
      }),
  });

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function scrub(text: string, secrets: ReadonlyArray<string>): string {
  return secrets.reduce((result, secret) => result.split(secret).join("***"), text);
}

const smtpError = (target: SmtpTarget, cause: unknown): MailError => {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const code =
    typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string"
      ? cause.code
      : undefined;
  return new MailError({
    message: scrub(
      `The mail server ${target.server} did not take the message: ${reason}`,
      target.secrets,
    ),
    ...(code === undefined ? {} : { code }),
  });
};

const makeSmtp = (url: Redacted.Redacted<string>, from: string) =>
  Effect.gen(function* () {
    const target = yield* parseSmtpUrl(url);
    const transporter = yield* Effect.acquireRelease(
      Effect.sync(() =>
        createTransport({
          url: Redacted.value(url),
          // Nodemailer waits up to two minutes for a connection by default;
          // a sign-up request should hear about a dead mail server sooner.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      ),
      (mailer) => Effect.sync(() => mailer.close()),
    );
    const shape: MailerShape = {
      send: (message) =>
        Effect.gen(function* () {
          yield* checkRecipient(message);
          const info = yield* Effect.tryPromise({
            try: (signal) =>
              transporter.sendMail({
                from,
                to: message.to,
                subject: message.subject,
                ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
                text: message.text,
                ...(message.html === undefined ? {} : { html: message.html }),
                ...(message.listUnsubscribe === undefined
                  ? {}
                  : {
                      list: { unsubscribe: message.listUnsubscribe },
                      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
                    }),
                signal,
              }),
            catch: (cause) => smtpError(target, cause),
          });
          return sentMail("smtp", info.messageId, from, message, new Date());
        }).pipe(withSendSpan("smtp", message)),
    };
    return shape;
  });

/** A message kept in the outbox, newest first from `readOutbox`. */
export interface OutboxMail {
  readonly id: string;
  readonly createdAt: Date;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly kind: string;
  readonly link: string | null;
}

export interface OutboxFilter {
  /** Only messages to this address, whatever its case. */
  readonly to?: string;
  readonly kind?: string;
  /** At most this many, newest first; 100 unless given. */
  readonly limit?: number;
}

interface OutboxRow {
  readonly id: string;
  readonly created_at: Date | string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string | null;
  readonly kind: string;
  readonly link: string | null;
}

/** The newest outbox messages, for /dev/outbox and for tests that follow a link. */
export const readOutbox = (filter: OutboxFilter = {}) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const rows = yield* db.query<OutboxRow>(
      `select id::text as id, created_at, "from", "to", subject, text_body, html_body, kind, link
       from mail_outbox
       where ($1::text is null or lower("to") = lower($1::text))
         and ($2::text is null or kind = $2::text)
       order by id desc
       limit $3`,
      [filter.to ?? null, filter.kind ?? null, filter.limit ?? 100],
    );
    return rows.map(
      (row): OutboxMail => ({
        id: row.id,
        createdAt: new Date(row.created_at),
        from: row.from,
        to: row.to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        kind: row.kind,
        link: row.link,
      }),
    );
  }).pipe(Effect.withSpan("Mailer.readOutbox"));
