import { Effect } from "effect";
import nodemailer from "nodemailer";
import type { EmailSummary } from "../../../api/Email";
import type { Preferences } from "../../../api/Preferences";
import { freePort } from "../../../scripts/serverProcess";
import type { DatabaseShape } from "../../../server/db/Database";
import { databaseLayerFor } from "../../../server/db/layer";
import { authServerOf } from "./auth";
import { configFrom } from "./config";
import { type EngineName, freshDatabase } from "./databases";
import {
  functionsKey,
  getData,
  type ProductServer,
  request,
  signUpUser,
  type TestUser,
} from "./product";
import { startServer } from "./testServer";

/** The mail domain the intake tests' servers hand forwarding addresses out on. */
export const mailDomain = "in.corkboard.test";

export interface IntakeServer extends ProductServer {
  readonly smtpPort: number;
}

/**
 * The whole server with inbound SMTP (on a free port) and the intake
 * worker, on a fresh database of `engine`, with a known function key.
 */
export async function startIntakeServer(
  engine: EngineName,
  env: Record<string, string> = {},
): Promise<IntakeServer> {
  const fresh = await freshDatabase(engine);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const settings = { FUNCTIONS_KEY: functionsKey, MAIL_DOMAIN: mailDomain, ...env };
  const config = await configFrom({ PUBLIC_URL: baseUrl, ...settings });
  const running = await startServer(config, null, databaseLayerFor(fresh.config), {
    port,
    intake: true,
  });
  // startAuthServer cannot start the intake: the auth helpers are added to this server.
  const auth = await authServerOf(running);
  return {
    auth,
    fresh,
    baseUrl: running.baseUrl,
    database: running.database,
    smtpPort: running.smtpPort ?? 0,
    close: async () => {
      await running.close();
      await fresh.dispose();
    },
  };
}

export interface Delivery {
  readonly to: string | ReadonlyArray<string>;
  /** The envelope sender (MAIL FROM); defaults to the From header's address. */
  readonly from?: string;
  /** The whole message as it is sent. */
  readonly raw: string | Buffer;
}

export interface DeliveryResult {
  readonly response: string;
  readonly accepted: ReadonlyArray<string>;
}

/** Sends a raw message over SMTP with nodemailer to the intake on `port`. */
export async function deliver(port: number, delivery: Delivery): Promise<DeliveryResult> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
  });
  try {
    const recipients = typeof delivery.to === "string" ? [delivery.to] : [...delivery.to];
    const info = await transport.sendMail({
      envelope: { from: delivery.from ?? "sender@example.org", to: recipients },
      raw: delivery.raw,
    });
    return {
      response: info.response,
      accepted: info.accepted.map(String),
    };
  } finally {
    transport.close();
  }
}

/** An SMTP error as nodemailer reports it: the reply code and the command it answered. */
export interface SmtpFailure {
  readonly responseCode?: number;
  readonly command?: string;
  readonly response?: string;
}

/** The failure of a delivery that should be refused. */
export async function refusal(port: number, delivery: Delivery): Promise<SmtpFailure> {
  try {
    await deliver(port, delivery);
  } catch (error) {
    return error as SmtpFailure;
  }
  throw new Error("The delivery was accepted");
}

let counter = 0;

export interface MailParts {
  readonly from: string;
  readonly fromName?: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly date?: string;
  readonly messageId?: string;
  readonly html?: string;
  readonly extraHeaders?: string;
}

