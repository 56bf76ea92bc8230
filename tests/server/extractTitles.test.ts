import { describe, expect, it } from "vitest";
import { labelBeforeColon } from "../../server/mail/extract/titleLabels";
import { titleFeatures } from "../../server/mail/extract/titleRanking";
import { eventsIn } from "./support/extractMail";

describe("title labels", () => {
  it("takes the words before a colon once the date is gone", () => {
    expect(labelBeforeColon("Visiting Day: \uE000, from \uE000")).toBe("Visiting Day");
    expect(labelBeforeColon("Official weigh-in: \uE000 in the church basement")).toBe(
      "Official weigh-in",
    );
  });

  it("reads no label from a time's colon, a long opening or no colon", () => {
    expect(labelBeforeColon("Doors open at 6:30 in the hall")).toBeNull();
    expect(
      labelBeforeColon("We are so pleased to tell you all about the plans: the fair"),
    ).toBeNull();
    expect(labelBeforeColon("Sports day on the field")).toBeNull();
  });

  it("ranks a label as its own source", () => {
    const features = titleFeatures(
      { text: "Visiting Day", source: "label" },
      {
        subject: "First Session: key dates",
        sentence: "Visiting Day: Saturday, July 11.",
        eventsInMessage: 3,
      },
    );
    expect(features.from_label).toBe(1);
    expect(features.from_sentence).toBe(0);
  });

  it("offers a line's label as a title option", async () => {
    const events = await eventsIn(
      `
Key dates for the summer:

Parents' Evening: Tuesday, July 7, from 6:00 PM to 8:00 PM.

Visiting Day: Saturday, July 11, from 10:00 AM to 4:00 PM.
`,
      { subject: "First Session: key dates" },
    );
    expect(events.map((event) => event.title)).toContain("Visiting Day");
  });
});

describe("titles cut from a sentence", () => {
  it("drops a verb the cut left hanging ('Football practice has moved to Sunday')", async () => {
    const events = await eventsIn("Football practice has moved to Sunday 15 March at 10am.", {
      subject: "Practice moved",
    });
    expect(events.map((event) => [event.title, event.change])).toEqual([
      ["Football practice", "update"],
    ]);
  });
});

describe("clauses around a name", () => {
  it("drops what a sentence says about the event after its name, and 'Quick note: I've'", async () => {
    const rehearsal = await eventsIn(
      "The rehearsal for the concert is on Thursday 12 March at 7pm and should take about an hour.",
      { subject: "Concert news" },
    );
    expect(rehearsal.map((event) => event.title)).toEqual(["Rehearsal for the concert"]);
    const moved = await eventsIn(
      "Quick note: I've moved Zoe's reading session to Wednesday 11 March at 5:30.",
      { subject: "Session moved" },
    );
    expect(moved.map((event) => [event.title, event.change])).toEqual([
      ["Zoe's reading session", "update"],
    ]);
  });
});

describe("invitations and logistics around the name", () => {
  it("names the event, not the hope to see you there, the doors opening or 'after school'", async () => {
    const titles = async (body: string) =>
      (await eventsIn(body, { subject: "News" })).map((event) => [event.title, event.location]);
    expect(await titles("We hope to see you all at the Summer Fair on Saturday 14 March.")).toEqual(
      [["Summer Fair", ""]],
    );
    expect(
      await titles(
        "Hope you can join us for our Easter Bake Sale on Thursday 12 March after school!",
      ),
    ).toEqual([["Easter Bake Sale", ""]]);
    expect(await titles("Doors open at 6.30pm on Friday 13 March for the Quiz Night.")).toEqual([
      ["Quiz Night", ""],
    ]);
    // A place is still a place.
    expect(await titles("Sports day is on Friday 13 March at Riverside Park.")).toEqual([
      ["Sports day", "Riverside Park"],
    ]);
  });
});

describe("a name on the line below a date line", () => {
  it("names the event from the line below, not the room above", async () => {
    const events = await eventsIn(
      "Main Hall\nFriday 13 March, 6pm\nSpring Concert. Tickets are free.",
      {
        subject: "This week",
      },
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Spring Concert", "2026-03-13T18:00:00+00:00"],
    ]);
  });

  it("takes the name before a colon on the line below", async () => {
    const events = await eventsIn(
      "Tuesday 10 March, 10.30-11.30am\nLego Club: build, play and show off your creations. Ages 5-11, drop in.\n\nThursday 12 March, 2pm\nStory time, with songs. Ages 2-5.",
      { subject: "Half term at Kentish Town Library" },
    );
    expect(events.map((event) => event.start)).toEqual([
      "2026-03-10T10:30:00+00:00",
      "2026-03-12T14:00:00+00:00",
    ]);
    expect(events[0]?.title).toBe("Lego Club");
  });
});

