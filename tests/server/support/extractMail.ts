/**
 * A message as the extractor's unit tests write it: a plain text (or HTML)
 * body under a school office's headers, dated Monday 2 March 2026, and the
 * events the extractor finds in it.
 */
import { type ExtractedEvent, extractFromRaw } from "../../../server/mail/extract";

export interface TestMessage {
  readonly from?: string;
  readonly subject?: string;
  readonly date?: string;
  readonly html?: boolean;
  readonly headers?: Record<string, string>;
}

/** The raw message; `body` may start with a newline and uses `\n` between lines. */
export function mail(body: string, message: TestMessage = {}): string {
  return [
    `From: ${message.from ?? "School Office <office@school.example.com>"}`,
    "To: family@in.corkboard.test",
    `Subject: ${message.subject ?? "News"}`,
    `Date: ${message.date ?? "Mon, 2 Mar 2026 09:00:00 +0000"}`,
    ...Object.entries(message.headers ?? {}).map(([key, value]) => `${key}: ${value}`),
    "MIME-Version: 1.0",
    `Content-Type: text/${message.html === true ? "html" : "plain"}; charset=utf-8`,
    "",
    ...body.replace(/^\n/, "").split("\n"),
  ].join("\r\n");
}

/** The events of `body` under `message`'s headers, for a family in `timeZone`. */
export async function eventsIn(
  body: string,
  message: TestMessage = {},
  timeZone = "Europe/London",
  family: ReadonlyArray<string> = [],
): Promise<ReadonlyArray<ExtractedEvent>> {
  return (await extractFromRaw(mail(body, message), { timeZone, family })).events;
}

/** The parts of events most tests compare. */
export const brief = (events: ReadonlyArray<ExtractedEvent>) =>
  events.map(({ title, start, end, allDay }) => ({ title, start, end, allDay }));

/** The same, with whether each is new, a move or a calling-off. */
export const briefWithChange = (events: ReadonlyArray<ExtractedEvent>) =>
  events.map(({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }));

/** The text context of a London family's message dated Monday 2 March 2026, for the reader's own functions. */
export const londonTextContext = {
  zone: "Europe/London",
  reference: new Date("2026-03-02T09:00:00Z"),
  dayFirst: true,
  subject: "",
  source: "text" as const,
};
