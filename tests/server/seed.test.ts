import { Effect, ManagedRuntime, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FamilyMemberInput } from "../../api/FamilyMember";
import { Preferences } from "../../api/Preferences";
import { Database } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { migrate } from "../../server/db/migrate";
import { dayFromToday } from "../../server/seed/data";
import { type Account, findOrCreateAccount, seedAccount } from "../../server/seed/seed";
import { zonedInstant } from "../../server/seed/time";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";

describe("the seed's calendar arithmetic", () => {
  it("turns local wall-clock times into instants across daylight saving", () => {
    const date = (text: string) => {
      const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
      return { year, month, day };
    };
    expect(zonedInstant(date("2026-07-01"), "09:00", "Europe/London").toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(zonedInstant(date("2026-01-15"), "09:00", "Europe/London").toISOString()).toBe(
      "2026-01-15T09:00:00.000Z",
    );
    // New York changes to daylight time at 02:00 on 8 March 2026.
    expect(zonedInstant(date("2026-03-08"), "12:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T16:00:00.000Z",
    );
    expect(zonedInstant(date("2026-03-07"), "12:00", "America/New_York").toISOString()).toBe(
      "2026-03-07T17:00:00.000Z",
    );
    expect(zonedInstant(date("2026-06-01"), "00:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-05-31T18:30:00.000Z",
    );
  });
});

const productTables = ["family_member", "preferences", "email", "calendar_event"] as const;

interface Counts {
  readonly family_member: number;
  readonly preferences: number;
  readonly email: number;
  readonly calendar_event: number;
  readonly calendar_event_member: number;
}

describe.each(engines)("the development seed on %s", (engine) => {
  let fresh: FreshDatabase;
  let runtime: ManagedRuntime.ManagedRuntime<Database, unknown>;
  let alex: Account;
  let other: Account;
  const run = <A, E>(effect: Effect.Effect<A, E, Database>) => runtime.runPromise(effect);
  const query = <Row>(text: string, params: ReadonlyArray<unknown> = []) =>
    run(Effect.flatMap(Database, (db) => db.query<Row>(text, params)));

  const countsOf = async (userId: string): Promise<Counts> => {
    const counts: Record<string, number> = {};
    for (const table of productTables) {
      const [row] = await query<{ n: number }>(
        `select count(*)::int as n from ${table} where user_id = $1`,
        [userId],
      );
      counts[table] = row?.n ?? -1;
    }
    const [links] = await query<{ n: number }>(
      `select count(*)::int as n from calendar_event_member m
       join calendar_event e on e.id = m.event_id where e.user_id = $1`,
      [userId],
    );
    return {
      ...(counts as Omit<Counts, "calendar_event_member">),
      calendar_event_member: links?.n ?? -1,
    };
  };

  /** Every product row of a user, as JSON, to compare before and after. */
  const snapshotOf = (userId: string) =>
    Promise.all([
      query("select * from family_member where user_id = $1 order by id", [userId]),
      query("select * from preferences where user_id = $1", [userId]),
      query("select * from email where user_id = $1 order by id", [userId]),
      query("select * from calendar_event where user_id = $1 order by id", [userId]),
      query(
        `select m.* from calendar_event_member m join calendar_event e on e.id = m.event_id
         where e.user_id = $1 order by m.event_id, m.family_member_id`,
        [userId],
      ),
    ]).then((rows) => JSON.stringify(rows));

  const seedFor = (account: Account, timezone: string) =>
    run(
      seedAccount(account.id, {
        ownerEmail: account.email,
        forwardingAddress: `family.${account.id.slice(0, 6)}@in.localhost`,
        timezone,
      }),
    );

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    runtime = ManagedRuntime.make(databaseLayerFor(fresh.config));
    await run(migrate());
    const signUpUrl = "http://localhost:8787/signup";
    alex = await run(
      findOrCreateAccount("Alex@Family.test", {
        create: true,
        password: "Seed-pass-2026",
        signUpUrl,
      }),
    );
    other = await run(
      findOrCreateAccount("other@family.test", {
        create: true,
        password: "Seed-pass-2026",
        signUpUrl,
      }),
    );
  });

  afterAll(async () => {
    await runtime?.dispose();
    await fresh?.dispose();
  });

  it("creates a missing account once, finds it after, and refuses without create", async () => {
    expect(alex.email).toBe("alex@family.test");
    expect(alex.password).toBe("Seed-pass-2026");
    const [user] = await query<{ email: string; email_confirmed_at: Date | null }>(
      "select email, email_confirmed_at from auth_user where id = $1",
      [alex.id],
    );
    expect(user?.email).toBe("alex@family.test");
    expect(user?.email_confirmed_at).not.toBeNull();

    const again = await run(
      findOrCreateAccount("alex@family.test", { create: true, signUpUrl: "http://x/signup" }),
    );
    expect(again).toEqual({ id: alex.id, email: "alex@family.test", password: null });

    const missing = await run(
      Effect.flip(
        findOrCreateAccount("nobody@family.test", {
          create: false,
          signUpUrl: "http://localhost:8787/signup",
        }),
      ),
    );
    expect(missing.message).toBe(
      "No account for nobody@family.test: sign up first at http://localhost:8787/signup",
    );
    const [nobody] = await query<{ n: number }>(
      "select count(*)::int as n from auth_user where email = 'nobody@family.test'",
    );
    expect(nobody?.n).toBe(0);
  });

  it("fills the account with a family, preferences, e-mails and events, all its own", async () => {
    await seedFor(other, "America/New_York");
    const otherBefore = await snapshotOf(other.id);

    const result = await seedFor(alex, "Europe/London");
    expect(result.replaced).toEqual({ familyMembers: 0, emails: 0, events: 0 });
    expect(result.seeded.familyMembers).toBe(4);
    expect(result.seeded.emails).toBeGreaterThanOrEqual(10);
    expect(result.seeded.events).toBeGreaterThanOrEqual(18);
    const counts = await countsOf(alex.id);
    expect(counts).toEqual({
      family_member: result.seeded.familyMembers,
      preferences: 1,
      email: result.seeded.emails,
      calendar_event: result.seeded.events,
      calendar_event_member: result.seeded.eventMembers,
    });

    // Ownership: every link joins an event and a member of the same user,
    // and every source e-mail is the user's own.
    const crossed = await query(
      `select 1 from calendar_event_member m
       join calendar_event e on e.id = m.event_id
       join family_member f on f.id = m.family_member_id
       where e.user_id <> f.user_id`,
    );
    expect(crossed).toEqual([]);
    const foreignSources = await query(
      `select 1 from calendar_event e join email m on m.id = e.source_email_id
       where e.user_id <> m.user_id`,
    );
    expect(foreignSources).toEqual([]);

    // The other user's rows are exactly as they were.
    expect(await snapshotOf(other.id)).toBe(otherBefore);
    expect((await countsOf(other.id)).calendar_event).toBe(result.seeded.events);
  });

  it("seeds what a family's dashboard shows: statuses, kinds of event, colours, dates", async () => {
    const members = await query<{
      name: string;
      relationship: "self" | "partner" | "child" | "other";
      email: string | null;
      color: string;
      birth: string | null;
    }>("select *, birth_date::text as birth from family_member where user_id = $1", [alex.id]);
    expect(members.map((member) => member.relationship).sort()).toEqual([
      "child",
      "child",
      "partner",
      "self",
    ]);
    expect(new Set(members.map((member) => member.color.toLowerCase())).size).toBe(4);
    expect(members.find((member) => member.relationship === "self")?.email).toBe(alex.email);
    // The contract's input schema accepts every seeded member as it is.
    const memberInput = FamilyMemberInput as unknown as Schema.Schema<unknown, unknown>;
    for (const member of members) {
      Schema.decodeUnknownSync(memberInput)({
        Name: member.name,
        Relationship: member.relationship,
        Email: member.email,
        Color: member.color,
        BirthDate: member.birth,
      });
    }

    const [preferences] = await query<{
      timezone: string;
      week_starts_on: string;
      trusted_senders: unknown;
      auto_confirm_events: boolean;
      digest: string;
      reminder_minutes: number | null;
    }>("select * from preferences where user_id = $1", [alex.id]);
    const decoded = Schema.decodeUnknownSync(Preferences)({
      timezone: preferences?.timezone,
      weekStartsOn: preferences?.week_starts_on,
      trustedSenders: preferences?.trusted_senders,
      autoConfirmEvents: preferences?.auto_confirm_events,
      digest: preferences?.digest,
      reminderMinutes: preferences?.reminder_minutes,
    });
    expect(decoded.timezone).toBe("Europe/London");
    expect(decoded.trustedSenders).toContain("office@maplewood-primary.example");

    const emails = await query<{
      status: string;
      status_reason: string | null;
      html_body: string | null;
      attachments: unknown;
      received_at: Date;
    }>("select * from email where user_id = $1", [alex.id]);
    const statuses = new Set(emails.map((email) => email.status));
    expect([...statuses].sort()).toEqual(["failed", "ignored", "processed", "received"]);
    for (const email of emails) {
      expect(Array.isArray(email.attachments)).toBe(true);
      expect(new Date(email.received_at).getTime()).toBeLessThanOrEqual(Date.now());
      if (email.status === "ignored" || email.status === "failed")
        expect(email.status_reason).toMatch(/\w/);
    }
    expect(emails.some((email) => email.html_body?.includes("<p>"))).toBe(true);

    const events = await query<{
      starts_at: Date;
      ends_at: Date;
      all_day: boolean;
      status: string;
      timezone: string;
      source_email_id: string | null;
      members: number;
    }>(
      `select e.*, (select count(*)::int from calendar_event_member m where m.event_id = e.id) as members
       from calendar_event e where user_id = $1`,
      [alex.id],
    );
    expect(new Set(events.map((event) => event.status))).toEqual(
      new Set(["suggested", "confirmed", "dismissed"]),
    );
    const day = 24 * 3600 * 1000;
    const span = (event: (typeof events)[number]) =>
      new Date(event.ends_at).getTime() - new Date(event.starts_at).getTime();
    expect(events.some((event) => event.all_day)).toBe(true);
    expect(events.some((event) => !event.all_day)).toBe(true);
    expect(events.some((event) => event.all_day && span(event) > 1.5 * day)).toBe(true);
    expect(events.some((event) => !event.all_day && span(event) > day)).toBe(true);
    const earliest = Date.parse(`${dayFromToday("Europe/London", new Date(), -15)}T00:00:00Z`);
    const latest = Date.parse(`${dayFromToday("Europe/London", new Date(), 44)}T00:00:00Z`);
    for (const event of events) {
      expect(event.timezone).toBe("Europe/London");
      expect(event.source_email_id).not.toBeNull();
      expect(event.members).toBeGreaterThan(0);
      expect(span(event)).toBeGreaterThanOrEqual(0);
      expect(new Date(event.starts_at).getTime()).toBeGreaterThan(earliest);
      expect(new Date(event.ends_at).getTime()).toBeLessThan(latest);
    }
    expect(events.some((event) => new Date(event.ends_at).getTime() < Date.now())).toBe(true);
    expect(events.some((event) => new Date(event.starts_at).getTime() > Date.now())).toBe(true);
  });

  it("replaces its earlier data when run again, leaving the same counts", async () => {
    const before = await countsOf(alex.id);
    const firstIds = await query<{ id: string }>(
      "select id from calendar_event where user_id = $1",
      [alex.id],
    );
    const otherBefore = await snapshotOf(other.id);

    const result = await seedFor(alex, "Europe/London");
    expect(result.replaced).toEqual({
      familyMembers: before.family_member,
      emails: before.email,
      events: before.calendar_event,
    });
    expect(await countsOf(alex.id)).toEqual(before);
    const secondIds = await query<{ id: string }>(
      "select id from calendar_event where user_id = $1",
      [alex.id],
    );
    expect(secondIds.filter((row) => firstIds.some((first) => first.id === row.id))).toEqual([]);
    expect(await snapshotOf(other.id)).toBe(otherBefore);
  });

  it("adds routine events on request, for load tests", async () => {
    const result = await run(
      seedAccount(other.id, {
        ownerEmail: other.email,
        forwardingAddress: "other@in.localhost",
        timezone: "UTC",
        totalEvents: 200,
      }),
    );
    expect(result.seeded.events).toBe(200);
    expect((await countsOf(other.id)).calendar_event).toBe(200);
  });
});
