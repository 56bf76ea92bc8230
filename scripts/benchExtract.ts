/**
 * `extract_messages_per_s` for `npm run bench`: every `.eml` of the corpus
 * under tests/fixtures/mail through the extractor as the intake runs it
 * (read, then extract, in the worker thread under its time limit, one
 * message at a time), several rounds after a warm-up, no database; and
 * `extract_hostile_double_vs_single` (see `benchHostile`).
 * Runnable alone:
 * `npx tsx scripts/benchExtract.ts` prints `name value unit` lines.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ExtractOptions, extractFromRaw, type ParsedMessage } from "../server/mail/extract";
import { extractLimitMs } from "../server/mail/inbound/extractor";
import { ExtractorPool } from "../server/mail/inbound/extractorPool";
import { type BenchFigure, runAlone } from "./benchFigure";

const corpusFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../tests/fixtures/mail",
);
const rounds = 5;

async function loadMessages(): Promise<
  Array<{ raw: Uint8Array; timeZone: string; family: Array<string> }>
> {
  const files = (await readdir(corpusFolder)).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = new Uint8Array(await readFile(path.join(corpusFolder, file)));
      let timeZone = "UTC";
      let family: Array<string> = [];
      try {
        const expected = JSON.parse(
          await readFile(path.join(corpusFolder, file.replace(/\.eml$/, ".expected.json")), "utf8"),
        ) as { timeZone?: unknown; family?: unknown };
        if (typeof expected.timeZone === "string") timeZone = expected.timeZone;
        if (Array.isArray(expected.family))
          family = expected.family.filter((name): name is string => typeof name === "string");
      } catch {
        // A message without expectations still runs, in UTC.
      }
      return { raw, timeZone, family };
    }),
  );
}

/** One message through the pool, as the intake's worker loop asks for it. */
async function readAndExtract(
  pool: ExtractorPool,
  message: { raw: Uint8Array } & ExtractOptions,
): Promise<void> {
  const parsed = (await pool.run({
    kind: "read",
    raw: message.raw,
    timeZone: message.timeZone,
  })) as ParsedMessage;
  await pool.run({ kind: "extract", message: parsed, options: message });
}

export async function benchExtract(): Promise<Array<BenchFigure>> {
  return [...(await benchSpeed()), ...(await benchHostile())];
}

async function benchSpeed(): Promise<Array<BenchFigure>> {
  const messages = await loadMessages();
  if (messages.length === 0) return [];
  const pool = new ExtractorPool({ size: 1, limitMs: extractLimitMs, heapMb: 512 });
  try {
    // One untimed round starts the worker and warms its JIT and pdf.js.
    for (const message of messages) await readAndExtract(pool, message);
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      for (const message of messages) await readAndExtract(pool, message);
    }
    return figure(messages.length * rounds, (performance.now() - started) / 1000);
  } finally {
    await pool.close();
  }
}

function figure(count: number, seconds: number): Array<BenchFigure> {
  return [{ name: "extract_messages_per_s", value: count / seconds, unit: "per_s" }];
}

/** One endless sentence of dates and times, `kilobytes` long, like the hostile bodies of tests/server/extractLinear.test.ts. */
function hostileMail(kilobytes: number): string {
  const unit =
    "on Monday at 10am till Tuesday 11 from 3 to 4 pm next week the 12th Friday 13 March at 9:30 until noon ";
  const body = unit.repeat(Math.ceil((kilobytes * 1024) / unit.length));
  return `From: office@highfield.sch.uk\r\nTo: family@in.localhost\r\nSubject: Dates\r\nDate: Mon, 02 Mar 2026 09:00:00 +0000\r\n\r\n${body}\r\n`;
}

/**
 * `extract_hostile_double_vs_single`: the time to read a 64 KB hostile body
 * over the time for 32 KB (the fastest of three each), in this process:
 * about 2 when the work grows with the size and no faster.
 */
async function benchHostile(): Promise<Array<BenchFigure>> {
  const fastest = async (raw: string): Promise<number> => {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      await extractFromRaw(raw, { timeZone: "Europe/London" });
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  await fastest(hostileMail(4));
  const single = await fastest(hostileMail(32));
  const double = await fastest(hostileMail(64));
  return [{ name: "extract_hostile_double_vs_single", value: double / single, unit: "ratio" }];
}

await runAlone(import.meta.url, benchExtract);
