/**
 * More messages that put nothing on the calendar (issue 12: "collection
 * notices, portal notices, deadlines for refunds or forms, sales,
 * receipts"): a lost-property clear-out, a lunch menu, renewals that close,
 * offers sent out on a date, a direct debit taken, a deadline to scan. And
 * the near misses beside them that are events.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const titles = async (body: string, subject = "News") =>
  (await eventsIn(body, { subject })).map((event) => event.title);

describe("notices with dates that are not events", () => {
  it("reads a lost-property clear-out as the last day to collect", async () => {
    expect(
      await titles(
        "Any unnamed items still on the rail after Friday 13th March will be donated to the PTA uniform sale.",
        "Lost property - last chance!",
      ),
    ).toEqual([]);
    expect(
      await titles("The PTA uniform sale is after school on Friday 13th March in the hall."),
    ).toHaveLength(1);
  });

  it("reads entries closing, tickets on sale, a schedule's last day and a closure at the usual time as no events", async () => {
    for (const body of [
      "Entries for the Area Show Jumping Champs (4 April) close on Sunday 22 March - enter on Nominate.",
      "Reminder: entry forms for the county trials on 20 March close this Friday, 13 March.",
      "Anything left on the rack on Friday, March 13 will be donated.",
      "Tickets are on sale at reception until Friday 13 March or while they last.",
      "Os ingressos estão à venda na recepção até o dia 13 de março.",
      "Here's our game schedule through the end of March.",
      "School closes for Easter on Friday 27th March at the usual time.",
    ])
      expect(await titles(body), body).toEqual([]);
  });

  it("reads routines, offers, uniform, the bus and a return after a break as no events", async () => {
    for (const body of [
      "Uniform Shop: The uniform shop is open on Tuesday mornings from 8.30 to 9.15.",
      "Anything not claimed by Friday 20 March will be donated.",
      "Week 5 (March 23–27) still has a few spots if you'd like to switch.",
      "Starting Wednesday, March 11, your child's stop will have a new pick-up time of 7:52 AM.",
      "Students may wear the school sweater and blazer from Monday 16 March onwards.",
      "Tickets already purchased for the 14th will automatically be honored on March 21.",
      "Monday\nAssembly at 2.15pm as usual, hosted by Room 12.",
      "We look forward to seeing everyone back on Monday 23 March.",
      "Le attività didattiche riprenderanno lunedì 23 marzo.",
      "A reminder that the school will close for the Easter holiday on Friday 27 March.",
      "Thu Mar 19 Regular meeting night",
      "Sunday 29 March: Daylight saving ends",
      "Do you have a child who will be 5 on or before July 31, 2026? Call the office.",
      "The Box Tops collection contest ends Friday 27 March.",
      "Our last rehearsal is during normal class time this Thursday.",
      "Please return your child's sponsor card with the money, or pay online through QKR!, by Friday 13 March.",
    ])
      expect(await titles(body), body).toEqual([]);
    // The day itself stays: a jumper day, a last session with its date.
    expect(
      await titles("Christmas Jumper Day: children may wear a festive jumper on Friday 13 March."),
    ).toHaveLength(1);
    for (const body of [
      "Students return for the summer term on Monday 20 April.",
      "We return from camp on Sunday 5 July at 3pm.",
      "Pupils must wear full school uniform for school photos on Tuesday 12 May.",
    ])
      expect(await titles(body), body).toHaveLength(1);
  });

  it("puts no dish of a lunch menu on the calendar", async () => {
    expect(
      await titles(
        "Monday 9 Mar - Butter chicken with rice\nTuesday 10 Mar - Pasta bake\nWednesday 11 Mar - Chicken wraps",
        "Lunch menu - Week 3",
      ),
    ).toEqual([]);
  });

  it("reads renewals closing on a date as a deadline", async () => {
    expect(
      await titles(
        "Membership renewals for the new season are open on the portal. Renewals close on 31 March.",
        "Membership renewals now open",
      ),
    ).toEqual([]);
  });

  it("reads offers or results sent out on a date as news on its way", async () => {
    expect(
      await titles(
        "Applications close on the council website. Offers will be sent out on 16 April.",
        "Secondary school applications",
      ),
    ).toEqual([]);
    expect(await titles("Results are emailed on Friday 13 March.")).toEqual([]);
  });

  it("reads a direct debit in French and a deadline to scan receipts as no events", async () => {
    expect(
      await titles(
        "Votre facture est disponible. Le prélèvement automatique sera effectué le 16 mars 2026.",
        "Votre facture de restauration scolaire",
      ),
    ).toEqual([]);
    expect(
      await titles("Scan your receipts in the app by March 20 so they count for our total."),
    ).toEqual([]);
  });

  it("keeps a trip whose sentence only mentions a direct debit", async () => {
    expect(
      await titles(
        "Please set up your direct debit before the trip to the zoo on Friday 13 March.",
      ),
    ).toHaveLength(1);
  });

  it("still reads an open evening that the same kind of newsletter announces", async () => {
    expect(
      await titles(
        "Year 6 parents are invited to our open evening on Thursday 12 March at 6pm. Offers will be sent out on 16 April.",
      ),
    ).toHaveLength(1);
  });

  it("reads a letter's opening about the end of a month as no day", async () => {
    expect(
      await titles(
        "As we reach the end of March, here are the key dates for the next few weeks.\n\nYear 9 Options Evening - Thursday 16 April, 6pm-8pm.",
        "Headteacher's Bulletin",
      ),
    ).toEqual(["Year 9 Options Evening"]);
  });

  it("reads a sign-off, tickets still honoured and an age cut-off as no events", async () => {
    expect(await titles("Training is off tomorrow, sorry.\n\nSee you all next Thursday.")).toEqual([
      "Training",
    ]);
    expect(
      await titles(
        "If you already bought bingo cards for the original date (Mar 6), they'll be honored on March 13 - no need to do anything.",
      ),
    ).toEqual([]);
    expect(
      await titles("Do you have a child turning 5 by September 1? Come and meet our teachers."),
    ).toEqual([]);
  });

  it("reads a newsletter's week as its issue, and 'Year 5/6' as year groups", async () => {
    expect(
      await titles("THE PANTHER PAUSE – WEEK OF MARCH 16\n\nHello families!", "The Panther Pause"),
    ).toEqual([]);
    expect(await titles("Thanks,\nSteph\nYear 5/6 Mixed Coach", "Hockey news")).toEqual([]);
  });

  it("reads tickets on sale, a form due by a date with an aside, and news to come as no events", async () => {
    expect(
      await titles(
        "Pre-sale wristbands are on sale at dismissal 3/9 - 3/13, or pay at the door.",
        "Skate night",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "Please complete the online consent form (whether you are giving or declining consent) by Friday 13 March, using the link below.",
        "HPV vaccination - consent form",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "Each family will be contacted by their child's head coach with the team name, practice night and location by Friday, March 13.",
        "Team placement update",
      ),
    ).toEqual([]);
  });

  it("reads subscriptions collected by direct debit on a date as no event", async () => {
    expect(
      await titles(
        "Spring subscriptions of £60 will be collected by direct debit on 1 April.",
        "Club fees",
      ),
    ).toEqual([]);
  });
});

describe("hours and openings", () => {
  it("reads a branch's opening hours and a registration's opening times as no events", async () => {
    expect(
      await titles(
        "Pick up by: 11/03/2026\n\nTallyn's Reach Library hours: Mon-Thu 10am-8pm, Fri-Sat 10am-5pm, Sun 1pm-5pm.",
        "Hold ready for pickup",
      ),
    ).toEqual([]);
    expect(
      await titles(
        "Registration for Fall Swim Lessons at Rose Bowl Aquatics and Jackie Robinson Pool opens:\n\nResidents: Tuesday, March 17 at 7:00 p.m.\nNon-residents: Thursday, March 19 at 7:00 p.m.\n\nClasses fill quickly.",
        "Fall swim lesson registration opens next week",
      ),
    ).toEqual([]);
  });

  it("still reads an event listed under a line that opens nothing", async () => {
    expect(
      await titles(
        "Here is what is on:\n\nParents' evening: Tuesday, March 17 at 7:00 p.m.",
        "Dates",
      ),
    ).toEqual(["Parents' evening"]);
  });
});

describe("things on their way home", () => {
  it("reads tickets that 'will come home in book bags on Friday' as no event", async () => {
    expect(
      await titles(
        "KS1 Nativity: Tuesday 15th December at 2pm in the hall. Two tickets per family, please; these will come home in book bags on Friday.\n\nHalf day on the 18th. Pupils leave at 11:45.",
        "Christmas reminders",
      ).then((found) => [...found].sort()),
    ).toEqual(["Half day", "KS1 Nativity"]);
  });
});
