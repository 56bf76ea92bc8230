import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  instantOfWallTime,
  isoInZone,
  offsetMinutesAt,
} from "../../api/zonedTime";

const at = (iso: string) => Date.parse(iso);

describe("wall-clock times across clock changes", () => {
  it("moves a time the spring-forward night skips forwards", () => {
    const instant = instantOfWallTime(
      { year: 2026, month: 3, day: 8 },
      "02:30",
      "America/New_York",
    );
    expect(isoInZone(instant, "America/New_York")).toBe("2026-03-08T03:30:00-04:00");
  });

  it("keeps times that exist on the fall-back day, taking the first of a repeated hour", () => {
    const day = { year: 2026, month: 11, day: 1 };
    expect(instantOfWallTime(day, "01:30", "America/New_York")).toBe(at("2026-11-01T05:30:00Z"));
    expect(instantOfWallTime(day, "02:00", "America/New_York")).toBe(at("2026-11-01T07:00:00Z"));
    expect(instantOfWallTime(day, "03:00", "America/New_York")).toBe(at("2026-11-01T08:00:00Z"));
    const london = instantOfWallTime({ year: 2026, month: 10, day: 25 }, "01:00", "Europe/London");
    expect(london).toBe(at("2026-10-25T00:00:00Z"));
  });

  it("writes instants with the zone's offset, half hours included", () => {
    expect(isoInZone(at("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toBe("2026-07-01T17:30:00+05:30");
    expect(offsetMinutesAt(at("2026-01-15T12:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutesAt(at("2026-07-15T12:00:00Z"), "Europe/London")).toBe(60);
  });

  it("counts days across months, years and leap days", () => {
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(daysBetween({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 2, day: 1 })).toBe(
      -28,
    );
  });
});
