/**
 * Everyday notices as schools, clubs and dentists write them (issue 12),
 * found by reading short messages of each kind: the verbs a title keeps
 * ("takes place", "runs daily"), days listed month first, next week's
 * weekdays, things left at the office by a date, and a .com sender's
 * numeric dates.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const american = {
  from: "Office <office@lincoln-elementary.org>",
  date: "Mon, 2 Mar 2026 09:00:00 -0500",
};

const read = async (body: string, subject = "News", zone = "Europe/London") =>
  (
    await eventsIn(body, zone === "Europe/London" ? { subject } : { subject, ...american }, zone)
  ).map(({ title, start, end, change }) => ({ title, start, end, change }));

describe("titles of everyday notices", () => {
  it("drops the verbs and lead-ins a date leaves behind", async () => {
    expect(await read("Our spring concert takes place on 25 March at 6pm.")).toMatchObject([
      { title: "Spring concert" },
    ]);
    expect(
      await read("The Scholastic book fair runs from Monday 16 to Friday 20 March in the library."),
    ).toMatchObject([{ title: "Scholastic book fair", start: "2026-03-16", end: "2026-03-21" }]);
    expect(
      await read("Just a reminder that it's sports day tomorrow. Parents are welcome from 1.30pm."),
    ).toMatchObject([{ title: "Sports day" }]);
    expect(
      await read("The youth lock-in is two weeks from Saturday, 7pm until 8am the next morning."),
    ).toMatchObject([
      {
        title: "Youth lock-in",
        start: "2026-03-21T19:00:00+00:00",
        end: "2026-03-22T08:00:00+00:00",
      },
    ]);
  });

  it("names a changed event, not the time of it, and a child's appointment as theirs, at the practice the subject names", async () => {
    expect(
      await read(
        "Please note the time of the Year 6 SATs meeting has changed from 6pm to 5.30pm on Tuesday 10 March.",
      ),
    ).toMatchObject([{ title: "Year 6 SATs meeting", change: "update" }]);
    expect(
      await read(
        "This is a reminder that Liam has an appointment on Tuesday 10 March at 3.45pm.",
        "Dentist",
      ),
    ).toMatchObject([{ title: "Dentist (Liam)" }]);
  });

  it("keeps a capitalised name after 'It's'", async () => {
    expect(await read("It's A Knockout is on Saturday 14 March at 2pm.")).toMatchObject([
      { title: "It's A Knockout" },
    ]);
  });
});

describe("days written the American way", () => {
  it("reads 'April 7 and 8' and 'April 7th & 8th' as both days", async () => {
    for (const body of [
      "STAAR testing will take place April 7 and 8.",
      "STAAR testing is on April 7th & 8th.",
    ]) {
      expect(await read(body, "Testing", "America/Chicago")).toMatchObject([
        { title: "STAAR testing", start: "2026-04-07", end: "2026-04-09" },
      ]);
    }
  });

  it("leaves 'March 7 and 9' and a time after the days alone", async () => {
    expect(
      (await read("Games on March 7 and 9.", "Games", "America/Chicago")).some(
        (event) => event.end === "2026-03-10",
      ),
    ).toBe(false);
  });

  it("reads 'next week, Monday through Friday' as next week's days", async () => {
    for (const body of [
      "Book Fair is next week, Monday through Friday, in the library.",
      "The Book Fair runs next week from Monday to Friday.",
      "Book Fair: Monday to Friday next week.",
    ]) {
      expect(await read(body, "Book Fair", "America/New_York")).toMatchObject([
        { title: "Book Fair", start: "2026-03-09", end: "2026-03-14" },
      ]);
    }
  });
});

describe("changes as clubs word them", () => {
  it("reads 'are off', 'to postpone' and a reason after 'as' as a cancellation of the named event", async () => {
    expect(
      await read("Cricket nets on Friday 6 March are off. We'll be back on 13 March."),
    ).toEqual([
      { title: "Cricket nets", start: "2026-03-06", end: "2026-03-07", change: "cancel" },
    ]);
    expect(
      await read(
        "We have had to postpone Thursday's parents' evening. A new date will be confirmed shortly.",
      ),
    ).toMatchObject([{ title: "Parents' evening", start: "2026-03-05", change: "cancel" }]);
    expect(
      await read("Choir rehearsal tomorrow is cancelled as Mrs Green is unwell."),
    ).toMatchObject([{ title: "Choir rehearsal", change: "cancel" }]);
  });

  it("keeps 'decided to postpone … to' a move, and 'are off to the blitz' an outing", async () => {
    expect(
      await read(
        "The committee has decided to postpone this week's Twilight Meet (Friday 6 March, 5pm) to Friday 13 March, same time.",
      ),
    ).toMatchObject([{ start: "2026-03-13T17:00:00+00:00", change: "update" }]);
    expect(
      await read("Our U10s are off to the Clontarf blitz on Saturday 14 March at 10am."),
    ).toMatchObject([{ title: expect.stringMatching(/blitz/), change: "new" }]);
  });

  it("reads a venue change with its kick-off, and a session moved indoors, by the event's name", async () => {
    expect(
      await read(
        "This Saturday's match will now be played at Riverside Park instead of our home ground. Kick-off 10.30 as planned.",
      ),
    ).toMatchObject([{ title: "Match", start: "2026-03-07T10:30:00+00:00", change: "update" }]);
    expect(
      await read("Training tonight moved indoors to the sports hall, same time 6-7pm.", "Hockey"),
    ).toMatchObject([
      // Either name will do; what matters is that "moved indoors to the sports hall" is gone.
      {
        title: expect.stringMatching(/^(?:Hockey|Training)$/),
        start: "2026-03-02T18:00:00+00:00",
        change: "update",
      },
    ]);
    expect(await read("Friday's disco is going ahead, starts 6pm, finishes 7.30pm.")).toMatchObject(
      [{ title: "Disco", end: "2026-03-06T19:30:00+00:00", change: "new" }],
    );
  });

  it("leaves a length in brackets out of an exam's title", async () => {
    expect(
      await read(
        "Maths Paper 1: Tuesday 12 May, 9am (1 hour 30 minutes). English: Wednesday 13 May, 9am (2 hours).",
      ),
    ).toMatchObject([
      { title: "Maths Paper 1", end: "2026-05-12T10:30:00+01:00" },
      { title: "English", end: "2026-05-13T11:00:00+01:00" },
    ]);
  });
});

describe("a newsletter's list of dates", () => {
  const newsletter = `<h3>Coming up</h3>
<ul>
<li><strong>Friday 13 March</strong> – Red Nose Day, non-uniform, £1 donation</li>
<li><strong>Wednesday 18 March, 2.30pm</strong> – Reception parents' phonics workshop in the hall</li>
</ul>
<p>The new spring menu starts on Monday 9 March.</p>
<p>Netball club will not run on Wednesday 11 March.</p>
<p>There will be a meeting for Year 6 parents about SATs on Wednesday 11 March at 3.30pm in the library.</p>`;

  it("reads each item, no menu, and a club that will not run as called off", async () => {
    const found = await eventsIn(newsletter, { subject: "Weekly update", html: true });
    expect(
      found.map(({ title, start, change, location }) => ({ title, start, change, location })),
    ).toEqual(
      expect.arrayContaining([
        { title: "Netball club", start: "2026-03-11", change: "cancel", location: "" },
        {
          title: "Meeting for Year 6 parents about SATs",
          start: "2026-03-11T15:30:00+00:00",
          change: "new",
          location: "library",
        },
        // The dated line below is no address for the day above it.
        { title: "Red Nose Day", start: "2026-03-13", change: "new", location: "" },
      ]),
    );
    expect(found.some((event) => /menu/i.test(event.title))).toBe(false);
    expect(found).toHaveLength(4);
  });
});

describe("German notices", () => {
  const german = { from: "Schule <info@grundschule-am-park.de>", subject: "Infos März" };

  it("names a closure and a move without the verbs and dates around them, and finds the room", async () => {
    const found = await eventsIn(
      "Am Montag, 16.03., ist die Schule wegen einer Fortbildung geschlossen.\n\nDer Elternabend der Klasse 3a wird vom 17.03. auf den 24.03. verschoben (19:30 Uhr, Raum 12).",
      german,
      "Europe/Berlin",
    );
    expect(
      found.map(({ title, start, change, location }) => ({ title, start, change, location })),
    ).toEqual([
      { title: "Die Schule geschlossen", start: "2026-03-16", change: "new", location: "" },
      {
        title: "Der Elternabend der Klasse 3a",
        start: "2026-03-24T19:30:00+01:00",
        change: "update",
        location: "Raum 12",
      },
    ]);
  });
});

describe("closures, fallbacks and chat", () => {
  it("names a closure by its reason when the days follow it", async () => {
    expect(
      await read(
        "MID-TERM BREAK\n\nThe school will be closed for mid-term from Monday 16 March to Friday 20 March inclusive.",
      ),
    ).toMatchObject([
      { title: expect.stringMatching(/mid-term/i), start: "2026-03-16", end: "2026-03-21" },
    ]);
    expect(
      await read(
        "Holidays: School is closed for the Christmas holidays from Monday 21 December to Monday 4 January inclusive.",
      ),
    ).toMatchObject([{ title: expect.stringMatching(/Christmas holidays/), start: "2026-12-21" }]);
  });

  it("reads a rain date in brackets as a fallback, not a change", async () => {
    expect(
      await read(
        "Grades 3-6 Track and Field Day is Friday, March 13 at the Wanderers Grounds (rain date Monday, March 16).",
      ),
    ).toMatchObject([{ start: "2026-03-13", change: "new" }]);
  });

  it("leaves 'tmrw', 'Great news' and a clause about the event out of titles", async () => {
    const titles = async (body: string, subject: string) =>
      (await eventsIn(body, { subject })).map((event) => event.title);
    expect(
      await titles(
        "Hi girls, tomorrow we're on court 7 at Windsor Park at 10.20. Go Kowhai!",
        "tmrw",
      ),
    ).not.toContain("Tmrw");
    expect(
      (
        await titles(
          "Great news - the U11 relay team qualified for the county finals of the Community Games, which are on Saturday 14 March in Morton Stadium! Their heat is at 11.45.",
          "County finals!!",
        )
      )[0],
    ).toMatch(/county finals/i);
  });
});

describe("a table of key dates", () => {
  it("reads 'school closes at 2pm' in a row as what happens, not where", async () => {
    const found = await eventsIn(
      "<table><tr><th>Date</th><th>Event</th></tr><tr><td>Fri 27 March</td><td>Last day of term - school closes at 2pm</td></tr></table>",
      { subject: "Key dates", html: true },
    );
    expect(found.map(({ title, start, location }) => ({ title, start, location }))).toEqual([
      { title: "Last day of term", start: "2026-03-27T14:00:00+00:00", location: "" },
    ]);
  });
});

describe("library sessions", () => {
  it("names storytime and rhyme time as events, not by the library's subject", async () => {
    expect(
      await read("Storytime this week is Wednesday at 10:30am in the children's room.", "Library"),
    ).toMatchObject([{ title: "Storytime" }]);
  });
});

describe("no event", () => {
  it("reads 'can be left at the office until' as a limit, keeping the fair", async () => {
    expect(
      await read(
        "The PTA Christmas Fair is on Friday 4 December from 3.15pm in the school hall. Donations of tombola prizes can be left at the office until 1 December.",
      ),
    ).toMatchObject([{ title: "PTA Christmas Fair", start: "2026-12-04T15:15:00+00:00" }]);
  });
});
