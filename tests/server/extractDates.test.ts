/**
 * Dates in the words of a message: the day-month order its own dates prove,
 * relative days counted from the message date ("a week on Friday", "on the
 * 12th", "the Tuesday after that"), a day given only by the subject, and
 * closure notices ("No school Monday: INSET day") as all-day events.
 */
import { describe, expect, it } from "vitest";
import { type ExtractedEvent, extractFromRaw } from "../../server/mail/extract";
import { normaliseForChrono, resolveAgainstMessage } from "../../server/mail/extract/dates";
import { isDayFirst, orderInText } from "../../server/mail/extract/locale";
import { sentencesOf } from "../../server/mail/extract/sentences";
import {
  eventsIn,
  londonTextContext,
  mail as mailOf,
  type TestMessage,
} from "./support/extractMail";

type Message = TestMessage;
const defaults: TestMessage = { from: "School Office <office@school.example.co.uk>" };
const mail = (body: string, message: Message = {}) => mailOf(body, { ...defaults, ...message });

const brief = (events: ReadonlyArray<ExtractedEvent>) =>
  events.map(({ title, start, end, allDay }) => ({ title, start, end, allDay }));

async function events(body: string, message: Message = {}, timeZone = "Europe/London") {
  return (await extractFromRaw(mail(body, message), { timeZone })).events;
}

const starts = async (body: string, message: Message = {}, timeZone = "Europe/London") =>
  (await events(body, message, timeZone)).map((event) => event.start);

describe("day-month order from the whole message", () => {
  it("reads 04/03 day first from an American domain when '13/03' elsewhere proves it", async () => {
    const found = await events("Class trip: 04/03/2026.\n\nPlease return slips by 13/03/2026.", {
      from: "office@school.example.com",
    });
    expect(found.map((event) => event.start)).toContain("2026-03-04");
    expect(found.map((event) => event.start)).not.toContain("2026-04-03");
  });

  it("reads 04/05 month first from a British domain when '03/13' elsewhere proves it", async () => {
    expect(
      await starts("Field trip on 04/05.\n\nPermission slips went home on 02/27.", {
        from: "office@school.example.co.uk",
      }),
    ).toEqual(["2026-04-05"]);
  });

  it("reads 'Sun 6/9' as the reading whose weekday is right", async () => {
    expect(
      await starts(
        "Presentation Day is on Sun 6/9, 10am - 12pm at the clubrooms.",
        { from: "club@netball.example.com", date: "Wed, 19 Aug 2026 20:30:00 +1000" },
        "Australia/Sydney",
      ),
    ).toEqual(["2026-09-06T10:00:00+10:00"]);
  });

  it("weighs proof over the domain and the caller's locale, and ignores '24/7' and disagreement", () => {
    const reference = new Date("2026-03-02T09:00:00Z");
    expect(orderInText("Open 24/7. Trip on 03/04.", reference, "UTC")).toBeNull();
    expect(orderInText("Trip on 13/03, forms by 03/14.", reference, "UTC")).toBeNull();
    expect(orderInText("Chat [21/8/26, 6:58 pm]", reference, "UTC")).toBe("day");
    expect(orderInText("Times 10.30 and 11.15", reference, "UTC")).toBeNull();
    expect(isDayFirst({ sender: "a@school.example.com", text: "Due 13/03/2026" })).toBe(true);
    expect(isDayFirst({ sender: "a@school.example.co.uk", override: "en-US" })).toBe(false);
    expect(
      isDayFirst({ sender: "a@school.example.co.uk", override: "en-US", text: "On 13/03" }),
    ).toBe(true);
    expect(isDayFirst({ sender: "a@school.example.com", language: "de" })).toBe(true);
  });
});

