import { createServer } from "node:http";
import net from "node:net";
import { HttpLayerRouter, HttpServer } from "@effect/platform";
import { NodeHttpServer } from "@effect/platform-node";
import { Context, Effect, Exit, Layer, Option, Redacted, Scope } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { migrate } from "../../server/db/migrate";
import {
  MailError,
  Mailer,
  mailerLayerFor,
  type OutgoingMail,
  readOutbox,
  type SentMail,
  senderAddressFor,
} from "../../server/mail/Mailer";
import { outboxRoutes } from "../../server/mail/outboxRoutes";
import {
  authMail,
  emailChangeMail,
  magicLinkMail,
  recoveryMail,
  signupConfirmationMail,
} from "../../server/mail/templates";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";
import { brokenDatabase } from "./support/testServer";

const from = "Corkboard <no-reply@corkboard.test>";

// Long enough that the SMTP body wraps it (quoted-printable soft breaks).
const recoveryLink =
  "http://localhost:8787/auth/v1/verify?token=0123456789abcdef0123456789abcdef&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A8787%2Fpassword-reset";

const fail = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.flip(effect);

/** The routes alone, served on a free port with the given database. */
function serveOutbox(enabled: boolean, database: Context.Context<Database>) {
  return HttpLayerRouter.serve(outboxRoutes(enabled), {
    disableListenLog: true,
    disableLogger: true,
  }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provide(Layer.succeedContext(database)),
  );
}

function baseUrlOf(context: Context.Context<HttpServer.HttpServer>): string {
  const address = Context.get(context, HttpServer.HttpServer).address;
  if (address._tag !== "TcpAddress") throw new Error("expected a TCP address");
  return `http://127.0.0.1:${address.port}`;
}

interface OutboxJson {
  readonly data: ReadonlyArray<{
    id: string;
    createdAt: string;
    from: string;
    to: string;
    subject: string;
    kind: string;
    link: string | null;
    text: string;
    html: string | null;
  }>;
}

