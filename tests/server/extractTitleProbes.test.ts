/**
 * The battery of event names (`tests/fixtures/titleprobes`, session 9):
 * written blind, then development data. The floor keeps titles taken from
 * headings, labelled blocks and sentences from going back.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sameMoment, titleSimilarity } from "./support/corpusScore";
import { eventsIn } from "./support/extractMail";

const Probe = Schema.Struct({
  id: Schema.String,
  subject: Schema.String,
  from: Schema.String,
  date: Schema.String,
  zone: Schema.String,
  body: Schema.String,
  expect: Schema.Array(
    Schema.Struct({ title: Schema.String, start: Schema.String, allDay: Schema.Boolean }),
  ),
});

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../fixtures/titleprobes/probes.json",
);

describe("the battery of event names", () => {
  it("finds at least 104 of its 115 events and names at least 86 of them as a parent would", async () => {
    const probes = Schema.decodeUnknownSync(Schema.Array(Probe))(
      JSON.parse(await readFile(file, "utf8")),
    );
    let found = 0;
    let named = 0;
    for (const probe of probes) {
      const events = await eventsIn(
        probe.body,
        { subject: probe.subject, from: probe.from, date: probe.date },
        probe.zone,
      );
      for (const want of probe.expect) {
        const event = events.find(
          (candidate) =>
            candidate.allDay === want.allDay &&
            sameMoment(want.start, candidate.start, want.allDay),
        );
        if (event === undefined) continue;
        found += 1;
        if (titleSimilarity(want.title, event.title) >= 0.5) named += 1;
      }
    }
    expect(probes.reduce((sum, probe) => sum + probe.expect.length, 0)).toBe(115);
    expect(found).toBeGreaterThanOrEqual(104);
    expect(named).toBeGreaterThanOrEqual(86);
  });
});
