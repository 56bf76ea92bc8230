/**
 * A team's fixture list pasted as plain text: each match is "Sport v
 * Opponent" at its ground; byes are no events; other lines keep their titles.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("fixture lists", () => {
  it("titles each row 'Cricket v Opponent', takes the ground as the place and drops the bye", async () => {
    const events = await eventsIn(
      `
G'day U11 Blue parents, the draw for the first rounds is out.
Rd Date Start Opponent Ground
1 Sat 17/10 8.30am Lindfield Killara Oval 1 (home)
2 Sat 24/10 8.30am Gordon Gordon Oval (away)
3 Sat 31/10 BYE
Training is on Thursday 15 October at 4.30pm at Killara Oval.
Cheers, Dave, U11 Blue Manager, Killara Junior Cricket Club`,
      {
        subject: "U11 Blue draw",
        from: "Club <u11blue@cricket.example.com.au>",
        date: "Mon, 12 Oct 2026 09:00:00 +1100",
      },
      "Australia/Sydney",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["U11 cricket training", "2026-10-15T16:30:00+11:00"],
      ["Cricket v Lindfield", "2026-10-17T08:30:00+11:00"],
      ["Cricket v Gordon", "2026-10-24T08:30:00+11:00"],
    ]);
    expect(events[1]?.location).toBe("Killara Oval 1");
  });
});
