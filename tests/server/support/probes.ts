/**
 * The probe batteries in `tests/fixtures/*probes/probes.json` (session 9):
 * short messages written blind, each with the events it should give. One
 * loader for every battery; each battery says what its expectations hold,
 * and `eventsOf` reads a probe as the extractor's unit tests read a message.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Schema } from "effect";
import type { ExtractedEvent } from "../../../server/mail/extract";
import { eventsIn } from "./extractMail";

const fixturesFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");

export interface Probe<Expected> {
  readonly id: string;
  readonly subject: string;
  readonly from: string;
  readonly date: string;
  readonly zone: string;
  readonly body: string;
  readonly expect: ReadonlyArray<Expected>;
}

/** The probes of `tests/fixtures/<battery>/probes.json`, their expectations decoded by `expected`. */
export async function loadProbes<Expected>(
  battery: string,
  expected: Schema.Schema<Expected>,
): Promise<ReadonlyArray<Probe<Expected>>> {
  const Probe = Schema.Struct({
    id: Schema.String,
    subject: Schema.String,
    from: Schema.String,
    date: Schema.String,
    zone: Schema.String,
    body: Schema.String,
    expect: Schema.Array(expected),
  });
  const json: unknown = JSON.parse(
    await readFile(path.join(fixturesFolder, battery, "probes.json"), "utf8"),
  );
  return Schema.decodeUnknownSync(Schema.Array(Probe))(json);
}

/** The events the extractor finds in a probe, under its own headers and zone. */
export const eventsOf = <Expected>(
  probe: Probe<Expected>,
): Promise<ReadonlyArray<ExtractedEvent>> =>
  eventsIn(probe.body, { subject: probe.subject, from: probe.from, date: probe.date }, probe.zone);

/** An event's stated start and end (`end` null when none is stated: the one-hour default is right). */
export const StartAndEnd = Schema.Struct({
  start: Schema.String,
  end: Schema.NullOr(Schema.String),
});
export type StartAndEnd = typeof StartAndEnd.Type;

/**
 * How many expected starts a battery's probes find, how many of those end right, and the probes
 * whose event with no stated end took a later time as its end (a trap taken).
 */
export async function startsAndEnds(
  probes: ReadonlyArray<Probe<StartAndEnd>>,
): Promise<{ starts: number; ends: number; trapsTaken: Array<string> }> {
  let starts = 0;
  let ends = 0;
  const trapsTaken: Array<string> = [];
  for (const probe of probes) {
    const events = await eventsOf(probe);
    for (const want of probe.expect) {
      const found = events.find((event) => Date.parse(event.start) === Date.parse(want.start));
      if (found === undefined) continue;
      starts += 1;
      const length = Date.parse(found.end) - Date.parse(found.start);
      const right =
        want.end === null ? length === 3_600_000 : Date.parse(found.end) === Date.parse(want.end);
      if (right) ends += 1;
      else if (want.end === null) trapsTaken.push(probe.id);
    }
  }
  return { starts, ends, trapsTaken };
}
