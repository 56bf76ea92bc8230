import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";

/**
 * The work one message causes grows with its size, no faster: a hostile
 * body (one endless sentence of dates and times) doubled in size takes at
 * most about twice as long to read. Before the work limits of text.ts,
 * 27 KB took 0.45 s and 55 KB 2.9 s (6 times as long).
 */
const dateWords = [
  "on Monday",
  "at 10am",
  "till Tuesday 11",
  "from 3 to 4 pm",
  "next week",
  "the 12th",
  "Friday 13 March",
  "at 9:30",
  "until noon",
  "tomorrow morning",
  "2026-03-04",
  "and",
  "every day",
  "Saturday 21st at half past six",
] as const;

const mail = (body: string) =>
  `From: office@highfield.sch.uk\r\nTo: family@in.localhost\r\nSubject: Dates\r\nDate: Mon, 02 Mar 2026 09:00:00 +0000\r\n\r\n${body}\r\n`;

/** The fastest of three readings of `raw`, in ms: the least disturbed by whatever else runs. */
async function fastestMs(raw: string): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await extractFromRaw(raw, { timeZone: "Europe/London" });
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

describe("the extractor's work on hostile text", () => {
  it("at most about doubles when the input doubles", async () => {
    // Warm the parser so that the first size is not charged for compiling it.
    await extractFromRaw(mail(dateWords.join(" ")), { timeZone: "Europe/London" });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...dateWords), { minLength: 3, maxLength: 12 }),
        // One endless sentence, many sentences, many lines, paragraphs, list-like clauses.
        fc.constantFrom(" ", ". ", "\r\n", "\r\n\r\n", "; ", " | "),
        async (words, separator) => {
          const unit = `${words.join(separator)}${separator}`;
          const body = (kilobytes: number) =>
            unit.repeat(Math.ceil((kilobytes * 1024) / unit.length));
          const single = await fastestMs(mail(body(32)));
          const double = await fastestMs(mail(body(64)));
          // "About" twice: a generous factor for a loaded machine, far below the old 6.
          expect(double).toBeLessThan(3 * single + 25);
        },
      ),
      { seed: 20261126, numRuns: 12 },
    );
  }, 120_000);
});
