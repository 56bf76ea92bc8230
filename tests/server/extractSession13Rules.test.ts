/**
 * Rules from session 13 (issue 12), each in words of its own and each with
 * a near miss: a bare weekday beside the date it names; the times of a
 * block of labelled lines under a day, read to the block's end; a form's
 * start said by what opens ("First event:") and its finish "by" a time.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

// A Wednesday.
const sent = "Wed, 23 Sep 2026 20:47:00 +0100";
const read = async (body: string, subject = "News", zone = "Europe/London") =>
  (await eventsIn(body, { subject, date: sent }, zone)).map(
    ({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }),
  );

describe("a bare weekday beside the date it names", () => {
  it("takes the date, not the same weekday just gone", async () => {
    const [fair] = await read(
      "Hi all,\n\nMonday is our stall at the harvest fair (28th September). Details:\n\nThe stall opens at 3:30pm, all done by about 6pm. Bring a cake if you can!\n\nThanks",
      "Harvest fair",
    );
    expect([fair?.start, fair?.end]).toEqual([
      "2026-09-28T15:30:00+01:00",
      "2026-09-28T18:00:00+01:00",
    ]);
    // "last Monday" is placed by its own words: no event on the 21st or the 28th from it.
    const recap = await read(
      "Thank you for coming last Monday. Our next stall is on Saturday 3 October at 10am.",
      "Stall",
    );
    expect(recap.map((event) => event.start)).toEqual(["2026-10-03T10:00:00+01:00"]);
  });
});

describe("the times of a block of labelled lines under a day", () => {
  it("reads the start past the block's second line, and its finish", async () => {
    const [meet] = await read(
      "Hi families,\n\nHere is the plan for the county gala.\n\nAfternoon session (Saturday 10 October)\nVenue: Riverside Leisure Centre\nCheck-in: 12:15\nWarm-up: 12:30\nGala begins: 1:30pm\nThe session should finish by about 5pm.\n\nGo Sharks!",
      "County gala",
    );
    expect([meet?.start, meet?.end]).toEqual([
      "2026-10-10T13:30:00+01:00",
      "2026-10-10T17:00:00+01:00",
    ]);
  });

  it("stops at the blank line that ends the block", async () => {
    const [day] = await read(
      "Saturday 10 October\nVenue: Riverside Leisure Centre\nBring a packed lunch\n\nOther news: the tuck shop opens at 3:30pm from now on.",
      "Open day",
    );
    expect(day?.allDay).toBe(true);
  });
});

describe("a form's start said by what opens, and its finish by a time", () => {
  it("reads 'First event' as the start and 'Expected finish: by 1pm' as the end", async () => {
    const [relays] = await read(
      "Final details for the relays:\n\nWhen: Saturday 17 October\nWhere: Ashgrove Track\nFirst event: 8.30am\nExpected finish: by 1pm\n\nThanks!",
      "Relays",
    );
    expect([relays?.start, relays?.end]).toEqual([
      "2026-10-17T08:30:00+01:00",
      "2026-10-17T13:00:00+01:00",
    ]);
    // A label that names no start keeps the day all-day.
    const [fete] = await read(
      "When: Saturday 17 October\nWhere: The Green\nFirst aid: tent by the gate",
      "Fete",
    );
    expect(fete?.allDay).toBe(true);
  });
});