describe("a month written first by a day-first sender", () => {
  it("reads 'June 12', 'Friday, April 17th' and 'April 13 through April 16' from a British school as those days", async () => {
    expect(await starts("Sports day is on June 12 at the field.")).toEqual(["2026-06-12"]);
    expect(await starts("The trip is on Friday, April 17th at 10am.")).toEqual([
      "2026-04-17T10:00:00+01:00",
    ]);
    const span = await events("Exams run April 13 through April 16.");
    expect(span.map((event) => [event.start, event.end])).toEqual([["2026-04-13", "2026-04-17"]]);
    // A clock time or a range after the number stays as it was.
    expect(await starts("Lunch on 14 April, 12.30-1.30pm in the hall.")).toEqual([
      "2026-04-14T12:30:00+01:00",
    ]);
  });
});

describe("a weekday written just before its date", () => {
  it("reads 'Sunday: 18 October' as one day, even when the subject says Sunday", async () => {
    const events = await eventsIn(
      "First Nippers Sunday: 18 October, 8.30 to 11am on the beach.",
      { subject: "Nippers - briefing and first Sunday" },
      "Australia/Sydney",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-10-18T08:30:00+11:00"]);
  });
});

describe("the year of a date written without one", () => {
  it("puts a December date in a March message this December, and a recent one in the past", async () => {
    expect(await starts("Family party on December 20 at 8pm.", {}, "Europe/London")).toEqual([
      "2026-12-20T20:00:00+00:00",
    ]);
    // 27 February, a few days before the message of 2 March, is over: no event.
    expect(await starts("Thank you for coming to the fair on 27 February.")).toEqual([]);
  });
});

describe("relative dates", () => {
  it("reads 'a week on Friday', 'Saturday week' and 'a fortnight on Tuesday' from a Monday", async () => {
    expect(
      await starts("The summer recital is a week on Friday, at 6pm in the church hall."),
    ).toEqual(["2026-03-13T18:00:00+00:00"]);
    expect(await starts("The chess championships are on Saturday week, at 10am.")).toEqual([
      "2026-03-14T10:00:00+00:00",
    ]);
    expect(await starts("Parents' evening is a fortnight on Tuesday at 4pm.")).toEqual([
      "2026-03-17T16:00:00+00:00",
    ]);
  });

  it("reads 'two weeks from Saturday' as the Saturday after next, plus a week", async () => {
    expect(
      await starts(
        "Our winter lock-in is two weeks from Saturday. Drop-off is at 7pm at the Fellowship Hall.",
        { from: "youth@church.example.org", date: "Wed, 04 Feb 2026 18:02:37 -0600" },
        "America/Chicago",
      ),
    ).toEqual(["2026-02-21T19:00:00-06:00"]);
  });

  it("reads 'this Sunday', 'next Thursday' and 'Thursday next week'", async () => {
    expect(await starts("The car boot sale is this Sunday at 10am.")).toEqual([
      "2026-03-08T10:00:00+00:00",
    ]);
    expect(await starts("Book club meets next Thursday at 7pm.")).toEqual([
      "2026-03-12T19:00:00+00:00",
    ]);
    expect(await starts("Choir rehearsal is on Thursday next week at 4pm.")).toEqual([
      "2026-03-12T16:00:00+00:00",
    ]);
  });

  it("reads 'tomorrow morning' and 'tmrw' as the day after the message", async () => {
    expect(
      await starts("Tomorrow morning is our Publishing Party! Come to Room 108 at 8:45."),
    ).toEqual(["2026-03-03T08:45:00+00:00"]);
    expect(await starts("Tmrw we're playing netball at 8.30am on court 6.")).toEqual([
      "2026-03-03T08:30:00+00:00",
    ]);
  });

  it("reads 'on the 12th' as the next 12th on or after the message date", async () => {
    expect(
      await starts(
        "Team pictures are on the 12th, before practice. Please have skaters at the rink at 5:15pm.",
      ),
    ).toEqual(["2026-03-12T17:15:00+00:00"]);
    expect(
      await starts("Half day on the 1st. Pupils leave at 11:45.", {
        date: "Mon, 16 Mar 2026 09:00:00 +0000",
      }),
    ).toEqual(["2026-04-01T11:45:00+01:00"]);
  });

  it("reads 'the Tuesday after that' from the day written before it", async () => {
    const found = await events(
      "The first leg is on Saturday 14 March at 10am; the return leg is the Tuesday after that at 6pm.",
    );
    expect(found.map((event) => event.start)).toEqual([
      "2026-03-14T10:00:00+00:00",
      "2026-03-17T18:00:00+00:00",
    ]);
  });

  it("rewrites relative days in place and leaves look-alikes alone", () => {
    const context = londonTextContext;
    const read = (text: string) => resolveAgainstMessage(normaliseForChrono(text), context);
    expect(read("a week on Friday.")).toBe("Friday 13 March 2026.");
    expect(read("Friday fortnight")).toBe("Friday 20 March 2026");
    expect(read("a week today")).toBe("Monday 9 March 2026");
    expect(read("Monday 16th")).toBe("Monday 16 March 2026");
    expect(read("Monday 20 April is a staff day. OSHC is open on the Monday.")).toBe(
      "Monday 20 April is a staff day. OSHC is open on the Monday 20 April 2026.",
    );
    // Earlier lines count too: "runs 7-11 July" then "performs in the Saturday matinee".
    expect(
      resolveAgainstMessage("in the Saturday matinee", context, "The show runs 7-11 July."),
    ).toBe("in the Saturday 11 July 2026 matinee");
    // Habits, durations, timetable weeks, ordinals that are not days: as written.
    expect(read("once a week on Monday")).toBe("once a week on Monday");
    expect(read("camp runs for a week from Monday")).toBe("camp runs for a week from Monday");
    expect(read("Monday week 2 timetable")).toBe("Monday week 2 timetable");
    expect(read("for the 3rd year running")).toBe("for the 3rd year running");
    expect(read("on the 2nd Saturday")).toBe("on the 2nd Saturday");
    expect(read("the following Tuesday")).toBe("the following Tuesday");
  });

  it("reads a dotted time range without losing the day before it", async () => {
    expect(
      brief(
        await events(
          "Tuesday 7 July, 10.30–11.30am: LEGO Build Challenge.",
          {
            date: "Mon, 29 Jun 2026 09:05:00 +1200",
            from: "library@library.example.govt.nz",
          },
          "Pacific/Auckland",
        ),
      ),
    ).toEqual([
      {
        title: "LEGO Build Challenge",
        start: "2026-07-07T10:30:00+12:00",
        end: "2026-07-07T11:30:00+12:00",
        allDay: false,
      },
    ]);
  });
});

describe("a day only in the subject", () => {
  it("gives the subject's day to the event the body names, beside the body's other days", async () => {
    const found = await events(
      `
Dear parents,

Year 2 are off to Chester Zoo for their trip! Please send a packed lunch.

Our next class assembly is on Thursday 19 March at 9am.
`,
      { subject: "Trip to the zoo – Friday 13 March" },
    );
    expect(brief(found)).toEqual([
      { title: "Trip to the zoo", start: "2026-03-13", end: "2026-03-14", allDay: true },
      {
        title: "Next class assembly",
        start: "2026-03-19T09:00:00+00:00",
        end: "2026-03-19T10:00:00+00:00",
        allDay: false,
      },
    ]);
  });

  it("times the subject's day from a body with no day of its own", async () => {
    const found = await events(
      "Year 2 are off to Chester Zoo. The coach leaves school at 9am.\n\nPlease send a packed lunch.",
      { subject: "Trip to the zoo – Friday 13 March" },
    );
    expect(brief(found)).toMatchObject([
      { title: "Trip to the zoo", start: "2026-03-13T09:00:00+00:00", allDay: false },
    ]);
    // The body's "back by" ends it.
    const back = await events(
      "The children will need a packed lunch. We leave school at 9.15am and will be back by 3pm.",
      { subject: "Year 2 trip - Thursday 12 March" },
    );
    expect(brief(back)).toMatchObject([
      { start: "2026-03-12T09:15:00+00:00", end: "2026-03-12T15:00:00+00:00" },
    ]);
  });

  it("adds nothing when the body does not name the subject's event", async () => {
    const found = await events("Our next class assembly is on Thursday 19 March at 9am.", {
      subject: "Trip to the zoo – Friday 13 March",
    });
    expect(found.map((event) => event.title)).toEqual(["Next class assembly"]);
  });
});

describe("closures", () => {
  it("makes 'No school Monday: INSET day' an all-day event", async () => {
    expect(
      brief(
        await events("No school Monday: INSET day", { date: "Tue, 3 Mar 2026 09:00:00 +0000" }),
      ),
    ).toEqual([
      { title: "No school – INSET day", start: "2026-03-09", end: "2026-03-10", allDay: true },
    ]);
  });

  it("makes 'School closed on Friday for teacher training' an all-day event", async () => {
    expect(brief(await events("School closed on Friday for teacher training."))).toEqual([
      {
        title: "School closed – teacher training",
        start: "2026-03-06",
        end: "2026-03-07",
        allDay: true,
      },
    ]);
  });

  it("makes 'No school on Friday 16th (staff development day)' an all-day event", async () => {
    expect(
      brief(
        await events("No school on Friday 16th (staff development day).", {
          date: "Mon, 5 Oct 2026 09:00:00 +0100",
        }),
      ),
    ).toEqual([
      {
        title: "No school – staff development day",
        start: "2026-10-16",
        end: "2026-10-17",
        allDay: true,
      },
    ]);
  });

  it("keeps a closure all day whatever time follows, and two closed days in a row as one span", async () => {
    expect(
      brief(
        await events(
          "Kids' Corner will be CLOSED this Friday for our staff in-service training. It is a regular school day, so please plan for pick-up at the 3:10 bell.",
        ),
      ),
    ).toMatchObject([{ start: "2026-03-06", end: "2026-03-07", allDay: true }]);
    expect(
      brief(
        await events(
          "Please note that the school will be closed on Monday 16th and Tuesday 17th March for the St Patrick's Day break.",
          { from: "office@scoil.example.ie", date: "Mon, 9 Mar 2026 13:45:00 +0000" },
          "Europe/Dublin",
        ),
      ),
    ).toEqual([
      {
        title: "School closed – St Patrick's Day break",
        start: "2026-03-16",
        end: "2026-03-18",
        allDay: true,
      },
    ]);
  });

  it("names a closure for a holiday after its reason, and keeps 'day' in 'a single-session day:'", async () => {
    const events = await eventsIn(
      "A reminder that Tuesday, November 24 is a single-session day: all students will be dismissed at 12:45 PM.\n\nAll schools will be closed Wednesday, November 25 through Friday, November 27 for the Thanksgiving recess. Classes resume Monday, November 30.",
      { subject: "Recess reminder", date: "Mon, 16 Nov 2026 09:00:00 -0500" },
      "America/New_York",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      [expect.stringMatching(/^Single-session day/), "2026-11-24T12:45:00-05:00"],
      ["Schools closed – Thanksgiving recess", "2026-11-25"],
    ]);
  });

  it("names the closure, not the early dismissal beside it", async () => {
    const found = await events(
      "Reminder: Thursday, Nov. 12 is an early dismissal day (12:00 PM), and there is no school for students on Friday, Nov. 13.",
      { from: "office@school.example.org", date: "Wed, 4 Nov 2026 14:10:00 -0500" },
      "America/New_York",
    );
    expect(brief(found).find((event) => event.start.startsWith("2026-11-13"))).toEqual({
      title: "No school",
      start: "2026-11-13",
      end: "2026-11-14",
      allDay: true,
    });
  });

  it("does not read 'no school uniform' or 'closed shoes' as a closure", async () => {
    const nonUniform = await events("Non-uniform day: no school uniform on Friday 13 March.");
    expect(nonUniform.map((event) => event.title)).not.toContain("No school");
    const shoes = await events(
      "Please wear closed shoes to school on Friday 13 March for the trip.",
    );
    expect(shoes.map((event) => event.title.startsWith("School closed"))).toEqual([false]);
  });

  it("still leaves out a gap in a fixture list and keeps a holiday's own name", async () => {
    expect(await events("Saturday 14 March: No game (Easter weekend)")).toEqual([]);
    expect(await events("Saturday 14 March: BYE")).toEqual([]);
    expect(
      (await events("Friday, April 3 - Good Friday, no school", {}, "America/New_York")).map(
        (event) => [event.title, event.start],
      ),
    ).toEqual([["Good Friday", "2026-04-03"]]);
  });
});

