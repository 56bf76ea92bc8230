import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyMember } from "../../api/FamilyMember";
import { defaultPreferences, type Preferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import {
  type ApiClient,
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  seedEmail,
  seedEvent,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

const someId = "0b0e7b3c-4a4e-4f0e-9a53-2f1c8d6a9e10";

/** Every authenticated endpoint, with a body it would accept. */
const authenticatedEndpoints: ReadonlyArray<readonly [string, string, unknown]> = [
  ["GET", "/api/preferences", undefined],
  ["PUT", "/api/preferences", defaultPreferences()],
  ["GET", "/api/user/me/family-members", undefined],
  ["POST", "/api/family-member", { Name: "Ada", Relationship: "child", Color: "#7c3aed" }],
  [
    "PUT",
    `/api/family-member/${someId}`,
    { Id: someId, Name: "Ada", Relationship: "child", Color: "#7c3aed" },
  ],
  ["DELETE", `/api/family-member/${someId}`, undefined],
  ["GET", "/api/event", undefined],
  ["GET", `/api/event/${someId}`, undefined],
  ["PUT", `/api/event/${someId}`, { title: "Trip" }],
  [
    "POST",
    "/api/event",
    { title: "Trip", startsAt: "2026-09-18T08:30:00Z", endsAt: "2026-09-18T15:00:00Z" },
  ],
  ["DELETE", `/api/event/${someId}`, undefined],
  ["POST", `/api/event/${someId}/restore`, undefined],
  ["GET", `/api/event/email/${someId}`, undefined],
  ["GET", `/api/event/${someId}/email`, undefined],
  ["GET", "/api/email", undefined],
  ["GET", `/api/email/${someId}`, undefined],
  ["POST", "/api/email/send", { to: "support", subject: "Hello", text: "Hi" }],
  ["GET", "/api/calendar-feed", undefined],
  ["POST", "/api/calendar-feed", undefined],
  ["DELETE", "/api/calendar-feed", undefined],
  ["GET", `/api/calendar-feed/member/${someId}`, undefined],
  ["POST", `/api/calendar-feed/member/${someId}`, undefined],
  ["DELETE", `/api/calendar-feed/member/${someId}`, undefined],
];

describe.each(engines)("the product API on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server);
    api = await apiClient(server, user);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("authentication", () => {
    it.each(authenticatedEndpoints)(
      "%s %s answers 401 without the function key or the bearer token",
      async (method, path, body) => {
        const before = await request(server, method, path, { user, key: null, body });
        expect(before.status).toBe(401);
        expect(errorOf(before)?.code).toBe("invalid_function_key");
        const noToken = await request(server, method, path, { user: null, body });
        expect(noToken.status).toBe(401);
        expect(errorOf(noToken)?.code).toBeTypeOf("string");
        const badToken = await request(server, method, path, {
          user: { ...user, token: "not.a.token" },
          body,
        });
        expect(badToken.status).toBe(401);
      },
    );

    it("keeps health and the OpenAPI document open", async () => {
      const health = await request(server, "GET", "/api/health", { key: null });
      expect(health.status).toBe(200);
      const openapi = await request(server, "GET", "/api/openapi.json", { key: null });
      expect(openapi.status).toBe(200);
      const paths = Object.keys((openapi.json as { paths: Record<string, unknown> }).paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          "/api/preferences",
          "/api/user/me/family-members",
          "/api/family-member/{Id}",
          "/api/event/{id}",
          "/api/email/send",
          "/api/calendar-feed",
        ]),
      );
    });
  });

  describe("preferences", () => {
    it("answers the defaults before anything is saved, then what was saved", async () => {
      const fresh = await signUpUser(server, "prefs");
      const client = await apiClient(server, fresh);
      expect((await call(client.preferences.get())).data).toEqual(defaultPreferences());
      // Sent raw: the typed client only sends addresses already trimmed and lower-cased.
      const answer = await request(server, "PUT", "/api/preferences", {
        user: fresh,
        body: {
          timezone: "Europe/London",
          weekStartsOn: "sunday",
          trustedSenders: ["office@school.test", " Coach@Club.test", "OFFICE@school.test"],
          autoConfirmEvents: true,
          digest: "weekly",
          reminderMinutes: 30,
        },
      });
      expect(answer.status).toBe(200);
      const saved = answer.json as { data: Preferences };
      expect(saved.data).toEqual({
        timezone: "Europe/London",
        // Sent without the flag: the zone sent is the one chosen.
        timezoneConfirmed: true,
        feedNamesInTitle: true,
        weekStartsOn: "sunday",
        trustedSenders: ["office@school.test", "coach@club.test"],
        autoConfirmEvents: true,
        digest: "weekly",
        reminderMinutes: 30,
      });
      expect((await call(client.preferences.get())).data).toEqual(saved.data);
      const again = await call(
        client.preferences.update({ payload: { ...saved.data, reminderMinutes: null } }),
      );
      expect(again.data.reminderMinutes).toBeNull();
    });
  });

  describe("family members", () => {
    it("creates, lists oldest first, updates and removes", async () => {
      const fresh = await signUpUser(server, "family");
      const client = await apiClient(server, fresh);
      expect(await call(client.family.list({ urlParams: {} }))).toEqual({
        data: [],
        nextCursor: null,
      });
      // Sent raw, to see the server trim the name and fill the optional fields.
      const created = await request(server, "POST", "/api/family-member", {
        user: fresh,
        body: { Name: "  Ada  ", Relationship: "child", Color: "#7c3aed", BirthDate: "2016-04-02" },
      });
      expect(created.status).toBe(201);
      const ada = created.json as { data: FamilyMember };
      expect(ada.data).toMatchObject({
        Name: "Ada",
        Relationship: "child",
        Email: null,
        Color: "#7c3aed",
        BirthDate: "2016-04-02",
      });
      expect(ada.data.Id).toMatch(/^[0-9a-f-]{36}$/);
      const sam = await call(
        client.family.create({
          payload: {
            Name: "Sam",
            Relationship: "partner",
            Email: "sam@family.test",
            Color: "#0ea5e9",
            BirthDate: null,
          },
        }),
      );
      expect(sam.data.Email).toBe("sam@family.test");
      const listed = await call(client.family.list({ urlParams: {} }));
      expect(listed.data.map((member) => member.Name)).toEqual(["Ada", "Sam"]);

      const updated = await call(
        client.family.update({
          path: { Id: ada.data.Id },
          payload: {
            Id: ada.data.Id,
            Name: "Ada Lovelace",
            Relationship: "child",
            Email: "ada@family.test",
            Color: "#22c55e",
            BirthDate: null,
          },
        }),
      );
      expect(updated.data).toMatchObject({
        Id: ada.data.Id,
        Name: "Ada Lovelace",
        Email: "ada@family.test",
        Color: "#22c55e",
        BirthDate: null,
        CreatedAt: ada.data.CreatedAt,
      });

      const event = await seedEvent(server, fresh, { familyMemberIds: [ada.data.Id, sam.data.Id] });
      const removed = await call(client.family.remove({ path: { id: ada.data.Id } }));
      expect(removed.data.Id).toBe(ada.data.Id);
      expect((await call(client.family.list({ urlParams: {} }))).data.map((m) => m.Id)).toEqual([
        sam.data.Id,
      ]);
      expect(
        (await call(client.events.get({ path: { id: event.id } }))).data.familyMemberIds,
      ).toEqual([sam.data.Id]);
      const gone = await request(server, "DELETE", `/api/family-member/${ada.data.Id}`, {
        user: fresh,
      });
      expect(gone.status).toBe(404);
      expect(errorOf(gone)?.code).toBe("not_found");
    });

    it("answers 400 naming Id when the payload's Id is not the path's", async () => {
      const member = await call(
        api.family.create({
          payload: {
            Name: "Kit",
            Relationship: "other",
            Email: null,
            Color: "#111111",
            BirthDate: null,
          },
        }),
      );
      const answer = await request(server, "PUT", `/api/family-member/${member.data.Id}`, {
        user,
        body: { Id: someId, Name: "Kat", Relationship: "other", Color: "#111111" },
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field: "Id" });
      const stored = await call(api.family.list({ urlParams: {} }));
      expect(stored.data.find((m) => m.Id === member.data.Id)?.Name).toBe("Kit");
    });
  });

  describe("events", () => {
    it("lists by start with from, to and status filters, and gets one", async () => {
      const fresh = await signUpUser(server, "events");
      const client = await apiClient(server, fresh);
      const late = await seedEvent(server, fresh, {
        title: "Late",
        startsAt: "2026-10-02T17:00:00.000Z",
        endsAt: "2026-10-02T18:00:00.000Z",
        status: "confirmed",
      });
      const early = await seedEvent(server, fresh, {
        title: "Early",
        startsAt: "2026-09-01T08:00:00.000Z",
        endsAt: "2026-09-01T09:00:00.000Z",
      });
      const allDay = await seedEvent(server, fresh, {
        title: "Inset day",
        startsAt: "2026-09-14",
        endsAt: "2026-09-15",
        allDay: true,
        timezone: "America/New_York",
        status: "confirmed",
      });
      expect(allDay).toMatchObject({ startsAt: "2026-09-14", endsAt: "2026-09-15", allDay: true });

      const all = await call(client.events.list({ urlParams: {} }));
      expect(all.data.map((event) => event.title)).toEqual(["Early", "Inset day", "Late"]);
      expect(all.nextCursor).toBeNull();

      const confirmed = await call(client.events.list({ urlParams: { status: "confirmed" } }));
      expect(confirmed.data.map((event) => event.id)).toEqual([allDay.id, late.id]);

      const september = await call(
        client.events.list({
          urlParams: { from: "2026-09-01T08:30:00Z", to: "2026-09-30T00:00:00+02:00" },
        }),
      );
      expect(september.data.map((event) => event.id)).toEqual([early.id, allDay.id]);

      const one = await call(client.events.get({ path: { id: early.id } }));
      expect(one.data).toEqual(early);
    });

    it("updates fields, the all-day flag, the status and the family members", async () => {
      const fresh = await signUpUser(server, "edit");
      const client = await apiClient(server, fresh);
      const member = await call(
        client.family.create({
          payload: {
            Name: "Bo",
            Relationship: "child",
            Email: null,
            Color: "#aa00aa",
            BirthDate: null,
          },
        }),
      );
      const event = await seedEvent(server, fresh);
      const edited = await call(
        client.events.update({
          path: { id: event.id },
          payload: {
            title: "Museum trip",
            location: "",
            status: "confirmed",
            startsAt: "2026-09-18T09:00:00+01:00",
            endsAt: "2026-09-18T16:00:00+01:00",
            familyMemberIds: [member.data.Id, member.data.Id.toUpperCase()],
          },
        }),
      );
      expect(edited.data).toMatchObject({
        title: "Museum trip",
        description: event.description,
        location: "",
        status: "confirmed",
        startsAt: "2026-09-18T08:00:00.000Z",
        endsAt: "2026-09-18T15:00:00.000Z",
        familyMemberIds: [member.data.Id],
        createdAt: event.createdAt,
      });

      const allDay = await call(
        client.events.update({
          path: { id: event.id },
          payload: {
            allDay: true,
            startsAt: "2026-09-18",
            endsAt: "2026-09-20",
            timezone: "Australia/Sydney",
            familyMemberIds: [],
          },
        }),
      );
      expect(allDay.data).toMatchObject({
        allDay: true,
        startsAt: "2026-09-18",
        endsAt: "2026-09-20",
        timezone: "Australia/Sydney",
        familyMemberIds: [],
      });
      const stored = await Effect.runPromise(
        server.database.query<{ starts_at: Date }>(
          "select starts_at from calendar_event where id = $1",
          [event.id],
        ),
      );
      // Local midnight in Sydney (UTC+10 in September) is 14:00 UTC the day before.
      expect(new Date(stored[0]?.starts_at ?? 0).toISOString()).toBe("2026-09-17T14:00:00.000Z");
    });

    it.each([
      [{ allDay: true }, "startsAt"],
      [{ startsAt: "2026-09-18" }, "startsAt"],
      [{ endsAt: "2026-09-18" }, "endsAt"],
      [{ endsAt: "2026-09-18T07:00:00Z" }, "endsAt"],
      [{ allDay: true, startsAt: "2026-09-18", endsAt: "2026-09-18" }, "endsAt"],
      [{ familyMemberIds: [someId] }, "familyMemberIds"],
      [{ familyMemberIds: ["nope"] }, "familyMemberIds"],
    ])("refuses an inconsistent update %j naming %s, changing nothing", async (payload, field) => {
      const event = await seedEvent(server, user);
      const answer = await request(server, "PUT", `/api/event/${event.id}`, {
        user,
        body: { title: "Changed", ...payload },
      });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field });
      expect((await call(api.events.get({ path: { id: event.id } }))).data).toEqual(event);
    });

    it("finds the events of an e-mail and the e-mail of an event", async () => {
      const email = await seedEmail(server, user);
      const first = await seedEvent(server, user, {
        sourceEmailId: email.id,
        startsAt: "2026-11-02T08:00:00.000Z",
        endsAt: "2026-11-02T09:00:00.000Z",
      });
      const second = await seedEvent(server, user, {
        sourceEmailId: email.id,
        startsAt: "2026-11-01T08:00:00.000Z",
        endsAt: "2026-11-01T09:00:00.000Z",
      });
      const orphan = await seedEvent(server, user);
      const fromEmail = await call(api.events.byEmail({ path: { email: email.id } }));
      expect(fromEmail.data.map((event) => event.id)).toEqual([second.id, first.id]);
      const emails = await call(api.events.emails({ path: { id: first.id } }));
      expect(emails.data).toHaveLength(1);
      expect(emails.data[0]).toMatchObject({
        id: email.id,
        subject: email.subject,
        eventIds: [second.id, first.id],
      });
      expect((await call(api.events.emails({ path: { id: orphan.id } }))).data).toEqual([]);
      const noEmail = await seedEmail(server, user);
      expect((await call(api.events.byEmail({ path: { email: noEmail.id } }))).data).toEqual([]);
      const unknown = await request(server, "GET", `/api/event/email/${someId}`, { user });
      expect(unknown.status).toBe(404);
    });
  });

  describe("e-mails", () => {
    it("lists newest first with their events, filters by status, and gets one", async () => {
      const fresh = await signUpUser(server, "emails");
      const client = await apiClient(server, fresh);
      const older = await seedEmail(server, fresh, {
        subject: "Older",
        receivedAt: new Date("2026-09-01T08:00:00Z"),
      });
      const newer = await seedEmail(server, fresh, {
        subject: "Newer",
        receivedAt: new Date("2026-09-03T08:00:00Z"),
        status: "ignored",
        statusReason: "Not from a trusted sender",
        html: null,
      });
      const event = await seedEvent(server, fresh, { sourceEmailId: older.id });
      const listed = await call(client.emails.list({ urlParams: {} }));
      expect(listed.data.map((email) => email.subject)).toEqual(["Newer", "Older"]);
      expect(listed.data[1]).toMatchObject({
        id: older.id,
        from: "school@example.org",
        to: fresh.email,
        receivedAt: "2026-09-01T08:00:00.000Z",
        status: "processed",
        statusReason: null,
        attachments: [{ name: "letter.pdf", type: "application/pdf", size: 1234 }],
        eventIds: [event.id],
      });
      expect(listed.data[0]).not.toHaveProperty("text");
      const ignored = await call(client.emails.list({ urlParams: { status: "ignored" } }));
      expect(ignored.data.map((email) => email.id)).toEqual([newer.id]);
      const one = await call(client.emails.get({ path: { id: older.id } }));
      expect(one.data).toMatchObject({
        id: older.id,
        text: "The school trip is on Friday.",
        html: "<p>The school trip is on <b>Friday</b>.</p>",
        eventIds: [event.id],
      });
      expect((await call(client.emails.get({ path: { id: newer.id } }))).data.html).toBeNull();
    });
  });
});
