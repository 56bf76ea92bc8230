/**
 * Headings written in capitals and finishing times stated a paragraph
 * later (issue 12, session 9): "MATARIKI SHARED LUNCH" heads the notice
 * below it and reads "Matariki Shared Lunch"; "The concert finishes at
 * about 7.30pm" in the next paragraph ends the concert; and the same words
 * offered by two sources (a heading and the subject) stay two options.
 */
import { describe, expect, it } from "vitest";
import { phraseShape } from "../../server/mail/extract/phrases";
import { usableOptions } from "../../server/mail/extract/titleRanking";
import { cleanTitle, unshouted } from "../../server/mail/extract/titles";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, zone = "Europe/London") =>
  (await eventsIn(body, { subject }, zone)).map(({ title, start, end }) => ({
    title,
    start,
    end,
  }));

describe("titles written in capitals", () => {
  it("are shown in title case, initials and short words kept as they are", () => {
    expect(unshouted("MATARIKI SHARED LUNCH")).toBe("Matariki Shared Lunch");
    expect(unshouted("THE GRUFFALO")).toBe("The Gruffalo");
    expect(unshouted("PTA BBQ NIGHT")).toBe("PTA BBQ Night");
    expect(unshouted("U10 HURLING BLITZ")).toBe("U10 Hurling Blitz");
    expect(unshouted("NO SCHOOL")).toBe("No School");
    expect(cleanTitle("YEAR 4 SWIMMING GALA")).toBe("Year 4 Swimming Gala");
  });

  it("leave mixed case and single words alone", () => {
    expect(unshouted("Spring Concert")).toBe("Spring Concert");
    expect(unshouted("iPad Club")).toBe("iPad Club");
    expect(unshouted("IMPORTANT")).toBe("IMPORTANT");
  });

  it("read a Title Case name that ends in an event's noun as a name, not a clause", () => {
    expect(phraseShape("Matariki Shared Lunch").clause).toBe(false);
    expect(phraseShape("We shared lunch").clause).toBe(true);
  });

  it("name the event of a later paragraph when the ticket's heading is in capitals", async () => {
    expect(
      await read(
        "Thanks for your booking!\n\nTHE GRUFFALO\nStudio, Sydney Opera House\nSat 11 Jul 2026, 11:00am\n\nRunning time: approx. 55 minutes.",
        "Your tickets",
        "Australia/Sydney",
      ),
    ).toEqual([
      {
        title: "Gruffalo",
        start: "2026-07-11T11:00:00+10:00",
        end: "2026-07-11T11:55:00+10:00",
      },
    ]);
  });
});

describe("the same words from two sources", () => {
  it("stay two options, so each source's score counts", () => {
    const options = usableOptions([
      { text: "GRUFFALO", source: "heading" },
      { text: "Gruffalo", source: "subject" },
      { text: "Gruffalo", source: "subject" },
    ]);
    expect(options.map((option) => option.source)).toEqual(["heading", "subject"]);
  });
});

describe("a finishing time in the next paragraph", () => {
  it("ends the event the paragraph before started", async () => {
    expect(
      await read(
        "The spring concert is on Thursday 12 March, starting at 6pm in the hall.\n\nThe concert finishes at about 7.30pm and children can be collected from their classrooms.",
        "Spring concert",
      ),
    ).toEqual([
      {
        title: "Spring concert",
        start: "2026-03-12T18:00:00+00:00",
        end: "2026-03-12T19:30:00+00:00",
      },
    ]);
  });

  it("is not taken from a paragraph with no finishing words or with a day of its own", async () => {
    const [refreshments] = await read(
      "The spring concert is on Thursday 12 March, starting at 6pm in the hall.\n\nRefreshments at 6.45pm.",
      "Spring concert",
    );
    expect(refreshments?.end).toBe("2026-03-12T19:00:00+00:00");
    const [training] = await read(
      "Training is on Tuesday 10 March at 5pm.\n\nThe pool closes at 9pm on Fridays.",
      "Swimming",
    );
    expect(training?.end).toBe("2026-03-10T18:00:00+00:00");
  });
});
