/**
 * Rules from session 10 (issue 12), each in words of its own: hours a
 * sender writes without am or pm ("tomorrow 10-12", "it's now 2-4",
 * "from 7 to 9", "KO 10") given the half of the day a family means, and a
 * match named as a parent writes it ("Game v Roseville", "Netball v
 * Wembley Wildcats").
 */
import { describe, expect, it } from "vitest";
import { withMeridiems } from "../../server/mail/extract/bareHours";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, zone = "Europe/London") =>
  (await eventsIn(body, { subject, date: "Wed, 23 Sep 2026 20:47:00 +0100" }, zone)).map(
    ({ title, start, end, allDay }) => ({ title, start, end, allDay }),
  );

describe("hours written without am or pm", () => {
  it("reads a morning range that runs to noon, an afternoon one and an evening one", async () => {
    const [rodeo] = await read(
      "Hey! The fire dept bike rodeo is tomorrow 10-12 in the car park on Maple.",
      "bike rodeo",
    );
    expect([rodeo?.start, rodeo?.end]).toEqual([
      "2026-09-24T10:00:00+01:00",
      "2026-09-24T12:00:00+01:00",
    ]);
    const [party] = await read("Party Saturday 2-4 at ours, bring a swimsuit!", "Party");
    expect([party?.start, party?.end]).toEqual([
      "2026-09-26T14:00:00+01:00",
      "2026-09-26T16:00:00+01:00",
    ]);
    const [quiz] = await read("The quiz night is on Friday from 7 to 9 in the hall.", "Quiz");
    expect([quiz?.start, quiz?.end]).toEqual([
      "2026-09-25T19:00:00+01:00",
      "2026-09-25T21:00:00+01:00",
    ]);
  });

  it("reads a kick-off's bare hour as the start", async () => {
    const [game] = await read(
      "Game this Saturday v Hook Youth, home at the Rec, KO 10. Meet 9.20 please.",
      "Saturday",
    );
    expect(game).toMatchObject({ title: "Game v Hook Youth", start: "2026-09-26T10:00:00+01:00" });
  });

  it("leaves ages, scores, counts, days of a month and times with am or pm as they are", () => {
    for (const text of [
      "a camp for ages 7-9 on Saturday",
      "we won 3-1 on Saturday",
      "Saturday 3-5 October",
      "open tomorrow 2-4 years olds welcome",
      "is 10-12 minutes long",
      "tomorrow 10-12pm",
      "KO 10am",
      "tomorrow 10:30-12",
    ])
      expect(withMeridiems(text)).toBe(text);
    expect(withMeridiems("it's now 2-4 instead of 3-5")).toBe("it's now 2pm-4pm instead of 3-5");
    expect(withMeridiems("from 11 to 1")).toBe("from 11am to 1pm");
  });
});

describe("matches", () => {
  it("writes 'against' as 'v', and puts the sport before an opponent alone", async () => {
    const [game] = await read(
      "Saturday's game against Gladesville Ravens is off, the grounds are closed.",
      "U9 Sharks",
      "Australia/Sydney",
    );
    expect(game?.title).toBe("Game v Gladesville Ravens");
    const events = await read(
      [
        "The club carnival is on Saturday 3 October at Matthews Netball Centre. Two games for us:",
        "",
        "9.10am v Wembley Wildcats - Court 3",
        "12.30pm v Subiaco Stars - Court 5",
      ].join("\n"),
      "Netball carnival",
      "Australia/Perth",
    );
    expect(events.map((event) => event.title)).toEqual([
      "Netball v Wembley Wildcats",
      "Netball v Subiaco Stars",
    ]);
  });
});
