import { randomUUID } from "node:crypto";
import type { Attachment, EmailStatus } from "../../api/Email";
import type { Relationship } from "../../api/FamilyMember";
import {
  addDays,
  type CivilDate,
  isoDate,
  spokenDate,
  startOfDay,
  todayIn,
  zonedInstant,
} from "./time";

/**
 * The development seed's family, e-mails and events: the Harpers, two
 * parents and two children at Maplewood Primary, with the school, club and
 * appointment mail a family like theirs forwards, and the events Corkboard
 * would have found in it. Every date is relative to today in the family's
 * time zone, so the seed looks current whenever it is run, and the e-mails'
 * text names the same dates as the events they produced.
 */

export type MemberKey = "me" | "partner" | "maya" | "leo";

export interface MemberRow {
  readonly id: string;
  readonly key: MemberKey;
  readonly name: string;
  readonly relationship: Relationship;
  readonly email: string | null;
  /** White text on it and it on white both reach WCAG AA (4.5:1). */
  readonly color: string;
  readonly birthDate: string | null;
}

export interface PreferencesRow {
  readonly timezone: string;
  readonly weekStartsOn: "monday" | "sunday" | "saturday";
  readonly trustedSenders: ReadonlyArray<string>;
  readonly autoConfirmEvents: boolean;
  readonly digest: "off" | "daily" | "weekly";
  readonly reminderMinutes: number | null;
}

export interface EmailRow {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly receivedAt: Date;
  readonly text: string;
  readonly html: string | null;
  readonly attachments: ReadonlyArray<Attachment>;
  readonly status: EmailStatus;
  readonly statusReason: string | null;
}

export type EventStatus = "suggested" | "confirmed" | "dismissed";

export interface EventRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly allDay: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: EventStatus;
  readonly sourceEmailId: string | null;
  readonly familyMemberIds: ReadonlyArray<string>;
}

export interface SeedPlan {
  readonly members: ReadonlyArray<MemberRow>;
  readonly preferences: PreferencesRow;
  readonly emails: ReadonlyArray<EmailRow>;
  readonly events: ReadonlyArray<EventRow>;
}

export interface SeedPlanOptions {
  /** The account's own address: the "self" member's e-mail. */
  readonly ownerEmail: string;
  /** Where the family forwards mail to: the e-mails' `to`. */
  readonly forwardingAddress: string;
  /** An IANA zone: the preferences' and every event's. */
  readonly timezone: string;
  readonly now: Date;
  /** Pads the realistic events with routine ones up to this many (load tests). */
  readonly totalEvents?: number;
}

type When =
  | {
      readonly kind: "timed";
      readonly day: number;
      readonly start: string;
      readonly end: string;
      readonly endDay?: number;
    }
  | { readonly kind: "allDay"; readonly day: number; readonly lastDay?: number };

const timed = (day: number, start: string, end: string, endDay?: number): When =>
  endDay === undefined
    ? { kind: "timed", day, start, end }
    : { kind: "timed", day, start, end, endDay };
const allDay = (day: number, lastDay?: number): When =>
  lastDay === undefined ? { kind: "allDay", day } : { kind: "allDay", day, lastDay };

interface EventSpec {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly when: When;
  readonly status: EventStatus;
  readonly members: ReadonlyArray<MemberKey>;
}

interface EmailSpec {
  readonly from: string;
  readonly subject: string;
  /** Days before today, and the local time it arrived. */
  readonly daysAgo: number;
  readonly at: string;
  readonly status: EmailStatus;
  readonly statusReason?: string;
  readonly attachments?: ReadonlyArray<Attachment>;
  readonly text: string;
  readonly html: string | null;
  readonly events: ReadonlyArray<EventSpec>;
}

/** The four members, in the order the Family page lists them. */
const family: ReadonlyArray<{
  readonly key: MemberKey;
  readonly name: string;
  readonly relationship: Relationship;
  readonly color: string;
  readonly age: number | null;
  readonly birthday: string | null;
}> = [
  {
    key: "me",
    name: "Alex Harper",
    relationship: "self",
    color: "#1d4ed8",
    age: null,
    birthday: null,
  },
  {
    key: "partner",
    name: "Sam Harper",
    relationship: "partner",
    color: "#7c3aed",
    age: null,
    birthday: null,
  },
  {
    key: "maya",
    name: "Maya Harper",
    relationship: "child",
    color: "#047857",
    age: 9,
    birthday: "03-09",
  },
  {
    key: "leo",
    name: "Leo Harper",
    relationship: "child",
    color: "#be185d",
    age: 6,
    birthday: "11-22",
  },
];

