/**
 * Unwrapping of forwards written into the body: Gmail's "Forwarded message"
 * block, Apple Mail's "Begin forwarded message:", Thunderbird's "Forwarded
 * Message" and Outlook's header block (with or without "Original Message").
 * The original sender, date and subject come from the quoted header lines.
 */
import * as chrono from "chrono-node";
import { instantOf, isValidTimeZone, offsetMinutesAt } from "./zone";

export interface QuotedHeaders {
  readonly from: string;
  readonly fromName: string | null;
  readonly date: Date | null;
  readonly subject: string | null;
}

export interface UnwrappedText {
  readonly headers: QuotedHeaders;
  /** The forwarded body, after the quoted header block. */
  readonly body: string;
  /** Where the forward marker starts in the outer text. */
  readonly markerIndex: number;
}

const markerLines = [
  /^[ \t>]*-{3,}\s*Forwarded message\s*-{3,}[ \t]*$/im,
  /^[ \t>]*Begin forwarded message:?[ \t]*$/im,
  /^[ \t>]*-{3,}\s*Original Message\s*-{3,}[ \t]*$/im,
  /^[ \t>]*-{3,}\s*Forwarded Message\s*-{3,}[ \t]*$/im,
  /^[ \t>]*_{10,}[ \t]*$/m,
];

const headerLine = /^[ \t>*]*(From|Sent|Date|To|Cc|Subject|Reply-To)[ \t*]*:[ \t*]*(.*)$/i;