describe("instructions are not titles", () => {
  it("names the trip an instruction is for, not the packed lunch", async () => {
    const kew = await eventsIn(
      "Please send in a packed lunch on Wednesday for the trip to Kew Gardens. Children must be at school by 8:30am.",
      { subject: "Kew trip" },
    );
    expect(kew.map((event) => event.title)).toEqual(["Trip to Kew Gardens"]);
    const zoo = await eventsIn(
      "Please bring a packed lunch on the trip to the zoo on Tuesday 10 March.",
      { subject: "Zoo trip" },
    );
    // The sentence's "Trip to the zoo" or the subject's "Zoo trip": one trip, never the lunch.
    const trip = (title: string) => title.replace(/^Trip to the zoo$/, "Zoo trip");
    expect(zoo.map((event) => [trip(event.title), event.location])).toEqual([["Zoo trip", ""]]);
  });

  it("keeps a collection notice with 'pick it up by' off the calendar", async () => {
    const events = await eventsIn(
      "Your reservation is ready. Pick it up from the front desk by Thursday 12 March.",
      { subject: "Your reservation is ready" },
    );
    expect(events).toEqual([]);
  });
});

describe("a team's fixture in a coach's words", () => {
  it("names 'we're away at Hendon' and 'we're at home to Barnet' as matches", async () => {
    const titles = async (body: string) =>
      (await eventsIn(body, { subject: "Sunday" })).map((event) => [event.title, event.location]);
    expect(
      await titles("Hi parents, we're away at Hendon on Sunday 8 March, 10am kick off."),
    ).toEqual([["Away match", "Hendon"]]);
    expect(await titles("We're at home to Barnet on Saturday 7 March, 10am KO.")).toEqual([
      ["Home match v Barnet", ""],
    ]);
  });
});

describe("a class's news", () => {
  it("reads 'Class 3 news' as a generic subject and names the event from its sentence", async () => {
    const titles = async (body: string) =>
      (await eventsIn(body, { subject: "Class 3 news" })).map((event) => event.title);
    expect(await titles("Swimming starts on Tuesday 10 March at 9am.")).toEqual(["Swimming"]);
    expect(await titles("Our class assembly is next Friday at 9am - all welcome!")).toEqual([
      "Class assembly",
    ]);
    expect(await titles("The Nativity will be performed on Wednesday 11 March at 2pm.")).toEqual([
      "Nativity",
    ]);
  });
});

describe("a club's week", () => {
  it("leaves routine training out, and places a friendly at the address in brackets", async () => {
    const events = await eventsIn(
      "Training as normal Tuesday 5.30-6.30 at the rec.\n\nSaturday 7 March we have a friendly against Whitton Wanderers, 10am KO at their place (Kneller Gardens, TW2 7NN).",
      { subject: "U9s this week" },
    );
    expect(events.map((event) => [event.title, event.start, event.location])).toEqual([
      ["Friendly v Whitton Wanderers", "2026-03-07T10:00:00+00:00", "Kneller Gardens, TW2 7NN"],
    ]);
  });
});

describe("a section's letter", () => {
  it("names lessons without 'just confirming … this term', leaves 'No Cubs (half term)' out and calls off a named day's training", async () => {
    const lessons = await eventsIn(
      "Hi Sarah, just confirming Maya's lessons this term will be on Thursdays at 4.15pm, starting 12th March.",
      { subject: "Lessons" },
    );
    expect(lessons.map((event) => [event.title, event.start])).toEqual([
      ["Maya's lessons", "2026-03-12T16:15:00+00:00"],
    ]);
    expect(await eventsIn("Dates for your diary:\n- 25th March: No Cubs (half term).")).toEqual([]);
    // A session said not to happen on a day is called off, as "No training this Wednesday" is.
    expect(
      (await eventsIn("There will be no training on Saturday 14th March while we set up.")).map(
        (event) => [event.title, event.start, event.change],
      ),
    ).toEqual([["Training", "2026-03-14", "cancel"]]);
  });
});

