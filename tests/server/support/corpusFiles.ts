/**
 * The extraction fixtures on disk: `NNN-name.eml` beside `NNN-name.expected.json`
 * in `tests/fixtures/mail` (the corpus), `tests/fixtures/heldout` and
 * `tests/fixtures/heldout2` (the first two held-out batches, spent:
 * development data since session 4), `tests/fixtures/heldout3` (the third,
 * spent since session 5), `tests/fixtures/heldout4`, `tests/fixtures/heldout6`
 * `tests/fixtures/heldout8`, `tests/fixtures/heldout13`, `tests/fixtures/heldout15`, `tests/fixtures/heldout18`, `tests/fixtures/heldout20`, `tests/fixtures/heldout23`, `tests/fixtures/heldout25`, `tests/fixtures/heldout26`, `tests/fixtures/heldout29` and `tests/fixtures/heldout30` (written blind and never tuned on; only their
 * totals are read, once a session), and `tests/fixtures/heldout5`,
 * `tests/fixtures/heldout7`, `tests/fixtures/heldout9`, `tests/fixtures/heldout10`
 * `tests/fixtures/heldout11`, `tests/fixtures/heldout12`, `tests/fixtures/heldout14`, `tests/fixtures/heldout16`, `tests/fixtures/heldout17`, `tests/fixtures/heldout19`, `tests/fixtures/heldout21`, `tests/fixtures/heldout22`, `tests/fixtures/heldout24`, `tests/fixtures/heldout27`, `tests/fixtures/heldout28` and `tests/fixtures/heldout31` (scored once, then development data). Read by the corpus test, by the
 * fits of `npm run extract:train` and by the quality figures of `npm run bench`.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Schema } from "effect";
import type { ExtractedEvent, ExtractOptions } from "../../../server/mail/extract/types";
import { type CorpusScore, type MessageScore, scoreCorpus, scoreMessage } from "./corpusScore";

const fixturesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");
export const corpusFolder = path.join(fixturesFolder, "mail");
export const heldOutFolder = path.join(fixturesFolder, "heldout");
export const heldOut2Folder = path.join(fixturesFolder, "heldout2");
export const heldOut3Folder = path.join(fixturesFolder, "heldout3");
/** The fourth held-out batch, written blind; its totals are read once a session (`npm run bench`), never its messages. */
export const heldOut4Folder = path.join(fixturesFolder, "heldout4");
/** The fifth, written blind in session 7 to be scored once and then read as development data. */
export const heldOut5Folder = path.join(fixturesFolder, "heldout5");
/** The sixth, written blind in session 8; scored once at the session's start and once at its end. */
export const heldOut6Folder = path.join(fixturesFolder, "heldout6");
/** The seventh, written blind in session 8; scored once, then development data. */
export const heldOut7Folder = path.join(fixturesFolder, "heldout7");
/** The eighth, written blind in session 9; scored at the session's start and end, never opened. */
export const heldOut8Folder = path.join(fixturesFolder, "heldout8");
/** The ninth, written blind in session 9; scored once, then development data. */
export const heldOut9Folder = path.join(fixturesFolder, "heldout9");
/** The tenth, written blind in session 9; scored once, then development data. */
export const heldOut10Folder = path.join(fixturesFolder, "heldout10");
/** The eleventh, written blind in session 9 and weighted to clubs; scored once, then development data. */
export const heldOut11Folder = path.join(fixturesFolder, "heldout11");
/** The twelfth, written blind in session 10 as a general mix; scored once, then development data. */
export const heldOut12Folder = path.join(fixturesFolder, "heldout12");
/** The thirteenth, written blind in session 10; scored at the session's start and end, never opened. */
export const heldOut13Folder = path.join(fixturesFolder, "heldout13");
/** The fourteenth, written blind in session 10; scored at the start and end, then development data. */
export const heldOut14Folder = path.join(fixturesFolder, "heldout14");
/** The fifteenth, written blind in session 11; scored at the session's start and end, never opened. */
export const heldOut15Folder = path.join(fixturesFolder, "heldout15");
/** The sixteenth, written blind in session 11 with messier writing; scored once, then development data. */
export const heldOut16Folder = path.join(fixturesFolder, "heldout16");
/** The seventeenth, written blind in session 11 with more multi-item mail; scored once, then development data. */
export const heldOut17Folder = path.join(fixturesFolder, "heldout17");
/** The eighteenth, written blind in session 12 and weighted to clubs; scored at the session's start and end, never opened. */
export const heldOut18Folder = path.join(fixturesFolder, "heldout18");
/** The nineteenth, written blind in session 12 with more short informal mail; scored once, then development data. */
export const heldOut19Folder = path.join(fixturesFolder, "heldout19");
/** The twentieth, written blind in session 13 with more newsletters; scored at the session's start and end, never opened. */
export const heldOut20Folder = path.join(fixturesFolder, "heldout20");
/** The twenty-first, written blind in session 13 with more changes and near-events; scored once, then development data. */
export const heldOut21Folder = path.join(fixturesFolder, "heldout21");
/** The twenty-second, written blind in session 14 with more short informal mail and bookings; scored once, then development data. */
export const heldOut22Folder = path.join(fixturesFolder, "heldout22");
/** The twenty-third, written blind in session 14 with more hard dates and times; scored at the session's start and end, never opened. */
export const heldOut23Folder = path.join(fixturesFolder, "heldout23");
/** The twenty-fourth, written blind in session 15 with more events whose names are hard to find; scored once, then development data. */
export const heldOut24Folder = path.join(fixturesFolder, "heldout24");
/** The twenty-fifth, written blind in session 15 with more changes and near-events; scored at the session's start and end, never opened. */
export const heldOut25Folder = path.join(fixturesFolder, "heldout25");
/** The twenty-sixth, written blind in session 16 with more informal mail from small senders; scored at the session's start and end, never opened. */
export const heldOut26Folder = path.join(fixturesFolder, "heldout26");
/** The twenty-seventh, written blind in session 16 as an ordinary family inbox; scored once, then development data. */
export const heldOut27Folder = path.join(fixturesFolder, "heldout27");
/** The twenty-eighth, written blind in session 17 with more long messages of many items; scored once, then development data. */
export const heldOut28Folder = path.join(fixturesFolder, "heldout28");
/** The twenty-ninth, written blind in session 17 with more North American mail and changes; scored at the session's start and end, never opened. */
export const heldOut29Folder = path.join(fixturesFolder, "heldout29");
/** The thirtieth, written blind in session 18 with more mail from the UK, Ireland, Australia and New Zealand, events named only around the body, and bookings; scored at the session's start and end, never opened. */
export const heldOut30Folder = path.join(fixturesFolder, "heldout30");
/** The thirty-first, written blind in session 18 with mail full of dates that are not events; scored once, then development data. */
export const heldOut31Folder = path.join(fixturesFolder, "heldout31");

