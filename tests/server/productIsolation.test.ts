import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { Email } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import { engines } from "./support/databases";
import {
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  seedEmail,
  seedEvent,
  signUpUser,
  snapshotOf,
  startProductServer,
  type TestUser,
} from "./support/product";

describe.each(engines)("one user's rows are invisible to another on %s", (engine) => {
  let server: ProductServer;
  let owner: TestUser;
  let intruder: TestUser;
  let member: FamilyMember;
  let email: Email;
  let event: CalendarEvent;
  let feed: CalendarFeed;

  beforeAll(async () => {
    server = await startProductServer(engine);
    owner = await signUpUser(server, "owner");
    intruder = await signUpUser(server, "intruder");
    const api = await apiClient(server, owner);
    member = (
      await call(
        api.family.create({
          payload: {
            Name: "Ada",
            Relationship: "child",
            Email: "ada@owner.test",
            Color: "#7c3aed",
            BirthDate: "2016-04-02",
          },
        }),
      )
    ).data;
    await call(
      api.preferences.update({
        payload: {
          timezone: "Europe/London",
          timezoneConfirmed: true,
          feedNamesInTitle: true,
          weekStartsOn: "monday",
          trustedSenders: ["office@school.test"],
          autoConfirmEvents: false,
          digest: "daily",
          reminderMinutes: 15,
        },
      }),
    );
    email = await seedEmail(server, owner);
    event = await seedEvent(server, owner, {
      sourceEmailId: email.id,
      familyMemberIds: [member.Id],
      status: "confirmed",
    });
    feed = (await call(api.calendarFeed.get())).data;
  });
  afterAll(async () => {
    await server?.close();
  });

  const probes = (): ReadonlyArray<readonly [string, string, unknown]> => [
    [
      "PUT",
      `/api/family-member/${member.Id}`,
      { Id: member.Id, Name: "Stolen", Relationship: "child", Color: "#000000" },
    ],
    ["DELETE", `/api/family-member/${member.Id}`, undefined],
    ["GET", `/api/event/${event.id}`, undefined],
    ["PUT", `/api/event/${event.id}`, { title: "Stolen", status: "dismissed" }],
    ["GET", `/api/event/email/${email.id}`, undefined],
    ["GET", `/api/event/${event.id}/email`, undefined],
    ["GET", `/api/email/${email.id}`, undefined],
  ];

  it("answers 404 for every endpoint given the other user's ids, and changes nothing", async () => {
    const before = await snapshotOf(server, owner.id);
    for (const [method, path, body] of probes()) {
      const answer = await request(server, method, path, { user: intruder, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(errorOf(answer)?.code, `${method} ${path}`).toBe("not_found");
    }
    expect(await snapshotOf(server, owner.id)).toBe(before);
  });

  it("answers 404, never a database error, for ids that are not UUIDs", async () => {
    const before = await snapshotOf(server, owner.id);
    const ids = ["nope", "1", "' or 1=1 --", `${event.id}x`, event.id.slice(1), "%00", "..%2F"];
    for (const id of ids) {
      for (const [method, template, body] of probes()) {
        const path = template.replace(member.Id, id).replace(event.id, id).replace(email.id, id);
        const answer = await request(server, method, path, { user: owner, body });
        // A NUL is refused as a bad request before any route runs (server/http/requestGuard.ts).
        expect(answer.status, `${method} ${path}`).toBe(id === "%00" ? 400 : 404);
      }
    }
    expect(await snapshotOf(server, owner.id)).toBe(before);
  });

  it("lists none of the other user's rows", async () => {
    const api = await apiClient(server, intruder);
    expect((await call(api.family.list({ urlParams: {} }))).data).toEqual([]);
    expect((await call(api.events.list({ urlParams: {} }))).data).toEqual([]);
    expect((await call(api.emails.list({ urlParams: {} }))).data).toEqual([]);
    expect((await call(api.preferences.get())).data.trustedSenders).toEqual([]);
    const own = (await call(api.calendarFeed.get())).data;
    expect(own.url).not.toBe(feed.url);
    await call(api.calendarFeed.rotate());
    await call(api.calendarFeed.revoke());
    const ownerApi = await apiClient(server, owner);
    expect((await call(ownerApi.calendarFeed.get())).data).toEqual(feed);
  });

  it("refuses the other user's family members on an event and as a recipient", async () => {
    const own = await seedEvent(server, intruder);
    const before = await snapshotOf(server, intruder.id);
    const assign = await request(server, "PUT", `/api/event/${own.id}`, {
      user: intruder,
      body: { familyMemberIds: [member.Id] },
    });
    expect(assign.status).toBe(400);
    expect(errorOf(assign)?.field).toBe("familyMemberIds");
    const send = await request(server, "POST", "/api/email/send", {
      user: intruder,
      body: { to: "ada@owner.test", subject: "Hello", text: "Hi" },
    });
    expect(send.status).toBe(400);
    expect(errorOf(send)?.field).toBe("to");
    expect(await snapshotOf(server, intruder.id)).toBe(before);
  });
});
