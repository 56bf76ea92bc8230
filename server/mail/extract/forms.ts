/**
 * Labelled blocks ("When:", "Where:", "What:") and the quoted header blocks
 * of forwards, whose dates are the message's own and never events.
 */

import { build, type TextCandidate } from "./buildEvent";
import { changeOfText } from "./changeWords";
import { hasDay, hasTime, normaliseForChrono, parse, spansDays, type TextContext } from "./dates";
import { finishAfter, lengthAfter } from "./eventEnds";
import { sports } from "./fixtures";
import type { Line } from "./htmlLines";
import { lineAboveNames } from "./nearbyLines";
import { mergeRanges } from "./ranges";
import { sentencesOf } from "./sentences";
import { departureLead, startLead } from "./timeLeads";
import { chooseTime } from "./timeRanking";
import { cleanTitle, meaningful, subjectTitle } from "./titles";
import type { ExtractedEvent } from "./types";
import { monthPattern, weekdayPattern } from "./vocabulary";

export const headerName = /^[ \t>*]*(?:from|sent|date|to|cc|subject|reply-to)\s*:/i;

/** Lines of a quoted header block (From:/Sent:/To:/Subject: together): their dates are not events. */
export function quotedHeaderLines(lines: ReadonlyArray<Line>): Set<number> {
  const quoted = new Set<number>();
  lines.forEach((line, index) => {
    if (!headerName.test(line.text)) return;
    const neighbours = [lines[index - 1], lines[index + 1]].filter(
      (other): other is Line => other !== undefined && headerName.test(other.text),
    );
    const isOwnHeader = /^[ \t>*]*(?:from|sent|to|cc|subject)\s*:/i.test(line.text);
    if (
      neighbours.length > 0 &&
      (isOwnHeader ||
        neighbours.some((other) => /^[ \t>*]*(?:from|sent|to|subject)\s*:/i.test(other.text)))
    ) {
      quoted.add(index);
    }
  });
  return quoted;
}

export interface Field {
  readonly label: string;
  readonly value: string;
}

/** Words that make a block with an opponent a match: a kick-off, a league, a sport. */
const matchWords = new RegExp(
  `\\b(?:ko|kick-?off|match|game|fixture|league|cup|team|squad|gaa|tennis)\\b|${sports.source}`,
  "i",
);

/** A sentence about the session's own end: "We expect the session to end around 12:30 PM". */
const sessionFinish =
  /\b(?:the\s+)?(?:session|meet|event|competition|gala|tournament|day|it|we)\b[^.!?]{0,30}?\b(?:end|ends|finish|finishes|finished|wrap up)\b/i;

/** The labels a block is read by, in the languages read: its day, time, end, place and name. */
const dayLabels = "date|dates?|day|when|datum|wann|quand|fecha|cu[aá]ndo|data|quando|wanneer";
// ("First event: 8.30am", "Competition begins: 1:15 PM": the start, said by what opens.)
// ("Jump time: 1:00pm - 2:00pm", "Gala starts: 8.45am"; not "Arrival time", "Home time" or "Warm-up starts".)
const timeLabels =
  "time|times?|start(?:s| time)?|ko|kick-?off|(?:first|opening) (?:event|race|match|game|heat|bout)|(?:competition|session|event|show|match|racing|play|gala|race|meet|tournament|concert|party|ceremony|service|performance|game|class|lesson|festival|disco|fair|carnival) (?:begins|starts)|(?:jump|session|class|lesson|show|match|game|event|party|performance|appointment|booking|slot|tee|race|skate|screening|film|movie|concert|ceremony|service|tour|visit|reservation|play) time|uhrzeit|zeit|heure|horaire|hora|hor[aá]rio|ora|orario|tijd|aanvang";
const endLabels =
  "end(?:s| time)?|finish(?:es)?|(?:expected|estimated|approx(?:imate)?) (?:finish|end)";
const placeLabels =
  "where|location|venue|place|address|ort|wo|lieu|où|lugar|d[oó]nde|local|onde|luogo|dove|waar|locatie";
const whatLabels =
  "what|event|title|activity|appointment|occasion|session|performance|show|film|movie|production|veranstaltung|[ée]v[ée]nement|evento|evenement";
const opponentLabels = "opponents?|opposition|versus|vs";
const labelOf = (words: string): RegExp => new RegExp(`^(?:${words})$`, "u");

/** The labels that give a block its day: a second one starts the next block. */
const dateLabel = labelOf(dayLabels);
const timeLabel = labelOf(timeLabels);
const endLabel = labelOf(endLabels);
const placeLabel = labelOf(placeLabels);
const whatLabel = labelOf(whatLabels);
const opponentLabel = labelOf(opponentLabels);