/** The kinds of message the wider corpus of issue 12 adds. */
export const widerCategories = [
  "library",
  "camp",
  "sports-league",
  "travel",
  "theatre",
  "group-chat",
  "relative-date",
  "holiday",
  "non-english",
] as const;

export const categories = [
  "school",
  "club",
  "medical",
  "party",
  "ticket",
  "newsletter",
  "forward-gmail",
  "forward-apple",
  "forward-outlook",
  "forward-rfc822",
  "ics-timezone",
  "ics-recurrence",
  "jsonld",
  "microdata",
  "pdf",
  "non-event",
  "cancellation",
  "update",
  "ambiguous-date",
  ...widerCategories,
] as const;

const Change = Schema.Literal("new", "update", "cancel");

export const Expectation = Schema.Struct({
  category: Schema.Literal(...categories),
  timeZone: Schema.String,
  family: Schema.Array(Schema.String),
  note: Schema.String,
  sender: Schema.optional(Schema.String),
  events: Schema.Array(
    Schema.Struct({
      title: Schema.NonEmptyString,
      start: Schema.String,
      end: Schema.optional(Schema.String),
      allDay: Schema.Boolean,
      location: Schema.optional(Schema.String),
      change: Schema.optional(Change),
      members: Schema.optional(Schema.Array(Schema.String)),
    }),
  ),
});
export type Expectation = typeof Expectation.Type;

export interface Fixture {
  readonly name: string;
  readonly raw: Uint8Array;
  readonly expected: Expectation;
}

/** Every fixture of `folder`, by name; none when the folder does not exist. */
export async function loadFixtures(folder: string): Promise<ReadonlyArray<Fixture>> {
  if (!existsSync(folder)) return [];
  const names = (await readdir(folder))
    .filter((file) => file.endsWith(".eml"))
    .map((file) => file.slice(0, -".eml".length))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = new Uint8Array(await readFile(path.join(folder, `${name}.eml`)));
      const json: unknown = JSON.parse(
        await readFile(path.join(folder, `${name}.expected.json`), "utf8"),
      );
      return { name, raw, expected: Schema.decodeUnknownSync(Expectation)(json) };
    }),
  );
}

export type Extract = (
  raw: Uint8Array,
  options: ExtractOptions,
) => Promise<{ readonly events: ReadonlyArray<ExtractedEvent> }>;

/** Each fixture scored against what `extract` finds in it, and the total. */
export async function scoreFixtures(
  fixtures: ReadonlyArray<Fixture>,
  extract: Extract,
): Promise<{ readonly messages: ReadonlyArray<MessageScore>; readonly total: CorpusScore }> {
  const messages: Array<MessageScore> = [];
  for (const fixture of fixtures) {
    const { timeZone, family, events } = fixture.expected;
    const result = await extract(fixture.raw, { timeZone, family });
    messages.push(scoreMessage(events, result.events));
  }
  return { messages, total: scoreCorpus(messages) };
}