describe("dates in other languages", () => {
  it("reads a short German invitation: its day despite the ordinal's full stop, no 'Fr' inside a word, the name and the place", async () => {
    const events = await eventsIn(
      "Liebe Eltern, am Freitag, 20. März findet unser Frühlingsfest von 15 bis 18 Uhr in der Turnhalle statt. Viele Grüße",
      { from: "Schule <sekretariat@grundschule.example.de>", subject: "Frühlingsfest" },
      "Europe/Berlin",
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.location])).toEqual([
      ["Frühlingsfest", "2026-03-20T15:00:00+01:00", "2026-03-20T18:00:00+01:00", "Turnhalle"],
    ]);
    const summer = await eventsIn(
      "Liebe Eltern, am Freitag, den 3. Juli, feiern wir unser Sommerfest im Garten der Kita - von 15 bis 18 Uhr.",
      { from: "Kita <leitung@kita.example.de>", subject: "Post" },
      "Europe/Berlin",
    );
    expect(summer.map((event) => [event.title, event.location])).toEqual([
      ["Sommerfest der Kita", "Garten"],
    ]);
    const lantern = await eventsIn(
      "am Mittwoch, dem 11. März, findet unser Laternenumzug statt. Treffpunkt ist um 17:00 Uhr auf dem Schulhof. Ende ca. 18:30 Uhr.",
      { from: "Schule <info@grundschule.example.de>", subject: "Laternenumzug" },
      "Europe/Berlin",
    );
    expect(lantern.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Laternenumzug", "2026-03-11T17:00:00+01:00", "2026-03-11T18:30:00+01:00"],
    ]);
  });

  it("names a French school fête without 'aura lieu', and places it in the playground", async () => {
    const events = await eventsIn(
      "Chers parents, la fête de l'école aura lieu le samedi 20 juin de 14h à 18h dans la cour. Merci de votre aide.",
      { from: "École <ecole@example.fr>", subject: "Fête" },
      "Europe/Paris",
    );
    expect(events.map((event) => [event.title, event.start, event.location])).toEqual([
      ["La fête de l'école", "2026-06-20T14:00:00+02:00", "la cour"],
    ]);
  });

  it("reads French mail as French and 'est' as a verb, not the US Eastern zone", async () => {
    const events = await eventsIn(
      `
Bonjour, nous sommes au regret de vous informer que le rendez-vous de Léa prévu le jeudi 14 janvier 2027 à 9h30 est annulé.
Veuillez nous excuser pour ce contretemps. Le secrétariat de votre cabinet dentaire.`,
      {
        subject: "Annulation de votre rendez-vous",
        from: "Cabinet <secretariat@ortho.example.fr>",
      },
      "Europe/Paris",
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2027-01-14T09:30:00+01:00", "cancel"],
    ]);
  });

  it("reads German '13.01.' as a day, 'vom … bis einschließlich …' as a span and a verb-final order deadline as no event", async () => {
    const german = {
      from: "Kita <leitung@kita.example.de>",
      subject: "Informationen für die Eltern",
    };
    const closure = await eventsIn(
      "Liebe Eltern, vom 27.07. bis einschließlich 14.08. bleibt die Kita wegen der Sommerschließzeit geschlossen. Bitte planen Sie das ein.",
      german,
      "Europe/Berlin",
    );
    expect(closure.map((event) => [event.start, event.end, event.allDay])).toEqual([
      ["2026-07-27", "2026-08-15", true],
    ]);
    const training = await eventsIn(
      "Liebe Eltern, das Training am Mittwoch, 13.01., fällt aus, weil die Halle für eine Schulveranstaltung belegt ist. Wir sehen uns dann bei dem nächsten Spiel.",
      { ...german, date: "Tue, 5 Jan 2027 09:00:00 +0100" },
      "Europe/Berlin",
    );
    expect(training.map((event) => [event.start.slice(0, 10), event.change])).toEqual([
      ["2027-01-13", "cancel"],
    ]);
    const photos = await eventsIn(
      "Liebe Eltern, die Schulfotos sind da! Sie können die Bilder bis zum 20.11. online unter fotos.example bestellen. Den Zugangscode finden Sie auf dem Zettel, den Ihr Kind heute mitbekommen hat.",
      { ...german, date: "Tue, 10 Nov 2026 09:00:00 +0100" },
      "Europe/Berlin",
    );
    expect(photos).toEqual([]);
  });

  it("ends a German or French outing when it is back, and places 'in Raum 204' and 'dans la salle polyvalente'", async () => {
    const german = await eventsIn(
      "Unser Elternabend findet am Dienstag, den 15.09.2026, um 19:30 Uhr in Raum 204 statt.\n\nAußerdem machen wir am Freitag, 25.09.2026, unseren Wandertag. Treffpunkt ist um 8:00 Uhr am Schultor, zurück sind wir gegen 13:00 Uhr.",
      {
        subject: "Elternabend",
        from: "Anja <anja@schule.example.de>",
        date: "Mon, 7 Sep 2026 09:00:00 +0200",
      },
      "Europe/Berlin",
    );
    expect(german.map((event) => [event.start, event.end, event.location])).toEqual([
      ["2026-09-15T19:30:00+02:00", "2026-09-15T20:30:00+02:00", "Raum 204"],
      ["2026-09-25T08:00:00+02:00", "2026-09-25T13:00:00+02:00", ""],
    ]);
    const french = await eventsIn(
      "La réunion parents-professeurs aura lieu le mardi 29 septembre à 18h00 dans la salle polyvalente.\n\nNous organisons une sortie au musée le jeudi 8 octobre. Départ de l'école à 9h00, retour prévu vers 16h00.",
      {
        subject: "Informations",
        from: "Mme L <ecole@example.fr>",
        date: "Mon, 7 Sep 2026 09:00:00 +0200",
      },
      "Europe/Paris",
    );
    expect(french.map((event) => [event.start, event.end, event.location])).toEqual([
      ["2026-09-29T18:00:00+02:00", "2026-09-29T19:00:00+02:00", "la salle polyvalente"],
      ["2026-10-08T09:00:00+02:00", "2026-10-08T16:00:00+02:00", ""],
    ]);
  });

  it("reads a Spanish school year ('2.º de Primaria') as no time, and places 'en el patio del colegio'", async () => {
    const events = await eventsIn(
      "Os recordamos que el miércoles 2 de junio los alumnos de 2.º de Primaria irán de excursión a Faunia.\n\nEl festival de fin de curso será el viernes 18 de junio a las 17:30 en el patio del colegio.",
      {
        subject: "Fin de curso",
        from: "CEIP <ceip@example.es>",
        date: "Mon, 24 May 2027 09:00:00 +0200",
      },
      "Europe/Madrid",
    );
    expect(events.map((event) => [event.title, event.start, event.location])).toEqual([
      [expect.stringMatching(/excursión a Faunia$/), "2027-06-02", ""],
      ["El festival de fin de curso", "2027-06-18T17:30:00+02:00", "el patio del colegio"],
    ]);
  });

  it("reads a German subject's 'Dienstag, 12.05.' as the day, timed by the body from the meeting to the return", async () => {
    const events = await eventsIn(
      "wie angekündigt besuchen wir mit der Klasse den Tierpark. Wir treffen uns um 8:15 Uhr im Klassenraum und fahren um 8:30 Uhr mit der U-Bahn los. Zurück an der Schule sind wir gegen 13 Uhr.",
      {
        subject: "Ausflug in den Tierpark am Dienstag, 12.05.",
        from: "Anja <a.wolff@schule.example.de>",
        date: "Wed, 6 May 2026 14:00:00 +0200",
      },
      "Europe/Berlin",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Ausflug in den Tierpark", "2026-05-12T08:15:00+02:00", "2026-05-12T13:00:00+02:00"],
    ]);
  });

  it("reads French 'à 8h45 et le retour vers 16h00' without 'et' as a US zone, and German 'fällt … aus' as called off", async () => {
    const french = await eventsIn(
      "La classe de CM1 se rendra au musée d'Orsay le jeudi 18 mars. Le départ de l'école est prévu à 8h45 et le retour vers 16h00.",
      {
        subject: "Sortie",
        from: "Mme L <ecole@example.fr>",
        date: "Mon, 1 Mar 2027 09:00:00 +0100",
      },
      "Europe/Paris",
    );
    expect(french.map((event) => [event.start, event.end])).toEqual([
      ["2027-03-18T08:45:00+01:00", "2027-03-18T16:00:00+01:00"],
    ]);
    const german = await eventsIn(
      "leider fällt das Training am Samstag, 16. Oktober (10:00 bis 11:30 Uhr) aus, weil die Halle belegt ist.",
      {
        subject: "Training",
        from: "Jonas <jonas@verein.example.de>",
        date: "Mon, 11 Oct 2027 09:00:00 +0200",
      },
      "Europe/Berlin",
    );
    expect(german.map((event) => [event.title, event.start, event.change])).toEqual([
      ["Training", "2027-10-16T10:00:00+02:00", "cancel"],
    ]);
  });

  it("does not end a Spanish sentence at 'Dra.'", () => {
    const line = {
      text: "Te recordamos la cita de Pablo el martes 20 de octubre a las 17:30 con la Dra. Ruiz en la clínica.",
      cells: null,
      heading: false,
      bullet: false,
    };
    expect(sentencesOf(line)).toEqual([line.text]);
  });

  it("reads 'mantendrá la mesa 15 minutos' as a length, not a time", async () => {
    const events = await eventsIn(
      "Tu reserva está confirmada: domingo 7 de junio a las 14:30, 4 personas.\n\nEl restaurante mantendrá la mesa 15 minutos. Si no puedes ir, cancela tu reserva desde la app.",
      {
        subject: "Tu reserva en Casa Lucio",
        from: "Casa Lucio <reservas@example.es>",
        date: "Tue, 2 Jun 2026 10:40:00 +0200",
      },
      "Europe/Madrid",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-06-07T14:30:00+02:00"]);
  });

  it("reads Spanish 'de 12:00 a 14:30' as noon to half past two", async () => {
    const events = await eventsIn(
      `
¡Hola, Lucía! Martina cumple 6 años y nos encantaría que Carmen viniera a celebrarlo con nosotros.
Sábado 17 de octubre
De 12:00 a 14:30
Habrá castillo hinchable, merienda y tarta. Los niños tienen que llevar calcetines.`,
      {
        subject: "Cumple de Martina",
        from: "Elena <elena@example.es>",
        date: "Mon, 5 Oct 2026 09:00:00 +0200",
      },
      "Europe/Madrid",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-10-17T12:00:00+02:00", "2026-10-17T14:30:00+02:00"],
    ]);
  });
});
