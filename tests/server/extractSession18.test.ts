/**
 * Session 18's rules (issue 12): each test failed before the commit that
 * made it pass, unless it says it is a guard.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("changes", () => {
  it("read 'no practice Friday (6-8)' as the evening's practice called off", async () => {
    const events = await eventsIn(
      "from the team chat\n\nJen M: ALSO no practice Friday (6-8), gym's closed for the band concert\nRob T: thanks!",
      { subject: "fwd team chat", date: "Thu, 16 Apr 2026 22:15:08 -0500" },
      "America/Chicago",
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.change])).toEqual([
      ["Practice", "2026-04-17T18:00:00-05:00", "2026-04-17T20:00:00-05:00", "cancel"],
    ]);
  });
});
