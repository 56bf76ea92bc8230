import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyMember } from "../../api/FamilyMember";
import { defaultPreferences } from "../../api/Preferences";
import { checkout } from "./support/checkout";
import { engines } from "./support/databases";
import {
  type ApiClient,
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  seedEvent,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";
import { rows } from "./support/smtp";

async function fetchFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

const vevents = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");

/** Issue 13: the feed says whose each event is, and each member has a feed of their own. */
describe.each(engines)("family members in the calendar feed on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let api: ApiClient;
  let emma: FamilyMember;
  let noah: FamilyMember;

  const addMember = async (body: Record<string, unknown>) => {
    const answer = await request(server, "POST", "/api/family-member", { user, body });
    expect(answer.status).toBe(201);
    return (answer.json as { data: FamilyMember }).data;
  };

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "members");
    // Member feeds come with the Family plan (issue 14's Entitlements).
    await checkout(server, user);
    api = await apiClient(server, user);
    emma = await addMember({
      Name: "Emma Parker",
      Relationship: "child",
      Color: "#0072b2",
      Email: "emma@family.test",
      AlsoCalled: ["Em", " Emmy ", "em"],
    });
    noah = await addMember({ Name: "Noah", Relationship: "child", Color: "#d55e00" });
    await seedEvent(server, user, {
      title: "Swim gala",
      status: "confirmed",
      familyMemberIds: [emma.Id],
    });
    await seedEvent(server, user, {
      title: "Football",
      status: "confirmed",
      startsAt: "2026-09-19T09:00:00.000Z",
      endsAt: "2026-09-19T10:00:00.000Z",
      familyMemberIds: [emma.Id, noah.Id],
    });
    await seedEvent(server, user, {
      title: "Bin day",
      status: "confirmed",
      startsAt: "2026-09-20T07:00:00.000Z",
      endsAt: "2026-09-20T08:00:00.000Z",
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("keeps a member's other names, each once, trimmed", () => {
    expect(emma.AlsoCalled).toEqual(["Em", "Emmy"]);
    expect(noah.AlsoCalled).toEqual([]);
  });

  it("refuses an empty or overlong other name, changing nothing", async () => {
    const answer = await request(server, "PUT", `/api/family-member/${noah.Id}`, {
      user,
      body: {
        Id: noah.Id,
        Name: "Noah",
        Relationship: "child",
        Color: "#d55e00",
        AlsoCalled: [" "],
      },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.message).toMatch(/Also called is required/);
    const list = await call(api.family.list({ urlParams: {} }));
    expect(list.data.find((member) => member.Id === noah.Id)?.AlsoCalled).toEqual([]);
  });

  it("titles each event with whose it is, and lists them as categories and attendees", async () => {
    const feed = (await call(api.calendarFeed.get())).data;
    const answer = await fetchFeed(feed.url);
    expect(answer.status).toBe(200);
    const bySummary = new Map(
      vevents(answer.text).map((event) => [String(event.getFirstPropertyValue("summary")), event]),
    );
    expect([...bySummary.keys()].sort()).toEqual([
      "Bin day",
      "Emma, Noah: Football",
      "Emma: Swim gala",
    ]);
    const gala = bySummary.get("Emma: Swim gala");
    expect(gala?.getFirstProperty("categories")?.getValues()).toEqual(["Emma Parker"]);
    const attendee = gala?.getFirstProperty("attendee");
    expect(attendee?.getParameter("cn")).toBe("Emma Parker");
    expect(attendee?.getFirstValue()).toBe("mailto:emma@family.test");
    const football = bySummary.get("Emma, Noah: Football");
    expect(football?.getFirstProperty("categories")?.getValues()).toEqual(["Emma Parker", "Noah"]);
    expect(football?.getAllProperties("attendee").map((p) => p.getParameter("cn"))).toEqual([
      "Emma Parker",
      "Noah",
    ]);
    expect(bySummary.get("Bin day")?.getFirstProperty("categories")).toBeNull();
  });

  it("leaves the names out of the titles when Preferences say so", async () => {
    await call(
      api.preferences.update({
        payload: { ...defaultPreferences("Europe/London"), feedNamesInTitle: false },
      }),
    );
    const feed = (await call(api.calendarFeed.get())).data;
    const summaries = vevents((await fetchFeed(feed.url)).text).map((event) =>
      String(event.getFirstPropertyValue("summary")),
    );
    expect(summaries.sort()).toEqual(["Bin day", "Football", "Swim gala"]);
    await call(
      api.preferences.update({
        payload: { ...defaultPreferences("Europe/London"), feedNamesInTitle: true },
      }),
    );
  });

  it("gives each member a feed of their own events, revocable and renewable alone", async () => {
    const feed = (await call(api.calendarFeed.memberGet({ path: { id: emma.Id } }))).data;
    expect(feed.familyMemberId).toBe(emma.Id);
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const family = (await call(api.calendarFeed.get())).data;
    expect(feed.url).not.toBe(family.url);
    const answer = await fetchFeed(feed.url);
    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Corkboard: Emma Parker");
    expect(
      vevents(answer.text)
        .map((event) => String(event.getFirstPropertyValue("summary")))
        .sort(),
    ).toEqual(["Emma, Noah: Football", "Emma: Swim gala"]);

    const noahFeed = (await call(api.calendarFeed.memberGet({ path: { id: noah.Id } }))).data;
    await call(api.calendarFeed.memberRevoke({ path: { id: emma.Id } }));
    expect((await fetchFeed(feed.url)).status).toBe(404);
    // The others stay on.
    expect((await fetchFeed(noahFeed.url)).status).toBe(200);
    expect((await fetchFeed(family.url)).status).toBe(200);
    const off = await request(server, "GET", `/api/calendar-feed/member/${emma.Id}`, { user });
    expect(off.status).toBe(404);
    const renewed = (await call(api.calendarFeed.memberRotate({ path: { id: emma.Id } }))).data;
    expect(renewed.url).not.toBe(feed.url);
    expect((await fetchFeed(renewed.url)).status).toBe(200);
  });

  it("answers 404 for another user's member or an unknown id, and ends a removed member's feed", async () => {
    const other = await signUpUser(server, "other");
    await checkout(server, other);
    for (const method of ["GET", "POST", "DELETE"]) {
      const answer = await request(server, method, `/api/calendar-feed/member/${emma.Id}`, {
        user: other,
      });
      expect(answer.status).toBe(404);
      const unknown = await request(server, method, "/api/calendar-feed/member/nobody", { user });
      expect(unknown.status).toBe(404);
    }
    const noahFeed = (await call(api.calendarFeed.memberGet({ path: { id: noah.Id } }))).data;
    await call(api.family.remove({ path: { id: noah.Id } }));
    expect((await fetchFeed(noahFeed.url)).status).toBe(404);
  });

  it("keeps member feeds to the Family plan: Free is refused, and a lapsed plan's member feed stops", async () => {
    const free = await signUpUser(server, "free");
    const member = await request(server, "POST", "/api/family-member", {
      user: free,
      body: { Name: "Ada", Relationship: "child", Color: "#009e73" },
    });
    const id = (member.json as { data: FamilyMember }).data.Id;
    for (const method of ["GET", "POST"]) {
      const refused = await request(server, method, `/api/calendar-feed/member/${id}`, {
        user: free,
      });
      expect(refused.status).toBe(403);
      expect(errorOf(refused)?.code).toBe("plan_required");
    }

    const feed = (await call(api.calendarFeed.memberGet({ path: { id: emma.Id } }))).data;
    const family = (await call(api.calendarFeed.get())).data;
    expect((await fetchFeed(feed.url)).status).toBe(200);
    await rows(
      server.database,
      "update billing_subscription set status = 'canceled' where user_id = $1",
      [user.id],
    );
    expect((await fetchFeed(feed.url)).status).toBe(404);
    // The one family feed stays on Free.
    expect((await fetchFeed(family.url)).status).toBe(200);
    await rows(
      server.database,
      "update billing_subscription set status = 'active' where user_id = $1",
      [user.id],
    );
    expect((await fetchFeed(feed.url)).status).toBe(200);
  });
});
