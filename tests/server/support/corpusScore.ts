/**
 * Scoring of the extraction corpus: how the events an extractor found in one
 * message line up with the events a careful person would have put on the
 * calendar, and the precision, recall and F1 over the whole corpus.
 */

export type Change = "new" | "update" | "cancel";

/** One event as a fixture's `.expected.json` writes it. */
export interface ExpectedEvent {
  readonly title: string;
  /** `YYYY-MM-DD` when all-day, else ISO-8601 with the fixture zone's offset. */
  readonly start: string;
  /** Checked only when given; all-day ends are exclusive (the day after). */
  readonly end?: string;
  readonly allDay: boolean;
  readonly location?: string;
  readonly change?: Change;
  readonly members?: ReadonlyArray<string>;
}

/** The part of an extracted event the score reads. */
export interface FoundEvent {
  readonly title: string;
  readonly start: string;
  readonly end: string;
  readonly allDay: boolean;
  readonly location: string;
  readonly change: Change;
  readonly members: ReadonlyArray<string>;
}

export interface Pair {
  readonly expected: ExpectedEvent;
  readonly found: FoundEvent;
}

/** Extra fields that differ on a matched pair; they do not unmatch it. */
export interface AttributeMismatch {
  readonly field: "location" | "members";
  readonly expected: string;
  readonly found: string;
  readonly title: string;
}

export interface MessageScore {
  readonly matched: ReadonlyArray<Pair>;
  readonly missed: ReadonlyArray<ExpectedEvent>;
  readonly falsePositives: ReadonlyArray<FoundEvent>;
  readonly mismatches: ReadonlyArray<AttributeMismatch>;
}

export interface CorpusScore {
  readonly expected: number;
  readonly found: number;
  readonly matched: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

// Words that carry no meaning for telling two event titles apart.
const stopWords = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "is",
  "of",
  "on",
  "or",
  "our",
  "the",
  "to",
  "with",
  "your",
]);

/** Lower-case word tokens of a title, without punctuation and stop words. */
export function titleTokens(title: string): ReadonlyArray<string> {
  return (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !stopWords.has(word),
  );
}

/** The tokens joined and padded, so containment is by whole words ("fair" is not in "fairy"). */
const normalised = (text: string): string => ` ${titleTokens(text).join(" ")} `;

/**
 * How much of the expected title the found one covers, from 0 to 1: 1 when
 * either contains the other, else the share of the expected title's tokens
 * that the found title also has.
 */
export function titleSimilarity(expected: string, found: string): number {
  const want = normalised(expected);
  const got = normalised(found);
  if (want.trim() !== "" && got.trim() !== "" && (want.includes(got) || got.includes(want))) {
    return 1;
  }
  const wanted = new Set(titleTokens(expected));
  if (wanted.size === 0) return 0;
  const have = new Set(titleTokens(found));
  let shared = 0;
  for (const token of wanted) if (have.has(token)) shared += 1;
  return shared / wanted.size;
}

/** The date part of an all-day value, whether written `2026-03-14` or with a time. */
const dayOf = (value: string): string => value.slice(0, 10);

/** Same day for all-day values, same instant for timed ones (offsets may differ). */
export function sameMoment(expected: string, found: string, allDay: boolean): boolean {
  if (allDay) return dayOf(expected) === dayOf(found);
  const want = Date.parse(expected);
  const got = Date.parse(found);
  return Number.isFinite(want) && Number.isFinite(got) && want === got;
}

/** The title score of a pair that matches on everything else, or undefined when it cannot match. */
function pairScore(expected: ExpectedEvent, found: FoundEvent): number | undefined {
  if (expected.allDay !== found.allDay) return undefined;
  if ((expected.change ?? "new") !== found.change) return undefined;
  if (!sameMoment(expected.start, found.start, expected.allDay)) return undefined;
  if (expected.end !== undefined && !sameMoment(expected.end, found.end, expected.allDay)) {
    return undefined;
  }
  const similarity = titleSimilarity(expected.title, found.title);
  return similarity >= 0.5 ? similarity : undefined;
}

/** Places are written loosely ("Gym", "the gymnasium, north entrance"): substrings count too. */
function locationMatches(expected: string, found: string): boolean {
  const want = expected.trim().toLowerCase();
  const got = found.trim().toLowerCase();
  if (want !== "" && got !== "" && (got.includes(want) || want.includes(got))) return true;
  return titleSimilarity(expected, found) >= 0.5;
}

const memberSet = (members: ReadonlyArray<string>): string =>
  [...new Set(members.map((member) => member.toLowerCase()))].sort().join(", ");

function mismatchesOf({ expected, found }: Pair): ReadonlyArray<AttributeMismatch> {
  const mismatches: Array<AttributeMismatch> = [];
  if (expected.location !== undefined && !locationMatches(expected.location, found.location)) {
    mismatches.push({
      field: "location",
      expected: expected.location,
      found: found.location,
      title: expected.title,
    });
  }
  if (expected.members !== undefined && memberSet(expected.members) !== memberSet(found.members)) {
    mismatches.push({
      field: "members",
      expected: memberSet(expected.members),
      found: memberSet(found.members),
      title: expected.title,
    });
  }
  return mismatches;
}

/**
 * Pairs found events with expected ones, one to one: every pair that can
 * match, best title score first, each side used once.
 */
export function scoreMessage(
  expected: ReadonlyArray<ExpectedEvent>,
  found: ReadonlyArray<FoundEvent>,
): MessageScore {
  const candidates: Array<{ want: number; got: number; score: number }> = [];
  expected.forEach((want, wantIndex) => {
    found.forEach((got, gotIndex) => {
      const score = pairScore(want, got);
      if (score !== undefined) candidates.push({ want: wantIndex, got: gotIndex, score });
    });
  });
  // Stable sort keeps document order among equal scores, so ties pair in order.
  candidates.sort((left, right) => right.score - left.score);
  const usedExpected = new Set<number>();
  const usedFound = new Set<number>();
  const matched: Array<Pair> = [];
  for (const candidate of candidates) {
    if (usedExpected.has(candidate.want) || usedFound.has(candidate.got)) continue;
    usedExpected.add(candidate.want);
    usedFound.add(candidate.got);
    const want = expected[candidate.want];
    const got = found[candidate.got];
    if (want !== undefined && got !== undefined) matched.push({ expected: want, found: got });
  }
  return {
    matched,
    missed: expected.filter((_, index) => !usedExpected.has(index)),
    falsePositives: found.filter((_, index) => !usedFound.has(index)),
    mismatches: matched.flatMap(mismatchesOf),
  };
}

/** Micro-averaged precision, recall and F1 over every message of the corpus. */
export function scoreCorpus(messages: ReadonlyArray<MessageScore>): CorpusScore {
  let matched = 0;
  let expected = 0;
  let found = 0;
  for (const message of messages) {
    matched += message.matched.length;
    expected += message.matched.length + message.missed.length;
    found += message.matched.length + message.falsePositives.length;
  }
  // With nothing to find and nothing found, the extractor made no mistake.
  const precision = found === 0 ? (expected === 0 ? 1 : 0) : matched / found;
  const recall = expected === 0 ? (found === 0 ? 1 : 0) : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { expected, found, matched, precision, recall, f1 };
}