export const formLabel = new RegExp(
  `^(?:${dayLabels}|${timeLabels}|${endLabels}|${placeLabels}|${whatLabels}|type|${opponentLabels})$`,
  "iu",
);

export function fieldOf(line: Line): Field | null {
  if (line.cells !== null && line.cells.length === 2) {
    const label = (line.cells[0] ?? "").replace(/[:\s]+$/, "").trim();
    const value = line.cells[1] ?? "";
    // ("Gates open | 14:00" between "Date" and "Kick-off" keeps the table's block together too;
    // a row with a day of its own, "Parents evening | Thursday 8 October at 6pm", does not.)
    const otherTime =
      /^\p{L}[\p{L} -]{1,20}$/u.test(label) &&
      label.split(/\s+/).length <= 3 &&
      /^\s*\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?\s*$/i.test(value);
    if (formLabel.test(label) || otherTime) return { label: label.toLowerCase(), value };
    return null;
  }
  const match = /^(\p{L}[\p{L} ]{1,20}?)\s*:\s*(.+)$/u.exec(line.text);
  if (match === null) return null;
  // Other labels ("With:", "Ref:") keep the block together; only the known ones are read.
  const label = (match[1] ?? "").trim();
  if (label.split(/\s+/).length > 3) return null;
  return { label: label.toLowerCase(), value: (match[2] ?? "").trim() };
}

/**
 * Labelled blocks ("When: Saturday 21 March, 2-4pm", "Where: Bounce Zone",
 * or a two-column table of the same) describe one event: the date and time
 * from their fields, the place from Where, the title from What or the subject.
 */
export function formEvents(
  lines: ReadonlyArray<Line>,
  context: TextContext,
  skipped: ReadonlySet<number>,
): { events: Array<TextCandidate>; used: Set<number> } {
  const events: Array<TextCandidate> = [];
  const used = new Set<number>();
  let index = 0;
  while (index < lines.length) {
    const group: Array<{ index: number; field: Field }> = [];
    let cursor = index;
    while (cursor < lines.length) {
      const line = lines[cursor];
      const field = line === undefined || skipped.has(cursor) ? null : fieldOf(line);
      if (field === null) break;
      // A second "Date:" starts the next block ("Date: Sat 7 Feb … Date: Sat 14 Feb").
      if (dateLabel.test(field.label) && group.some((entry) => dateLabel.test(entry.field.label)))
        break;
      group.push({ index: cursor, field });
      cursor += 1;
    }
    index = Math.max(cursor, index + 1);
    const value = (pattern: RegExp) =>
      group.find((entry) => pattern.test(entry.field.label))?.field.value;
    const when = value(dateLabel);
    if (group.length < 2 || when === undefined) continue;
    const timeText = value(timeLabel);
    const endText = value(endLabel);
    const combined = normaliseForChrono(
      // ("Expected finish: by 1pm", "about 4pm": the time alone.)
      [
        when,
        timeText,
        endText === undefined
          ? undefined
          : `- ${endText.replace(/^(?:by|about|around|approx\.?|approximately|ca\.?)\s+/i, "")}`,
      ]
        .filter((part) => part !== undefined)
        .join(" "),
    );
    const hits = parse(combined, context);
    // "Dates: Mon 30 March - Thu 2 April" over "Times: 8.30am - 4.30pm daily": the days, all day.
    const whenText = normaliseForChrono(when);
    const span = mergeRanges(parse(whenText, context).filter(hasDay), whenText).find(spansDays);
    const dateHit = span ?? hits.find(hasDay);
    if (dateHit === undefined) continue;
    const ownTime =
      span !== undefined || hasTime(dateHit)
        ? null
        : (hits.find((hit) => hit !== dateHit && hasTime(hit)) ?? null);
    // "When: Friday 21 May" over "Buses depart school at 9.15am and we will return by 2.30pm.":
    // the sentences after a block without a time, as the time weights read them.
    const after = lines
      .slice(cursor, cursor + 2)
      .flatMap(sentencesOf)
      .slice(0, 3);
    // (Only a time said as the start: "Tickets go on sale at 3.15pm" below is another matter.)
    const chosen =
      ownTime === null && span === undefined && timeText === undefined
        ? chooseTime(dateHit, null, lines, cursor - 1, after, context)
        : null;
    const lead = chosen?.start.lead ?? "";
    const learned = startLead.test(lead) || departureLead.test(lead) ? chosen : null;
    const timeHit = learned?.start ?? ownTime;
    // ("Gala starts: 8.45am" over "Expected to finish around 12.30pm, with medals at the end.")
    const endHit =
      learned?.end ??
      (endText !== undefined || span !== undefined
        ? null
        : (finishAfter(timeHit ?? dateHit, after, context) ??
          // (A finish of the session itself further below: "Meet starts: 8:15 AM" over "We
          // expect the session to end around 12:30 PM"; not "The uniform shop is open until 5pm".)
          finishAfter(
            timeHit ?? dateHit,
            lines
              .slice(cursor + 2, cursor + 4)
              .flatMap(sentencesOf)
              .filter((sentence) => sessionFinish.test(sentence)),
            context,
          )));
    // "Performance: The Gruffalo", "Opponent: Hillside Hawks (H)": what the block is, by its label.
    const opponent = value(opponentLabel);
    const what =
      value(whatLabel) ??
      // (Only a match's: a debate's "Opponent:" over "Motion:" is no match.)
      (opponent === undefined ||
      !matchWords.test(
        `${context.subject} ${group.map((entry) => `${entry.field.label} ${entry.field.value}`).join(" ")}`,
      )
        ? undefined
        : `Match v ${opponent}`) ??
      value(/^type$/);
    // "KINDERGARTEN ORIENTATION" over "Where: … When: …": the block's heading names it.
    const above = group[0] === undefined ? undefined : lines[group[0].index - 1];
    const heading =
      above !== undefined && lineAboveNames(above, parse(above.text, context).length > 0)
        ? above.text
        : undefined;
    const titleSource = what ?? heading ?? subjectTitle(context);
    const line: Line = { text: combined, cells: null, heading: false, bullet: false };
    // "Start time: 10:30 AM" over "The session lasts 90 minutes.": the block's length.
    const lengthMinutes =
      endText === undefined ? lengthAfter(timeHit ?? dateHit, after, context) : null;
    const built = build(
      {
        result: dateHit,
        sentence: group.map((entry) => `${entry.field.label}: ${entry.field.value}`).join("; "),
        lengthMinutes,
      },
      dateHit,
      timeHit,
      null,
      line,
      titleSource,
      context,
      changeOfText(context.subject),
      null,
      endHit,
    );
    if (built === null) continue;
    const where = value(placeLabel) ?? "";
    const named = what ?? heading;
    events.push({
      ...built.event,
      title:
        named === undefined
          ? built.event.title
          : cleanTitle(named.replace(/\([^)]*\)/g, " ")) || built.event.title,
      location: where.slice(0, 200),
      confidence: Math.max(built.event.confidence, 0.85),
    });
    for (const entry of group) used.add(entry.index);
  }
  return { events, used };
}

