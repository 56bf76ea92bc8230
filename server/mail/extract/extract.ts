/**
 * From a parsed message to calendar events: structured sources first
 * (iCalendar, then schema.org JSON-LD and microdata), then the original
 * message's HTML or text and any PDF attachments through the text pipeline.
 * One event found in several places is kept once, from the best source.
 */

import { changeOfSubject, changeOfText } from "./changeWords";
import { chatOf } from "./chat";
import type { TextContext } from "./dates";
import { withoutEchoedChanges, withoutUntimedEchoes } from "./echoes";
import { htmlToLines, type Line, textToLines } from "./htmlLines";
import { eventsFromIcs } from "./ics";
import { languageOf } from "./language";
import { lineShapes } from "./lineShapes";
import { isDayFirst } from "./locale";
import { membersOf } from "./members";
import { shapedEvents } from "./messageShapes";
import { withoutReplacedDays } from "./moves";
import { pdfText } from "./pdf";
import { eventsOfReply } from "./replies";
import { eventsFromSchemaOrg } from "./schemaOrg";
import { withSectionEnds } from "./sectionEnds";
import { withStatedLength } from "./statedLength";
import { daysCovered } from "./stays";
import { eventsOnSubjectDay } from "./subjectDay";
import { eventsFromLines, type TextCandidate } from "./text";
import { cancelledTitle } from "./titles";
import { sameTitle, sourceRank, withoutDuplicates } from "./twins";
import type { ExtractedEvent, ExtractOptions, ParsedAttachment, ParsedMessage } from "./types";
import { madeUpWords } from "./vocabulary";
import { isValidTimeZone } from "./zone";

/** Text handed to the text pipeline from any one part. */
export const maxScannedChars = 200_000;
const maxIcsBytes = 2 * 1024 * 1024;
const maxPdfAttachments = 3;
/** More events than this in one message is a list, not a family's plans: the rest are dropped. */
export const maxEvents = 200;
/** Events below this confidence are not reported. */
export const minimumConfidence = 0.5;
/** A text event beside structured ones must have a time, be at least this sure and be on another day. */
const extraTextConfidence = 0.8;

const decoder = new TextDecoder("utf-8", { fatal: false });

const isIcs = (attachment: ParsedAttachment): boolean =>
  /^(?:text|application)\/(?:calendar|ics|x-vcalendar)$/.test(attachment.contentType) ||
  /\.(?:ics|vcs|ical|ifb)$/i.test(attachment.filename);

const isPdf = (attachment: ParsedAttachment): boolean =>
  attachment.contentType === "application/pdf" || /\.pdf$/i.test(attachment.filename);

/**
 * "Tonight's game vs. the Cubs is rained out. The makeup game is Tuesday,
 * April 28 at 6:00 PM": the call-off and its make-up are one move, and so
 * are a postponement and its new date. The update replaces the called-off
 * time, which is no event of its own.
 */
function withMadeUpCancellations(events: ReadonlyArray<ExtractedEvent>): Array<ExtractedEvent> {
  const calledOff = new Set<ExtractedEvent>();
  const updated = events.map((event) => {
    if (event.change !== "update" || event.replaces !== null) return event;
    const original = events.find(
      (other) =>
        other.change === "cancel" &&
        !calledOff.has(other) &&
        other.start < event.start &&
        sameTitle(other.title, event.title),
    );
    // "I've booked him a make-up lesson for next Wednesday": with nothing called off in the
    // message, a make-up is a new event, not a move.
    if (original === undefined)
      return /\bmake-?up\b/i.test(event.description) &&
        changeOfText(event.description.replace(/\bmake-?up\s+\p{L}+/giu, " ")) === "new"
        ? { ...event, change: "new" as const }
        : event;
    // "we have decided to postpone next Wednesday's Grandparents' Day (5 May). The new date is
    // Thursday 13 May": a postponement and its new date are one move too.
    const newDate =
      /\bpostpone/i.test(original.description) &&
      /\bnew (?:date|time|day)\b|\bre-?scheduled\b|\bwill now\b|\bnow (?:be|on|takes?)\b/i.test(
        event.description,
      );
    if (!madeUpWords.test(event.description) && !newDate) return event;
    calledOff.add(original);
    return { ...event, replaces: { start: original.start, allDay: original.allDay } };
  });
  return updated.filter((event) => !calledOff.has(event));
}

