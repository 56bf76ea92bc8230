/**
 * The extraction corpus: every `tests/fixtures/mail/NN-name.eml` goes through
 * the extractor and is scored against its `.expected.json`, written by hand
 * as a careful person would fill the family calendar. Each part of the
 * corpus must stay at or above its floor on precision, recall and F1.
 */
import PostalMime from "postal-mime";
import { beforeAll, describe, expect, it } from "vitest";
import { isIsoDate, offsetAt } from "../../api/zonedTime";
import { extractFromRaw } from "../../server/mail/extract/index";
import {
  categories,
  corpusFolder,
  type Fixture,
  heldOut2Folder,
  heldOut3Folder,
  heldOut4Folder,
  heldOut5Folder,
  heldOut6Folder,
  heldOut7Folder,
  heldOut8Folder,
  heldOut9Folder,
  heldOut10Folder,
  heldOut11Folder,
  heldOut12Folder,
  heldOut13Folder,
  heldOut14Folder,
  heldOut15Folder,
  heldOut16Folder,
  heldOut17Folder,
  heldOut18Folder,
  heldOut19Folder,
  heldOut20Folder,
  heldOut21Folder,
  heldOut22Folder,
  heldOut23Folder,
  heldOut24Folder,
  heldOut25Folder,
  heldOut26Folder,
  heldOut27Folder,
  heldOut28Folder,
  heldOut29Folder,
  heldOut30Folder,
  heldOut31Folder,
  heldOutFolder,
  loadFixtures,
  scoreFixtures,
} from "./support/corpusFiles";
import {
  type ExpectedEvent,
  type FoundEvent,
  type MessageScore,
  sameMoment,
  scoreCorpus,
  scoreMessage,
  titleSimilarity,
} from "./support/corpusScore";

/**
 * The floors for precision, recall and F1, per part of the corpus. The
 * first 95 messages (`NN-`) are those the extractor was first built and
 * tuned on (0.993 before issue 12's rework). The wider corpus (`NNN-`,
 * 096–305) was written blind for issue 12 and scored F1 0.468 before its
 * rework began, 0.643 after its first part, 0.795 after its second
 * (bookings, appointments, other languages) and 0.857 after session 4's
 * pass: its floor is a ratchet just under its current score, to be raised
 * as the rework lands (the issue's goal for the whole corpus: 0.95).
 */
const floors = { first: 0.95, wider: 0.84 } as const;
const partOf = (name: string): keyof typeof floors => (/^\d{3}-/.test(name) ? "wider" : "first");

const loadCorpus = () => loadFixtures(corpusFolder);

const offsetPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2})$/;

/** What is wrong with one expected event, if anything: the corpus checks itself. */
function problemsOf(event: ExpectedEvent, timeZone: string): ReadonlyArray<string> {
  const problems: Array<string> = [];
  const values = event.end === undefined ? [event.start] : [event.start, event.end];
  for (const value of values) {
    if (event.allDay) {
      if (!isIsoDate(value)) problems.push(`${event.title}: all-day ${value} is not YYYY-MM-DD`);
      continue;
    }
    const match = offsetPattern.exec(value);
    if (match === null) {
      problems.push(`${event.title}: ${value} is not ISO-8601 with an offset`);
      continue;
    }
    const [sign, hours, minutes] = [match[2]?.[0], match[2]?.slice(1, 3), match[2]?.slice(4)];
    const written = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    const actual = offsetAt(Date.parse(value), timeZone) / 60_000;
    if (written !== actual) {
      problems.push(
        `${event.title}: ${value} has offset ${written} min, ${timeZone} has ${actual}`,
      );
    }
  }
  const after = (end: string) =>
    event.allDay ? end > event.start : Date.parse(end) > Date.parse(event.start);
  if (event.end !== undefined && !after(event.end)) {
    problems.push(`${event.title}: end ${event.end} is not after start ${event.start}`);
  }
  return problems;
}

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

/** The text of every iCalendar part, inline or attached. */
function calendarsOf(email: Email): string {
  return email.attachments
    .filter((part) => /calendar|ics/i.test(part.mimeType))
    .map((part) =>
      typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content),
    )
    .join("\n");
}

/** What a message of a category must carry, so a category name cannot drift from its content. */
const carries: Partial<
  Record<(typeof categories)[number], (email: Email, raw: string) => boolean>
