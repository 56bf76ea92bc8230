import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, EventInput, EventRevision } from "../../api/CalendarEvent";
import type { FamilyMember } from "../../api/FamilyMember";
import { defaultPreferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import {
  type ApiClient,
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  signUpUser,
  snapshotOf,
  startProductServer,
  type TestUser,
} from "./support/product";

/** A timed event's payload as the typed client sends it, with `fields` over it. */
const byHand = (fields: Partial<EventInput>): EventInput => ({
  title: "Event",
  startsAt: "2026-12-05T14:00:00Z",
  endsAt: "2026-12-05T15:00:00Z",
  allDay: false,
  description: "",
  location: "",
  status: "confirmed",
  familyMemberIds: [],
  ...fields,
});

/** Issue 13: events added and deleted by hand, with the history kept and Undo. */
describe.each(engines)("events by hand on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let api: ApiClient;
  let emma: FamilyMember;

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "byhand");
    api = await apiClient(server, user);
    await call(api.preferences.update({ payload: defaultPreferences("America/New_York") }));
    const answer = await request(server, "POST", "/api/family-member", {
      user,
      body: { Name: "Emma", Relationship: "child", Color: "#0072b2" },
    });
    emma = (answer.json as { data: FamilyMember }).data;
  });
  afterAll(async () => {
    await server?.close();
  });

  const history = async (id: string) =>
    (await call(api.events.history({ path: { id } }))).data as ReadonlyArray<EventRevision>;

  it("adds a timed event, confirmed, for the members given, and says so in its history", async () => {
    const answer = await request(server, "POST", "/api/event", {
      user,
      body: {
        title: "  Dentist  ",
        startsAt: "2026-12-03T15:30:00Z",
        endsAt: "2026-12-03T16:00:00Z",
        location: "Bright Smiles",
        description: "Booked by phone",
        familyMemberIds: [emma.Id],
      },
    });
    expect(answer.status).toBe(201);
    const created = (answer.json as { data: CalendarEvent }).data;
    expect(created).toMatchObject({
      title: "Dentist",
      startsAt: "2026-12-03T15:30:00.000Z",
      endsAt: "2026-12-03T16:00:00.000Z",
      allDay: false,
      timezone: "America/New_York",
      location: "Bright Smiles",
      description: "Booked by phone",
      status: "confirmed",
      familyMemberIds: [emma.Id],
      sourceEmailId: null,
    });
    const steps = await history(created.id);
    expect(steps.map((step) => [step.change, step.emailId])).toEqual([["created", null]]);
    expect(steps[0]?.summary).toMatch(/^Added by hand for /);
  });

  it("adds an all-day event over days, read in the family's zone", async () => {
    const created = (
      await call(
        api.events.create({
          payload: byHand({
            title: "Grandma visits",
            startsAt: "2026-12-24",
            endsAt: "2026-12-27",
            allDay: true,
          }),
        }),
      )
    ).data;
    expect(created).toMatchObject({ startsAt: "2026-12-24", endsAt: "2026-12-27", allDay: true });
    const listed = (await call(api.events.list({ urlParams: {} }))).data;
    expect(listed.map((event) => event.id)).toContain(created.id);
  });

  it("refuses a bad event, naming the field, and changes nothing", async () => {
    const before = await snapshotOf(server, user.id);
    const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
      [{ startsAt: "2026-12-03T15:30:00Z", endsAt: "2026-12-03T16:00:00Z" }, "title"],
      [{ title: "X", startsAt: "2026-12-03T15:30:00Z", endsAt: "2026-12-03T15:00:00Z" }, "endsAt"],
      [{ title: "X", startsAt: "2026-12-03", endsAt: "2026-12-04" }, "startsAt"],
      [{ title: "X", allDay: true, startsAt: "2026-12-03", endsAt: "2026-12-03" }, "endsAt"],
      [
        {
          title: "X",
          startsAt: "2026-12-03T15:30:00Z",
          endsAt: "2026-12-03T16:00:00Z",
          familyMemberIds: ["0b0e7b3c-4a4e-4f0e-9a53-2f1c8d6a9e10"],
        },
        "familyMemberIds",
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await request(server, "POST", "/api/event", { user, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(answer)?.message ?? "").toContain(field);
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
  });

  it("deletes an event: gone from the calendar, 404 by id, history kept; Undo brings it back", async () => {
    const created = (
      await call(
        api.events.create({
          payload: byHand({ title: "Piano lesson" }),
        }),
      )
    ).data;
    const removed = await request(server, "DELETE", `/api/event/${created.id}`, { user });
    expect(removed.status).toBe(200);
    expect((await request(server, "GET", `/api/event/${created.id}`, { user })).status).toBe(404);
    const listed = (await call(api.events.list({ urlParams: {} }))).data;
    expect(listed.map((event) => event.id)).not.toContain(created.id);
    expect((await request(server, "DELETE", `/api/event/${created.id}`, { user })).status).toBe(
      404,
    );

    const restored = (await call(api.events.restore({ path: { id: created.id } }))).data;
    expect(restored).toMatchObject({ id: created.id, title: "Piano lesson", status: "confirmed" });
    expect((await history(created.id)).map((step) => step.change)).toEqual([
      "created",
      "deleted",
      "restored",
    ]);
    // Only a deleted event can be brought back.
    expect(
      (await request(server, "POST", `/api/event/${created.id}/restore`, { user })).status,
    ).toBe(404);
  });

  it("answers 404 for another user's event, and deletes nothing of theirs", async () => {
    const created = (
      await call(
        api.events.create({
          payload: byHand({ title: "Swim" }),
        }),
      )
    ).data;
    const other = await signUpUser(server, "intruder");
    expect(
      (await request(server, "DELETE", `/api/event/${created.id}`, { user: other })).status,
    ).toBe(404);
    expect(
      (await request(server, "POST", `/api/event/${created.id}/restore`, { user: other })).status,
    ).toBe(404);
    expect((await request(server, "GET", `/api/event/${created.id}`, { user })).status).toBe(200);
  });
});
