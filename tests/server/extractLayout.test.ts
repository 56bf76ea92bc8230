/**
 * How a message's layout shapes its events: labelled blocks, titles from
 * the line above or the sentence before, places a line below, spans of
 * days, journeys, and the words that look like dates but are not.
 */
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";
import { mail as mailOf, type TestMessage } from "./support/extractMail";

type Message = TestMessage;
const defaults: TestMessage = { from: "Office <office@school.example.com>" };
const mail = (body: string, message: Message = {}) => mailOf(body, { ...defaults, ...message });

async function events(
  body: string,
  message: Message = {},
  timeZone = "Europe/London",
  family: Array<string> = [],
) {
  return (await extractFromRaw(mail(body, message), { timeZone, family })).events;
}

const brief = (found: Awaited<ReturnType<typeof events>>) =>
  found.map(({ title, start, end, allDay, location }) => ({ title, start, end, allDay, location }));

describe("labelled blocks", () => {
  it("reads Date, Time and Where lines as one event titled by the subject", async () => {
    const found = await events(
      `
An appointment has been booked.
Date: Thursday 19 March 2026
Time: 10:20
With: Practice Nurse
Where: Kenton Medical Centre, 155 Kenton Road
`,
      { subject: "Appointment booked: Thursday 19 March 2026 10:20" },
    );
    expect(brief(found)).toEqual([
      {
        title: "Appointment",
        start: "2026-03-19T10:20:00+00:00",
        end: "2026-03-19T11:20:00+00:00",
        allDay: false,
        location: "Kenton Medical Centre, 155 Kenton Road",
      },
    ]);
  });

  it("reads a two-column When / Where table and takes the title from the invitation's subject", async () => {
    const found = await events(
      "<table><tr><td>When</td><td>Saturday, March 21, 2026 2:00 PM – 4:00 PM</td></tr><tr><td>Where</td><td>Bounce Zone, 88 Route 17</td></tr></table>",
      { html: true, subject: "You're invited to Mia's 7th Birthday Party!" },
      "America/New_York",
    );
    expect(brief(found)).toEqual([
      {
        title: "Mia's 7th Birthday Party",
        start: "2026-03-21T14:00:00-04:00",
        end: "2026-03-21T16:00:00-04:00",
        allDay: false,
        location: "Bounce Zone, 88 Route 17",
      },
    ]);
  });
});

describe("titles and places from around the date", () => {
  it("takes the title from a heading above a line that is only a date and a place", async () => {
    const found = await events(
      "<h3>Family Bingo Night</h3><p>Thursday, April 16, 6:00–7:30 PM in the gym. Free entry.</p><h3>Spring Carnival</h3><p>Friday, May 1, 5:00–8:00 PM on the playground.</p>",
      { html: true, subject: "Two family events" },
      "America/Chicago",
    );
    expect(found.map(({ title, location }) => [title, location])).toEqual([
      ["Family Bingo Night", "gym"],
      ["Spring Carnival", "playground"],
    ]);
  });

  it("takes the title from the sentence before when the dated one says only 'It is on...'", async () => {
    const found = await events(
      "Our class won a spot in the virtual author visit with Kate DiCamillo! It is on Wednesday, March 18, 7:00-8:00 PM ET, so please note the time zone.",
      { subject: "Good news" },
      "America/Los_Angeles",
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toContain("virtual author visit with Kate DiCamillo");
    expect(found[0]?.start).toBe("2026-03-18T16:00:00-07:00");
  });

  it("prefers a subject that names the one event over a wordy sentence", async () => {
    const found = await events(
      "As part of our topic, the class will visit the Science Museum on Wednesday 25 March. The coach leaves at 9am and we will be back at school by 3.30pm.",
      { subject: "Year 4 Science Museum trip", from: "y4@school.example.sch.uk" },
    );
    expect(brief(found)).toEqual([
      {
        title: "Year 4 Science Museum trip",
        start: "2026-03-25T09:00:00+00:00",
        end: "2026-03-25T15:30:00+00:00",
        allDay: false,
        location: "Science Museum",
      },
    ]);
  });

  it("finds the place on the line below, or in a Title Case part of the line", async () => {
    const ticket = await events(
      `
Matilda The Musical
Sunday 12 April 2026, 3:00pm
Cambridge Theatre, Earlham Street, London WC2H 9HU
`,
      { subject: "Booking confirmation" },
    );
    expect(ticket).toMatchObject([
      {
        title: "Matilda The Musical",
        location: "Cambridge Theatre, Earlham Street, London WC2H 9HU",
      },
    ]);
    const library = await events(
      `
Wednesday, March 11
Teen Anime Night, 6-8 PM, Maze Branch
`,
      {},
      "America/Chicago",
    );
    expect(library).toMatchObject([
      { title: "Teen Anime Night", location: "Maze Branch", start: "2026-03-11T18:00:00-05:00" },
    ]);
  });

  it("keeps a holiday's weekday in its title and does not read 'sun cream' as Sunday", async () => {
    const found = await events(
      `
Friday, April 3 - Good Friday, no school
Please make sure your child has sun cream and a hat.
`,
      {},
      "America/New_York",
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Good Friday", "2026-04-03"],
    ]);
  });
});