> = {
  "forward-gmail": (email) => (email.text ?? "").includes("---------- Forwarded message ---------"),
  "forward-apple": (email) => (email.text ?? "").includes("Begin forwarded message:"),
  "forward-outlook": (email) => /^Sent: /m.test(email.text ?? ""),
  "forward-rfc822": (_, raw) => /^Content-Type: message\/rfc822/im.test(raw),
  "ics-timezone": (email) => calendarsOf(email).includes("BEGIN:VEVENT"),
  "ics-recurrence": (email) => /^RRULE:/m.test(calendarsOf(email)),
  jsonld: (email) => (email.html ?? "").includes("application/ld+json"),
  microdata: (email) => (email.html ?? "").includes("itemscope"),
  pdf: (_, raw) => /^Content-Type: application\/pdf/im.test(raw),
};

const found = (
  overrides: Partial<FoundEvent> & Pick<FoundEvent, "title" | "start">,
): FoundEvent => ({
  end: overrides.start,
  allDay: false,
  location: "",
  change: "new",
  members: [],
  ...overrides,
});

describe("corpus score", () => {
  it("matches titles by shared words or containment, ignoring case, punctuation and stop words", () => {
    expect(titleSimilarity("Swimming gala", "Year 4 SWIMMING GALA at the Leisure Centre")).toBe(1);
    expect(titleSimilarity("Game vs Lakeview FC", "vs. Lakeview FC (home)")).toBe(0.75);
    expect(titleSimilarity("Parent-teacher conferences", "Conferences")).toBe(1);
    expect(titleSimilarity("Science Fair", "Book Fair")).toBe(0.5);
    expect(titleSimilarity("Dentist appointment", "Orthodontist visit")).toBe(0);
    // Containment is by whole words: a fair is not a fairy.
    expect(titleSimilarity("Fair", "Fairy tale theatre")).toBe(0);
    expect(titleSimilarity("Fair", "")).toBe(0);
  });

  it("compares timed values as instants and all-day values as dates", () => {
    expect(sameMoment("2026-03-14T09:00:00-04:00", "2026-03-14T13:00:00.000Z", false)).toBe(true);
    expect(sameMoment("2026-03-14T09:00:00-04:00", "2026-03-14T09:00:00-05:00", false)).toBe(false);
    expect(sameMoment("2026-03-14", "2026-03-14T00:00:00-04:00", true)).toBe(true);
    expect(sameMoment("2026-03-14", "2026-03-15", true)).toBe(false);
  });

  it("pairs one to one, best title first, and counts misses, false positives and mismatches", () => {
    const expected: ReadonlyArray<ExpectedEvent> = [
      { title: "Science Fair", start: "2026-02-05T18:00:00-05:00", allDay: false, location: "Gym" },
      { title: "Book Fair", start: "2026-02-05T18:00:00-05:00", allDay: false },
      { title: "Half term", start: "2026-02-16", end: "2026-02-21", allDay: true },
      { title: "Cup final", start: "2026-02-07T10:00:00-05:00", allDay: false, members: ["Emma"] },
    ];
    const score = scoreMessage(expected, [
      found({ title: "Book Fair opens", start: "2026-02-05T23:00:00Z", location: "Library" }),
      found({ title: "Science Fair", start: "2026-02-05T23:00:00Z", location: "Gymnasium" }),
      // Wrong end: an all-day range must span the whole week.
      found({ title: "Half term", start: "2026-02-16", end: "2026-02-17", allDay: true }),
      found({ title: "Cup final", start: "2026-02-07T15:00:00Z", members: ["noah"] }),
      found({ title: "Unsubscribe", start: "2026-02-09T09:00:00-05:00" }),
    ]);
    expect(score.matched.map((pair) => [pair.expected.title, pair.found.title])).toEqual([
      ["Science Fair", "Science Fair"],
      ["Book Fair", "Book Fair opens"],
      ["Cup final", "Cup final"],
    ]);
    expect(score.missed.map((event) => event.title)).toEqual(["Half term"]);
    expect(score.falsePositives.map((event) => event.title)).toEqual(["Half term", "Unsubscribe"]);
    expect(score.mismatches).toEqual([
      { field: "members", expected: "emma", found: "noah", title: "Cup final" },
    ]);
  });

  it("makes the change part of the match: a cancel found as new does not count", () => {
    const expected: ReadonlyArray<ExpectedEvent> = [
      { title: "Practice", start: "2026-03-10T17:30:00-05:00", allDay: false, change: "cancel" },
    ];
    const asNew = scoreMessage(expected, [
      found({ title: "Practice", start: "2026-03-10T22:30:00Z" }),
    ]);
    expect(asNew.matched).toHaveLength(0);
    const asCancel = scoreMessage(expected, [
      found({ title: "Practice", start: "2026-03-10T22:30:00Z", change: "cancel" }),
    ]);
    expect(asCancel.matched).toHaveLength(1);
  });

  it("micro-averages precision, recall and F1 over messages, non-events included", () => {
    const event: ExpectedEvent = { title: "Fair", start: "2026-02-05", allDay: true };
    const hit = found({ title: "Fair", start: "2026-02-05", allDay: true });
    const corpus = scoreCorpus([
      scoreMessage([event, event], [hit]),
      scoreMessage([], [found({ title: "Sale ends", start: "2026-03-06", allDay: true })]),
      scoreMessage([], []),
    ]);
    expect(corpus).toMatchObject({
      expected: 2,
      found: 2,
      matched: 1,
      precision: 0.5,
      recall: 0.5,
    });
    expect(corpus.f1).toBeCloseTo(0.5);
    expect(scoreCorpus([scoreMessage([], [])])).toMatchObject({ precision: 1, recall: 1, f1: 1 });
  });
});

