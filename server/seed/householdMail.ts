import { partnerEmail } from "./family";
import { allDay, type EmailSpec, htmlBody, timed } from "./mailSpec";
import { addDays, type CivilDate, spokenDate } from "./time";

/** The household's own mail: the dentist, a party invitation, a partner's forwarded travel, a shop's receipt. */
export function householdMail(
  today: CivilDate,
): Record<"dentist" | "party" | "flights" | "shoeReceipt", EmailSpec> {
  const day = (offset: number) => spokenDate(addDays(today, offset));
  const dentistLines = [
    `Leo Harper: check-up with Dr Evans, ${day(4)} at 16:10 (20 minutes).`,
    `Maya Harper: orthodontic consultation with Dr Novak, ${day(38)} at 09:20 (30 minutes).`,
  ];

  return {
    dentist: {
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
    party: {
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
    flights: {
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
    shoeReceipt: {
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
  };
}