describe("spans and journeys", () => {
  it("reads 'from 06/07/2026 to 10/07/2026, 10am to 2pm each day' from an Irish sender as one span of days", async () => {
    const found = await events("Camp runs from 06/07/2026 to 10/07/2026, 10am to 2pm each day.", {
      from: "camp@club.example.ie",
      subject: "Summer camp booking confirmed",
    });
    expect(brief(found)).toEqual([
      {
        title: "Summer camp booking",
        start: "2026-07-06",
        end: "2026-07-11",
        allDay: true,
        location: "",
      },
    ]);
  });

  it("makes a range over several days with daily hours a span of days", async () => {
    const found = await events("Camp Week 1: June 22-26, 9am-3pm.", {}, "America/New_York");
    expect(brief(found)).toEqual([
      { title: "Camp Week 1", start: "2026-06-22", end: "2026-06-27", allDay: true, location: "" },
    ]);
  });

  it("ends a journey at its arrival line", async () => {
    const found = await events(
      `
Friday, April 3, 2026
Train 2153
Departs NYP 9:02 AM
Arrives BOS 1:10 PM
`,
      { subject: "Your trip to Boston" },
      "America/New_York",
    );
    expect(brief(found)).toEqual([
      {
        title: "Trip to Boston",
        start: "2026-04-03T09:02:00-04:00",
        end: "2026-04-03T13:10:00-04:00",
        allDay: false,
        location: "",
      },
    ]);
  });

  it("ends an event at a later time in the next sentence", async () => {
    const found = await events(
      "Emma's class is going on a field trip to the Bronx Zoo on Friday, March 13! Buses leave at 8:30 AM and we will be back by 2:30 PM.",
      { subject: "Grade 3 field trip" },
      "America/New_York",
      ["Emma"],
    );
    expect(found).toMatchObject([
      {
        start: "2026-03-13T08:30:00-04:00",
        end: "2026-03-13T14:30:00-04:00",
        location: "Bronx Zoo",
        members: ["Emma"],
      },
    ]);
  });
});

describe("mass-mailer layout", () => {
  it("reads paragraphs inside layout tables in order, bold date lines as headings, and a data table inside", async () => {
    const html = `<table width="100%"><tr><td align="center"><table width="600">
<tr><td><img src="logo.png" alt="Greenfield"></td></tr>
<tr><td><h1>Greenfield Weekly</h1><p>Here is what is coming up.</p>
<p><strong>Monday 16 March</strong><br>Swimming gala at 2pm at Riverside Pool</p>
<p><strong>Thursday 19 March</strong><br>Year 5 assembly, 9.15am<br>Parents welcome!</p>
<table><tr><th>Date</th><th>Club</th></tr><tr><td>Tue 17 March</td><td>Chess club</td></tr></table>
<p>Last week we enjoyed our Science Week on 5 March.</p></td></tr>
<tr><td>&copy; 2026 Greenfield Primary. <a href="#">Unsubscribe</a></td></tr>
</table></td></tr></table>`;
    const found = await events(html, {
      html: true,
      subject: "Greenfield Weekly",
      date: "Fri, 13 Mar 2026 15:00:00 +0000",
    });
    expect(brief(found)).toEqual([
      {
        title: "Swimming gala",
        start: "2026-03-16T14:00:00+00:00",
        end: "2026-03-16T15:00:00+00:00",
        allDay: false,
        location: "Riverside Pool",
      },
      { title: "Chess club", start: "2026-03-17", end: "2026-03-18", allDay: true, location: "" },
      {
        title: "Year 5 assembly",
        start: "2026-03-19T09:15:00+00:00",
        end: "2026-03-19T10:15:00+00:00",
        allDay: false,
        location: "",
      },
    ]);
  });
});

