import { Effect, Redacted } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Preferences } from "../../api/Preferences";
import { Database } from "../../server/db/Database";
import { Mailer, readOutbox } from "../../server/mail/Mailer";
import { sendDueSummaries } from "../../server/mail/summary/summaries";
import { engines } from "./support/databases";
import {
  getData,
  type ProductServer,
  request,
  seedEvent,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";
import { rows } from "./support/smtp";

const publicUrl = "https://corkboard.test";

describe.each(engines)("summary e-mails on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** One sweep of the scheduler at a simulated `now`, through the real outbox. */
  const sweepAt = (now: Date) =>
    Effect.runPromise(
      sendDueSummaries(now, publicUrl).pipe(
        Effect.provide(Mailer.outbox("Corkboard <no-reply@corkboard.test>")),
        Effect.provideService(Database, server.database),
      ),
    );

  const summariesTo = async (user: TestUser) =>
    Effect.runPromise(
      readOutbox({ to: user.email, kind: "summary" }).pipe(
        Effect.provideService(Database, server.database),
      ),
    );

  const subscribed = async (label: string, digest: "daily" | "weekly", timezone: string) => {
    const user = await signUpUser(server, label);
    const preferences = await getData<Preferences>(server, user, "/api/preferences");
    const put = await request(server, "PUT", "/api/preferences", {
      user,
      body: { ...preferences, timezone, digest },
    });
    expect(put.status).toBe(200);
    return user;
  };

  it("sends the daily summary from 6:00 in the family's zone, once a day, with the coming events and the senders waiting", async () => {
    const user = await subscribed("daily", "daily", "America/New_York");
    // 1 December 2026, 06:00 in New York is 11:00 UTC.
    await seedEvent(server, user, {
      title: "Dentist",
      startsAt: "2026-12-01T14:00:00.000Z",
      endsAt: "2026-12-01T15:00:00.000Z",
      status: "confirmed",
      location: "High Street",
    });
    await seedEvent(server, user, {
      title: "Swimming gala",
      startsAt: "2026-12-04T14:00:00.000Z",
      endsAt: "2026-12-04T15:00:00.000Z",
    });
    await seedEvent(server, user, {
      title: "Dismissed thing",
      startsAt: "2026-12-01T16:00:00.000Z",
      endsAt: "2026-12-01T17:00:00.000Z",
      status: "dismissed",
    });
    await rows(
      server.database,
      `insert into inbound_message (id, user_id, recipient, raw, size, state, sender, sender_name,
         subject)
       values ($1, $2, 'x@in.localhost', '\\x00'::bytea, 1, 'held', 'coach@club.test', 'Coach Sam',
         'Training moves')`,
      [crypto.randomUUID(), user.id],
    );

    // 05:59 in New York: not yet.
    await sweepAt(new Date("2026-12-01T10:59:00.000Z"));
    expect(await summariesTo(user)).toHaveLength(0);
    await sweepAt(new Date("2026-12-01T11:00:00.000Z"));
    const [summary] = await summariesTo(user);
    expect(summary?.subject).toBe("Your day on Corkboard");
    expect(summary?.text).toContain("Tue 1 Dec, 09:00: Dentist (High Street)");
    expect(summary?.text).not.toContain("Swimming gala");
    expect(summary?.text).not.toContain("Dismissed thing");
    expect(summary?.text).toContain("Waiting for your approval (1):");
    expect(summary?.text).toContain("Coach Sam: Training moves");
    expect(summary?.link).toMatch(/^https:\/\/corkboard\.test\/api\/summary\/unsubscribe\?token=/);
    expect(summary?.text).toContain(`Unsubscribe with one click: ${summary?.link}`);

    // Later that day, and two processes at once: still one.
    await Promise.all([
      sweepAt(new Date("2026-12-01T15:00:00.000Z")),
      sweepAt(new Date("2026-12-01T15:00:00.000Z")),
    ]);
    expect(await summariesTo(user)).toHaveLength(1);
    // The next morning, the next one.
    await sweepAt(new Date("2026-12-02T11:30:00.000Z"));
    expect(await summariesTo(user)).toHaveLength(2);
  });

  it("claims each period once in the database, whichever process asks", async () => {
    const users = await Promise.all([
      subscribed("race-a", "daily", "Europe/London"),
      subscribed("race-b", "daily", "Europe/London"),
    ]);
    const at = new Date("2026-12-03T07:00:00.000Z");
    const sent = await Promise.all([sweepAt(at), sweepAt(at), sweepAt(at)]);
    for (const user of users) expect(await summariesTo(user)).toHaveLength(1);
    // Every summary due went out once, whichever sweep sent it.
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2);
    const claims = await rows<{ count: number }>(
      server.database,
      "select count(*)::int as count from summary_sent where user_id = any($1::uuid[])",
      [users.map((user) => user.id)],
    );
    expect(claims[0]?.count).toBe(2);
  });

  // PostgreSQL only: PGlite admits one process at a time (its data folder is locked).
  if (engine === "postgres") {
    it("sends one summary a period when a second server's database pool sweeps at the same time", async () => {
      const user = await subscribed("two-servers", "daily", "Europe/London");
      const url = server.fresh.env.DATABASE_URL ?? "";
      const at = new Date("2026-12-08T07:00:00.000Z");
      // A second pool to the same database: what another server process would hold.
      const otherProcess = Effect.runPromise(
        sendDueSummaries(at, publicUrl).pipe(
          Effect.provide(Mailer.outbox("Corkboard <no-reply@corkboard.test>")),
          Effect.provide(Database.postgres(Redacted.make(url))),
          Effect.scoped,
        ),
      );
      await Promise.all([otherProcess, sweepAt(at), sweepAt(at)]);
      expect(await summariesTo(user)).toHaveLength(1);
    });
  }

  it("sends the weekly summary from Sunday 18:00, once that week", async () => {
    const user = await subscribed("weekly", "weekly", "Europe/London");
    await seedEvent(server, user, {
      title: "Parents' evening",
      startsAt: "2026-12-03T18:00:00.000Z",
      endsAt: "2026-12-03T19:00:00.000Z",
    });
    // Sunday 6 December 2026.
    await sweepAt(new Date("2026-12-06T17:59:00.000Z"));
    await sweepAt(new Date("2026-12-05T19:00:00.000Z"));
    expect(await summariesTo(user)).toHaveLength(0);
    await sweepAt(new Date("2026-11-29T18:00:00.000Z"));
    const [summary] = await summariesTo(user);
    expect(summary?.subject).toBe("Your week ahead on Corkboard");
    expect(summary?.text).toContain(
      "Parents' evening (Science Museum) [suggested, not confirmed yet]",
    );
    await sweepAt(new Date("2026-11-29T22:00:00.000Z"));
    await sweepAt(new Date("2026-11-30T18:00:00.000Z"));
    expect(await summariesTo(user)).toHaveLength(1);
  });

  it("stops with one click on the unsubscribe link; a forged link changes nothing", async () => {
    const user = await subscribed("leaver", "daily", "Europe/London");
    const other = await subscribed("stayer", "daily", "Europe/London");
    await sweepAt(new Date("2026-12-10T07:00:00.000Z"));
    const [summary] = await summariesTo(user);
    const link = new URL(summary?.link ?? "");
    const token = link.searchParams.get("token") ?? "";
    // The user's own id with someone else's signature is refused.
    const [, otherSignature] =
      new URL((await summariesTo(other))[0]?.link ?? "").searchParams.get("token")?.split(".") ??
      [];
    for (const forged of [`${user.id}.${otherSignature}`, `${user.id}.`, "nonsense"]) {
      const answer = await fetch(
        `${server.baseUrl}/api/summary/unsubscribe?token=${encodeURIComponent(forged)}`,
      );
      expect(answer.status).toBe(404);
    }
    expect((await getData<Preferences>(server, user, "/api/preferences")).digest).toBe("daily");

    const answer = await fetch(`${server.baseUrl}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("You will get no more summary e-mails");
    expect((await getData<Preferences>(server, user, "/api/preferences")).digest).toBe("off");
    await sweepAt(new Date("2026-12-11T07:00:00.000Z"));
    expect(await summariesTo(user)).toHaveLength(1);
    expect(await summariesTo(other)).toHaveLength(2);
    // The plain link (GET) works too.
    expect((await fetch(`${server.baseUrl}${link.pathname}?token=${token}`)).status).toBe(200);
  });
});
