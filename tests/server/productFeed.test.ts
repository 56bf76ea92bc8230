import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPreferences } from "../../api/Preferences";
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

/** Fetches a feed URL as a calendar app would: no function key, no token. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const pathOf = (url: string) => new URL(url).pathname;

describe.each(engines)("the calendar feed on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startProductServer(engine);
    user = await signUpUser(server, "feed");
    api = await apiClient(server, user);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves the confirmed events as iCalendar that a parser reads back", async () => {
    const timed = await seedEvent(server, user, {
      title: "Parents' evening",
      description: "Room 4, bring the reading record",
      location: "Hill School, Main Hall",
      startsAt: "2026-09-21T18:00:00+01:00",
      endsAt: "2026-09-21T19:30:00+01:00",
      status: "confirmed",
    });
    const allDay = await seedEvent(server, user, {
      title: "Inset day",
      description: "",
      location: "",
      startsAt: "2026-09-14",
      endsAt: "2026-09-16",
      allDay: true,
      timezone: "America/New_York",
      status: "confirmed",
    });
    await seedEvent(server, user, { title: "Only suggested", status: "suggested" });
    await seedEvent(server, user, { title: "Dismissed", status: "dismissed" });

    const feed = (await call(api.calendarFeed.get())).data;
    expect(feed.url).toMatch(
      new RegExp(`^${server.baseUrl.replace(/[.]/g, "\\.")}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect((await call(api.calendarFeed.get())).data).toEqual(feed);

    const answer = await fetchFeed(feed.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.text).toContain("DTSTART;VALUE=DATE:20260914");
    expect(answer.text).toContain("DTEND;VALUE=DATE:20260916");

    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Corkboard/);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Corkboard");
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    const byUid = new Map(vevents.map((vevent) => [vevent.getFirstPropertyValue("uid"), vevent]));
    const withUid = (uid: string) => {
      const vevent = byUid.get(uid);
      if (vevent === undefined) throw new Error(`no VEVENT with UID ${uid}`);
      return vevent;
    };

    const timedEvent = withUid(`${timed.id}@corkboard`);
    const start = timedEvent.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = timedEvent.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.isDate).toBe(false);
    expect(start.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(start.toJSDate().toISOString()).toBe("2026-09-21T17:00:00.000Z");
    expect(end.toJSDate().toISOString()).toBe("2026-09-21T18:30:00.000Z");
    expect(timedEvent.getFirstPropertyValue("summary")).toBe("Parents' evening");
    expect(timedEvent.getFirstPropertyValue("description")).toBe(
      "Room 4, bring the reading record",
    );
    expect(timedEvent.getFirstPropertyValue("location")).toBe("Hill School, Main Hall");
    expect(timedEvent.getFirstPropertyValue("dtstamp")).toBeInstanceOf(ICAL.Time);
    // iCalendar times have whole seconds.
    expect(
      (timedEvent.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().getTime(),
    ).toBe(Math.floor(Date.parse(timed.updatedAt) / 1000) * 1000);
    const alarm = timedEvent.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    const trigger = alarm?.getFirstPropertyValue("trigger") as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-(defaultPreferences().reminderMinutes ?? 0) * 60);

    const allDayEvent = withUid(`${allDay.id}@corkboard`);
    const allDayStart = allDayEvent.getFirstPropertyValue("dtstart") as ICAL.Time;
    const allDayEnd = allDayEvent.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(allDayStart.isDate).toBe(true);
    expect(allDayStart.toString()).toBe("2026-09-14");
    expect(allDayEnd.isDate).toBe(true);
    expect(allDayEnd.toString()).toBe("2026-09-16");
    expect(allDayEvent.getFirstPropertyValue("description")).toBeNull();
  });

  it("follows the reminder preference: another lead time, or no alarm", async () => {
    const other = await signUpUser(server, "alarm");
    const client = await apiClient(server, other);
    await seedEvent(server, other, { status: "confirmed" });
    const feed = (await call(client.calendarFeed.get())).data;
    const triggers = async () => {
      const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(feed.url)).text));
      return calendar
        .getAllSubcomponents("vevent")
        .flatMap((vevent) => vevent.getAllSubcomponents("valarm"))
        .map((alarm) => (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds());
    };
    await call(
      client.preferences.update({ payload: { ...defaultPreferences(), reminderMinutes: 30 } }),
    );
    expect(await triggers()).toEqual([-1800]);
    await call(
      client.preferences.update({ payload: { ...defaultPreferences(), reminderMinutes: null } }),
    );
    expect(await triggers()).toEqual([]);
  });

  it("rotates: a new URL works and the old one answers 404", async () => {
    const before = (await call(api.calendarFeed.get())).data;
    const rotated = (await call(api.calendarFeed.rotate())).data;
    expect(rotated.url).not.toBe(before.url);
    expect((await fetchFeed(before.url)).status).toBe(404);
    expect((await fetchFeed(rotated.url)).status).toBe(200);
    expect((await call(api.calendarFeed.get())).data.url).toBe(rotated.url);
  });

  it("revokes: the URL answers 404, a second revoke too, it stays off until turned on again", async () => {
    const live = (await call(api.calendarFeed.get())).data;
    const revoked = (await call(api.calendarFeed.revoke())).data;
    expect(revoked).toEqual(live);
    expect((await fetchFeed(live.url)).status).toBe(404);
    const again = await request(server, "DELETE", "/api/calendar-feed", { user });
    expect(again.status).toBe(404);
    expect(errorOf(again)?.code).toBe("not_found");
    // Showing Setup → Calendar again does not quietly turn it back on.
    const off = await request(server, "GET", "/api/calendar-feed", { user });
    expect(off.status).toBe(404);
    const fresh = (await call(api.calendarFeed.rotate())).data;
    expect(fresh.url).not.toBe(live.url);
    expect((await fetchFeed(fresh.url)).status).toBe(200);
    expect((await call(api.calendarFeed.get())).data.url).toBe(fresh.url);
  });

  it("remembers when a calendar app last read the feed", async () => {
    const feed = (await call(api.calendarFeed.rotate())).data;
    expect(feed.lastFetchedAt).toBeNull();
    const before = Date.now();
    expect((await fetchFeed(feed.url)).status).toBe(200);
    const read = (await call(api.calendarFeed.get())).data;
    expect(read.lastFetchedAt).not.toBeNull();
    expect(Date.parse(read.lastFetchedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers 404 for unknown or malformed tokens, without needing any key", async () => {
    const feed = (await call(api.calendarFeed.get())).data;
    const token = pathOf(feed.url).slice("/api/calendar/".length, -".ics".length);
    for (const path of [
      `/api/calendar/${"A".repeat(43)}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ICS`,
      `/api/calendar/${token.slice(1)}.ics`,
      "/api/calendar/.ics",
      "/api/calendar/'%20or%201=1.ics",
    ]) {
      const answer = await fetchFeed(`${server.baseUrl}${path}`);
      expect(answer.status, path).toBe(404);
    }
    expect((await fetchFeed(`${server.baseUrl}/api/calendar/${token}.ics`)).status).toBe(200);
  });
});
