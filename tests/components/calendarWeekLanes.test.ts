import { describe, expect, it } from "vitest";
import { addDays } from "../../src/ui/calendar/dates";
import { barAt, layoutWeek } from "../../src/ui/calendar/weekLanes";
import { calendarEvent as event } from "./support/dashboardHarness";

const week = Array.from({ length: 7 }, (_, index) => addDays("2026-09-14", index));
const zone = "Europe/London";

describe("layoutWeek", () => {
  it("makes a multi-day event one bar over the columns it covers, one-day events stay in their day", () => {
    const camp = event({ id: "camp", startsAt: "2026-09-15", endsAt: "2026-09-18", allDay: true });
    const swim = event({ id: "swim" });
    const layout = layoutWeek(week, [swim, camp], zone);
    expect(layout.lanes).toHaveLength(1);
    expect(layout.lanes[0]).toEqual([
      { event: camp, column: 1, columns: 3, continuesBefore: false, continuesAfter: false },
    ]);
    expect(layout.singles.get("2026-09-14")).toEqual([swim]);
    expect(layout.singles.get("2026-09-15")).toEqual([]);
  });

  it("cuts a bar at the week's edges and says it goes on", () => {
    const trip = event({ id: "trip", startsAt: "2026-09-10", endsAt: "2026-09-23", allDay: true });
    const [bar] = layoutWeek(week, [trip], zone).lanes[0] ?? [];
    expect(bar).toMatchObject({
      column: 0,
      columns: 7,
      continuesBefore: true,
      continuesAfter: true,
    });
  });

  it("puts overlapping bars in separate lanes and reuses a lane once it is free", () => {
    const a = event({ id: "a", startsAt: "2026-09-14", endsAt: "2026-09-17", allDay: true });
    const b = event({ id: "b", startsAt: "2026-09-15", endsAt: "2026-09-17", allDay: true });
    const c = event({ id: "c", startsAt: "2026-09-18", endsAt: "2026-09-20", allDay: true });
    const layout = layoutWeek(week, [c, b, a], zone);
    expect(layout.lanes.map((lane) => lane.map((bar) => bar.event.id))).toEqual([
      ["a", "c"],
      ["b"],
    ]);
    const [first] = layout.lanes;
    expect(barAt(first ?? [], 4)).toMatchObject({ starts: true });
    expect(barAt(first ?? [], 5)).toMatchObject({ starts: false });
    expect(barAt(first ?? [], 3)).toBeNull();
  });

  it("draws a one-day all-day event as a bar when asked (the week's grid), a timed one never", () => {
    const inset = event({
      id: "inset",
      startsAt: "2026-09-16",
      endsAt: "2026-09-17",
      allDay: true,
    });
    const swim = event({ id: "swim" });
    const layout = layoutWeek(week, [inset, swim], zone, { allDayBars: true });
    expect(layout.lanes[0]?.map((bar) => bar.event.id)).toEqual(["inset"]);
    expect(layout.singles.get("2026-09-14")).toEqual([swim]);
  });
});