function linesOfMessage(message: ParsedMessage): { lines: Array<Line>; source: "html" | "text" } {
  const original = message.original;
  if (original.html !== null) {
    const lines = htmlToLines(original.html.slice(0, maxScannedChars * 3));
    const length = lines.reduce((total, line) => total + line.text.length, 0);
    // The HTML is read for its tables and headings, unless it is a shell ("View in browser"
    // and images) around a plain-text part that says much more.
    const textLength = original.text.trim().length;
    if ((length >= 20 && length * 3 >= textLength) || textLength < 20) {
      return { lines: capLines(lines), source: "html" };
    }
  }
  return { lines: textToLines(original.text.slice(0, maxScannedChars)), source: "text" };
}

function capLines(lines: Array<Line>): Array<Line> {
  let total = 0;
  const kept: Array<Line> = [];
  for (const line of lines) {
    total += line.text.length;
    if (total > maxScannedChars) break;
    kept.push(line);
  }
  return kept;
}

/** The subject without "Re:"/"Fwd:" prefixes, its whitespace runs collapsed (a title is read from it). */
const stripPrefixes = (subject: string): string =>
  subject
    .replace(/\s+/g, " ")
    .replace(/^(?:\s*(?:re|fwd?|fw|aw|wg|tr)\s*:\s*)+/i, "")
    .trim();

const automaticSubject =
  /^(?:automatic reply|auto(?:matic)?[- ]?(?:reply|response)|autoreply|out of (?:the )?office|away from (?:the )?office|undeliver(?:able|ed)|delivery status notification|mail delivery failed|returned mail)\b/i;

export interface Extraction {
  readonly events: Array<ExtractedEvent>;
  readonly warnings: Array<string>;
}