/** Labels whose value is the event's own name, date or none ("Film: The Lost Egg (U)"). */
const nameLabel =
  /^(?:film|movie|show|production|performance|event|match|fixture|attraction|veranstaltung|spectacle|[ée]v[ée]nement|evento|evenement|pel[íi]cula)$/iu;

const dateInValue = new RegExp(
  `\\d{1,2}[/.:]\\d{1,2}|\\b\\d{1,2}\\s*[ap]\\.?m\\b|^\\s*\\d|\\b(?:${weekdayPattern}|${monthPattern})(?![a-z])`,
  "i",
);

/**
 * A booking's one labelled name ("Film: The Lost Egg (U)", "Event: Winter
 * Wonderland") names the one or two events a message gives better than the
 * venue line or the subject; the film's rating in brackets is left out.
 */
export function withLabelledName(
  events: ReadonlyArray<ExtractedEvent>,
  lines: ReadonlyArray<Line>,
): ReadonlyArray<ExtractedEvent> {
  if (events.length === 0 || events.length > 2) return events;
  const names = new Set(
    lines.flatMap((line) => {
      const field = fieldOf(line);
      // ("Show: 04/07 at 2pm, Corn Exchange": a label over the day, not a name.)
      return field !== null && nameLabel.test(field.label) && !dateInValue.test(field.value)
        ? [field.value]
        : [];
    }),
  );
  const [name] = names;
  if (names.size !== 1 || name === undefined) return events;
  const title = cleanTitle(
    name.replace(/\s*\((?:U|PG|PG-13|12A?|15|18|G|R|M|MA15\+|[A-Z0-9+-]{1,5})\)\s*$/, ""),
  );
  if (!meaningful(title) || title.split(/\s+/).length > 10) return events;
  return events.map((event) =>
    event.title.toLowerCase().includes(title.toLowerCase()) ? event : { ...event, title },
  );
}