/** A plain text (or text and HTML) message as a mail client writes it. */
export function composeMail(parts: MailParts): string {
  counter += 1;
  const messageId = parts.messageId ?? `<intake-${Date.now()}-${counter}@example.org>`;
  const from = parts.fromName ? `"${parts.fromName}" <${parts.from}>` : parts.from;
  const header = [
    `From: ${from}`,
    `To: ${parts.to}`,
    `Subject: ${parts.subject}`,
    `Date: ${parts.date ?? "Mon, 02 Mar 2026 09:00:00 +0000"}`,
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    ...(parts.extraHeaders ? [parts.extraHeaders] : []),
  ];
  if (parts.html === undefined) {
    return [...header, 'Content-Type: text/plain; charset="utf-8"', "", parts.text, ""].join(
      "\r\n",
    );
  }
  const boundary = `b-${counter}`;
  return [
    ...header,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    'Content-Type: text/plain; charset="utf-8"',
    "",
    parts.text,
    `--${boundary}`,
    'Content-Type: text/html; charset="utf-8"',
    "",
    parts.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** A Gmail-style forward: the forwarder's message wrapping the original. */
export function gmailForward(parts: {
  readonly forwarder: string;
  readonly to: string;
  readonly original: MailParts;
}): string {
  const original = parts.original;
  const body = [
    "FYI",
    "",
    "---------- Forwarded message ---------",
    `From: ${original.fromName ?? "School"} <${original.from}>`,
    `Date: Mon, 2 Mar 2026 at 09:00`,
    `Subject: ${original.subject}`,
    `To: <${parts.forwarder}>`,
    "",
    original.text,
  ].join("\r\n");
  return composeMail({
    from: parts.forwarder,
    to: parts.to,
    subject: `Fwd: ${original.subject}`,
    text: body,
  });
}

/** Polls `read` until `done` holds for its value, or fails after `timeoutMs`. */
export async function eventually<A>(
  read: () => Promise<A>,
  done: (value: A) => boolean,
  timeoutMs = 20_000,
): Promise<A> {
  const until = Date.now() + timeoutMs;
  let last: A = await read();
  while (!done(last)) {
    if (Date.now() > until) {
      throw new Error(`Condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

/** Delivers a raw message to `address` and waits until its e-mail has left "received". */
export async function sendAndSettle(
  server: ProductServer & { readonly smtpPort: number },
  user: TestUser,
  address: string,
  raw: string,
): Promise<EmailSummary> {
  const sent = await deliver(server.smtpPort, { to: address, raw });
  const id = /Queued as ([0-9a-f-]+)/.exec(sent.response)?.[1];
  const list = await eventually(
    () => getData<ReadonlyArray<EmailSummary>>(server, user, "/api/email"),
    (emails) => emails.some((email) => email.id === id && email.status !== "received"),
  );
  return list.find((email) => email.id === id) as EmailSummary;
}

/** Rows of a query, for assertions on the queue and the tables behind the API. */
export function rows<Row>(
  database: DatabaseShape,
  text: string,
  params: ReadonlyArray<unknown> = [],
): Promise<ReadonlyArray<Row>> {
  return Effect.runPromise(database.query<Row>(text, params));
}

/** The user's forwarding address, through the API. */
export async function forwardingAddress(server: ProductServer, user: TestUser): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/forwarding-address`, {
    headers: { "x-functions-key": functionsKey, authorization: `Bearer ${user.token}` },
  });
  const body = (await response.json()) as { data: { address: string } };
  return body.data.address;
}

/**
 * A new user whose family lives in Europe/London and trusts `trusted` (with
 * any other preferences in `settings`), and their forwarding address: the
 * intake tests' usual recipient.
 */
export async function intakeFamily(
  server: ProductServer,
  label: string,
  trusted: ReadonlyArray<string>,
  settings: Partial<Preferences> = {},
): Promise<{ readonly user: TestUser; readonly address: string }> {
  const user = await signUpUser(server, label);
  const preferences = await getData<Preferences>(server, user, "/api/preferences");
  const put = await request(server, "PUT", "/api/preferences", {
    user,
    body: { ...preferences, timezone: "Europe/London", trustedSenders: trusted, ...settings },
  });
  if (put.status !== 200) throw new Error(`PUT /api/preferences: ${put.status} ${put.text}`);
  return { user, address: await forwardingAddress(server, user) };
}
