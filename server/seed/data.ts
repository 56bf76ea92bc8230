import { randomUUID } from "node:crypto";
import { clubMail } from "./clubMail";
import { family, partnerEmail, seedTrustedSenders } from "./family";
import { householdMail } from "./householdMail";
import { type EmailSpec, type EventSpec, timed } from "./mailSpec";
import type {
  EmailRow,
  EventRow,
  EventStatus,
  MemberKey,
  MemberRow,
  SeedPlan,
  SeedPlanOptions,
} from "./rows";
import { schoolMail } from "./schoolMail";
import { addDays, type CivilDate, isoDate, startOfDay, todayIn, zonedInstant } from "./time";

/**
 * The development seed's family, e-mails and events: the Harpers, two
 * parents and two children at Maplewood Primary, with the school, club and
 * appointment mail a family like theirs forwards, and the events Corkboard
 * would have found in it. Every date is relative to today in the family's
 * time zone, so the seed looks current whenever it is run, and the e-mails'
 * text names the same dates as the events they produced.
 */

export { seedTrustedSenders } from "./family";
export type {
  EmailRow,
  EventRow,
  EventStatus,
  MemberKey,
  MemberRow,
  PreferencesRow,
  SeedPlan,
  SeedPlanOptions,
} from "./rows";

/** Every e-mail of the seed, in the order the family received them. */
function emailSpecs(today: CivilDate): ReadonlyArray<EmailSpec> {
  const school = schoolMail(today);
  const clubs = clubMail(today);
  const household = householdMail(today);
  return [
    school.newsletter,
    clubs.swimming,
    clubs.football,
    household.dentist,
    school.holidayClub,
    household.party,
    household.flights,
    school.parentsEvening,
    household.shoeReceipt,
    school.photoDay,
    school.termDates,
    clubs.cubsCamp,
    school.bookFair,
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
