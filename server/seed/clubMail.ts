import { type EmailSpec, type EventSpec, htmlBody, timed } from "./mailSpec";
import { addDays, type CivilDate, spokenDate } from "./time";

/** The children's clubs' mail: swimming, football, Cubs. */
export function clubMail(
  today: CivilDate,
): Record<"swimming" | "football" | "cubsCamp", EmailSpec> {
  const day = (offset: number) => spokenDate(addDays(today, offset));
  const swimDates = [day(-6), day(1), day(8)];

  return {
    swimming: {
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
    football: {
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
    cubsCamp: {
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
  };
}
