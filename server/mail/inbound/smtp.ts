import fs from "node:fs";
import path from "node:path";
import { Console, Context, Data, Effect, Layer, Runtime } from "effect";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { ServerConfig } from "../../config";
import type { Database } from "../../db/Database";
import {
  acceptMessage,
  atIntakeLimit,
  intakePerHour,
  maxMessageBytes,
  type Recipient,
  resolveRecipients,
} from "./accept";

/** An SMTP reply for smtp-server: an Error carrying the response code. */
const reply = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** Reads the DATA stream whole, or null past the size limit (the rest is drained). */
const readData = (stream: SMTPServerDataStream) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Array<Buffer> = [];
    let bytes = 0;
    let over = false;
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxMessageBytes) over = true;
      if (!over) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(over || stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });

/** The SMTP port could not be opened (in use, or not allowed). */
export class InboundSmtpError extends Data.TaggedError("InboundSmtpError")<{
  readonly message: string;
}> {}

export interface InboundSmtpShape {
  /** The port it listens on (the configured one, or the one picked for SMTP_PORT=0). */
  readonly port: number;
}

export class InboundSmtp extends Context.Tag("InboundSmtp")<InboundSmtp, InboundSmtpShape>() {}

/** How many connections the server and one client may hold, and for how long idle. */
export interface SmtpLimits {
  /** Connections at once, from everyone: an MX takes many senders, but not without bound. */
  readonly connections: number;
  /** Connections at once from one IP address, so one client cannot hold every slot. */
  readonly connectionsPerIp: number;
  /** A connection that sends nothing for this long is closed (421). */
  readonly idleMs: number;
}

export const smtpLimits: SmtpLimits = { connections: 500, connectionsPerIp: 25, idleMs: 30_000 };

/** Open connections per client address; a refused connection never counts. */
function connectionCounter(perIp: number) {
  const open = new Map<string, number>();
  const counted = new Set<string>();
  return {
    /** Counts the session's connection, or false when its address holds `perIp` already. */
    admit(session: SMTPServerSession): boolean {
      const count = open.get(session.remoteAddress) ?? 0;
      if (count >= perIp) return false;
      open.set(session.remoteAddress, count + 1);
      counted.add(session.id);
      return true;
    },
    release(session: SMTPServerSession): void {
      if (!counted.delete(session.id)) return;
      const count = (open.get(session.remoteAddress) ?? 1) - 1;
      if (count <= 0) open.delete(session.remoteAddress);
      else open.set(session.remoteAddress, count);
    },
  };
}

/**
 * The inbound SMTP server on SMTP_PORT for `<slug>@MAIL_DOMAIN`: no AUTH
 * (anyone may deliver, as to any MX), unknown recipients refused at RCPT
 * with 550, messages over 25 MB refused with 552 (SIZE is advertised and
 * the streamed bytes are counted too), and 250 only once the raw message is
 * committed. STARTTLS is offered when a certificate is configured: PEM
 * files `tls/cert.pem` and `tls/key.pem` in DATA_DIR (see `smtpCertificate`).
 * Connections are bounded in number, per client address and in idle time
 * (`smtpLimits`), and an account past its hourly intake limit is asked to
 * try again later (452) at RCPT.
 */