const partnerEmail = "sam.harper@harper-family.example";
const school = "Maplewood Primary School <office@maplewood-primary.example>";

/** The trusted senders of Setup → Contacts: the addresses the family's mail comes from. */
export const seedTrustedSenders: ReadonlyArray<string> = [
  "office@maplewood-primary.example",
  "bookings@maplewood-primary.example",
  "coach@riverside-swimclub.example",
  "appointments@brightsmile-dental.example",
  "fixtures@parksidejuniors.example",
  "akela@maplewoodscouts.example",
  partnerEmail,
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain HTML body, as a school or club mailer sends it: a heading, paragraphs, a list. */
function htmlBody(
  heading: string,
  paragraphs: ReadonlyArray<string>,
  items: ReadonlyArray<string> = [],
  extra = "",
): string {
  const list =
    items.length === 0
      ? ""
      : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1f2937">',
    extra,
    `<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.slice(0, 1).map((text) => `<p>${escapeHtml(text)}</p>`),
    list,
    ...paragraphs.slice(1).map((text) => `<p>${escapeHtml(text)}</p>`),
    "</body></html>",
  ].join("\n");
}

function emailSpecs(today: CivilDate): ReadonlyArray<EmailSpec> {
  const day = (offset: number) => spokenDate(addDays(today, offset));
  const year = today.year;
  const nextYear = `${year}–${String((year + 1) % 100).padStart(2, "0")}`;

  const newsletterItems = [
    `${day(-8)}, 09:00: Year 1 lead our harvest assembly. Parents are welcome; please bring tins for the food bank.`,
    `${day(-3)}: school photographs. Full uniform, please; sibling photos from 08:30.`,
    `${day(-1)}, 15:15: Year 1 cake sale in the playground, all cakes 50p.`,
    `${day(9)}: Year 4 trip to the Science Museum. Coaches leave at 08:45 sharp and return around 15:30.`,
    `${day(15)}, 19:30: PTA quiz night in the school hall. Tables of six, £5 a head.`,
    `${day(19)}: INSET day. School is closed to pupils.`,
  ];
  const swimDates = [day(-6), day(1), day(8)];
  const dentistLines = [
    `Leo Harper: check-up with Dr Evans, ${day(4)} at 16:10 (20 minutes).`,
    `Maya Harper: orthodontic consultation with Dr Novak, ${day(38)} at 09:20 (30 minutes).`,
  ];

  return [
    {
      from: school,
      subject: "Maplewood Matters: dates for the rest of this half term",
      daysAgo: 13,
      at: "16:05",
      status: "processed",
      attachments: [{ name: "maplewood-matters.pdf", type: "application/pdf", size: 412_337 }],
      text: [
        "Dear parents and carers,",
        "",
        "What a busy start to the term! Thank you to everyone who came to the open afternoon. Here are the dates for the coming weeks:",
        "",
        ...newsletterItems.map((item) => `- ${item}`),
        "",
        "Year 4 trip: please send a packed lunch in a disposable bag (no fizzy drinks) and a waterproof coat. Consent forms are due back by Friday.",
        "",
        "The full newsletter is attached.",
        "",
        "Mrs J. Whitfield",
        "Headteacher, Maplewood Primary School",
      ].join("\n"),
      html: htmlBody(
        "Maplewood Matters",
        [
          "Dear parents and carers, what a busy start to the term! Thank you to everyone who came to the open afternoon. Here are the dates for the coming weeks:",
          "Year 4 trip: please send a packed lunch in a disposable bag (no fizzy drinks) and a waterproof coat. Consent forms are due back by Friday.",
          "Mrs J. Whitfield, Headteacher",
        ],
        newsletterItems,
        '<img src="https://maplewood-primary.example/images/newsletter-banner.png" alt="Maplewood Primary School" width="600" height="120">',
      ),
      events: [
        {
          title: "Harvest festival assembly",
          description: "Year 1 lead the assembly; parents welcome. Bring tins for the food bank.",
          location: "Maplewood Primary School, main hall",
          when: timed(-8, "09:00", "09:45"),
          status: "confirmed",
          members: ["leo"],
        },
        {
          title: "School photographs",
          description: "Full uniform. Sibling photos from 08:30.",
          location: "Maplewood Primary School",
          when: allDay(-3),
          status: "confirmed",
          members: ["maya", "leo"],
        },
        {
          title: "Year 1 cake sale",
          description: "All cakes 50p, in the playground after school.",
          location: "Maplewood Primary School playground",
          when: timed(-1, "15:15", "15:45"),
          status: "dismissed",
          members: ["leo"],
        },
        {
          title: "Year 4 trip to the Science Museum",
          description:
            "Coaches leave 08:45 sharp, back around 15:30. Packed lunch in a disposable bag, no fizzy drinks, waterproof coat. Consent form due Friday.",
          location: "Science Museum, Exhibition Road, London",
          when: timed(9, "08:45", "15:30"),
          status: "confirmed",
          members: ["maya"],
        },
        {
          title: "PTA quiz night",
          description: "Tables of six, £5 a head. Bar and raffle.",
          location: "Maplewood Primary School, main hall",
          when: timed(15, "19:30", "22:00"),
          status: "dismissed",
          members: ["me", "partner"],
        },
        {
          title: "INSET day: school closed",
          description: "Staff training day; no school for pupils.",
          location: "",
          when: allDay(19),
          status: "confirmed",
          members: ["maya", "leo"],
        },
      ],
    },
    {
      from: "Riverside Swim Club <coach@riverside-swimclub.example>",
      subject: "Stage 5 lessons for the rest of term, and the club gala",
      daysAgo: 12,
      at: "19:22",
      status: "processed",
      attachments: [{ name: "stage-5-schedule.pdf", type: "application/pdf", size: 96_512 }],
      text: [
        "Hi all,",
        "",
        `Stage 5 lessons carry on at 17:30 to 18:15 in pool 2: ${swimDates.join(", ")}.`,
        "Please arrive ten minutes early so swimmers are changed and on poolside for 17:30.",
        "",
        `Our club gala is on ${day(16)}, 13:00 to 16:30 at Riverside Leisure Centre. Warm-up starts at 12:30. Club T-shirts and hats, please. We need volunteers for timekeeping: reply to this e-mail if you can help.`,
        "",
        "Thanks,",
        "Coach Dan",
        "Riverside Swim Club",
      ].join("\n"),
      html: htmlBody(
        "Stage 5: the rest of term",
        [
          "Hi all, Stage 5 lessons carry on at 17:30 to 18:15 in pool 2 on these dates. Please arrive ten minutes early.",
          `Club gala: ${day(16)}, 13:00 to 16:30 at Riverside Leisure Centre. Warm-up from 12:30; club T-shirts and hats. Volunteers for timekeeping wanted!`,
          "Coach Dan, Riverside Swim Club",
        ],
        swimDates,
      ),
      events: [
        ...[-6, 1, 8].map(
          (offset): EventSpec => ({
            title: "Swimming lesson (Stage 5)",
            description: "Arrive ten minutes early, changed and on poolside for 17:30.",
            location: "Riverside Leisure Centre, pool 2",
            when: timed(offset, "17:30", "18:15"),
            status: offset < 8 ? "confirmed" : "suggested",
            members: ["maya"],
          }),
        ),
        {
          title: "Riverside Swim Club gala",
          description:
            "Warm-up from 12:30. Club T-shirt and hat. Volunteers needed for timekeeping.",
          location: "Riverside Leisure Centre",
          when: timed(16, "13:00", "16:30"),
          status: "suggested",
          members: ["maya"],
        },
      ],
    },
    {
      from: "Parkside Juniors FC <fixtures@parksidejuniors.example>",
      subject: "U7s: our next match and the mini tournament",
      daysAgo: 11,
      at: "20:14",
      status: "processed",
      text: [
        "Evening parents,",
        "",
        `Home match v Oakfield Rovers on ${day(-2)}: kick-off 10:00 at Parkside Recreation Ground, pitch 3. Please have the players there by 09:40 in full kit with shin pads.`,
        "",
        `We have entered the U7 mini tournament on ${day(13)}, 09:00 to 13:00 at Hallam Sports Park. Let me know by the end of next week if your child can't make it.`,
        "",
        "Cheers,",
        "Marcus (U7s manager)",
      ].join("\n"),
      html: null,
      events: [
        {
          title: "U7s home match v Oakfield Rovers",
          description: "At the ground by 09:40 in full kit with shin pads.",
          location: "Parkside Recreation Ground, pitch 3",
          when: timed(-2, "10:00", "11:00"),
          status: "confirmed",
          members: ["leo"],
        },
        {
          title: "U7 mini tournament",
          description: "Tell Marcus by the end of next week if Leo can't make it.",
          location: "Hallam Sports Park",
          when: timed(13, "09:00", "13:00"),
          status: "suggested",
          members: ["leo"],
        },
      ],
    },
    {
      from: "BrightSmile Dental <appointments@brightsmile-dental.example>",
      subject: "Your appointments are confirmed",
      daysAgo: 10,
      at: "11:48",
      status: "processed",
      text: [
        "Dear Alex Harper,",
        "",
        "Thank you for booking with BrightSmile Dental. We look forward to seeing:",
        "",
        ...dentistLines.map((line) => `- ${line}`),
        "",
        "BrightSmile Dental, 14 Station Road. If you need to change an appointment, please give us 24 hours' notice on 01632 960 123; missed appointments may be charged.",
      ].join("\n"),
      html: htmlBody(
        "Your appointments are confirmed",
        [
          "Dear Alex Harper, thank you for booking with BrightSmile Dental. We look forward to seeing:",
          "BrightSmile Dental, 14 Station Road. Please give us 24 hours' notice of any change on 01632 960 123.",
        ],
        dentistLines,
      ),
      events: [
        {
          title: "Dentist check-up: Leo",
          description: "Check-up with Dr Evans. 24 hours' notice to change: 01632 960 123.",
          location: "BrightSmile Dental, 14 Station Road",
          when: timed(4, "16:10", "16:30"),
          status: "confirmed",
          members: ["leo", "partner"],
        },
        {
          title: "Orthodontic consultation: Maya",
          description: "Consultation with Dr Novak. 24 hours' notice to change: 01632 960 123.",
          location: "BrightSmile Dental, 14 Station Road",
          when: timed(38, "09:20", "09:50"),
          status: "suggested",
          members: ["maya"],
        },
      ],
    },
    {
      from: "Maplewood Holiday Club <bookings@maplewood-primary.example>",
      subject: "Booking confirmed: holiday club",
      daysAgo: 9,
      at: "12:10",
      status: "processed",
      text: [
        "Booking reference HC-2291",
        "",
        `Child: Leo Harper (Year 1)`,
        `Dates: ${day(20)} to ${day(24)}, 08:00 to 17:30 each day`,
        "",
        "Please bring a packed lunch, a water bottle and clothes for outdoor play. Collection after 17:30 is charged at £5 per 15 minutes.",
      ].join("\n"),
      html: htmlBody(
        "Booking confirmed",
        [
          "Booking reference HC-2291 for Leo Harper (Year 1).",
          "Please bring a packed lunch, a water bottle and clothes for outdoor play.",
        ],
        [`${day(20)} to ${day(24)}`, "08:00 to 17:30 each day"],
      ),
      events: [
        {
          title: "Holiday club",
          description:
            "08:00 to 17:30 each day. Packed lunch, water bottle, outdoor clothes. Ref HC-2291.",
          location: "Maplewood Primary School",
          when: allDay(20, 24),
          status: "suggested",
          members: ["leo"],
        },
      ],
    },
    {
      from: "Priya Shah <priya.shah@example.com>",
      subject: "You're invited: Ella's 9th birthday party",
      daysAgo: 7,
      at: "21:03",
      status: "processed",
      attachments: [{ name: "ella-party-invitation.jpg", type: "image/jpeg", size: 182_944 }],
      text: [
        "Hi!",
        "",
        `Ella would love Maya to come to her 9th birthday party on ${day(12)}, 14:00 to 16:30, at Jump Zone Trampoline Park (Unit 4, Mill Lane). Grip socks are provided; there will be pizza and cake afterwards.`,
        "",
        `Could you let me know by ${day(5)} so I can confirm numbers?`,
        "",
        "Thanks, Priya (Ella's mum)",
      ].join("\n"),
      html: htmlBody("Ella is turning 9!", [
        `Ella would love Maya to come to her 9th birthday party on ${day(12)}, 14:00 to 16:30, at Jump Zone Trampoline Park (Unit 4, Mill Lane).`,
        "Grip socks are provided; pizza and cake afterwards.",
        `Please RSVP to Priya by ${day(5)}.`,
      ]),
      events: [
        {
          title: "Ella's 9th birthday party",
          description: `RSVP to Priya by ${day(5)}. Grip socks provided; pizza and cake afterwards.`,
          location: "Jump Zone Trampoline Park, Unit 4, Mill Lane",
          when: timed(12, "14:00", "16:30"),
          status: "suggested",
          members: ["maya"],
        },
      ],
    },
    {
      from: `Sam Harper <${partnerEmail}>`,
      subject: "Fwd: Mum's flights + my Edinburgh trip",
      daysAgo: 6,
      at: "08:12",
      status: "processed",
      text: [
        "Can you pop these in the calendar?",
        "",
        `I'm in Edinburgh for the conference ${day(22)} and ${day(23)}, back late on the second day.`,
        "",
        "---------- Forwarded message ----------",
        "From: Margaret Harper",
        "Subject: My flights",
        "",
        `Flight BA1437 lands at 14:55 on ${day(30)}, and I fly home on ${day(36)}. Can't wait to see the children!`,
      ].join("\n"),
      html: null,
      events: [
        {
          title: "Sam in Edinburgh (conference)",
          description: "Back late on the second day.",
          location: "Edinburgh",
          when: allDay(22, 23),
          status: "confirmed",
          members: ["partner"],
        },
        {
          title: "Grandma visiting",
          description: "Flight BA1437 lands 14:55 on the first day.",
          location: "",
          when: allDay(30, 36),
          status: "confirmed",
          members: ["me", "partner", "maya", "leo"],
        },
      ],
    },
    {
      from: school,
      subject: "Parents' evening appointments confirmed",
      daysAgo: 5,
      at: "15:30",
      status: "processed",
      text: [
        "Dear Mr/Ms Harper,",
        "",
        `Your parents' evening appointments on ${day(10)} are:`,
        "",
        "- 17:40 Mrs Patel (Maya, Year 4, Room 6)",
        "- 18:00 Mr Okafor (Leo, Year 1, Room 2)",
        "",
        "Appointments are 10 minutes. Please wait outside the classroom until the teacher is ready.",
      ].join("\n"),
      html: htmlBody(
        "Parents' evening",
        [
          `Your parents' evening appointments on ${day(10)} are:`,
          "Appointments are 10 minutes. Please wait outside the classroom until the teacher is ready.",
        ],
        ["17:40 Mrs Patel (Maya, Year 4, Room 6)", "18:00 Mr Okafor (Leo, Year 1, Room 2)"],
      ),
      events: [
        {
          title: "Parents' evening: Maya with Mrs Patel",
          description: "10 minutes, Room 6.",
          location: "Maplewood Primary School, Room 6",
          when: timed(10, "17:40", "17:50"),
          status: "suggested",
          members: ["maya"],
        },
        {
          title: "Parents' evening: Leo with Mr Okafor",
          description: "10 minutes, Room 2.",
          location: "Maplewood Primary School, Room 2",
          when: timed(10, "18:00", "18:10"),
          status: "suggested",
          members: ["leo"],
        },
      ],
    },
    {
      from: "Little Feet Shoes <orders@littlefeetshoes.example>",
      subject: "Your receipt: order LF-48213",
      daysAgo: 4,
      at: "13:27",
      status: "ignored",
      statusReason: "No dates to add: this looks like a receipt.",
      attachments: [{ name: "receipt-LF-48213.pdf", type: "application/pdf", size: 38_210 }],
      text: [
        "Thank you for shopping with Little Feet Shoes!",
        "",
        "Order LF-48213",
        "1 x School shoes, black, size 1 (F fitting)   £42.00",
        "1 x Trainers, navy, size 12                  £34.00",
        "Total paid (Visa ending 4242)                £76.00",
        "",
        "Exchanges within 30 days with this receipt.",
      ].join("\n"),
      html: htmlBody(
        "Thank you for your order",
        [
          "Order LF-48213",
          "Total paid: £76.00 (Visa ending 4242). Exchanges within 30 days with this receipt.",
        ],
        ["School shoes, black, size 1 (F fitting): £42.00", "Trainers, navy, size 12: £34.00"],
      ),
      events: [],
    },
    {
      // Marketing mail carries scripts, handlers and tracking pixels: the
      // dashboard must show it without running or loading any of them.
      from: "Sunshine School Photos <hello@sunshine-photos.example>",
      subject: "Photo day: order form",
      daysAgo: 5,
      at: "16:40",
      status: "ignored",
      statusReason: "No dates to add: the photo day has passed.",
      attachments: [],
      text: [
        "Your child's school photos are ready to order.",
        "",
        "Order online with the code on your proof card.",
      ].join("\n"),
      html: [
        "<h1>Your school photos are ready</h1>",
        "<script>window.__emailScriptRan = true</script>",
        "<p>Order online with the code on your proof card.</p>",
        '<img src="x" onerror="window.__emailScriptRan = true" alt="">',
        '<img src="http://tracker.example/pixel.gif" width="1" height="1" alt="">',
        '<p><a href="javascript:window.__emailScriptRan = true">Order now</a></p>',
      ].join("\n"),
      events: [],
    },
    {
      from: school,
      subject: `Fwd: Term dates ${nextYear}`,
      daysAgo: 3,
      at: "09:02",
      status: "failed",
      statusReason: `The attachment term-dates-${year}-${year + 1}.pdf could not be read: it is password-protected.`,
      attachments: [
        { name: `term-dates-${year}-${year + 1}.pdf`, type: "application/pdf", size: 251_904 },
      ],
      text: [
        "Dear parents and carers,",
        "",
        `Please find attached the term and holiday dates for ${nextYear}, as agreed by the governors.`,
        "",
        "Maplewood Primary School office",
      ].join("\n"),
      html: null,
      events: [],
    },
    {
      from: "1st Maplewood Cubs <akela@maplewoodscouts.example>",
      subject: "Cubs camp: kit list and timings",
      daysAgo: 2,
      at: "18:45",
      status: "processed",
      attachments: [
        { name: "camp-kit-list.pdf", type: "application/pdf", size: 64_120 },
        {
          name: "camp-consent-form.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          size: 23_551,
        },
      ],
      text: [
        "Dear Cubs families,",
        "",
        `Camp is from ${day(26)} at 18:00 until ${day(28)} at 12:00, at Gilwell Park. We meet in the car park; parents collect from the same place.`,
        "",
        "The kit list and the consent form are attached. Please return the form, with any medication details, by next Tuesday.",
        "",
        "Yours in Scouting,",
        "Akela",
      ].join("\n"),
      html: htmlBody("Cubs camp", [
        `From ${day(26)} at 18:00 until ${day(28)} at 12:00, at Gilwell Park.`,
        "The kit list and the consent form are attached. Please return the form by next Tuesday.",
        "Yours in Scouting, Akela",
      ]),
      events: [
        {
          title: "Cubs weekend camp",
          description:
            "Meet in the car park at 18:00; collect from the same place. Consent form due Tuesday.",
          location: "Gilwell Park, Chingford",
          when: timed(26, "18:00", "12:00", 28),
          status: "suggested",
          members: ["maya"],
        },
      ],
    },
    {
      from: "Maplewood PTA <pta@maplewood-primary.example>",
      subject: "Book fair next week: volunteers wanted",
      daysAgo: 0,
      at: "",
      status: "received",
      text: [
        "Hello everyone,",
        "",
        "The Scholastic book fair is coming to the school library next week. We need two volunteers each afternoon from 15:15 to 16:00. Reply to this e-mail with the days you can do.",
        "",
        "Thank you! The PTA",
      ].join("\n"),
      html: htmlBody("Book fair: volunteers wanted", [
        "The Scholastic book fair is coming to the school library next week.",
        "We need two volunteers each afternoon from 15:15 to 16:00. Reply with the days you can do.",
        "Thank you! The PTA",
      ]),
      events: [],
    },
  ];
}

