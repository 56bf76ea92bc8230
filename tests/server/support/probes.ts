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