export const inboundSmtpLayer = (
  config: Pick<ServerConfig, "smtpPort" | "host" | "mailDomain" | "dataDir">,
  limits: SmtpLimits = smtpLimits,
) =>
  Layer.scoped(
    InboundSmtp,
    Effect.gen(function* () {
      const certificate = yield* smtpCertificate(config.dataDir);
      const runtime = yield* Effect.runtime<Database>();
      // The recipients RCPT resolved, for DATA: one lookup per recipient.
      const accepted = new WeakMap<SMTPServerSession, Array<Recipient>>();
      const run = Runtime.runPromise(runtime);
      const clients = connectionCounter(limits.connectionsPerIp);
      const server = new SMTPServer({
        name: config.mailDomain,
        banner: "Corkboard intake",
        authOptional: true,
        disabledCommands: certificate === null ? ["AUTH", "STARTTLS"] : ["AUTH"],
        secure: false,
        ...(certificate ?? {}),
        maxClients: limits.connections,
        socketTimeout: limits.idleMs,
        size: maxMessageBytes,
        rejectOversized: true,
        logger: false,
        // Shutdown waits this long for open sessions before cutting them.
        closeTimeout: 2_000,
        onConnect: (session, callback) => {
          if (clients.admit(session)) return callback();
          callback(reply(421, "Too many connections from your address, try again later"));
        },
        onClose: (session) => clients.release(session),
        onMailFrom: (_address, session, callback) => {
          accepted.set(session, []);
          callback();
        },
        onRcptTo: (address, session, callback) => {
          const recipientsUnderLimit = resolveRecipients([address.address], config.mailDomain).pipe(
            Effect.flatMap((found) =>
              Effect.map(atIntakeLimit(found.map((recipient) => recipient.userId)), (full) => ({
                found,
                full,
              })),
            ),
          );
          run(recipientsUnderLimit).then(
            ({ found, full }) => {
              if (found.length === 0) {
                return callback(reply(550, `No such mailbox here: ${address.address}`));
              }
              if (found.every((recipient) => full.has(recipient.userId))) {
                return callback(
                  reply(
                    452,
                    `${address.address} has received ${intakePerHour} messages this hour; try again later`,
                  ),
                );
              }
              const list = accepted.get(session) ?? [];
              for (const recipient of found) {
                if (!list.some((known) => known.userId === recipient.userId)) list.push(recipient);
              }
              accepted.set(session, list);
              callback();
            },
            () => callback(reply(451, "Temporary failure, try again later")),
          );
        },
        onData: (stream, session, callback) => {
          readData(stream)
            .then(async (raw) => {
              if (raw === null) {
                return callback(reply(552, `Message exceeds the ${maxMessageBytes} byte limit`));
              }
              const recipients = accepted.get(session) ?? [];
              accepted.delete(session);
              if (recipients.length === 0) return callback(reply(550, "No such mailbox here"));
              const mailFrom = session.envelope.mailFrom;
              const ids = await run(
                acceptMessage(new Uint8Array(raw), recipients, mailFrom ? mailFrom.address : null),
              );
              callback(null, `Queued as ${ids.join(", ")}`);
            })
            .catch(() => callback(reply(451, "Temporary failure, try again later")));
        },
      });
      server.on("error", (error) => console.error(`Inbound SMTP error: ${error.message}`));
      const port = yield* Effect.acquireRelease(
        Effect.async<number, InboundSmtpError>((resume) => {
          const onError = (error: Error) =>
            resume(
              Effect.fail(
                new InboundSmtpError({
                  message: `Inbound SMTP could not listen on port ${config.smtpPort}: ${error.message}`,
                }),
              ),
            );
          server.server.once("error", onError);
          server.listen(config.smtpPort, config.host, () => {
            server.server.off("error", onError);
            const address = server.server.address();
            resume(
              Effect.succeed(
                typeof address === "object" && address !== null ? address.port : config.smtpPort,
              ),
            );
          });
        }),
        () =>
          Effect.async<void>((resume) => {
            server.close(() => resume(Effect.void));
          }),
      );
      yield* Console.log(
        `Inbound SMTP on port ${port} for @${config.mailDomain}${certificate === null ? "" : " (STARTTLS)"}`,
      );
      const shape: InboundSmtpShape = { port };
      return shape;
    }),
  );

/** Where the inbound SMTP server looks for its certificate, inside DATA_DIR. */
export const smtpCertificatePaths = (dataDir: string) => ({
  cert: path.join(dataDir, "tls", "cert.pem"),
  key: path.join(dataDir, "tls", "key.pem"),
});

/**
 * The certificate for STARTTLS, or null when none is configured (no
 * `tls/cert.pem` in DATA_DIR): then the server speaks plain SMTP, as behind
 * a relay that terminates TLS. A certificate without its key, or a file
 * that cannot be read, stops the start with a message naming the file.
 */
export const smtpCertificate = (dataDir: string) =>
  Effect.try({
    try: () => {
      const files = smtpCertificatePaths(dataDir);
      if (!fs.existsSync(files.cert)) return null;
      return { cert: fs.readFileSync(files.cert), key: fs.readFileSync(files.key) };
    },
    catch: (error) =>
      new InboundSmtpError({
        message: `Inbound SMTP certificate: ${error instanceof Error ? error.message : String(error)}`,
      }),
  });
