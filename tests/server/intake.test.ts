import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { EmailSummary } from "../../api/Email";
import type { ForwardingAddress, SenderDecided, SenderReview } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import { errorOf, getData, request, signUpUser, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  gmailForward,
  type IntakeServer,
  intakeFamily,
  mailDomain,
  refusal,
  rows,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";

const gala = (to: string, extra: { messageId?: string } = {}) =>
  composeMail({
    from: school,
    fromName: "Highfield School",
    to,
    subject: "Swimming gala",
    text: "Dear parents,\r\n\r\nThe Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.\r\n\r\nKind regards",
    ...extra,
  });

describe.each(engines)("the e-mail intake on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <A>(user: TestUser, path: string) => getData<A>(server, user, path);
  const emailsOf = (user: TestUser) => get<ReadonlyArray<EmailSummary>>(user, "/api/email");
  const eventsOf = (user: TestUser) => get<ReadonlyArray<CalendarEvent>>(user, "/api/event");

  /** A new user who trusts the school, and their forwarding address. */
  const family = (trusted: ReadonlyArray<string> = [school], label = "intake") =>
    intakeFamily(server, label, trusted);

  /** Waits until the user's e-mail `id` has left "received". */
  const settled = (user: TestUser, id: string) =>
    eventually(
      () => emailsOf(user),
      (list) => list.some((email) => email.id === id && email.status !== "received"),
    ).then((list) => list.find((email) => email.id === id) as EmailSummary);

  const queuedIds = (response: string) =>
    /Queued as ([0-9a-f-, ]+)/.exec(response)?.[1]?.split(", ") ?? [];

  describe("forwarding addresses", () => {
    it("hands out one unguessable address, the same on every read, and rotates it", async () => {
      const user = await signUpUser(server, "address");
      const first = await get<ForwardingAddress>(user, "/api/forwarding-address");
      expect(first.address).toMatch(
        new RegExp(`^[a-z2-7]{16}@${mailDomain.replaceAll(".", "\\.")}$`),
      );
      expect((await get<ForwardingAddress>(user, "/api/forwarding-address")).address).toBe(
        first.address,
      );
      const rotated = await request(server, "POST", "/api/forwarding-address/rotate", { user });
      expect(rotated.status).toBe(200);
      const next = (rotated.json as { data: ForwardingAddress }).data.address;
      expect(next).not.toBe(first.address);
      expect((await get<ForwardingAddress>(user, "/api/forwarding-address")).address).toBe(next);

      // The old address refuses mail at RCPT at once; the new one takes it.
      const refused = await refusal(server.smtpPort, {
        to: first.address,
        raw: gala(first.address),
      });
      expect(refused.responseCode).toBe(550);
      expect(refused.command).toBe("RCPT TO");
      const accepted = await deliver(server.smtpPort, { to: next, raw: gala(next) });
      expect(accepted.response).toMatch(/^250 /);
    });

    it("needs a signed-in user", async () => {
      const answer = await request(server, "GET", "/api/forwarding-address");
      expect(answer.status).toBe(401);
    });
  });

  describe("inbound SMTP", () => {
    it("answers 250 once the message is stored, then shows the e-mail and its event", async () => {
      const { user, address } = await family();
      const sent = await deliver(server.smtpPort, { to: address, raw: gala(address) });
      expect(sent.response).toMatch(/^250 /);
      const [id] = queuedIds(sent.response);
      expect(id).toBeDefined();
      // Committed before the 250: the raw message is in the queue table.
      const stored = await rows<{ size: number; user_id: string }>(
        server.database,
        "select size, user_id::text as user_id from inbound_message where id = $1",
        [id],
      );
      expect(stored).toEqual([{ size: expect.any(Number), user_id: user.id }]);
      expect(stored[0]?.size).toBeGreaterThan(100);

      const email = await settled(user, id as string);
      expect(email).toMatchObject({
        from: school,
        to: address,
        subject: "Swimming gala",
        status: "processed",
        statusReason: "1 event found",
      });
      expect(email.eventIds).toHaveLength(1);
      const events = await eventsOf(user);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        id: email.eventIds[0],
        startsAt: "2026-03-14T09:00:00.000Z",
        location: "Highfield Pool",
        status: "suggested",
        sourceEmailId: id,
      });
      expect(events[0]?.title.toLowerCase()).toContain("swimming gala");
      const history = await get<ReadonlyArray<EventRevision>>(
        user,
        `/api/event/${events[0]?.id}/history`,
      );
      expect(history.map((step) => [step.change, step.emailId])).toEqual([["created", id]]);
    });

    it("advertises SIZE 25 MB, and neither AUTH nor STARTTLS (no certificate is configured)", async () => {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(server.smtpPort, "127.0.0.1");
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString("utf8");
          if (text.startsWith("220") && !text.includes("EHLO-SENT")) {
            text += "EHLO-SENT\n";
            socket.write("EHLO client.example\r\n");
          } else if (/^250 /m.test(text)) {
            socket.end("QUIT\r\n");
            resolve(text);
          }
        });
        socket.on("error", reject);
      });
      expect(reply).toMatch(/^250[- ]SIZE 26214400$/m);
      expect(reply).not.toMatch(/STARTTLS|AUTH/);
    });

    it("refuses an unknown recipient at RCPT with 550 and stores nothing", async () => {
      const before = await rows<{ n: number }>(
        server.database,
        "select count(*)::int as n from inbound_message",
      );
      for (const to of [
        `aaaaaaaaaaaaaaaa@${mailDomain}`,
        "someone@example.org",
        `postmaster@${mailDomain}`,
      ]) {
        const refused = await refusal(server.smtpPort, { to, raw: gala(to) });
        expect(refused.responseCode).toBe(550);
        expect(refused.command).toBe("RCPT TO");
      }
      const after = await rows<{ n: number }>(
        server.database,
        "select count(*)::int as n from inbound_message",
      );
      expect(after).toEqual(before);
    });

    it("refuses a message over 25 MB with 552 and stores nothing", async () => {
      const { user, address } = await family();
      const filler = `${"x".repeat(998)}\r\n`.repeat(Math.ceil((26 * 1024 * 1024) / 1000));
      const raw = composeMail({ from: school, to: address, subject: "Too big", text: filler });
      const refused = await refusal(server.smtpPort, { to: address, raw });
      expect(refused.responseCode).toBe(552);
      const stored = await rows(
        server.database,
        "select id from inbound_message where user_id = $1",
        [user.id],
      );
      expect(stored).toHaveLength(0);
    });

    it("stores one message per recipient user", async () => {
      const one = await family();
      const two = await family();
      const sent = await deliver(server.smtpPort, {
        to: [one.address, two.address],
        raw: gala(`${one.address}, ${two.address}`),
      });
      const ids = queuedIds(sent.response);
      expect(ids).toHaveLength(2);
      for (const { user } of [one, two]) {
        await eventually(
          () => eventsOf(user),
          (events) => events.length === 1,
        );
      }
    });
  });

  describe("trusted senders", () => {
    it("holds mail from a new sender for review; approving processes it and trusts the sender", async () => {
      const { user, address } = await family([]);
      const sent = await deliver(server.smtpPort, { to: address, raw: gala(address) });
      const [id] = queuedIds(sent.response);
      const email = await settled(user, id as string);
      expect(email).toMatchObject({
        status: "review",
        statusReason: "New sender: approve or block",
      });
      expect(await eventsOf(user)).toHaveLength(0);
      const review = await get<ReadonlyArray<SenderReview>>(user, "/api/sender-review");
      expect(review).toEqual([
        {
          sender: school,
          name: "Highfield School",
          firstSeenAt: expect.any(String),
          emailIds: [id],
          latestSubject: "Swimming gala",
        },
      ]);

      const decided = await request(server, "POST", "/api/sender-review", {
        user,
        body: { sender: "  Office@Highfield.sch.uk ", decision: "approve" },
      });
      expect(decided.status).toBe(200);
      expect((decided.json as { data: SenderDecided }).data).toEqual({
        sender: school,
        decision: "approve",
        emailIds: [id],
      });
      const processed = await eventually(
        () => emailsOf(user),
        (list) => list[0]?.status === "processed",
      );
      expect(processed[0]?.eventIds).toHaveLength(1);
      expect(await get<ReadonlyArray<SenderReview>>(user, "/api/sender-review")).toEqual([]);
      const preferences = await get<Preferences>(user, "/api/preferences");
      expect(preferences.trustedSenders).toEqual([school]);

      // Approved once, the sender's next message is processed straight away.
      const again = await deliver(server.smtpPort, {
        to: address,
        raw: composeMail({
          from: school,
          to: address,
          subject: "Sports day",
          text: "Sports day is on Friday 20 March 2026 at 1pm on the school field.",
        }),
      });
      const next = await settled(user, queuedIds(again.response)[0] as string);
      expect(next.status).toBe("processed");
    });

    it("blocking ignores the waiting mail and later mail from that sender", async () => {
      const { user, address } = await family([]);
      const spam = "offers@shop.example";
      const mail = (subject: string) =>
        composeMail({
          from: spam,
          to: address,
          subject,
          text: "Big sale on Saturday 14 March 2026 at 10am!",
        });
      const first = queuedIds(
        (await deliver(server.smtpPort, { to: address, raw: mail("Sale") })).response,
      )[0];
      await settled(user, first as string);
      const blocked = await request(server, "POST", "/api/sender-review", {
        user,
        body: { sender: spam, decision: "block" },
      });
      expect(blocked.status).toBe(200);
      expect((blocked.json as { data: SenderDecided }).data.emailIds).toEqual([first]);
      const later = queuedIds(
        (await deliver(server.smtpPort, { to: address, raw: mail("Sale 2") })).response,
      )[0];
      const ignored = await settled(user, later as string);
      expect(ignored).toMatchObject({ status: "ignored", statusReason: "Blocked sender" });
      const list = await emailsOf(user);
      expect(list.find((email) => email.id === first)).toMatchObject({
        status: "ignored",
        statusReason: "Blocked sender",
      });
      expect(await eventsOf(user)).toHaveLength(0);
      expect(await get<ReadonlyArray<SenderReview>>(user, "/api/sender-review")).toEqual([]);
    });

    it("answers 404 for a sender with nothing waiting and 400 naming a bad field", async () => {
      const { user } = await family([]);
      const none = await request(server, "POST", "/api/sender-review", {
        user,
        body: { sender: "nobody@example.org", decision: "approve" },
      });
      expect(none.status).toBe(404);
      const bad = await request(server, "POST", "/api/sender-review", {
        user,
        body: { sender: "not an address", decision: "approve" },
      });
      expect(bad.status).toBe(400);
      expect(errorOf(bad)?.message).toMatch(/sender|e-mail address/i);
      const badDecision = await request(server, "POST", "/api/sender-review", {
        user,
        body: { sender: school, decision: "maybe" },
      });
      expect(badDecision.status).toBe(400);
      expect(errorOf(badDecision)?.message).toMatch(/decision/);
      const preferences = await get<Preferences>(user, "/api/preferences");
      expect(preferences.trustedSenders).toEqual([]);
    });

    it("counts the original sender of a forward, not the forwarder", async () => {
      const { user, address } = await family();
      const raw = gmailForward({
        forwarder: "parent@gmail.com",
        to: address,
        original: {
          from: school,
          fromName: "Highfield School",
          to: "parent@gmail.com",
          subject: "Swimming gala",
          text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
        },
      });
      const sent = await deliver(server.smtpPort, { to: address, from: "parent@gmail.com", raw });
      const email = await settled(user, queuedIds(sent.response)[0] as string);
      expect(email).toMatchObject({ from: school, status: "processed" });
      expect(await eventsOf(user)).toHaveLength(1);

      // And a trusted forwarder does not make an unknown original sender trusted.
      const other = await family(["parent@gmail.com"]);
      const forwarded = gmailForward({
        forwarder: "parent@gmail.com",
        to: other.address,
        original: {
          from: "club@unknown.example",
          to: "parent@gmail.com",
          subject: "Training",
          text: "Training on Saturday 14 March 2026 at 9am.",
        },
      });
      const held = await deliver(server.smtpPort, { to: other.address, raw: forwarded });
      const waiting = await settled(other.user, queuedIds(held.response)[0] as string);
      expect(waiting).toMatchObject({ from: "club@unknown.example", status: "review" });
    });

    it("does not show another user's review list or event history", async () => {
      const owner = await family([]);
      const stranger = await signUpUser(server, "stranger");
      const sent = await deliver(server.smtpPort, { to: owner.address, raw: gala(owner.address) });
      await settled(owner.user, queuedIds(sent.response)[0] as string);
      expect(await get<ReadonlyArray<SenderReview>>(stranger, "/api/sender-review")).toEqual([]);
      const decide = await request(server, "POST", "/api/sender-review", {
        user: stranger,
        body: { sender: school, decision: "approve" },
      });
      expect(decide.status).toBe(404);
      expect(await get<ReadonlyArray<SenderReview>>(owner.user, "/api/sender-review")).toHaveLength(
        1,
      );

      const trusted = await family();
      const galaMail = await deliver(server.smtpPort, {
        to: trusted.address,
        raw: gala(trusted.address),
      });
      await settled(trusted.user, queuedIds(galaMail.response)[0] as string);
      const [event] = await eventsOf(trusted.user);
      const history = await request(server, "GET", `/api/event/${event?.id}/history`, {
        user: stranger,
      });
      expect(history.status).toBe(404);
    });
  });
});