async function checkWellFormed(corpus: ReadonlyArray<Fixture>): Promise<void> {
  for (const fixture of corpus) {
    const email = await PostalMime.parse(fixture.raw);
    expect(email.messageId, fixture.name).toMatch(/^<.+@.+>$/);
    expect(email.date, fixture.name).toBeTruthy();
    expect(email.from?.address, fixture.name).toContain("@");
    expect(email.subject, fixture.name).toBeTruthy();
    const carried = carries[fixture.expected.category];
    if (carried !== undefined) {
      expect(carried(email, Buffer.from(fixture.raw).toString("latin1")), fixture.name).toBe(true);
    }
    // Throws a RangeError for a zone the runtime does not know.
    expect(
      () => new Intl.DateTimeFormat("en-US", { timeZone: fixture.expected.timeZone }),
    ).not.toThrow();
    const problems = fixture.expected.events.flatMap((event) =>
      problemsOf(event, fixture.expected.timeZone),
    );
    expect(problems, fixture.name).toEqual([]);
    for (const event of fixture.expected.events) {
      for (const member of event.members ?? []) {
        expect(fixture.expected.family, `${fixture.name}: ${member}`).toContain(member);
      }
    }
  }
}

describe.each([
  ["the corpus", corpusFolder],
  ["the first held-out batch (spent, development data)", heldOutFolder],
  ["the second held-out batch (spent, development data)", heldOut2Folder],
  ["the third held-out batch (spent, development data)", heldOut3Folder],
  ["the held-out batch (the fourth)", heldOut4Folder],
  ["the fifth held-out batch (scored once, then development data)", heldOut5Folder],
  ["the sixth held-out batch (blind)", heldOut6Folder],
  ["the seventh held-out batch (scored once, then development data)", heldOut7Folder],
  ["the eighth held-out batch (blind)", heldOut8Folder],
  ["the ninth held-out batch (scored once, then development data)", heldOut9Folder],
  ["the tenth held-out batch (scored once, then development data)", heldOut10Folder],
  ["the eleventh held-out batch (clubs; scored once, then development data)", heldOut11Folder],
  ["the twelfth held-out batch (scored once, then development data)", heldOut12Folder],
  ["the thirteenth held-out batch (blind)", heldOut13Folder],
  [
    "the fourteenth held-out batch (scored blind at the start and end, then development data)",
    heldOut14Folder,
  ],
  ["the fifteenth held-out batch (blind)", heldOut15Folder],
  ["the sixteenth held-out batch (scored once, then development data)", heldOut16Folder],
  ["the seventeenth held-out batch (scored once, then development data)", heldOut17Folder],
  ["the eighteenth held-out batch (blind)", heldOut18Folder],
  ["the nineteenth held-out batch (scored once, then development data)", heldOut19Folder],
  ["the twentieth held-out batch (blind)", heldOut20Folder],
  ["the twenty-first held-out batch (scored once, then development data)", heldOut21Folder],
  ["the twenty-second held-out batch (scored once, then development data)", heldOut22Folder],
  ["the twenty-third held-out batch (blind)", heldOut23Folder],
  ["the twenty-fourth held-out batch (scored once, then development data)", heldOut24Folder],
  ["the twenty-fifth held-out batch (blind)", heldOut25Folder],
  ["the twenty-sixth held-out batch (blind)", heldOut26Folder],
  ["the twenty-seventh held-out batch (scored once, then development data)", heldOut27Folder],
  ["the twenty-eighth held-out batch (scored once, then development data)", heldOut28Folder],
  ["the twenty-ninth held-out batch (blind)", heldOut29Folder],
  ["the thirtieth held-out batch (blind)", heldOut30Folder],
  ["the thirty-first held-out batch (scored once, then development data)", heldOut31Folder],
])("the fixtures of %s", (_name, folder) => {
  it("are well-formed messages with self-consistent expectations", async () => {
    const fixtures = await loadFixtures(folder);
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    await checkWellFormed(fixtures);
  });
});

