import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";
import { extractWork } from "../../server/mail/extract/work";

/**
 * The work one message causes grows with its size, no faster: a hostile
 * body (one endless sentence of dates and times) doubled in size costs at
 * most about twice the work. Work is counted in characters read by the
 * extractor's costly steps (work.ts), not timed: a clock would measure the
 * machine's load as much as the code. Before the work limits of text.ts,
 * 27 KB took 0.45 s and 55 KB 2.9 s (6 times as long); `npm run bench`
 * prints the time ratio as extract_hostile_double_vs_single.
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

/** The characters the extractor's costly steps read for `raw`. */
async function workOf(raw: string): Promise<number> {
  const before = extractWork.chars;
  await extractFromRaw(raw, { timeZone: "Europe/London" });
  return extractWork.chars - before;
}

describe("the extractor's work on hostile text", () => {
  it("reads at most about twice as much when the input doubles", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...dateWords), { minLength: 3, maxLength: 12 }),
        // One endless sentence, many sentences, many lines, paragraphs, list-like clauses.
        fc.constantFrom(" ", ". ", "\r\n", "\r\n\r\n", "; ", " | "),
        async (words, separator) => {
          const unit = `${words.join(separator)}${separator}`;
          const body = (kilobytes: number) =>
            unit.repeat(Math.ceil((kilobytes * 1024) / unit.length));
          const single = await workOf(mail(body(32)));
          const double = await workOf(mail(body(64)));
          expect(single).toBeGreaterThan(0);
          // "About" twice: whole sentences and lines make the halves differ a little.
          expect(double).toBeLessThanOrEqual(2.2 * single + 2_000);
        },
      ),
      { seed: 20261126, numRuns: 12 },
    );
  }, 60_000);
});
