/**
 * The shapes the e-mail reader and the event extractor hand to the rest of
 * the server. They are plain data so the intake worker can store them and
 * the CLI can print them without any runtime.
 */
import type { TimeTrace, TimeWeights } from "./timeRanking";
import type { TitleTrace, TitleWeights } from "./titleRanking";

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Uint8Array;
}

export interface OriginalMessage {
  from: string;
  fromName: string | null;
  date: Date | null;
  subject: string;
  text: string;
  html: string | null;
}

export interface ParsedMessage {
  messageId: string | null;
  /** Header From address, lower-case: for a forward, the person who forwarded it. */
  from: string;
  fromName: string | null;
  to: ReadonlyArray<string>;
  subject: string;
  date: Date | null;
  /** Best plain text: the text/plain part, else the HTML converted to text. */
  text: string;
  html: string | null;
  attachments: ReadonlyArray<ParsedAttachment>;
  /** The forwarded message once unwrapped; the outer message when not a forward. */
  original: OriginalMessage;
  forwarded: boolean;
  /** Content-Language of the outer (or attached original) message, when given. */
  language?: string | null;
}

export type ExtractionSource = "ics" | "jsonld" | "microdata" | "text" | "html" | "pdf";

/** Read from the message's words (its text, HTML or a PDF), not from a calendar or markup. */
export const fromText = (event: { readonly source: ExtractionSource }): boolean =>
  event.source === "text" || event.source === "html" || event.source === "pdf";

export type EventChange = "new" | "update" | "cancel";

/** Where an updated event was before the change, as the message names it. */
export interface ReplacedTime {
  /** The same form as `ExtractedEvent.start`: YYYY-MM-DD when the message names only the day. */
  start: string;
  allDay: boolean;
}

export interface ExtractedEvent {
  title: string;
  /** ISO-8601 with the offset of `timezone`, or YYYY-MM-DD when all-day. */
  start: string;
  /** Same form; an all-day end is exclusive (the day after the last day). */
  end: string;
  allDay: boolean;
  location: string;
  timezone: string;
  confidence: number;
  source: ExtractionSource;
  description: string;
  uid: string | null;
  sequence: number | null;
  recurrence: string | null;
  change: EventChange;
  /** For an update, the date and time it moves from when the message says; null otherwise. */
  replaces: ReplacedTime | null;
  members: ReadonlyArray<string>;
}

export interface ExtractOptions {
  timeZone: string;
  family?: ReadonlyArray<string>;
  /** Overrides the sender's locale for day-month order, e.g. "en-GB" or "en-US". */
  locale?: string;
  /** Collects every title choice (for `npm run extract:train`; in process only). */
  titleTrace?: Array<TitleTrace>;
  /** Title weights to rank with instead of titleWeights.json (the trainer's leave-one-batch-out). */
  titleWeights?: TitleWeights["weights"];
  /** Collects every time choice (for `npm run extract:train-times`; in process only). */
  timeTrace?: Array<TimeTrace>;
  /** Time weights to rank with instead of timeWeights.json (the trainer's leave-one-batch-out). */
  timeWeights?: TimeWeights["weights"];
}

export interface ExtractResult {
  message: ParsedMessage;
  events: ReadonlyArray<ExtractedEvent>;
  /** Why a part contributed nothing (an unreadable PDF, a broken calendar...). */
  warnings: string[];
}
