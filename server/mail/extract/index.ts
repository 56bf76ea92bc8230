/**
 * The e-mail reader and event extractor: pure functions from raw MIME to
 * calendar events, with no server or database. The intake worker, the CLI
 * (`npm run extract`) and the benchmark all go through these three calls.
 */
import { extractWithWarnings } from "./extract";
import { parseMessage } from "./parse";
import type { ExtractedEvent, ExtractOptions, ExtractResult, ParsedMessage } from "./types";

export { parseMessage } from "./parse";
export type {
  EventChange,
  ExtractedEvent,
  ExtractionSource,
  ExtractOptions,
  ExtractResult,
  OriginalMessage,
  ParsedAttachment,
  ParsedMessage,
} from "./types";
export { isValidTimeZone } from "./zone";

/** The events of a parsed message, most certain source first, each at least 0.5 sure. */
export async function extractEvents(
  message: ParsedMessage,
  options: ExtractOptions,
): Promise<ReadonlyArray<ExtractedEvent>> {
  try {
    return (await extractWithWarnings(message, options)).events;
  } catch {
    return [];
  }
}

/** Extracts from a parsed message; `warnings` say which parts gave nothing and why. Never throws. */
export async function extractFromMessage(
  message: ParsedMessage,
  options: ExtractOptions,
): Promise<ExtractResult> {
  try {
    const { events, warnings } = await extractWithWarnings(message, options);
    return { message, events, warnings };
  } catch (error) {
    return {
      message,
      events: [],
      warnings: [`Extraction failed: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

/** Parses and extracts in one go; `warnings` say which parts gave nothing and why. Never throws. */
export async function extractFromRaw(
  raw: Uint8Array | string,
  options: ExtractOptions,
): Promise<ExtractResult> {
  return extractFromMessage(await parseMessage(raw, { timeZone: options.timeZone }), options);
}