/** "Name <addr>", "Name [mailto:addr]", "addr" or "\"Name\" <addr>". */
export function parseAddress(value: string): { address: string; name: string | null } {
  const trimmed = value.trim();
  const angle = /^(.*?)[<[](?:mailto:)?([^<>[\]\s]+@[^<>[\]\s]+)[>\]]/i.exec(trimmed);
  if (angle !== null) {
    const name = (angle[1] ?? "")
      .trim()
      .replace(/^"+|"+$/g, "")
      .trim();
    return { address: (angle[2] ?? "").toLowerCase(), name: name === "" ? null : name };
  }
  const bare = /([^\s<>"]+@[^\s<>"]+)/.exec(trimmed);
  if (bare !== null) {
    const name = trimmed.replace(bare[0], "").replace(/["<>]/g, "").trim();
    return { address: (bare[1] ?? "").toLowerCase(), name: name === "" ? null : name };
  }
  return { address: "", name: trimmed === "" ? null : trimmed };
}

/**
 * A header date as mail clients write it ("Mon, Mar 2, 2026 at 9:14 AM",
 * "Monday, March 2, 2026 9:14 AM", "2 March 2026 at 09:14:05 GMT"). Without
 * a zone it is read in the family's zone, where the forwarder most likely is.
 */
export function parseHeaderDate(value: string, timeZone: string): Date | null {
  const cleaned = value
    .replace(/\bat\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned === "") return null;
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const direct = Date.parse(cleaned);
  const hasZone = /(?:[+-]\d{2}:?\d{2}|\bGMT\b|\bUTC\b|\b[A-Z]{2,4}T\b)/.test(cleaned);
  if (Number.isFinite(direct) && hasZone) return new Date(direct);
  const reference = {
    instant: new Date(),
    timezone: offsetMinutesAt(Date.now(), zone),
  };
  const result = chrono.en.parse(cleaned, reference)[0];
  if (result === undefined) return Number.isFinite(direct) ? new Date(direct) : null;
  const start = result.start;
  if (start.isCertain("timezoneOffset")) return start.date();
  return new Date(
    instantOf(
      {
        year: start.get("year") ?? new Date().getUTCFullYear(),
        month: start.get("month") ?? 1,
        day: start.get("day") ?? 1,
        hour: start.get("hour") ?? 0,
        minute: start.get("minute") ?? 0,
        second: start.get("second") ?? 0,
      },
      zone,
    ),
  );
}

function readHeaderBlock(
  lines: ReadonlyArray<string>,
  from: number,
  timeZone: string,
): { headers: QuotedHeaders; next: number; count: number; names: Set<string> } {
  let index = from;
  while (index < lines.length && (lines[index] ?? "").trim().replace(/^>+/, "").trim() === "") {
    index += 1;
  }
  const values = new Map<string, string>();
  let last: string | null = null;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const match = headerLine.exec(line);
    if (match !== null) {
      last = (match[1] ?? "").toLowerCase();
      if (!values.has(last)) values.set(last, (match[2] ?? "").trim());
      continue;
    }
    const bare = line.replace(/^[ \t>]+/, "");
    // A wrapped To: or Subject: line continues on the next, indented.
    if (last !== null && /^[ \t]+\S/.test(line) && bare.trim() !== "") {
      values.set(last, `${values.get(last) ?? ""} ${bare.trim()}`);
      continue;
    }
    break;
  }
  const sender = parseAddress(values.get("from") ?? "");
  const dateValue = values.get("date") ?? values.get("sent");
  return {
    headers: {
      from: sender.address,
      fromName: sender.name,
      date: dateValue === undefined ? null : parseHeaderDate(dateValue, timeZone),
      subject: values.get("subject") ?? null,
    },
    next: index,
    count: values.size,
    names: new Set(values.keys()),
  };
}

/** Removes one level of "> " quoting when every non-empty line has it. */
function unquote(text: string): string {
  const lines = text.split("\n");
  const filled = lines.filter((line) => line.trim() !== "");
  if (filled.length === 0 || !filled.every((line) => /^[ \t]*>/.test(line))) return text;
  return lines.map((line) => line.replace(/^[ \t]*> ?/, "")).join("\n");
}

function findForward(
  text: string,
  timeZone: string,
): { headers: QuotedHeaders; body: string; markerIndex: number } | null {
  const lines = text.split("\n");
  const offsets: Array<number> = [];
  let position = 0;
  for (const line of lines) {
    offsets.push(position);
    position += line.length + 1;
  }
  let best: { headers: QuotedHeaders; body: string; markerIndex: number } | null = null;
  for (const marker of markerLines) {
    const match = marker.exec(text);
    if (match === null) continue;
    const lineIndex = text.slice(0, match.index).split("\n").length - 1;
    const block = readHeaderBlock(lines, lineIndex + 1, timeZone);
    if (block.count < 2 || !block.names.has("from")) continue;
    if (best === null || match.index < best.markerIndex) {
      best = {
        headers: block.headers,
        body: lines.slice(block.next).join("\n"),
        markerIndex: offsets[lineIndex] ?? match.index,
      };
    }
  }
  if (best !== null) return best;
  // Outlook without a separator: a From: line followed by Sent: (or Date:) and Subject:.
  for (let index = 0; index < lines.length; index += 1) {
    if (!/^[ \t>*]*From[ \t*]*:/i.test(lines[index] ?? "")) continue;
    const block = readHeaderBlock(lines, index, timeZone);
    if (
      block.names.has("from") &&
      (block.names.has("sent") || block.names.has("date")) &&
      block.names.has("subject")
    ) {
      return {
        headers: block.headers,
        body: lines.slice(block.next).join("\n"),
        markerIndex: offsets[index] ?? 0,
      };
    }
  }
  return null;
}

/**
 * The innermost forwarded message in a text body, or null when the text is
 * not a forward. Forwards of forwards are unwrapped up to three levels.
 */
export function unwrapForwardedText(text: string, timeZone: string): UnwrappedText | null {
  const normalised = text.replace(/\r\n?/g, "\n");
  let found = findForward(normalised, timeZone);
  if (found === null) return null;
  let result: UnwrappedText = { ...found, body: unquote(found.body) };
  for (let depth = 0; depth < 3; depth += 1) {
    found = findForward(result.body, timeZone);
    if (found === null || found.headers.from === "") break;
    result = {
      headers: found.headers,
      body: unquote(found.body),
      markerIndex: result.markerIndex,
    };
  }
  return result;
}

const htmlMarkers = [
  /-{3,}\s*Forwarded message\s*-{3,}/i,
  /Begin forwarded message:?/i,
  /-{3,}\s*Original Message\s*-{3,}/i,
  /-{3,}\s*Forwarded Message\s*-{3,}/i,
  /<div[^>]+id=["']?divRplyFwdMsg/i,
  /<(b|strong)[^>]*>\s*From:\s*<\/\1>/i,
];

/**
 * The forwarded part of an HTML body: everything from the forward marker
 * on, or null when no marker is found (then the unwrapped text is used).
 */
export function forwardedHtml(html: string): string | null {
  let earliest = -1;
  for (const marker of htmlMarkers) {
    const match = marker.exec(html);
    if (match !== null && (earliest === -1 || match.index < earliest)) earliest = match.index;
  }
  return earliest === -1 ? null : html.slice(earliest);
}
