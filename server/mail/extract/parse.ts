/**
 * MIME parsing with postal-mime, hardened: a parse failure (a header past
 * the size limit, a broken structure) degrades to what can still be read,
 * and never throws. Forwards are unwrapped to the original message, from a
 * `message/rfc822` attachment or from the quoted header block in the body.
 */
import { convert } from "html-to-text";
import PostalMime, { type Address, type Email } from "postal-mime";
import { forwardedHtml, parseAddress, parseHeaderDate, unwrapForwardedText } from "./forward";
import { replySubject } from "./replies";
import type { OriginalMessage, ParsedAttachment, ParsedMessage } from "./types";

/** Text kept from any one body; longer bodies are cut (the extractor scans less still). */
const maxBodyChars = 1_000_000;
const maxNesting = 3;

export interface ParseOptions {
  /** The zone a quoted header date without a zone is read in. */
  readonly timeZone?: string;
}

const decoder = new TextDecoder("utf-8", { fatal: false });

function toBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === "string") return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

function firstMailbox(address: Address | undefined): { address: string; name: string | null } {
  if (address === undefined) return { address: "", name: null };
  const mailbox = address.group === undefined ? address : address.group[0];
  if (mailbox === undefined) return { address: "", name: null };
  const name = mailbox.name.trim();
  return { address: mailbox.address.trim().toLowerCase(), name: name === "" ? null : name };
}

function addresses(list: ReadonlyArray<Address> | undefined): ReadonlyArray<string> {
  if (list === undefined) return [];
  return list.flatMap((address) =>
    address.group === undefined
      ? [address.address.toLowerCase()]
      : address.group.map((member) => member.address.toLowerCase()),
  );
}

export function htmlToText(html: string): string {
  try {
    return convert(html.slice(0, maxBodyChars), {
      wordwrap: false,
      selectors: [
        { selector: "a", options: { ignoreHref: true } },
        { selector: "img", format: "skip" },
      ],
    });
  } catch {
    return "";
  }
}

function dateOf(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? new Date(parsed) : null;
}

function headerValue(email: Email, key: string): string | null {
  return email.headers.find((header) => header.key === key)?.value ?? null;
}

/** Drops oversized header lines so a second parse can read the rest. */
function withoutHugeHeaders(raw: Uint8Array | string): string {
  const text = typeof raw === "string" ? raw : decoder.decode(raw);
  const split = /\r?\n\r?\n/.exec(text);
  const headerEnd = split === null ? text.length : split.index;
  const headers = text.slice(0, headerEnd);
  const body = text.slice(headerEnd);
  const unfolded = headers.split(/\r?\n(?=\S)/);
  const kept = unfolded.filter((line) => line.length <= 8_192).slice(0, 500);
  return `${kept.join("\r\n")}${body}`;
}

async function postal(raw: Uint8Array | string): Promise<Email | null> {
  const options = { forceRfc822Attachments: true, maxNestingDepth: 64 } as const;
  try {
    return await PostalMime.parse(raw, options);
  } catch {
    try {
      return await PostalMime.parse(withoutHugeHeaders(raw), options);
    } catch {
      return null;
    }
  }
}

/** A message that could not be parsed at all: its bytes read as plain text. */
function unreadable(raw: Uint8Array | string): ParsedMessage {
  const text = (typeof raw === "string" ? raw : decoder.decode(raw.subarray(0, maxBodyChars)))
    .slice(0, maxBodyChars)
    .replace(/\r\n?/g, "\n");
  const original: OriginalMessage = {
    from: "",
    fromName: null,
    date: null,
    subject: "",
    text,
    html: null,
  };
  return {
    messageId: null,
    from: "",
    fromName: null,
    to: [],
    subject: "",
    date: null,
    text,
    html: null,
    attachments: [],
    original,
    forwarded: false,
    language: null,
  };
}

const isRfc822 = (attachment: ParsedAttachment): boolean =>
  attachment.contentType.toLowerCase() === "message/rfc822" || /\.eml$/i.test(attachment.filename);

async function parseDepth(
  raw: Uint8Array | string,
  options: ParseOptions,
  depth: number,
): Promise<ParsedMessage> {
  const email = await postal(raw);
  if (email === null) return unreadable(raw);
  const sender = firstMailbox(email.from);
  const html = email.html === undefined ? null : email.html.slice(0, maxBodyChars);
  const text = (email.text ?? (html === null ? "" : htmlToText(html)))
    .slice(0, maxBodyChars)
    .replace(/\r\n?/g, "\n");
  const attachments: Array<ParsedAttachment> = email.attachments.map((attachment) => {
    const content = toBytes(attachment.content);
    return {
      filename: attachment.filename ?? "",
      contentType: attachment.mimeType.toLowerCase(),
      size: content.byteLength,
      content,
    };
  });
  const subject = (email.subject ?? "").trim();
  const date = dateOf(email.date);
  const outer: OriginalMessage = {
    from: sender.address,
    fromName: sender.name,
    date,
    subject,
    text,
    html,
  };
  let original = outer;
  let forwarded = false;
  let language = headerValue(email, "content-language");

  const attached = attachments.find(isRfc822);
  if (attached !== undefined && depth < maxNesting) {
    const inner = await parseDepth(attached.content, options, depth + 1);
    if (inner.from !== "" || inner.text.trim() !== "") {
      original = inner.original;
      forwarded = true;
      // The original's own attachments (an invitation, a PDF) travel with it.
      attachments.push(...inner.attachments);
      language = inner.language ?? language;
    }
  }
  if (!forwarded) {
    const unwrapped = unwrapForwardedText(text, options.timeZone ?? "UTC");
    // "Re: playdate?" with "Yes!! Next week Tuesday works" over the message it answers: a reply's
    // own words are the news, and the message it quotes is read below them, not instead.
    const answered =
      unwrapped !== null &&
      replySubject.test(subject) &&
      /\p{L}{2,}(?:\W+\p{L}{2,}){3}/u.test(
        text
          .slice(0, unwrapped.markerIndex)
          // ("Sent from my iPhone" is no word of the reply's.)
          .replace(
            /^\s*(?:sent from my|sent from (?:yahoo|mail|outlook)|get outlook for)\b.*$/gim,
            "",
          ),
      );
    if (unwrapped !== null && !answered) {
      const fromHtml = html === null ? null : forwardedHtml(html);
      original = {
        from: unwrapped.headers.from,
        fromName: unwrapped.headers.fromName,
        date: unwrapped.headers.date ?? date,
        subject: (unwrapped.headers.subject ?? subject.replace(/^((fwd?|fw)\s*:\s*)+/i, "")).trim(),
        text: unwrapped.body.trim(),
        html: fromHtml,
      };
      forwarded = true;
    }
  }
  return {
    messageId: email.messageId ?? null,
    from: sender.address,
    fromName: sender.name,
    to: addresses(email.to),
    subject,
    date,
    text,
    html,
    attachments,
    original,
    forwarded,
    language,
  };
}

/** Parses raw MIME; never throws, whatever the bytes. */
export async function parseMessage(
  raw: Uint8Array | string,
  options: ParseOptions = {},
): Promise<ParsedMessage> {
  try {
    return await parseDepth(raw, options, 0);
  } catch {
    return unreadable(raw);
  }
}

export { parseAddress, parseHeaderDate };
