/**
 * Messages that put nothing on the calendar (issue 12): holds and
 * prescriptions to collect, grades and reports on a portal, deadlines for
 * forms and refunds, sales, receipts, reservations ready, shipping notices
 * and recaps of past events. And the near misses that are events.
 */
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";
import { mail as mailOf, type TestMessage } from "./support/extractMail";

type Message = TestMessage;
const defaults: TestMessage = { date: "Mon, 1 Jun 2026 09:00:00 +0100" };
const mail = (body: string, message: Message = {}) => mailOf(body, { ...defaults, ...message });

async function titlesAndStarts(body: string, message: Message = {}) {
  const { events } = await extractFromRaw(mail(body, message), {
    timeZone: "Europe/London",
    family: [],
  });
  return events.map(({ title, start }) => ({ title, start }));
}

describe("non-events", () => {
  it("finds nothing in a library hold ready to collect until a date", async () => {
    expect(
      await titlesAndStarts(
        `
Hello,
Your hold is ready to collect until the 9th at the Central Library.
Title: The Wild Robot
Pickup by: 09/06/2026
Library hours: Mon-Thu 9 AM - 8 PM, Sat 10 AM - 4 PM.
`,
        { subject: "Item ready for pickup" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a prescription ready to collect until Wednesday", async () => {
    expect(
      await titlesAndStarts(
        `
Your prescription is ready to collect from High Street Pharmacy.
We'll keep it for you until Wednesday 10th June, after which it goes back to stock.
Opening hours: Mon-Fri 9am-6pm, Sat 9am-1pm.
`,
        { subject: "Prescription ready to collect" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in grades, report cards or test results put up on a portal", async () => {
    expect(
      await titlesAndStarts("Grades are in the parent portal from Monday 8 June.", {
        subject: "Grades",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Report cards are ready and will be published on the app from Friday 12 June.",
        { subject: "Report cards" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts("Test results are available from 15 June on the patient website.", {
        subject: "Your results",
      }),
    ).toEqual([]);
  });

  it("finds nothing in a deadline to reply for a refund or to return a form", async () => {
    expect(
      await titlesAndStarts("Please reply by the 4th for a refund of the trip deposit.", {
        subject: "Trip refunds",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts("Cookie money is due to me by the 21st. Cash or cheque is fine.", {
        subject: "We did it!",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts("Consent forms due Friday 12 June. Thank you!", {
        subject: "Forms",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Medication forms must be returned to the office by 19 June. The cost is £18, payable on ParentPay by 15 June.",
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Please let your team manager know numbers by 12/6 so we can order enough sausages.",
      ),
    ).toEqual([]);
  });

  it("finds nothing in a service open as usual, but keeps a fair that is open", async () => {
    expect(
      await titlesAndStarts(
        "Monday 8 June is a Staff Development Day and is pupil free. OSHC will be open on the Monday for children who are booked in.",
        { subject: "Pupil free day" },
      ),
    ).toEqual([{ title: expect.stringMatching(/Staff Development Day/), start: "2026-06-08" }]);
    expect(
      await titlesAndStarts("The book fair is open June 8-11 in the school library.", {
        subject: "Book fair",
      }),
    ).toMatchObject([{ start: "2026-06-08" }]);
  });

  it("finds nothing in registration opening and closing, a waitlist, a shop's hours, a next charge or past news", async () => {
    expect(
      await titlesAndStarts(
        "Registration for the fall season opens Tuesday, June 9 at 9 AM on our website, and closes June 30 or when teams are full.\n\nReturning players have priority for their old team until June 20.",
        { subject: "Fall registration opens June 9" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Week 3 (July 13-17) is currently full, so we've added her to the waitlist - she's number 4.",
        { subject: "Waitlist confirmation - Week 3" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "30% off all summer dresses until this Sunday!\nShop online any time, or visit us in person:\nMonday 8.00-9.30am and Thursday 2.30-4.00pm (library building)",
        { subject: "Summer clearance - 30% off" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Hemos recibido el pago de la cuota de junio. La próxima cuota se cargará el 1 de julio.",
        { subject: "Recibo cuota junio", from: "Club <club@example.es>" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Harmony Day on Friday 12 June was a sea of orange - thank you for the delicious shared lunch.",
        { subject: "Principal's update" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a reading challenge to log by a date", async () => {
    expect(
      await titlesAndStarts("Log 20 hours of reading by August 8 to earn a free book to keep!", {
        subject: "Summer reading",
      }),
    ).toEqual([]);
  });

  it("finds nothing in sign-ups and orders that close on a date", async () => {
    expect(
      await titlesAndStarts("Volunteer sign-up closes on 12 June.", { subject: "Helpers" }),
    ).toEqual([]);
    expect(
      await titlesAndStarts("The deadline for science fair entries is 5 June.", {
        subject: "Science fair entries",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts("Yearbook orders close Friday, June 19! Order online with your code.", {
        subject: "Last call: yearbook orders close June 19",
      }),
    ).toEqual([]);
  });

  it("finds nothing in a sale, a presale or early bird pricing that ends on a date", async () => {
    expect(await titlesAndStarts("Our summer sale ends Sunday 7 June.")).toEqual([]);
    expect(
      await titlesAndStarts(
        "Ends Sunday, June 7 at 11:59 PM ET.\n\nUse code SCHOOLDAZE at checkout.",
        {
          subject: "Last chance: Back-to-School Sale ends",
        },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "The priority presale for the Wiggly Wonders tour ends this Friday at 10am.",
        { subject: "Presale ends Friday at 10am" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Early bird pricing until 30 June: save £20 on every week booked. Weeks run June 29 - August 28, 8:30 AM to 4 PM.",
        { subject: "Summer camp registration is open" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a receipt", async () => {
    expect(
      await titlesAndStarts(
        "Thank you for your order.\nOrder placed on 1 June 2026.\nPayment received: £24.00\nDate of purchase: 01/06/2026",
        { subject: "Your receipt from Bookshop", from: "Bookshop <orders@bookshop.example>" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a reservation ready to collect", async () => {
    expect(
      await titlesAndStarts(
        "The item you reserved is ready to collect.\nWe'll hold it for you until Tuesday 9 June. Please bring your library card.",
        { subject: "Your reservation is ready to collect" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a lunch menu for a week", async () => {
    expect(
      await titlesAndStarts("Lunch menu for the week of June 8: Monday - pizza, Tuesday - tacos."),
    ).toEqual([]);
  });

  it("finds nothing in a shipping notice", async () => {
    expect(
      await titlesAndStarts(
        "Good news: your order has shipped and will arrive on Thursday 4 June.\nTrack your parcel with the link below.",
        { subject: "On its way!", from: "Shop <hello@shop.example>" },
      ),
    ).toEqual([]);
  });

  it("finds nothing in a recap of a past match or event", async () => {
    expect(
      await titlesAndStarts(
        "What a game on Saturday! The girls came back from two down to win 3-2.",
        { subject: "Great win Saturday!" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Thanks to everyone who came to the quiz night on Friday 29 May, we raised £800.",
      ),
    ).toEqual([]);
  });

  it("finds nothing in a German, French or Spanish deadline", async () => {
    expect(
      await titlesAndStarts(
        "Liebe Eltern, bitte geben Sie den Rückmeldezettel bis Freitag, 12.06., bei der Klassenleitung ab. Vielen Dank für Ihre Hilfe!",
        { subject: "Rückmeldung" },
      ),
    ).toEqual([]);
    expect(
      await titlesAndStarts("Bonjour, merci de me dire avant le 3 juin si elle peut venir.", {
        subject: "Réponse",
      }),
    ).toEqual([]);
  });
});

describe("days on which nothing new happens", () => {
  it("finds nothing in the routine resuming or a back-up date", async () => {
    expect(
      await titlesAndStarts("Half term ends on Friday. Classes resume Monday 8 June.", {
        subject: "Back to school",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "- Half term - Monday 26 October to Friday 30 October. School reopens on Monday 2 November.",
        { subject: "Weekly bulletin" },
      ),
    ).toEqual([{ title: "Half term", start: "2026-10-26" }]);
    // After a half term the return is no event; a term's start, or a time to be back, is one.
    expect(
      await titlesAndStarts(
        "Half term: Monday 26 October to Friday 30 October. Students return on Monday 2 November.\nWe return on Monday 2 November.\n02/11/2026 School reopens",
        { subject: "Weekly bulletin" },
      ),
    ).toEqual([{ title: "Half term", start: "2026-10-26" }]);
    expect(
      await titlesAndStarts("Students return for Term 4 on Monday 5 October.", {
        subject: "Term dates",
      }),
    ).toHaveLength(1);
    expect(
      await titlesAndStarts("Training stays Wednesday 6-7pm. Hebrew is on Sunday as usual.", {
        subject: "This week",
      }),
    ).toEqual([]);
    expect(
      await titlesAndStarts(
        "Sports day is on Thursday 11 June at 9am. The back-up date is Thursday 18 June.",
      ),
    ).toMatchObject([
      { title: expect.stringMatching(/sports day/i), start: "2026-06-11T09:00:00+01:00" },
    ]);
  });
});

describe("days that belong to an event or a timetable", () => {
  it("reads the weekdays inside a camp's span as the camp's own, not new events", async () => {
    expect(
      await titlesAndStarts(
        "FALL CAMPOREE\nOctober 16-18 at Peaceful Valley Scout Ranch. Troops arrive Friday after 4 PM, the closing campfire is Saturday night, and everyone departs by noon Sunday.",
        { subject: "District news" },
      ),
    ).toEqual([{ title: "Fall Camporee", start: "2026-10-16" }]);
  });

  it("finds nothing in a weekly timetable or a Sunday's liturgical name", async () => {
    expect(
      await titlesAndStarts(
        "Fifth Sunday in Ordinary Time\n\nPANCAKE MORNING\nThe pancake morning is on Tuesday 9 June from 10am to 12 noon.\n\nMASS TIMES\nSaturday Vigil 6.30pm; Sunday 9am and 11.30am.",
        { subject: "Parish Newsletter - Fifth Sunday in Ordinary Time" },
      ),
    ).toEqual([{ title: "Pancake morning", start: "2026-06-09T10:00:00+01:00" }]);
  });
});

describe("near misses that are events", () => {
  it("keeps a Sunday called 'our last Sunday before the break', and still skips last Sunday's news", async () => {
    expect(
      await titlesAndStarts(
        "The Cherub Choir sings at the 10:30 service this Sunday - our last Sunday before the summer break!",
        { subject: "Choir" },
      ),
    ).toMatchObject([
      { title: expect.stringMatching(/^Cherub Choir/), start: "2026-06-07T10:30:00+01:00" },
    ]);
    expect(
      await titlesAndStarts("Last Sunday the choir sang at the 10:30 service on 7 June.", {
        subject: "Choir",
      }),
    ).toEqual([]);
  });

  it("keeps a book fair named with its day", async () => {
    expect(await titlesAndStarts("Book fair: Monday 8 June")).toMatchObject([
      { title: expect.stringMatching(/book fair/i), start: "2026-06-08" },
    ]);
  });

  it("keeps the picnic when the reply is due before it", async () => {
    expect(
      await titlesAndStarts(
        "Reply by Friday if you can come to the picnic on Sunday 14 June at noon.",
      ),
    ).toMatchObject([
      { title: expect.stringMatching(/picnic/i), start: "2026-06-14T12:00:00+01:00" },
    ]);
  });

  it("keeps the trip when its payment deadline shares the message", async () => {
    expect(
      await titlesAndStarts(
        "On Wednesday 24 June Year 6 will visit the Science Museum, leaving at 8:15 AM. The cost is £18, payable on ParentPay by 17 June.",
      ),
    ).toMatchObject([{ start: "2026-06-24T08:15:00+01:00" }]);
  });

  it("keeps the end of term and a party whose tickets are for sale", async () => {
    expect(await titlesAndStarts("Term ends Friday 17 July at 1:30pm.")).toMatchObject([
      { start: "2026-07-17T13:30:00+01:00" },
    ]);
    expect(
      await titlesAndStarts("Get your tickets before Friday's summer disco, 19 June at 6pm!"),
    ).toMatchObject([{ title: expect.stringMatching(/disco/i) }]);
  });
});
