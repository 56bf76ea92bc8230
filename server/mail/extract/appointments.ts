/**
 * Appointments with a doctor, a dentist, a therapist or a vet: a parent
 * wants the calendar to say who is seen and by whom ("Dentist - two fillings
 * (Liam)"), not the practice's letterhead ("Appointment from Honeypot Lane
 * Surgery") or the greeting. The kind of practice comes from its name (the
 * sender's address and the short lines that sign the message), the visit
 * from a labelled line ("Appointment type: Well Child Visit"), and the child
 * from the family members the message names.
 */

import type { Line } from "./htmlLines";
import type { Language } from "./language";
import type { ExtractedEvent } from "./types";
import { isoInZone } from "./zone";

type Names = Partial<Record<Language, string>> & { readonly en: string };

// Most specific first: an orthodontist is also "dental", a paediatric clinic also a "clinic".
const practices: ReadonlyArray<readonly [RegExp, Names]> = [
  [
    /orthodont|ortodon|\bortho\b/i,
    { en: "Orthodontist", fr: "Orthodontiste", es: "Ortodoncista", de: "Kieferorthopäde" },
  ],
  [
    /dental|dentist|dentaire|zahnarzt/i,
    { en: "Dentist", fr: "Dentiste", es: "Dentista", de: "Zahnarzt" },
  ],
  // A specialty before "Paediatric Audiology"'s children's ward.
  [
    /audiolog|hearing test/i,
    { en: "Audiology appointment", fr: "Audiologie", es: "Audiología", de: "Hörtest" },
  ],
  [
    /\b(?:ENT|ORL|HNO)\b|\b[Ee]ar,? [Nn]ose (?:and|&) [Tt]hroat\b|[Oo]tolaryngolog/,
    { en: "ENT appointment", fr: "ORL", es: "Otorrino", de: "HNO-Arzt" },
  ],
  [
    /fracture clinic/i,
    { en: "Fracture clinic", fr: "Orthopédie", es: "Traumatología", de: "Orthopädie" },
  ],
  [
    /orthopa?edic/i,
    { en: "Orthopaedics", fr: "Orthopédie", es: "Traumatología", de: "Orthopädie" },
  ],
  [/dermatolog/i, { en: "Dermatology", fr: "Dermatologue", es: "Dermatología", de: "Hautarzt" }],
  [
    /allergy|allergol/i,
    { en: "Allergy clinic", fr: "Allergologue", es: "Alergología", de: "Allergologie" },
  ],
  // ("Paediatric Physiotherapist" is the physio.)
  [/physio/i, { en: "Physio", fr: "Kiné", es: "Fisioterapia", de: "Physiotherapie" }],
  [/speech|logop/i, { en: "Speech therapy", fr: "Orthophoniste", es: "Logopeda", de: "Logopädie" }],
  [
    /p(?:a)?ediatric|\bpeds\b|pédiatre|pediatra|kinderarzt/i,
    { en: "Pediatrician", fr: "Pédiatre", es: "Pediatra", de: "Kinderarzt" },
  ],
  [
    /\beyes?\b|optom|ophthalm|optician/i,
    { en: "Eye exam", fr: "Ophtalmologue", es: "Oftalmólogo", de: "Augenarzt" },
  ],
  [
    /\bvets?\b|veterinar|vétérinaire|animal hospital|tierarzt/i,
    { en: "Vet", fr: "Vétérinaire", es: "Veterinario", de: "Tierarzt" },
  ],
  [
    /hospital|outpatient/i,
    { en: "Hospital appointment", fr: "Hôpital", es: "Hospital", de: "Krankenhaus" },
  ],
  [
    /\bsurgery\b|medical (?:practice|centre|center|group)|\bgp\b|health cent(?:re|er)|nhs\.uk|family (?:medicine|practice)|médecin généraliste|hausarzt/i,
    { en: "GP appointment", fr: "Médecin", es: "Médico", de: "Hausarzt" },
  ],
];

/** Words that make a message about an appointment at all. */
const appointmentWord =
  /\b(?:appointments?|appt|consultation|check-?up|visit|session|clinic|cita|consulta|rendez-vous|rdv|termin\p{L}*)(?!\p{L})/iu;

/** "Appointment type: Well Child Visit (9 yr)", "Visit: two fillings", "Clinic: Paediatric Allergy". */
const labelledVisit =
  /^\s*(?:appointment|appointment type|type of appointment|visit type|visit|service|clinic|treatment|procedure|reason(?: for visit)?|tipo de cita|type de rendez-vous|behandlung|grund|motivo|motif)\s*:\s*(.+)$/i;

