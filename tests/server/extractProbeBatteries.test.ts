/**
 * The batteries written blind in session 10 (`tests/fixtures/dateprobes`,
 * `paperworkprobes`, `titleprobes2` and `endprobes2`), development data
 * since: each floor keeps relative days, paperwork's dates, events' names
 * and starts and ends from going back.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { sameMoment, titleSimilarity } from "./support/corpusScore";
import { eventsOf, loadProbes, StartAndEnd, startsAndEnds } from "./support/probes";

const Dated = Schema.Struct({ start: Schema.String, allDay: Schema.Boolean });
const Named = Schema.Struct({
  title: Schema.String,
  also: Schema.optional(Schema.Array(Schema.String)),
  start: Schema.String,
  allDay: Schema.Boolean,
});

/** Found events matched one to one with the expected ones by day (and time, when timed). */
async function matchedBattery<
  Expected extends { readonly start: string; readonly allDay: boolean },
>(battery: string, expected: Schema.Schema<Expected>, dayOnly: boolean) {
  const probes = await loadProbes(battery, expected);
  const pairs: Array<{ want: Expected; title: string }> = [];
  let extras = 0;
  let emptyWithEvents = 0;
  for (const probe of probes) {
    const events = await eventsOf(probe);
    const used = new Set<number>();
    for (const want of probe.expect) {
      const index = events.findIndex(
        (event, at) =>
          !used.has(at) &&
          (dayOnly || event.allDay === want.allDay) &&
          sameMoment(want.start, event.start, dayOnly || want.allDay),
      );
      if (index < 0) continue;
      used.add(index);
      pairs.push({ want, title: events[index]?.title ?? "" });
    }
    extras += events.length - used.size;
    if (probe.expect.length === 0 && events.length > 0) emptyWithEvents += 1;
  }
  const wanted = probes.reduce((sum, probe) => sum + probe.expect.length, 0);
  return { pairs, extras, emptyWithEvents, wanted };
}

describe("the batteries of session 10", () => {
  it("relative days: at least 97 of 112 starts right, at most 7 events where none is expected", async () => {
    const { pairs, extras, wanted } = await matchedBattery("dateprobes", Dated, false);
    expect(wanted).toBe(112);
    expect(pairs.length).toBeGreaterThanOrEqual(97);
    expect(extras).toBeLessThanOrEqual(7);
  });

  it("paperwork: at least 55 of 58 events found, at most 31 dates taken for events", async () => {
    const { pairs, extras, emptyWithEvents, wanted } = await matchedBattery(
      "paperworkprobes",
      Dated,
      false,
    );
    expect(wanted).toBe(58);
    expect(pairs.length).toBeGreaterThanOrEqual(55);
    expect(extras).toBeLessThanOrEqual(31);
    expect(emptyWithEvents).toBeLessThanOrEqual(14);
  });

  it("names: at least 108 of 116 events found on their day and 99 named as a parent would", async () => {
    const { pairs, wanted } = await matchedBattery("titleprobes2", Named, true);
    const named = pairs.filter(({ want, title }) =>
      [want.title, ...(want.also ?? [])].some((name) => titleSimilarity(name, title) >= 0.5),
    );
    expect(wanted).toBe(116);
    expect(pairs.length).toBeGreaterThanOrEqual(108);
    expect(named.length).toBeGreaterThanOrEqual(99);
  });

  it("starts and ends: at least 102 of 119 starts and 84 ends right", async () => {
    const probes = await loadProbes("endprobes2", StartAndEnd);
    const { starts, ends } = await startsAndEnds(probes);
    expect(probes.reduce((sum, probe) => sum + probe.expect.length, 0)).toBe(119);
    expect(starts).toBeGreaterThanOrEqual(102);
    expect(ends).toBeGreaterThanOrEqual(84);
  });
});