describe.each(engines)("the outbox mailer on %s", (engine) => {
  let fresh: FreshDatabase;
  let scope: Scope.CloseableScope;
  let context: Context.Context<Database | Mailer>;
  let enabledUrl: string;
  let disabledUrl: string;

  const run = <A, E>(effect: Effect.Effect<A, E, Database | Mailer>) =>
    Effect.runPromise(Effect.provide(effect, context));
  const send = (message: OutgoingMail) => run(Effect.flatMap(Mailer, (m) => m.send(message)));

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    scope = await Effect.runPromise(Scope.make());
    const database = databaseLayerFor(fresh.config);
    context = await Effect.runPromise(
      Layer.buildWithScope(Layer.provideMerge(Mailer.outbox(from), database), scope),
    );
    await run(migrate());
    const enabled = await Effect.runPromise(
      Layer.buildWithScope(serveOutbox(true, context), scope),
    );
    const disabled = await Effect.runPromise(
      Layer.buildWithScope(serveOutbox(false, context), scope),
    );
    enabledUrl = baseUrlOf(enabled);
    disabledUrl = baseUrlOf(disabled);
  });

  afterAll(async () => {
    if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void));
    await fresh?.dispose();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the empty state before any mail is sent", async () => {
    const response = await fetch(`${enabledUrl}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("No mail sent yet.");
    const json = (await (await fetch(`${enabledUrl}/dev/outbox.json`)).json()) as OutboxJson;
    expect(json).toEqual({ data: [] });
  });

  it("stores a message in mail_outbox and prints its link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const sent = await send(
      authMail({ kind: "recovery", to: "ada@example.test", link: recoveryLink }),
    );
    expect(sent).toMatchObject({
      via: "outbox",
      from,
      to: "ada@example.test",
      subject: "Reset your Corkboard password",
      kind: "recovery",
      link: recoveryLink,
    });
    expect(log).toHaveBeenCalledWith(
      `Mail to ada@example.test: Reset your Corkboard password\n  ${recoveryLink}`,
    );
    const [stored] = await run(readOutbox({ to: "ada@example.test" }));
    expect(stored).toMatchObject({
      id: sent.id,
      from,
      to: "ada@example.test",
      subject: "Reset your Corkboard password",
      kind: "recovery",
      link: recoveryLink,
    });
    expect(stored?.text).toContain(recoveryLink);
    expect(stored?.html).toContain(`href="${recoveryLink.replaceAll("&", "&amp;")}"`);
    expect(stored?.createdAt.getTime()).toBe(sent.sentAt.getTime());
  });

  it("prints a message without a link on one line and keeps control characters out", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const sent = await send({
      to: "bob@example.test",
      subject: "Weekly summary\nMail to eve@example.test: forged",
      text: "Nothing new this week.",
      kind: "product",
    });
    expect(sent.link).toBeNull();
    expect(log).toHaveBeenCalledWith(
      "Mail to bob@example.test: Weekly summary Mail to eve@example.test: forged",
    );
  });

  it("refuses a recipient that is a list of addresses, and stores nothing", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const error = await run(
      fail(
        Effect.flatMap(Mailer, (m) =>
          m.send({
            to: "ada@example.test, eve@example.test",
            subject: "Hi",
            text: "Hi",
            kind: "product",
          }),
        ),
      ),
    );
    expect(error).toBeInstanceOf(MailError);
    expect(await run(readOutbox({ to: "ada@example.test, eve@example.test" }))).toEqual([]);
  });

  it("lists messages on /dev/outbox, escaped, with the link clickable", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await send({
      to: "carol@example.test",
      subject: '<script>alert("x")</script> & co',
      text: "Body with <b>markup</b>",
      html: "<p>ignored here</p>",
      kind: "magic_link",
      link: recoveryLink,
    });
    const response = await fetch(`${enabledUrl}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const page = await response.text();
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(page).toContain("<pre>Body with &lt;b&gt;markup&lt;/b&gt;</pre>");
    const escapedLink = recoveryLink.replaceAll("&", "&amp;");
    expect(page).toContain(`<a href="${escapedLink}">${escapedLink}</a>`);
    expect(page).toContain("carol@example.test");
    expect(page).toContain("magic_link");
    // Nothing the server's CSP (script-src and style-src 'self') would refuse.
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/dev/outbox.css">');
    // The newest message comes first.
    expect(page.indexOf("carol@example.test")).toBeLessThan(page.indexOf("ada@example.test"));

    const css = await fetch(`${enabledUrl}/dev/outbox.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
  });

  it("shows a link that is not a web link as text only", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await send({
      to: "mallory@example.test",
      subject: "Odd link",
      text: "x",
      kind: "product",
      link: "javascript:alert(1)",
    });
    const page = await (await fetch(`${enabledUrl}/dev/outbox?to=mallory@example.test`)).text();
    expect(page).toContain("javascript:alert(1)");
    expect(page).not.toContain('href="javascript:');
  });

  it("answers /dev/outbox.json newest first, filtered by ?to= and ?kind=", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const first = await send(
      authMail({ kind: "signup_confirmation", to: "dora@example.test", link: "http://x.test/1" }),
    );
    const second = await send(
      authMail({ kind: "recovery", to: "Dora@Example.test", link: "http://x.test/2" }),
    );
    await send(authMail({ kind: "recovery", to: "someone@example.test", link: "http://x.test/3" }));

    const response = await fetch(
      `${enabledUrl}/dev/outbox.json?to=${encodeURIComponent("dora@example.TEST")}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const json = (await response.json()) as OutboxJson;
    expect(json.data.map((mail) => mail.id)).toEqual([second.id, first.id]);
    expect(json.data[0]).toMatchObject({
      to: "Dora@Example.test",
      from,
      subject: "Reset your Corkboard password",
      kind: "recovery",
      link: "http://x.test/2",
    });
    expect(new Date(json.data[0]?.createdAt ?? "").getTime()).toBe(second.sentAt.getTime());
    expect(json.data[0]?.text).toContain("http://x.test/2");

    const recoveries = (await (
      await fetch(`${enabledUrl}/dev/outbox.json?to=dora@example.test&kind=recovery`)
    ).json()) as OutboxJson;
    expect(recoveries.data.map((mail) => mail.link)).toEqual(["http://x.test/2"]);

    const all = (await (await fetch(`${enabledUrl}/dev/outbox.json`)).json()) as OutboxJson;
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    expect(all.data[0]?.to).toBe("someone@example.test");

    const nobody = await fetch(`${enabledUrl}/dev/outbox?to=nobody@example.test`);
    expect(await nobody.text()).toContain("No mail sent to nobody@example.test yet.");
  });

  it("answers 404 on every outbox route when disabled", async () => {
    for (const path of ["/dev/outbox", "/dev/outbox.json", "/dev/outbox.css"]) {
      const response = await fetch(`${disabledUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("@example.test");
    }
  });

  it("sends through the outbox when SMTP_URL is unset", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const layer = mailerLayerFor({
      smtpUrl: Option.none(),
      mailDomain: "in.localhost",
      publicUrl: "http://localhost:8787",
    });
    const sent = await run(
      Effect.flatMap(Mailer, (m) =>
        m.send({ to: "erin@example.test", subject: "Hello", text: "Hi", kind: "product" }),
      ).pipe(Effect.provide(layer)),
    );
    expect(sent).toMatchObject({ via: "outbox", from: "Corkboard <no-reply@in.localhost>" });
    expect(await run(readOutbox({ to: "erin@example.test" }))).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------
// SMTP mode, against a small SMTP listener (smtp-server is not installed).

interface ReceivedMail {
  readonly mailFrom: string;
  readonly rcptTo: ReadonlyArray<string>;
  readonly auth: string | null;
  readonly raw: string;
}

interface FakeSmtp {
  readonly port: number;
  readonly received: ReadonlyArray<ReceivedMail>;
  readonly close: () => Promise<void>;
}

/**
 * Speaks enough SMTP for nodemailer: the greeting, EHLO/HELO (advertising
 * AUTH PLAIN), AUTH, MAIL FROM, RCPT TO, DATA up to the lone dot, RSET,
 * NOOP and QUIT. With `rejectAuth` every login is refused with 535.
 */
function startFakeSmtp(options: { rejectAuth?: boolean } = {}): Promise<FakeSmtp> {
  const received: Array<ReceivedMail> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffer = "";
    let inData = false;
    let dataLines: Array<string> = [];
    let mailFrom = "";
    let rcptTo: Array<string> = [];
    let auth: string | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake.test ESMTP ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end = buffer.indexOf("\r\n");
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push({ mailFrom, rcptTo, auth, raw: dataLines.join("\r\n") });
            reply("250 2.0.0 Ok: queued as FAKE1");
          } else {
            dataLines.push(line.startsWith("..") ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith("EHLO")) {
          socket.write("250-fake.test\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n");
        } else if (command.startsWith("HELO")) {
          reply("250 fake.test");
        } else if (command.startsWith("AUTH PLAIN")) {
          if (options.rejectAuth) {
            reply("535 5.7.8 Authentication credentials invalid");
          } else {
            auth = Buffer.from(line.slice("AUTH PLAIN ".length), "base64").toString("utf8");
            reply("235 2.7.0 Authentication successful");
          }
        } else if (command.startsWith("MAIL FROM:")) {
          mailFrom = line.slice("MAIL FROM:".length).replace(/^<|>.*$/g, "");
          rcptTo = [];
          reply("250 2.1.0 Ok");
        } else if (command.startsWith("RCPT TO:")) {
          rcptTo.push(line.slice("RCPT TO:".length).replace(/^<|>.*$/g, ""));
          reply("250 2.1.5 Ok");
        } else if (command === "DATA") {
          inData = true;
          dataLines = [];
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (command === "RSET" || command === "NOOP") {
          reply("250 Ok");
        } else if (command === "QUIT") {
          reply("221 2.0.0 Bye");
          socket.end();
        } else {
          reply("502 5.5.2 Command not recognised");
        }
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("no TCP address");
      resolve({
        port: address.port,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A port nothing listens on: taken, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("no TCP address");
      server.close(() => resolve(address.port));
    });
  });
}

/** The decoded bodies of every part of a raw message (quoted-printable, base64 or plain). */
function decodedParts(raw: string): ReadonlyArray<string> {
  const decodeQuotedPrintable = (text: string) => {
    const bytes: Array<number> = [];
    const unwrapped = text.replace(/=\r\n/g, "");
    for (let i = 0; i < unwrapped.length; i++) {
      const hex = unwrapped.slice(i + 1, i + 3);
      if (unwrapped[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(unwrapped[i] ?? "", "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  };
  return raw.split(/^--.*$/m).map((segment) => {
    const split = segment.indexOf("\r\n\r\n");
    if (split === -1) return segment;
    const headers = segment.slice(0, split).toLowerCase();
    const body = segment.slice(split + 4);
    if (headers.includes("content-transfer-encoding: quoted-printable")) {
      return decodeQuotedPrintable(body);
    }
    if (headers.includes("content-transfer-encoding: base64")) {
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    }
    return body;
  });
}

const smtpSend = (url: string, message: OutgoingMail) =>
  Effect.flatMap(Mailer, (m) => m.send(message)).pipe(
    Effect.provide(Mailer.smtp(Redacted.make(url), from)),
  );

describe("the SMTP mailer", () => {
  const password = "hunter2-very-secret";
  let smtp: FakeSmtp | undefined;

  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it("delivers the message with its subject and link, logged in with the URL's user", async () => {
    smtp = await startFakeSmtp();
    const sent = await Effect.runPromise(
      smtpSend(
        `smtp://corkboard:${password}@127.0.0.1:${smtp.port}`,
        authMail({ kind: "recovery", to: "ada@example.test", link: recoveryLink }),
      ),
    );
    expect(sent).toMatchObject({ via: "smtp", to: "ada@example.test", kind: "recovery" });
    expect(sent.id).toMatch(/@/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.mailFrom).toBe("no-reply@corkboard.test");
    expect(mail?.rcptTo).toEqual(["ada@example.test"]);
    expect(mail?.auth).toBe(`\0corkboard\0${password}`);
    expect(mail?.raw).toMatch(/^Subject: Reset your Corkboard password$/m);
    expect(mail?.raw).toMatch(/^From: Corkboard <no-reply@corkboard\.test>$/m);
    const parts = decodedParts(mail?.raw ?? "");
    expect(parts.some((part) => part.includes(recoveryLink))).toBe(true);
    expect(
      parts.some((part) => part.includes(`href="${recoveryLink.replaceAll("&", "&amp;")}"`)),
    ).toBe(true);
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    smtp = await startFakeSmtp();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const layer = mailerLayerFor({
      smtpUrl: Option.some(Redacted.make(`smtp://127.0.0.1:${smtp.port}`)),
      mailDomain: "mail.corkboard.test",
      publicUrl: "https://corkboard.test",
    });
    const sent = await Effect.runPromise(
      Effect.flatMap(
        Mailer,
        (m) => m.send({ to: "bob@example.test", subject: "Plain", text: "Hello", kind: "product" }),
        // SMTP mode never touches the database.
      ).pipe(Effect.provide(layer), Effect.provide(brokenDatabase("not used in SMTP mode"))),
    );
    expect(sent.via).toBe("smtp");
    expect(sent.from).toBe("Corkboard <no-reply@mail.corkboard.test>");
    expect(smtp.received[0]?.auth).toBeNull();
    expect(smtp.received[0]?.raw).toMatch(/^Subject: Plain$/m);
    // SMTP mode only sends: nothing goes to the console.
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("fails with a MailError naming the server, without the password, when the connection is refused", async () => {
    const port = await closedPort();
    const error = await Effect.runPromise(
      fail(
        smtpSend(
          `smtp://corkboard:${password}@127.0.0.1:${port}`,
          authMail({ kind: "recovery", to: "ada@example.test", link: recoveryLink }),
        ),
      ),
    );
    expect(error).toBeInstanceOf(MailError);
    expect(error._tag).toBe("MailError");
    expect(error.message).toContain(`127.0.0.1:${port}`);
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.message).not.toContain(password);
    expect(JSON.stringify(error)).not.toContain(password);
  });

  it("fails with the SMTP reason, without the password, when the login is refused", async () => {
    smtp = await startFakeSmtp({ rejectAuth: true });
    const error = await Effect.runPromise(
      fail(
        smtpSend(`smtp://corkboard:${encodeURIComponent(`${password}/+`)}@127.0.0.1:${smtp.port}`, {
          to: "ada@example.test",
          subject: "Hi",
          text: "Hi",
          kind: "product",
        }),
      ),
    );
    expect(error).toBeInstanceOf(MailError);
    expect(error.code).toBe("EAUTH");
    expect(error.message).toContain("535");
    expect(error.message).not.toContain(password);
    expect(smtp.received).toHaveLength(0);
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://, without echoing it", async () => {
    const error = await Effect.runPromise(
      fail(
        smtpSend(`https://corkboard:${password}@mail.example.test`, {
          to: "ada@example.test",
          subject: "Hi",
          text: "Hi",
          kind: "product",
        }),
      ),
    );
    expect(error).toBeInstanceOf(MailError);
    expect(error.code).toBe("ECONFIG");
    expect(error.message).not.toContain(password);
  });
});

