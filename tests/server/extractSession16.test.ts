/**
 * Session 16's rules (issue 12): each test failed before the commit that
 * made it pass, unless it says it is a guard.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("who an event is for", () => {
  const family = ["Mia", "Oliver", "Sam"];

  it("is not the parent the mail greets", async () => {
    const [event] = await eventsIn(
      "Hi Oliver,\n\nThanks for booking with Clearview Opticians.\n\nWho: Mia Hartley (children's eye test)\nWhen: Saturday 24th July, 11:20am\nWhere: 12 Otley Road, Leeds\n\nThe test takes about 30 minutes.\n\nThe Clearview team",
      { subject: "Your appointment is booked", date: "Mon, 19 Jul 2027 12:31:00 +0100" },
      "Europe/London",
      family,
    );
    expect(event?.members).toEqual(["Mia"]);
    expect(event?.title).toMatch(/\(Mia\)$/);
  });

  it("is not the writer who signs off", async () => {
    const [event] = await eventsIn(
      "Pony club rally on Saturday 24th April, 10am to 1pm. Tack check from 9.30.\n\nThanks,\nSam\nBranch Secretary",
      { subject: "Spring rally", date: "Mon, 12 Apr 2027 09:00:00 +0100" },
      "Europe/London",
      family,
    );
    expect(event?.members).toEqual([]);
  });

  it("is the child a greeting to her parents names (a guard)", async () => {
    const [event] = await eventsIn(
      "Dear Mia's parents,\n\nMia has a speech therapy session on Thursday 22nd July at 3:30pm.\n\nKind regards,\nThe clinic",
      { subject: "Appointment", date: "Mon, 19 Jul 2027 12:31:00 +0100" },
      "Europe/London",
      family,
    );
    expect(event?.members).toEqual(["Mia"]);
  });
});

describe("an event about one child", () => {
  const family = ["Darragh", "Clodagh", "Niamh"];
  const sent = { subject: "Booking confirmed", date: "Mon, 12 Jul 2027 09:00:00 +0100" };

  it("has the child in its title", async () => {
    const events = await eventsIn(
      "Thanks for booking Darragh into our Summer Camp, Monday 9th to Friday 13th August, at Griffith Park.\n\nTolka Rovers",
      sent,
      "Europe/Dublin",
      family,
    );
    expect(events.map((event) => event.title)).toEqual(["Summer Camp (Darragh)"]);
  });

  it("about two children names neither, and sheds the booking's lead-in with both names", async () => {
    const events = await eventsIn(
      "Thanks for booking Darragh and Clodagh into our Summer Camp, Monday 9th to Friday 13th August, at Griffith Park.\n\nTolka Rovers",
      sent,
      "Europe/Dublin",
      family,
    );
    expect(events.map((event) => event.title)).toEqual(["Summer Camp"]);
  });
});