export async function extractWithWarnings(
  message: ParsedMessage,
  options: ExtractOptions,
): Promise<Extraction> {
  const warnings: Array<string> = [];
  const zone = isValidTimeZone(options.timeZone) ? options.timeZone : "UTC";
  if (zone !== options.timeZone)
    warnings.push(`Unknown time zone "${options.timeZone}"; used UTC.`);
  const original = message.original;
  const subject = stripPrefixes(original.subject || message.subject);
  const reference = original.date ?? message.date ?? new Date();

  const structured: Array<ExtractedEvent> = [];
  for (const attachment of message.attachments.filter(isIcs)) {
    if (attachment.size > maxIcsBytes) {
      warnings.push(`Calendar ${attachment.filename || "part"} is too large to read.`);
      continue;
    }
    try {
      structured.push(...eventsFromIcs(decoder.decode(attachment.content), zone, subject));
    } catch (error) {
      warnings.push(
        `Calendar ${attachment.filename || "part"} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const htmls = [
    ...new Set([original.html, message.html].filter((html): html is string => html !== null)),
  ];
  for (const html of htmls) {
    try {
      const found = eventsFromSchemaOrg(html.slice(0, maxScannedChars * 5), zone, subject);
      structured.push(...found.events);
      warnings.push(...found.warnings);
    } catch (error) {
      warnings.push(
        `Markup could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  const language = languageOf(`${subject}\n${original.text}`);
  // "13/03" anywhere in the message settles how its "04/03" reads.
  const dayFirst = isDayFirst({
    sender: original.from || message.from,
    contentLanguage: message.language,
    override: options.locale,
    language,
    text: `${subject}\n${original.text.slice(0, maxScannedChars)}`,
    reference,
    zone,
  });
  const context = (source: TextContext["source"]): TextContext => ({
    zone,
    reference,
    dayFirst,
    subject,
    source,
    language,
    ...(options.titleTrace === undefined ? {} : { titleTrace: options.titleTrace }),
    ...(options.titleWeights === undefined ? {} : { titleWeights: options.titleWeights }),
    ...(options.timeTrace === undefined ? {} : { timeTrace: options.timeTrace }),
    ...(options.timeWeights === undefined ? {} : { timeWeights: options.timeWeights }),
  });
  const textual: Array<TextCandidate> = [];
  // An auto-reply or a bounce speaks of someone else's days, never the family's.
  const automatic = automaticSubject.test(subject) || automaticSubject.test(message.subject);
  let body: { lines: Array<Line>; source: "html" | "text" } = { lines: [], source: "text" };
  if (!automatic)
    try {
      body = linesOfMessage(message);
      // A forwarded chat: speakers and stamps cut off, its relative days read from when it was said.
      const chat = chatOf(body.lines, zone, dayFirst, reference);
      if (chat !== null) body = { ...body, lines: chat.lines };
      const bodyContext: TextContext =
        chat?.saidAt == null
          ? context(body.source)
          : { ...context(body.source), reference: chat.saidAt };
      // A booking's journeys, a day's games or running order first; the other lines are read after.
      const shapes = lineShapes(body.lines, bodyContext);
      const rest = body.lines.filter((_, index) => !shapes.lines.has(index));
      const own = eventsOfReply(
        rest,
        message.subject,
        (some) => eventsFromLines(some, bodyContext),
        minimumConfidence,
      );
      const read = own.filter((event) => !shapes.bookedDays.has(event.dayKey));
      textual.push(
        ...shapes.booked,
        ...withSectionEnds(
          withStatedLength([...shapes.listed, ...read], rest, bodyContext),
          rest,
          bodyContext,
        ),
      );
    } catch (error) {
      warnings.push(
        `The message text could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  for (const attachment of message.attachments.filter(isPdf).slice(0, maxPdfAttachments)) {
    const result = await pdfText(attachment.content);
    if (!result.ok) {
      warnings.push(
        `PDF ${attachment.filename || "attachment"} could not be read: ${result.reason}`,
      );
      continue;
    }
    try {
      textual.push(
        ...eventsFromLines(textToLines(result.text.slice(0, maxScannedChars)), context("pdf")),
      );
    } catch (error) {
      warnings.push(
        `PDF ${attachment.filename || "attachment"} text could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  // "Trip to the zoo – Friday 13 March" over a body that names the trip but not its day.
  if (!automatic && structured.length === 0) {
    try {
      textual.push(
        ...eventsOnSubjectDay(body.lines, textual, context(body.source), minimumConfidence),
      );
    } catch {
      // A subject that cannot be read adds nothing.
    }
  }

  let candidates: Array<ExtractedEvent> = [...structured];
  if (structured.length === 0) {
    candidates.push(...textual);
  } else {
    // Every day a structured event covers: a hotel stay's check-out day is not a new event.
    const structuredDays = new Set(structured.flatMap(daysCovered));
    candidates.push(
      ...textual.filter(
        (event) =>
          !event.allDay &&
          event.confidence >= extraTextConfidence &&
          !structuredDays.has(event.dayKey),
      ),
    );
  }
  // (Which timed events have the one-hour default is still needed to tell twins apart.)
  const lengthUnsaid = new WeakSet<ExtractedEvent>();
  candidates = candidates.map((event) => {
    if (!("dayKey" in event)) return event;
    const {
      dayKey: _dayKey,
      titleOptions: _titleOptions,
      lengthOpen,
      ...rest
    } = event as TextCandidate;
    if (lengthOpen === true) lengthUnsaid.add(rest);
    return rest;
  });

  // A subject that says "cancelled" or "moved" speaks for the one event the text names.
  const textEvents = candidates.filter((event) => sourceRank[event.source] >= 2);
  if (textEvents.length > 0 && textEvents.length <= 2) {
    const change = changeOfSubject(subject);
    if (change !== null) {
      candidates = candidates.map((event) =>
        sourceRank[event.source] >= 2 && event.change === "new" ? { ...event, change } : event,
      );
    }
  }

  const family = options.family ?? [];
  const sure = withoutReplacedDays(
    withMadeUpCancellations(withoutDuplicates(candidates, lengthUnsaid)),
  ).filter((event) => event.confidence >= minimumConfidence);
  const kept = withoutUntimedEchoes(withoutEchoedChanges(sure));
  // A message about one or two events is about the children it names anywhere ("would Amelia like to come?");
  // in a newsletter only the event's own line and the subject count.
  const wholeMessage = kept.length <= 2 ? original.text.slice(0, maxScannedChars) : null;
  const withMembers = kept.map((event) => ({
    ...event,
    title: event.change === "cancel" ? cancelledTitle(event.title, event.description) : event.title,
    members: membersOf([event.title, event.description, subject], wholeMessage, family),
  }));
  const events = shapedEvents(withMembers, {
    subject,
    text: original.text,
    // ("Cedar Pediatrics <no-reply@cedarpeds-portal.com>": the practice is in the name.)
    from: [original.fromName ?? "", original.from || message.from].join(" ").trim(),
    lines: body.lines,
    language,
  });
  if (events.length > maxEvents) {
    warnings.push(`${events.length} events found; only the first ${maxEvents} are kept.`);
    return { events: events.slice(0, maxEvents), warnings };
  }
  return { events, warnings };
}
