import fs from "node:fs";
import path from "node:path";
import { Console, Context, Data, Effect, Layer, Runtime } from "effect";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { ServerConfig } from "../../config";
import type { Database } from "../../db/Database";
import { acceptMessage, maxMessageBytes, type Recipient, resolveRecipients } from "./accept";

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

/**
 * The inbound SMTP server on SMTP_PORT for `<slug>@MAIL_DOMAIN`: no AUTH
 * (anyone may deliver, as to any MX), unknown recipients refused at RCPT
 * with 550, messages over 25 MB refused with 552 (SIZE is advertised and
 * the streamed bytes are counted too), and 250 only once the raw message is
 * committed. STARTTLS is offered when a certificate is configured: PEM
 * files `tls/cert.pem` and `tls/key.pem` in DATA_DIR (see `smtpCertificate`).
 */
export const inboundSmtpLayer = (
  config: Pick<ServerConfig, "smtpPort" | "host" | "mailDomain" | "dataDir">,
) =>
  Layer.scoped(
    InboundSmtp,
    Effect.gen(function* () {
      const certificate = yield* smtpCertificate(config.dataDir);
      const runtime = yield* Effect.runtime<Database>();
      // The recipients RCPT resolved, for DATA: one lookup per recipient.
      const accepted = new WeakMap<SMTPServerSession, Array<Recipient>>();
      const run = Runtime.runPromise(runtime);
      const server = new SMTPServer({
        name: config.mailDomain,
        banner: "Corkboard intake",
        authOptional: true,
        disabledCommands: certificate === null ? ["AUTH", "STARTTLS"] : ["AUTH"],
        secure: false,
        ...(certificate ?? {}),
        // An MX takes many senders at once, but not without bound.
        maxClients: 500,
        size: maxMessageBytes,
        rejectOversized: true,
        logger: false,
        // Shutdown waits this long for open sessions before cutting them.
        closeTimeout: 2_000,
        onMailFrom: (_address, session, callback) => {
          accepted.set(session, []);
          callback();
        },
        onRcptTo: (address, session, callback) => {
          run(resolveRecipients([address.address], config.mailDomain)).then(
            (found) => {
              if (found.length === 0) {
                return callback(reply(550, `No such mailbox here: ${address.address}`));
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
