/**
 * Session 10 (issue 12), from the blind battery of relative dates: days
 * counted from the message ("two weeks today", "in a fortnight", "the
 * weekend after next", "the first Monday of next month", "the 3rd of next
 * month", "overmorgen"), a weekday and a day with no month in the other
 * languages ("jeudi 12 à 18h30"), Dutch "van vrijdag tot en met zondag",
 * an event "on today", bare hours after an evening or a numeric date and
 * "from 4 till about 6", and "two and a half hours".
 */
import { describe, expect, it } from "vitest";
import { resolveForeignDays } from "../../server/mail/extract/foreignDays";
import { resolveRelativeDays } from "../../server/mail/extract/relativeDates";
import { eventsIn } from "./support/extractMail";

const wednesday = { year: 2026, month: 9, day: 23 };

const read = async (body: string, subject: string, zone: string, date: string) =>
  (await eventsIn(body, { subject, date }, zone)).map(({ title, start, end, allDay }) => ({
    title,
    start,
    end,
    allDay,
  }));

describe("days counted from the message", () => {
  it("writes out two weeks today, a fortnight, the weekend after next and next month's days", () => {
    expect(resolveRelativeDays("Book club is two weeks today at mine", wednesday)).toBe(
      "Book club is Wednesday 7 October 2026 at mine",
    );
    expect(resolveRelativeDays("our next game is in a fortnight at home", wednesday)).toBe(
      "our next game is Wednesday 7 October 2026 at home",
    );
    expect(resolveRelativeDays("camp is the weekend after next", wednesday)).toBe(
      "camp is Saturday 10 October 2026",
    );
    expect(resolveRelativeDays("restart the first Monday of next month", wednesday)).toBe(
      "restart Monday 5 October 2026",
    );
    expect(resolveRelativeDays("photos are on the 3rd of next month", wednesday)).toBe(
      "photos are on 3 October 2026",
    );
    // "three weeks Monday to Friday" still counts nothing.
    expect(resolveRelativeDays("three weeks Monday to Friday", wednesday)).toBe(
      "three weeks Monday to Friday",
    );
  });

  it("writes out the other languages' weekday and day, and the day after tomorrow", () => {
    expect(
      resolveForeignDays("aura lieu jeudi 12 à 18h30", { year: 2026, month: 11, day: 2 }),
    ).toBe("aura lieu jeudi 12/11/2026 à 18h30");
    expect(resolveForeignDays("van zaterdag 19 december tot", wednesday)).toBe(
      "van zaterdag 19 december tot",
    );
    expect(resolveForeignDays("Overmorgen is het feestje", wednesday)).toBe(
      "25/9/2026 is het feestje",
    );
    expect(resolveForeignDays("van vrijdag tot en met zondag", wednesday)).toBe(
      "van vrijdag tot zondag",
    );
  });

  it("reads an event 'on today' sent overnight in the family's zone", async () => {
    expect(
      await read(
        "Good morning! A reminder that the Athletics Carnival is on today at the school oval.",
        "Athletics carnival today",
        "Australia/Perth",
        "Wed, 10 Jun 2026 23:05:00 +0000",
      ),
    ).toEqual([
      { title: "Athletics Carnival", start: "2026-06-11", end: "2026-06-12", allDay: true },
    ]);
  });

  it("reads bare hours after 'this evening' and after a numeric date, and a throw-in's hour", async () => {
    const [brownies] = await read(
      "Hi everyone, quick reminder that Brownies is at the church hall this evening 6-7.15.",
      "Brownies tonight",
      "Europe/London",
      "Wed, 13 Jan 2027 10:05:00 +0000",
    );
    expect(brownies).toMatchObject({
      title: "Brownies",
      start: "2027-01-13T18:00:00+00:00",
      end: "2027-01-13T19:15:00+00:00",
    });
    const [fair] = await read(
      "Our annual holiday craft fair is Sat 11/7, 10-2, in the fellowship hall.",
      "Craft fair",
      "America/Chicago",
      "Wed, 28 Oct 2026 11:00:00 -0500",
    );
    expect([fair?.start, fair?.end]).toEqual([
      "2026-11-07T10:00:00-06:00",
      "2026-11-07T14:00:00-06:00",
    ]);
    const [blitz] = await read(
      "U9 blitz this Friday evening in Páirc Uí Rinn, throw-in 6.30. Please have them there for 6.10.",
      "U9 blitz",
      "Europe/Dublin",
      "Mon, 22 Jun 2026 21:03:00 +0100",
    );
    expect(blitz?.start).toBe("2026-06-26T18:30:00+01:00");
    const [trail] = await read(
      "We're doing the little Halloween trail again on Sunday, from 4 till about 6. Pop a pumpkin on your letterbox!",
      "Halloween trail",
      "Pacific/Auckland",
      "Thu, 28 Oct 2027 08:30:00 +1300",
    );
    expect([trail?.start, trail?.end]).toEqual([
      "2027-10-31T16:00:00+13:00",
      "2027-10-31T18:00:00+13:00",
    ]);
  });

  it("reads 'two and a half hours' as a length", async () => {
    const [concert] = await read(
      "End of year concert - Sunday 28 November at 2pm at the Seymour Centre. The show runs for approximately two and a half hours including interval.",
      "Term 4 News",
      "Australia/Sydney",
      "Tue, 28 Sep 2027 18:45:00 +1000",
    );
    expect(concert?.end).toBe("2027-11-28T16:30:00+11:00");
  });
});

describe("near misses the session's review found", () => {
  it("keeps 'on Tuesday this week' said on a Tuesday today's, and reads the coming 'sabato prossimo'", async () => {
    const [club] = await read(
      "Book club is on Tuesday this week at 3.30pm in the library.",
      "Book club",
      "Europe/London",
      "Tue, 03 Mar 2026 08:00:00 +0000",
    );
    expect(club?.start).toBe("2026-03-03T15:30:00+00:00");
    const [festa] = await read(
      "Ciao! La festa di compleanno di Giulia sarà sabato prossimo dalle 16 alle 19 al parco giochi. Fammi sapere!",
      "Festa di Giulia",
      "Europe/Rome",
      "Thu, 10 Dec 2026 18:20:00 +0100",
    );
    expect(festa?.start).toBe("2026-12-12T16:00:00+01:00");
    expect(
      resolveForeignDays("el próximo jueves 22 de abril", { year: 2027, month: 4, day: 12 }),
    ).toBe("el próximo jueves 22 de abril");
  });

  it("keeps a restart that gives its time, and leaves out training that continues as normal", async () => {
    const [lessons] = await read(
      "Merry Christmas from all at Splash! Lessons restart on Monday 4th January at the usual time of 5pm.",
      "Swimming restarts",
      "Europe/London",
      "Mon, 21 Dec 2026 12:00:00 +0000",
    );
    expect(lessons?.start).toBe("2027-01-04T17:00:00+00:00");
    expect(
      await read(
        "Indoor training continues every Saturday 10-11 in the school hall as normal.",
        "Training",
        "Europe/London",
        "Mon, 11 Jan 2027 12:00:00 +0000",
      ),
    ).toEqual([]);
  });
});