const routine: ReadonlyArray<{
  readonly title: string;
  readonly location: string;
  readonly start: string;
  readonly end: string;
  readonly members: ReadonlyArray<MemberKey>;
}> = [
  {
    title: "Swimming lesson (Stage 5)",
    location: "Riverside Leisure Centre, pool 2",
    start: "17:30",
    end: "18:15",
    members: ["maya"],
  },
  {
    title: "Football training",
    location: "Parkside Recreation Ground",
    start: "17:00",
    end: "18:00",
    members: ["leo"],
  },
  {
    title: "Piano lesson",
    location: "12 Orchard Close",
    start: "16:15",
    end: "16:45",
    members: ["maya"],
  },
  {
    title: "Cubs",
    location: "Maplewood Scout Hut",
    start: "18:30",
    end: "20:00",
    members: ["maya"],
  },
  {
    title: "Homework club",
    location: "Maplewood Primary School library",
    start: "15:15",
    end: "16:15",
    members: ["leo", "maya"],
  },
  {
    title: "Running club",
    location: "Maplewood Park",
    start: "07:00",
    end: "07:45",
    members: ["me", "partner"],
  },
];

const statuses: ReadonlyArray<EventStatus> = ["confirmed", "confirmed", "suggested", "dismissed"];

/** The whole seed for one account, with fresh ids. */
export function buildSeedPlan(options: SeedPlanOptions): SeedPlan {
  const { timezone, now } = options;
  const today = todayIn(timezone, now);

  const members: MemberRow[] = family.map((member) => ({
    id: randomUUID(),
    key: member.key,
    name: member.name,
    relationship: member.relationship,
    email:
      member.key === "me" ? options.ownerEmail : member.key === "partner" ? partnerEmail : null,
    color: member.color,
    birthDate:
      member.age === null || member.birthday === null
        ? null
        : `${today.year - member.age}-${member.birthday}`,
  }));
  const memberId = (key: MemberKey) => members.find((member) => member.key === key)?.id ?? "";

  const toEvent = (spec: EventSpec, sourceEmailId: string | null): EventRow => {
    const span =
      spec.when.kind === "timed"
        ? {
            startsAt: zonedInstant(addDays(today, spec.when.day), spec.when.start, timezone),
            endsAt: zonedInstant(
              addDays(today, spec.when.endDay ?? spec.when.day),
              spec.when.end,
              timezone,
            ),
          }
        : {
            startsAt: startOfDay(addDays(today, spec.when.day), timezone),
            endsAt: startOfDay(addDays(today, (spec.when.lastDay ?? spec.when.day) + 1), timezone),
          };
    return {
      id: randomUUID(),
      title: spec.title,
      description: spec.description,
      ...span,
      allDay: spec.when.kind === "allDay",
      timezone,
      location: spec.location,
      status: spec.status,
      sourceEmailId,
      familyMemberIds: spec.members.map(memberId),
    };
  };

  const emails: EmailRow[] = [];
  const events: EventRow[] = [];
  for (const spec of emailSpecs(today)) {
    const id = randomUUID();
    const receivedAt =
      spec.at === ""
        ? new Date(now.getTime() - 12 * 60_000)
        : zonedInstant(addDays(today, -spec.daysAgo), spec.at, timezone);
    const found = spec.events.map((event) => toEvent(event, id));
    events.push(...found);
    emails.push({
      id,
      from: spec.from,
      to: options.forwardingAddress,
      subject: spec.subject,
      receivedAt,
      text: spec.text,
      html: spec.html,
      attachments: spec.attachments ?? [],
      status: spec.status,
      statusReason:
        spec.statusReason ??
        (spec.status === "processed"
          ? `Found ${found.length} ${found.length === 1 ? "event" : "events"}.`
          : null),
    });
  }

  // Routine weekly activities for load tests, spread from two months back to most of a year ahead.
  const extra = Math.max(0, (options.totalEvents ?? 0) - events.length);
  for (let index = 0; index < extra; index++) {
    const activity = routine[index % routine.length] ?? routine[0];
    if (activity === undefined) break;
    const offset = -60 + Math.floor(index / routine.length) * 7 + (index % routine.length);
    events.push(
      toEvent(
        {
          title: activity.title,
          description: "Every week in term time.",
          location: activity.location,
          when: timed(offset, activity.start, activity.end),
          status: statuses[index % statuses.length] ?? "suggested",
          members: activity.members,
        },
        null,
      ),
    );
  }

  return {
    members,
    preferences: {
      timezone,
      // Calendars in the Americas start the week on Sunday; most others on Monday.
      weekStartsOn: timezone.startsWith("America/") ? "sunday" : "monday",
      trustedSenders: seedTrustedSenders,
      autoConfirmEvents: false,
      digest: "weekly",
      reminderMinutes: 60,
    },
    emails,
    events,
  };
}

/** `YYYY-MM-DD` of a day relative to today in the zone (for tests and messages). */
export const dayFromToday = (timezone: string, now: Date, offset: number) =>
  isoDate(addDays(todayIn(timezone, now), offset));