describe("an invitation card", () => {
  it("names the day's event from the line above its date, not from a generic subject", async () => {
    const events = await eventsIn(
      "Mia's Unicorn Birthday Bash\nSunday, March 15, 2026\n3:00 PM - 5:00 PM\nMaple Park Pavilion, 120 Maple Ave\nRSVP",
      { subject: "Invitation", from: "Evite <info@mail.evite.example.com>" },
      "America/New_York",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Mia's Unicorn Birthday Bash", "2026-03-15T15:00:00-04:00", "2026-03-15T17:00:00-04:00"],
    ]);
  });
});

describe("party invitations", () => {
  it("names whose party it is", async () => {
    const titles = async (body: string) =>
      (await eventsIn(body, { subject: "Party!" })).map((event) => event.title);
    expect(
      await titles(
        "Hi! Oliver would love Jack to come to his 6th birthday party at Jungle Mania soft play on Sunday 15th March, 1-3pm.",
      ),
    ).toEqual(["Oliver's 6th birthday party"]);
    expect(
      await titles(
        "Please join us to celebrate Ava's 7th birthday at Sky Zone on Saturday 14th March from 2-4pm.",
      ),
    ).toEqual(["Ava's 7th birthday"]);
    expect(
      await titles(
        "Cillian is turning 5 (!!) and we'd love Nessa to come to his party on the 14th, from 2 till 4, at Bounce Kingdom.",
      ),
    ).toEqual(["Cillian's 5th birthday party"]);
    expect(
      await titles(
        "We're celebrating Anika's 7th birthday with a pottery painting party on Saturday, March 14 from 1:30 to 3:30.",
      ),
    ).toEqual([expect.stringMatching(/^Anika's 7th birthday\b/)]);
  });
});

describe("a court at a venue", () => {
  it("places 'on court 4 at Ken Rosewall' as both, out of the title", async () => {
    const events = await eventsIn(
      "Game this Saturday is at 9.20am on court 4 at Ken Rosewall. Please be there by 9am.",
      { subject: "Netball" },
      "Australia/Sydney",
    );
    // The title is the game's ("Game", or the subject's "Netball"), never the place's words.
    expect(events.map((event) => event.location)).toEqual(["court 4, Ken Rosewall"]);
    expect(events[0]?.title).toMatch(/^(?:Game|Netball)$/);
  });
});

describe("names that open with a participle", () => {
  it("reads 'Sponsored walk' as a name, not an instruction, and 'Next week' as a generic subject", async () => {
    const events = await eventsIn(
      "Friday 13 March is our sponsored walk. We will set off at 1pm and return by 3pm.",
      { subject: "Next week" },
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Sponsored walk", "2026-03-13T13:00:00+00:00", "2026-03-13T15:00:00+00:00"],
    ]);
  });
});

describe("a coach's week in short lines", () => {
  it("places '@ Field 2' and '@ Memorial Park'", async () => {
    const events = await eventsIn(
      "Tue 3/10 - Practice 5:30-7 @ Field 2\nThu 3/12 - Game vs Cubs 6:00 @ Memorial Park (arrive 5:30)",
      { subject: "Week 3 schedule", from: "Coach <coach@littleleague.example.org>" },
      "America/New_York",
    );
    expect(events.map((event) => [event.title, event.location])).toEqual([
      ["Practice", "Field 2"],
      ["Game vs Cubs", "Memorial Park"],
    ]);
  });
});

describe("a labelled block under a heading", () => {
  it("takes its name from the heading above its Where and When lines", async () => {
    const events = await eventsIn(
      "We are so happy your child is joining us this fall!\n\nKINDERGARTEN ORIENTATION\n\nWhere: Room 104, Lakeside Elementary\nPlease bring: a completed health form\nWhen: Tuesday, March 10, 2026, 5:30 - 6:30 PM\n\nSUPPLY LISTS\n\nSupply lists are on the website.",
      { subject: "Welcome to Lakeside!" },
      "America/Los_Angeles",
    );
    expect(events.map((event) => [event.title.toLowerCase(), event.start])).toEqual([
      ["kindergarten orientation", "2026-03-10T17:30:00-07:00"],
    ]);
  });
});

describe("a newsletter's headed items", () => {
  it("names each item from its heading when its line gives only the day, the time and the place", async () => {
    const events = await eventsIn(
      "<h2>Storytime with a Firefighter</h2><p>Tuesday, March 10 · 10:30 AM · Main Library, Children's Room</p><p>Meet Firefighter Ruiz! Ages 2-6.</p><h2>Court of Honor</h2><p>Thursday, March 12 at 7:00 PM in the Fellowship Hall at Bear Creek Methodist. Families are invited.</p>",
      { subject: "March at the library", html: true },
      "America/Chicago",
    );
    expect(events.map((event) => [event.title, event.location])).toEqual([
      ["Storytime with a Firefighter", "Main Library, Children's Room"],
      ["Court of Honor", "Fellowship Hall"],
    ]);
  });
});

describe("club notes", () => {
  it("keeps a label once when the sentence after it names it again, and reads a line mentioning a package", async () => {
    const events = await eventsIn(
      "Halloween disco: The juvenile Halloween disco is on Friday 27th March from 7pm to 9pm in the clubhouse.\nMonday, March 30 - Picture retake day. If you would like your child's photo retaken, send the original package back with them.",
      { subject: "Club Notes" },
    );
    expect(events.map((event) => event.title)).toEqual([
      "Juvenile Halloween disco",
      "Picture retake day",
    ]);
  });

  it("takes no time from a postponement day's notice", async () => {
    const events = await eventsIn(
      "Our school cross country is on Wednesday 11 March, starting at 1.30pm on the school field.\n\nIf it is too wet, we will let you know by 10am and the postponement day will be Friday 13 March.",
      { subject: "Cross Country" },
    );
    expect(events.map((event) => event.start)).toEqual(["2026-03-11T13:30:00+00:00"]);
  });
});

describe("places are not names", () => {
  it("takes the name from the sentence before, not a street address", async () => {
    const events = await eventsIn(
      "Our spring recital is set! It will be held Sunday, March 15 at First Presbyterian Church (fellowship hall), 1301 Arapahoe St. The program begins at 3:00 PM and should wrap up by about 4:30.",
      { subject: "Spring recital date!" },
      "America/Denver",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Spring recital", "2026-03-15T15:00:00-06:00", "2026-03-15T16:30:00-06:00"],
    ]);
  });

  it("never takes an address line for a name, nor an Australian unit number for a date", async () => {
    const events = await eventsIn(
      "Pequod's Pizza\n2207 N Clybourn Ave, Chicago, IL 60614\nFriday, March 13 at 6:00 PM, party of 4",
      { subject: "Your reservation" },
      "America/Chicago",
    );
    expect(events.map((event) => event.title)).not.toContain(
      "2207 N Clybourn Ave, Chicago, IL 60614",
    );
    const party = await eventsIn(
      "Hudson is turning 6! Sunday 15 March, 10.30am-12.30pm at Flip Out Alexandria, 1/26 O'Riordan St, Alexandria.",
      { subject: "Hudson's 6th 🎉" },
      "Australia/Sydney",
    );
    expect(party.map((event) => [event.title, event.start])).toEqual([
      ["Hudson's 6th birthday", "2026-03-15T10:30:00+11:00"],
    ]);
  });

  it("does not name a grading after its sports centre", async () => {
    const events = await eventsIn(
      "Our next grading is on Sunday 15th March, 10am - 1pm, at Tonbridge Sports Centre (Main Hall, not the dojo).",
      { subject: "Grading - Sunday 15th March" },
    );
    expect(events.map((event) => event.title)).toEqual(["Next grading"]);
  });

  it("drops 'is coming up' from a name", async () => {
    const events = await eventsIn("Our Living Wax Museum is coming up on Thursday, March 12!", {
      subject: "You're invited",
    });
    expect(events.map((event) => event.title)).toEqual(["Living Wax Museum"]);
  });
});

describe("the sentence before", () => {
  it("does not name an event after a recap of last night", async () => {
    const events = await eventsIn(
      "Great turnout at training last night. Our next outing is the Juvenile Cross Country League, round 3 at Santry Demesne on Saturday 14 March. Races start at 11am.",
      { subject: "Next outing" },
    );
    expect(events.map((event) => event.title)).not.toContain(
      "Great turnout at training last night",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-03-14T11:00:00+00:00"]);
  });

  it("does not name an event after the sentence before it when that one has a day of its own", async () => {
    const events = await eventsIn(
      "The Confirmation Enrolment ceremony will take place at the 11.30am Mass on Sunday 15 March. The Sacrament of Confirmation will be celebrated on Saturday 21 March at 11am.",
      { subject: "Parish news" },
    );
    expect(events.map((event) => event.title)).toEqual([
      expect.stringMatching(/^Confirmation Enrolment ceremony/),
      expect.stringMatching(/^Sacrament of Confirmation/),
    ]);
  });
});
