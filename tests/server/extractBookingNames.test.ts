/**
 * Session 10 (issue 12), from the blind battery of titles: an appointment
 * named by the practice in the sender's name or the subject and the visit in
 * a "Reason:" or "Visit type:" line (not the "Appointment:" line that holds
 * the date), forms labelled in German, a booking's labelled film, and days
 * the battery found misread: "Sunday 26 April, first games 10am", "It's on
 * Tuesday" said on a Tuesday, "Tues 9:15am", and a sentence that looks back
 * to "last year" only to say what will happen.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (
  body: string,
  message: { subject: string; from?: string; date: string },
  zone: string,
) => (await eventsIn(body, message, zone)).map(({ title, start }) => ({ title, start }));

describe("appointments and bookings", () => {
  it("names a visit by the practice in the sender's name and the visit type, not the date line", async () => {
    expect(
      await read(
        [
          "You have an upcoming appointment.",
          "",
          "Patient: Ava Brooks",
          "Appointment: Thu 10/15/2026 at 9:30 AM",
          "Provider: Emily Chen, MD",
          "Visit type: Well Child Check (5 yr)",
        ].join("\n"),
        {
          subject: "Appointment Reminder",
          from: "Maple Pediatrics <no-reply@maple-portal.example.com>",
          date: "Wed, 07 Oct 2026 07:00:00 -0400",
        },
        "America/New_York",
      ),
    ).toEqual([{ title: "Pediatrician - Well Child Check", start: "2026-10-15T09:30:00-04:00" }]);
  });

  it("takes the practice from the subject and the visit from 'Reason:'; a specialty before 'Paediatric'", async () => {
    const [review] = await read(
      "An appointment has been booked.\n\nPractitioner: Dr Hemi Walker\nWhen: Mon 20 Jul 2026 08:45\nReason: Asthma review",
      {
        subject: "Appointment booked – Kingsland Medical Centre",
        from: "Patient Portal <noreply@portal.example.nz>",
        date: "Tue, 14 Jul 2026 12:03:00 +1200",
      },
      "Pacific/Auckland",
    );
    expect(review?.title).toBe("GP appointment - Asthma review");
    const [hearing] = await read(
      "An appointment has been made for Isla at the Paediatric Audiology clinic.\n\nDate: Thursday 12 November 2026\nTime: 14:20",
      {
        subject: "Appointment letter - Paediatric Audiology",
        date: "Mon, 26 Oct 2026 11:40:00 +0000",
      },
      "Europe/London",
    );
    expect(hearing?.title).toMatch(/^Audiology appointment/);
  });

  it("names an ENT practice and a fracture clinic before the paediatric practice around them", async () => {
    const [ent] = await read(
      "This is a reminder that ZOE WASHINGTON has an appointment with Dr. Okafor:\nDate: Wednesday, June 9, 2027\nTime: 10:40 AM",
      {
        subject: "Appointment reminder for Zoe",
        from: "Peachtree Pediatric ENT <noreply@example.com>",
        date: "Tue, 01 Jun 2027 10:03:00 -0400",
      },
      "America/New_York",
    );
    expect(ent?.title).toMatch(/^ENT appointment/);
    const [fracture] = await read(
      "This message confirms the following follow-up appointment:\nClinic: Paediatric Orthopaedic Fracture Clinic\nDate: Monday, March 15, 2027\nTime: 1:20 PM",
      {
        subject: "Appointment Confirmation",
        from: "Scheduling <no-reply@example.ca>",
        date: "Mon, 08 Mar 2027 16:50:00 -0600",
      },
      "America/Winnipeg",
    );
    expect(fracture?.title).toMatch(/fracture clinic/i);
  });

  it("names an allergy clinic's visit by the challenge it books", async () => {
    const [challenge] = await read(
      "Eli Adler is scheduled for an oral food challenge (baked egg) on Tuesday, November 17 at 8:30 AM at our Allergy Clinic.",
      {
        subject: "Oral food challenge appointment - Eli Adler",
        from: "Children's Allergy Clinic <scheduling@kidsallergy.example.org>",
        date: "Thu, 29 Oct 2026 15:41:00 -0700",
      },
      "America/Los_Angeles",
    );
    expect(challenge?.title).toMatch(/^Allergy clinic - oral food challenge/);
  });

  it("reads a German form ('Datum:', 'Uhrzeit:', 'Grund:')", async () => {
    expect(
      await read(
        "Guten Tag,\n\nPatient: Lena Huber\nDatum: Mo., 12.10.2026\nUhrzeit: 08:40\nGrund: U9-Vorsorgeuntersuchung\n\nBitte bringen Sie die Versichertenkarte und das gelbe Heft mit. Wir freuen uns auf Ihren Besuch.\n\nIhre Kinderarztpraxis",
        {
          subject: "Terminbestätigung",
          from: "Praxis Dr. Keller <termine@kinderarzt-keller.example.de>",
          date: "Mon, 05 Oct 2026 09:00:00 +0200",
        },
        "Europe/Berlin",
      ),
    ).toEqual([
      { title: "Kinderarzt - U9-Vorsorgeuntersuchung", start: "2026-10-12T08:40:00+02:00" },
    ]);
  });

  it("names a cinema booking by its film, without the rating, but not by a label over the day", async () => {
    expect(
      await read(
        "Booking ref: QZ7M4K\nODEON Richmond – Screen 2\nSat 17 Oct 2026 14:20\nFilm: The Paper Moon (PG)\nTickets: 2 Adult",
        { subject: "Your booking confirmation", date: "Mon, 12 Oct 2026 10:00:00 +0100" },
        "Europe/London",
      ),
    ).toEqual([{ title: "Paper Moon", start: "2026-10-17T14:20:00+01:00" }]);
    const shows = await read(
      "Dress rehearsal: 03/07, 10am-1pm at the Corn Exchange\nShow: 04/07 at 2pm, Corn Exchange (doors 1.30pm)",
      { subject: "Summer show dates", date: "Mon, 14 Jun 2027 10:30:00 +0100" },
      "Europe/London",
    );
    expect(shows.map((show) => show.title)).not.toContain("04/07 at 2pm, Corn Exchange");
  });
});

describe("days the battery found misread", () => {
  it("reads 'Sunday 26 April, first games 10am', and 'It's on Tuesday' said on a Tuesday as next week's", async () => {
    const [festival] = await read(
      "The minis rugby festival is on Sunday 26 April, first games 10am.",
      { subject: "Festival", date: "Thu, 16 Apr 2026 12:00:00 +0100" },
      "Europe/London",
    );
    expect(festival?.start).toBe("2026-04-26T10:00:00+01:00");
    const [carnival] = await read(
      "It's on Tuesday at Pittwater Oval, 9am start. Kids to wear house colours.",
      { subject: "Athletics Carnival", date: "Tue, 03 Mar 2026 20:03:05 +1100" },
      "Australia/Sydney",
    );
    expect(carnival).toEqual({ title: "Athletics Carnival", start: "2026-03-10T09:00:00+11:00" });
  });

  it("reads 'Tues 9:15am', and a sentence that mentions last year to say what will happen", async () => {
    const [booking] = await read(
      "Your booking for Charlie: Tues 9:15am with Dr Nguyen. Reply Y to confirm.",
      { subject: "Booking confirmation", date: "Fri, 02 Oct 2026 11:00:00 +1000" },
      "Australia/Sydney",
    );
    expect(booking?.start).toBe("2026-10-06T09:15:00+11:00");
    const [graduation] = await read(
      "Following feedback from last year, we'll once again be running our Grade 8 graduation ceremony in the gym — this year on Thursday, June 25 at 6:30 p.m.",
      { subject: "Grade 8 Grad", date: "Mon, 08 Jun 2026 19:05:00 -0400" },
      "America/Toronto",
    );
    expect(graduation?.start).toBe("2026-06-25T18:30:00-04:00");
    expect(
      await read(
        "Thank you to everyone who came to last year's fete on Saturday 14 June.",
        { subject: "Thanks", date: "Mon, 08 Jun 2026 19:05:00 +0100" },
        "Europe/London",
      ),
    ).toEqual([]);
  });
});