describe("the sender address", () => {
  it.each([
    ["in.localhost", "http://localhost:8787", "Corkboard <no-reply@in.localhost>"],
    ["in.localhost", "https://corkboard.app", "Corkboard <no-reply@corkboard.app>"],
    ["in.corkboard.app", "https://corkboard.app", "Corkboard <no-reply@in.corkboard.app>"],
    ["in.localhost", "http://192.168.1.20:8787", "Corkboard <no-reply@in.localhost>"],
  ])("MAIL_DOMAIN %s with PUBLIC_URL %s sends from %s", (mailDomain, publicUrl, expected) => {
    expect(senderAddressFor({ mailDomain, publicUrl })).toBe(expected);
  });
});

describe("the in-memory mailer for tests", () => {
  it("collects what is sent", async () => {
    const sent: Array<SentMail> = [];
    await Effect.runPromise(
      Effect.flatMap(Mailer, (m) =>
        m.send(authMail({ kind: "magic_link", to: "ada@example.test", link: "http://x.test/m" })),
      ).pipe(Effect.provide(Mailer.memory(sent))),
    );
    expect(sent.map((mail) => [mail.kind, mail.link])).toEqual([["magic_link", "http://x.test/m"]]);
  });
});

describe("the auth e-mail templates", () => {
  const link = 'http://localhost:8787/auth/v1/verify?token=t&type=signup&x="><script>';
  const all = [
    ["confirm sign-up", signupConfirmationMail({ link }), "Confirm your Corkboard account"],
    ["recovery", recoveryMail({ link }), "Reset your Corkboard password"],
    [
      "e-mail change",
      emailChangeMail({ link, newEmail: "new<b>@example.test" }),
      "Confirm your new Corkboard e-mail address",
    ],
    ["magic link", magicLinkMail({ link }), "Your Corkboard sign-in link"],
  ] as const;

  it.each(all)(
    "%s has its subject, the link in both bodies, escaped HTML and no exclamation marks",
    (_name, mail, subject) => {
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(
        'href="http://localhost:8787/auth/v1/verify?token=t&amp;type=signup&amp;x=&quot;&gt;&lt;script&gt;"',
      );
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>");
      expect(`${mail.subject} ${mail.text}`).not.toContain("!");
    },
  );

  it("adds the code and how long the link works when given", () => {
    const mail = recoveryMail({ link: "http://x.test/r", code: "123456", validForMinutes: 60 });
    expect(mail.text).toContain("123456");
    expect(mail.text).toContain("The link and the code work for an hour.");
    expect(mail.html).toContain("<strong>123456</strong>");
  });
});
