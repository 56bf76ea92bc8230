/**
 * Rules from session 10 (issue 12), each in words of its own: hours a
 * sender writes without am or pm ("tomorrow 10-12", "it's now 2-4",
 * "from 7 to 9", "KO 10") given the half of the day a family means, and a
 * match named as a parent writes it ("Game v Roseville", "Netball v
 * Wembley Wildcats"); a numeric date's dash before its time and a street's
 * letter after its number; a school trip that starts when it leaves, not
 * when the children arrive at school; and days that are no event (a menu,
 * a normal school day, a rain date, a session going ahead as normal, a
 * club's restart, orders delivered); and a day's list of games, each its
 * own event.
 */
import { describe, expect, it } from "vitest";
import { withMeridiems } from "../../server/mail/extract/bareHours";
import { scheduleOf } from "../../server/mail/extract/scheduleLists";
import { eventsIn, londonTextContext } from "./support/extractMail";

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
    ])
      expect(withMeridiems(text)).toBe(text);
    expect(withMeridiems("it's now 2-4 instead of 3-5")).toBe("it's now 2pm-4pm instead of 3-5");
    expect(withMeridiems("from 11 to 1")).toBe("from 11am to 1pm");
    expect(withMeridiems("tomorrow 10:30-12")).toBe("tomorrow 10:30am-12pm");
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

describe("dates and times a schedule writes", () => {
  it("reads 'Sat 1/9 - 9:00 AM' as that Saturday at nine, and '115 A St' as no time", async () => {
    const games = await read(
      [
        "Here's January:",
        "",
        "Sat 1/9 - 9:00 AM vs Desert Hawks @ Mesa Rec Center Gym 2",
        "Sat 1/16 - 10:15 AM vs Suns Elite @ Gilbert Community Center",
      ].join("\n"),
      "January games",
      "America/Phoenix",
    );
    expect(games.map((game) => game.start)).toEqual([
      "2027-01-09T09:00:00-07:00",
      "2027-01-16T10:15:00-07:00",
    ]);
    const [qualifier] = await read(
      "Our qualifier is this coming Saturday, October 3, at Framingham High School (115 A St). Pack a lunch.",
      "Qualifier",
      "America/New_York",
    );
    expect(qualifier?.allDay).toBe(true);
  });

  it("starts a school trip when it leaves, not when the children arrive at school", async () => {
    const [carnival] = await read(
      [
        "Our Years 3-6 Athletics Carnival will be held on Friday 16 October at the regional athletics centre.",
        "",
        "Students should come to school at the usual time (8.50am) and will travel by bus. The carnival runs from 9.30am to 2.15pm.",
      ].join("\n"),
      "Athletics Carnival",
      "Australia/Sydney",
    );
    expect([carnival?.start, carnival?.end]).toEqual([
      "2026-10-16T09:30:00+11:00",
      "2026-10-16T14:15:00+11:00",
    ]);
    const [reisje] = await read(
      [
        "Op woensdag 7 oktober gaan we met groep 6 op schoolreisje naar het Openluchtmuseum.",
        "",
        "De kinderen worden om 8.10 uur op school verwacht. We vertrekken om 8.25 uur met de bus en zijn rond 16.30 uur weer terug.",
      ].join("\n"),
      "Schoolreisje groep 6",
      "Europe/Amsterdam",
    );
    expect([reisje?.start, reisje?.end]).toEqual([
      "2026-10-07T08:25:00+02:00",
      "2026-10-07T16:30:00+02:00",
    ]);
  });
});

describe("days that are no event", () => {
  it("leaves out a menu, a normal school day, a rain date and a session going ahead as normal", async () => {
    expect(
      await read(
        "Our new four-week menu starts on Monday 5 October. All meals are cooked on site.",
        "Autumn menu",
      ),
    ).toEqual([]);
    const moved = await read(
      "We have moved Sports Day from Friday 2 October to Thursday 8 October, 9:00 to 12:00. Friday 2 October will now be a normal school day.",
      "Sports Day moved",
    );
    expect(moved.map((event) => event.start)).toEqual(["2026-10-08T09:00:00+01:00"]);
    const race = await read(
      "The cross country is on Friday 9 October at 1.15pm. If the weather is bad it will be postponed to Friday 16 October.",
      "Cross country",
    );
    expect(race.map((event) => event.start)).toEqual(["2026-10-09T13:15:00+01:00"]);
    const brownies = await read(
      "The district service is on Sunday 4 October at 10.30am. Our meeting on Wednesday 30th will go ahead as normal.",
      "Brownies",
    );
    expect(brownies.map((event) => event.start)).toEqual(["2026-10-04T10:30:00+01:00"]);
  });

  it("leaves out a club's restart after a party, and orders delivered to school", async () => {
    const party = await read(
      "Our Christmas party will be on Tuesday 15th December from 6 to 7.15pm at the hut. Our last meeting of term will be the week before, and we restart on Tuesday 12th January.",
      "Beavers party",
    );
    expect(party.map((event) => event.start)).toEqual(["2026-12-15T18:00:00+00:00"]);
    expect(
      await read(
        "All orders are due Friday, October 16. Orders will be delivered to school the week of November 9 - we'll send pick-up instructions closer to the date.",
        "Cookie dough fundraiser",
        "America/Chicago",
      ),
    ).toEqual([]);
  });
});

describe("a day's list of games", () => {
  it("reads each game of a pool-play list as its own event, with the length the games share", async () => {
    const games = await read(
      [
        "Here's our pool play schedule for the Autumn Classic on Saturday, October 3 at Lincoln Park High School.",
        "Game 1 - 9:00 AM vs Evanston Thunder (Court 2)",
        "Game 2 - 12:40 PM vs Oak Park Elite (Court 1)",
        "Game 3 - 4:15 PM vs Skokie Stars (Court 2)",
        "Each game lasts about 50 minutes.",
      ].join("\n"),
      "Autumn Classic pool play",
      "America/Chicago",
    );
    expect(games.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      {
        title: "Game 1 vs Evanston Thunder",
        start: "2026-10-03T09:00:00-05:00",
        end: "2026-10-03T09:50:00-05:00",
      },
      {
        title: "Game 2 vs Oak Park Elite",
        start: "2026-10-03T12:40:00-05:00",
        end: "2026-10-03T13:30:00-05:00",
      },
      {
        title: "Game 3 vs Skokie Stars",
        start: "2026-10-03T16:15:00-05:00",
        end: "2026-10-03T17:05:00-05:00",
      },
    ]);
  });

  it("reads no list from an agenda of one event", () => {
    const lines = [
      "Our qualifier is on Saturday, October 3, at Framingham High School. Here is the plan for the day:",
      "7:30 AM  Team check-in and pit setup",
      "8:30 AM  Opening ceremony",
      "~3:30 PM Closing ceremony and awards",
    ].map((text) => ({ text, cells: null, heading: false, bullet: false }));
    expect(scheduleOf(lines, londonTextContext).events).toEqual([]);
  });
});