describe("extraction corpus", () => {
  let corpus: ReadonlyArray<Fixture> = [];

  beforeAll(async () => {
    corpus = await loadCorpus();
  });

  it("has at least 300 messages, a fifth with no event, and every category", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const counts = new Map<string, number>();
    for (const fixture of corpus) {
      counts.set(fixture.expected.category, (counts.get(fixture.expected.category) ?? 0) + 1);
    }
    for (const category of categories)
      expect(counts.get(category) ?? 0, category).toBeGreaterThan(0);
    expect(counts.get("non-event") ?? 0).toBeGreaterThanOrEqual(corpus.length / 5);
    const senders = new Set(corpus.flatMap((fixture) => fixture.expected.sender ?? []));
    expect(senders.size).toBeGreaterThanOrEqual(30);
    for (const fixture of corpus) {
      expect(fixture.expected.events.length === 0, fixture.name).toBe(
        fixture.expected.category === "non-event",
      );
    }
  });

  it(`reaches precision, recall and F1 of ${floors.first} on the first part and ${floors.wider} on the wider one`, async () => {
    const { messages: scores, total } = await scoreFixtures(corpus, extractFromRaw);
    const byCategory = new Map<string, Array<MessageScore>>();
    const report: Array<string> = [];
    for (const [index, fixture] of corpus.entries()) {
      const score = scores[index] as MessageScore;
      byCategory.set(fixture.expected.category, [
        ...(byCategory.get(fixture.expected.category) ?? []),
        score,
      ]);
      const lines = [
        ...score.missed.map((event) => `  missed  ${event.title} @ ${event.start}`),
        ...score.falsePositives.map(
          (event) =>
            `  extra   ${event.title} @ ${event.start}${event.change === "new" ? "" : ` (${event.change})`}`,
        ),
        ...score.mismatches.map(
          (mismatch) =>
            `  ${mismatch.field.padEnd(7)} ${mismatch.title}: expected "${mismatch.expected}", got "${mismatch.found}"`,
        ),
      ];
      if (lines.length > 0) report.push(`${fixture.name}`, ...lines);
    }
    const mismatches = scores.reduce((sum, score) => sum + score.mismatches.length, 0);
    const summary = `corpus precision ${total.precision.toFixed(3)} recall ${total.recall.toFixed(3)} F1 ${total.f1.toFixed(3)} (${corpus.length} messages, ${total.expected} expected, ${total.found} extracted, ${total.matched} matched, ${mismatches} attribute mismatches)`;
    // Per category, so a weak source (PDF, forwards, ...) shows where to look.
    const categoryLines = categories.map((category) => {
      const part = scoreCorpus(byCategory.get(category) ?? []);
      return `  ${category.padEnd(16)} P ${part.precision.toFixed(2)} R ${part.recall.toFixed(2)} (${byCategory.get(category)?.length ?? 0} messages, ${part.expected} expected, ${part.found} extracted)`;
    });
    console.log([...report, "by category:", ...categoryLines, summary].join("\n"));
    for (const part of ["first", "wider"] as const) {
      const score = scoreCorpus(
        scores.filter((_, index) => partOf(corpus[index]?.name ?? "") === part),
      );
      const line = `${part}: P ${score.precision.toFixed(3)} R ${score.recall.toFixed(3)} F1 ${score.f1.toFixed(3)}`;
      console.log(line);
      expect(score.precision, line).toBeGreaterThanOrEqual(floors[part]);
      expect(score.recall, line).toBeGreaterThanOrEqual(floors[part]);
      expect(score.f1, line).toBeGreaterThanOrEqual(floors[part]);
    }
  });
});
