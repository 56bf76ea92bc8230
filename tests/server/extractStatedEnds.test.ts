/**
 * Ends and lengths as bookings and coaches state them (issue 12): a
 * crossing's "Departs 08:05 - arrives 11:20", a theatre's "Running time:
 * approximately 55 minutes", a tournament's "plan on about 75 minutes
 * each", and a session called off because a pool is closed keeping its time.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const times = async (body: string, subject = "News", zone = "Europe/London") =>
  (await eventsIn(body, { subject }, zone)).map(({ start, end, change }) => ({
    start,
    end,
    change,
  }));

describe("stated ends and lengths", () => {
  it("ends a ferry crossing at its arrival, even when 'all times are local'", async () => {
    expect(
      await times(
        "OUTBOUND\nFriday 13 March 2026\nDublin Port (Terminal 1) to Holyhead\nDeparts 08:05 - arrives 11:20\n\nAll times are local.",
        "Booking confirmation",
      ),
    ).toEqual([
      { start: "2026-03-13T08:05:00+00:00", end: "2026-03-13T11:20:00+00:00", change: "new" },
    ]);
  });

  it("reads a running time and 'plan on about 75 minutes each'", async () => {
    expect(
      await times(
        "THE SNAIL AND THE LIGHTHOUSE\nSaturday 14 March 2026, 11:00am\n\nRunning time: approximately 55 minutes with no interval.",
        "Your tickets",
      ),
    ).toEqual([
      { start: "2026-03-14T11:00:00+00:00", end: "2026-03-14T11:55:00+00:00", change: "new" },
    ]);
    expect(
      await times(
        "Our two games are on Saturday, March 14:\n\nGame 1 vs Steinbach Huskies at 8:15 a.m.\nGame 2 vs Brandon Wheat Kings at 2:45 p.m.\n\nGames are three 15-minute stop-time periods, so plan on about 75 minutes each.",
        "Tournament schedule",
        "America/Winnipeg",
      ),
    ).toEqual([
      { start: "2026-03-14T08:15:00-05:00", end: "2026-03-14T09:30:00-05:00", change: "new" },
      { start: "2026-03-14T14:45:00-05:00", end: "2026-03-14T16:00:00-05:00", change: "new" },
    ]);
  });

  it("keeps the time of a session called off because a pool or a district is closed", async () => {
    expect(
      await times(
        "No training this Tuesday 10th (5.30-6.30pm) - the pool is closed for maintenance.",
      ),
    ).toEqual([
      { start: "2026-03-10T17:30:00+00:00", end: "2026-03-10T18:30:00+00:00", change: "cancel" },
    ]);
    expect(
      await times(
        "Due to the ice storm and the district closure today, tonight's JV girls' basketball game vs Brentwood (6:00 PM) is CANCELLED.",
      ),
    ).toMatchObject([{ start: "2026-03-02T18:00:00+00:00", change: "cancel" }]);
  });

  it("gives each performance under a 'Performances' heading the length stated for each", async () => {
    expect(
      await times(
        "Tech rehearsal\nThursday, March 12, 5:00-8:00 p.m. at the Orpheum Theatre.\n\nPerformances\nSaturday, March 14 at 2:00 p.m.\nSunday, March 15 at 2:00 p.m.\n\nDancers must be at the stage door 90 minutes before curtain. Each performance runs approximately two hours with intermission.",
        "Nutcracker - theater week schedule",
        "America/Phoenix",
      ),
    ).toEqual([
      { start: "2026-03-12T17:00:00-07:00", end: "2026-03-12T20:00:00-07:00", change: "new" },
      { start: "2026-03-14T14:00:00-07:00", end: "2026-03-14T16:00:00-07:00", change: "new" },
      { start: "2026-03-15T14:00:00-07:00", end: "2026-03-15T16:00:00-07:00", change: "new" },
    ]);
  });
});