describe("text and HTML parts", () => {
  it("reads the plain-text part when the HTML part is only a shell around images", async () => {
    const raw = [
      "From: Office <office@school.example.com>",
      "To: family@in.corkboard.test",
      "Subject: News",
      "Date: Mon, 2 Mar 2026 09:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="alt"',
      "",
      "--alt",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "This week: the Science Fair is on Thursday 12 March at 6pm in the school hall, and the book swap runs all week in the library.",
      "--alt",
      "Content-Type: text/html; charset=utf-8",
      "",
      '<p><a href="#">View this email in your browser</a></p><img src="newsletter.png" alt="">',
      "--alt--",
      "",
    ].join("\r\n");
    const { events } = await extractFromRaw(raw, { timeZone: "Europe/London" });
    expect(events).toMatchObject([
      { title: "Science Fair", start: "2026-03-12T18:00:00+00:00", source: "text" },
    ]);
  });
});

describe("duplicates", () => {
  it("keeps one event mentioned twice, and two different events on one day", async () => {
    const found = await events(`
Sports Day is on Friday 13 March - please bring a hat.
Dates for your diary:
- Friday 13 March - Sports Day
- Monday 16 March - Year 3 swimming
- Monday 16 March - Year 4 swimming
`);
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Sports Day", "2026-03-13"],
      ["Year 3 swimming", "2026-03-16"],
      ["Year 4 swimming", "2026-03-16"],
    ]);
  });
});

describe("not events", () => {
  it("ignores an out-of-office reply, a gap in a fixture list and a day-only date on the message's own day", async () => {
    expect(
      await events("I am out of the office until Monday, March 9.", {
        subject: "Automatic reply: Field trip",
      }),
    ).toEqual([]);
    expect(
      brief(
        await events(
          "<table><tr><th>Date</th><th>Kickoff</th><th>Opponent</th></tr><tr><td>Sat 3/14</td><td>9:00 AM</td><td>vs. Lakeview FC</td></tr><tr><td>Sat 4/4</td><td>--</td><td>No game (Easter weekend)</td></tr></table>",
          { html: true },
          "America/Chicago",
        ),
      ),
    ).toEqual([
      {
        title: "Game v Lakeview FC",
        start: "2026-03-14T09:00:00-05:00",
        end: "2026-03-14T10:00:00-05:00",
        allDay: false,
        location: "",
      },
    ]);
    expect(await events("Order forms went home in backpacks today, Monday 2 March.")).toEqual([]);
  });

  it("ignores 'last day of term'-style phrases as dates and 'next week' as a day", async () => {
    const found = await events(
      "Friday 27 March - Last day of term. Our Book Fair is coming next week!",
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Last day of term", "2026-03-27"],
    ]);
  });

  it("reads 'Friday 13 March' in a year where 13 March is a Friday", async () => {
    const found = await events("It's Friday 13 March from 6pm until Saturday 10am, at ours.", {
      subject: "Sleepover for Lily's birthday",
    });
    expect(brief(found)).toEqual([
      {
        title: "Sleepover for Lily's birthday",
        start: "2026-03-13T18:00:00+00:00",
        end: "2026-03-14T10:00:00+00:00",
        allDay: false,
        location: "",
      },
    ]);
  });
});
