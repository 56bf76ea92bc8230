/**
 * Labelled blocks and booking subjects (issue 12, session 9): "Performance:
 * The Gruffalo", "Opponent: Hillside Hawks (H)" and "KO: 10:00" are a
 * block's fields (never a chat's speakers), a second "Date:" starts the next
 * block, and subjects such as "Your tickets", "Fixtures", "You're invited" or
 * "Rappel de votre rendez-vous" name no event.
 */
import { describe, expect, it } from "vitest";
import { titleFeatures } from "../../server/mail/extract/titleRanking";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string) =>
  (await eventsIn(body, { subject, date: "Mon, 2 Feb 2026 09:00:00 +0000" })).map(
    ({ title, start, location }) => ({ title, start, location }),
  );

describe("labelled blocks", () => {
  it("reads two fixtures, each named by its opponent and timed by its kick-off", async () => {
    expect(
      await read(
        "Next two fixtures:\n\nDate: Sat 7 Feb\nKO: 10:00 (meet 9:15)\nOpponent: Hillside Hawks (H)\nVenue: Ashford Rec, pitch 2\n\nDate: Sat 14 Feb\nKO: 11:00 (meet 10:15)\nOpponent: Kingsmead (A)\nVenue: Kingsmead Park",
        "Fixtures",
      ),
    ).toEqual([
      {
        title: "Match v Hillside Hawks",
        start: "2026-02-07T10:00:00+00:00",
        location: "Ashford Rec, pitch 2",
      },
      {
        title: "Match v Kingsmead",
        start: "2026-02-14T11:00:00+00:00",
        location: "Kingsmead Park",
      },
    ]);
  });

  it("names a ticket by its performance, not by the subject", async () => {
    const [show] = await read(
      "Thank you for your booking.\n\nPerformance: The Gruffalo\nVenue: Leeds Grand Theatre\nDate: Sunday 15 February 2026\nTime: 2:00pm",
      "Your tickets",
    );
    expect(show).toMatchObject({ title: "Gruffalo", start: "2026-02-15T14:00:00+00:00" });
  });
});

describe("subjects that name no event", () => {
  it("are generic: tickets, bookings, fixtures, invitations, programmes and reminders in other languages", () => {
    const generic = (subject: string) =>
      titleFeatures(
        { text: subject, source: "subject" },
        { subject, sentence: "", eventsInMessage: 1 },
      ).is_generic_subject;
    for (const subject of [
      "Your tickets",
      "Booking confirmation",
      "Fixtures",
      "You're invited!",
      "Summer term programme",
      "School holiday activities",
      "Rappel de votre rendez-vous",
      "Terminbestätigung",
      "Recordatorio de cita",
    ])
      expect(generic(subject), subject).toBe(1);
    for (const subject of ["Nativity play tickets", "Leo's party", "Sports Day"])
      expect(generic(subject), subject).toBe(0);
  });
});