/** "Appointment: Wed 09/16/2026 at 10:15 AM": a label whose value is the date, not the visit. */
const dateValue = /^\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s|\d)/i;
/** "booked in ... for an Initial Consultation (45 mins)". */
const forVisit = /\bfor an? (\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3})(?=\s*(?:\(|[.,]|$))/u;
const visitNoun =
  "(?:visit|check-?up|review|consultation|x-ray|cleaning|fitting|placement|exam(?:ination)?|vaccinations?|jabs?|injections?|tests?|scan|fillings?|extraction|assessment|removal|adjustment|challenge|infusion|procedure)";
/** "Jonah's braces placement", "Cian's check-up". */
const possessiveVisit = new RegExp(
  `\\b\\p{Lu}\\p{L}+['’]s ((?:[\\p{Ll}-]+ ){0,2}${visitNoun})\\b`,
  "u",
);
/** "for a well-child visit", "for a follow-up X-ray". */
const forLowerVisit = new RegExp(
  `\\bfor (?:an?|his|her|their|your) ((?:[\\p{L}-]+ ){0,2}${visitNoun})\\b`,
  "iu",
);
/** "booked into the Fracture Clinic". */
const clinicName = /\b(?:the|our) ((?:\p{Lu}[\p{L}-]+ ){1,3}Clinic)\b/u;
/** "Follow-up visit scheduled": a visit named in the subject. */
const subjectVisit = /\b((?:[\p{L}-]+\s){0,2}(?:visit|check-?up|consultation|exam|review))\b/iu;

/** A visit's name without what only the practice needs: "(9 yr)", "(Dr N. Varma)", "(lower left)". */
const cleanVisit = (text: string): string =>
  text
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();

/** Titles that name the letter, the booking or a sentence, not the visit. */
const genericTitle =
  /\b(?:appointments?|appt|reminder|confirm(?:ed|ation)?|letter|upcoming|scheduled|booking|booked|cita|rendez-vous|rdv|termin\p{L}*|votre|your|hi|hello|dear|con|we|our|has|is|are|could|can)\b|[:!?]/iu;

function isSpecific(title: string, members: ReadonlyArray<string>): boolean {
  const words = title.split(/\s+/).filter((word) => word !== "");
  const namesOnly = words.every((word) =>
    members.some((member) => word.toLowerCase().startsWith(member.toLowerCase())),
  );
  return words.length >= 1 && words.length <= 6 && !namesOnly && !genericTitle.test(title);
}

/** "Initial Consultation (45 mins)": an appointment's stated length wins over the hour a calendar assumes. */
function statedEnd(event: ExtractedEvent, body: string): string {
  const start = Date.parse(event.start);
  if (event.allDay || Date.parse(event.end) - start !== 3_600_000) return event.end;
  const lengths = [
    ...body.matchAll(
      /\b(\d{2,3})[\s-]*(?:mins?|minutes?)\b(?!\s+(?:early|before|beforehand|prior|in advance|ahead|late|notice|after|of))/gi,
    ),
  ].map((match) => Number(match[1]));
  const [minutes, ...others] = lengths;
  if (minutes === undefined || others.length > 0 || minutes < 5 || minutes > 240) return event.end;
  return isoInZone(start + minutes * 60_000, event.timezone);
}

export interface AppointmentContext {
  readonly subject: string;
  readonly from: string;
  readonly lines: ReadonlyArray<Line>;
  readonly language: Language;
}

function practiceOf(context: AppointmentContext): string | null {
  const signs = [
    context.from,
    // ("Appointment booked – Ponsonby Medical Centre": the practice in the subject.)
    context.subject,
    ...context.lines
      .map((line) => line.text.trim())
      .filter((text) => text.split(/\s+/).length <= 6 && !/[.!?,]$/.test(text)),
  ].join("\n");
  const found = practices.find(([pattern]) => pattern.test(signs));
  if (found === undefined) return null;
  const names = found[1];
  return names[context.language] ?? names.en;
}

function visitOf(context: AppointmentContext, practice: string): string | null {
  for (const text of [...context.lines.map((line) => line.text), context.subject]) {
    const labelled = text.match(labelledVisit)?.[1]?.split(/\s[-–]\s/)[0];
    if (labelled !== undefined && !dateValue.test(labelled)) {
      const visit = cleanVisit(labelled);
      return /clinic/i.test(text.split(":")[0] ?? "") && !/clinic/i.test(visit)
        ? `${visit} clinic`
        : visit;
    }
  }
  const texts = context.lines.map((line) => line.text);
  const first = (pattern: RegExp): string | undefined =>
    texts.map((text) => text.match(pattern)?.[1]).find((match) => match !== undefined);
  const named =
    first(forVisit) ??
    first(possessiveVisit) ??
    first(forLowerVisit) ??
    first(clinicName) ??
    context.subject.match(subjectVisit)?.[1];
  if (named === undefined) return null;
  const visit = cleanVisit(named);
  return visit.toLowerCase() === practice.toLowerCase() ? null : visit;
}

/**
 * The events of an appointment message titled for the practice, the visit
 * and the child; other messages' events unchanged. Only a message with one
 * or two events from its text is retitled: a calendar invitation names its
 * own event.
 */
export function titledAppointments(
  events: ReadonlyArray<ExtractedEvent>,
  context: AppointmentContext,
): ReadonlyArray<ExtractedEvent> {
  const fromText = events.filter((event) => event.source === "text" || event.source === "html");
  if (fromText.length === 0 || fromText.length !== events.length || events.length > 2)
    return events;
  const body = `${context.subject}\n${context.lines.map((line) => line.text).join("\n")}`;
  if (!appointmentWord.test(body)) return events;
  const practice = practiceOf(context);
  if (practice === null) return events;
  const visit = visitOf(context, practice);
  // "Fracture Clinic" says where as well as what; a practice's kind adds nothing to it.
  const kind =
    visit !== null && /\bclinic\b/i.test(visit)
      ? visit
      : [practice, visit].filter((part) => part !== null).join(" - ");
  return events.map((event) => {
    // ("Liam's appointment" under "Dentist", no family named: Liam's all the same.)
    const owner = /^(\p{Lu}\p{Ll}+)['’]s\s/u.exec(event.title)?.[1];
    const [member = owner, ...others] = event.members;
    // A title that already names the visit ("Dental cleaning") stays; the child is added.
    const named = isSpecific(event.title, event.members) ? event.title : kind;
    const child =
      member !== undefined &&
      others.length === 0 &&
      !named.toLowerCase().includes(member.toLowerCase())
        ? ` (${member})`
        : "";
    return { ...event, title: `${named}${child}`, end: statedEnd(event, body) };
  });
}
