import { school } from "./family";
import { allDay, type EmailSpec, htmlBody, timed } from "./mailSpec";
import { addDays, type CivilDate, spokenDate } from "./time";

/** The school's mail and the mail about school: newsletter, holiday club, parents' evening, photo day, term dates, the PTA. */
export function schoolMail(
  today: CivilDate,
): Record<
  "newsletter" | "holidayClub" | "parentsEvening" | "photoDay" | "termDates" | "bookFair",
  EmailSpec
> {
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

  return {
    newsletter: {
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
    holidayClub: {
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
    parentsEvening: {
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
    photoDay: {
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
    termDates: {
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
    bookFair: {
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
  };
}
