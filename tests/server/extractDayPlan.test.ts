/**
 * A day's plan: a line that names a day and ends in a colon ("Here is the
 * plan for Thursday, June 10:") heads the lines below it, and each line
 * with a time of its own is an event on that day (issue 12: several timed
 * lines under one date).
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const plan = async (body: string) =>
  (await eventsIn(body, { subject: "Last week" })).map((event) => [event.title, event.start]);

describe("a line that introduces a day's plan", () => {
  it("makes one event of each timed line below it", async () => {
    expect(
      await plan(
        "Our last big week is here! Here is the plan for Thursday, March 12:\n\nReception Moving-Up Ceremony at 9:30 AM in the hall. Families are welcome!\nYear group picnics at 11:30 AM on the field.\nEarly finish at 12:30 PM.",
      ),
    ).toEqual([
      ["Reception Moving-Up Ceremony", "2026-03-12T09:30:00+00:00"],
      ["Year group picnics", "2026-03-12T11:30:00+00:00"],
      ["Early finish", "2026-03-12T12:30:00+00:00"],
    ]);
  });

  it("keeps a dated sentence that only ends in a colon after many words as a sentence", async () => {
    expect(
      await plan(
        "As you know the school has been working very hard this term to raise money for the new library, and on Friday 13 March we will hold the big book sale, which needs:\n\nVolunteers at 9 AM.",
      ),
    ).toHaveLength(1);
  });
});
