/**
 * The time of a text event as a learned choice (issue 12): today's time or
 * all-day against the times of the sentences and paragraphs after the date,
 * ranked with the weights `npm run extract:train-times` fits
 * (scripts/timeFit.ts), and the file in the repo is that fit, reproduced.
 */
import { describe, expect, it } from "vitest";
import {
  fitTimes,
  rulesWeights,
  type TimeChoice,
  timeAccuracy,
  timeBatches,
  timeFitSettings,
  timePrior,
} from "../../scripts/timeFit";
import { extractFromRaw } from "../../server/mail/extract";
import type { Line } from "../../server/mail/extract/htmlLines";
import {
  type TimeFeatures,
  type TimeTrace,
  timeFeatureNames,
  timeOptions,
  timeWeights,
} from "../../server/mail/extract/timeRanking";
import { londonTextContext, mail } from "./support/extractMail";

const context = londonTextContext;

const paragraph = (text: string): Line => ({ text, cells: null, heading: false, bullet: false });

const none = (): TimeFeatures =>
  Object.fromEntries(timeFeatureNames.map((name) => [name, 0])) as TimeFeatures;

async function startsWith(body: string, weights?: TimeFeatures): Promise<Array<string>> {
  const { events } = await extractFromRaw(new TextEncoder().encode(mail(body)), {
    timeZone: "Europe/London",
    ...(weights === undefined ? {} : { timeWeights: weights }),
  });
  return events.map((event) => event.start);
}

describe("the options of a time choice", () => {
  it("offers all-day first, then each later time with what the words around it say", () => {
    const lines = [
      paragraph("The gala is on Saturday 14 March."),
      paragraph("Swimmers arrive at 8:00am, racing starts at 9:00am and we finish around noon."),
    ];
    const options = timeOptions(null, lines, 0, [], context);
    expect(options.map((option) => option.clock)).toEqual([null, "08:00", "09:00", "12:00"]);
    expect(options[0]?.features.all_day).toBe(1);
    expect(options[1]?.features).toMatchObject({
      arrival_cue: 1,
      first_candidate: 1,
      next_line: 1,
    });
    expect(options[2]?.features).toMatchObject({ start_cue: 1, arrival_cue: 0 });
    expect(options[3]?.features).toMatchObject({ end_cue: 1 });
  });

  it("offers today's time instead of all-day when the rules found one, and no time twice", () => {
    const lines = [paragraph("Concert on Friday 13 March at 7pm."), paragraph("Doors at 7pm.")];
    const hit = timeOptions(null, lines, 0, ["Doors at 7pm."], context)[1]?.hit ?? null;
    expect(hit?.text).toBe("at 7pm");
    const options = timeOptions(hit, lines, 0, [], context);
    expect(options.map((option) => option.clock)).toEqual(["19:00"]);
    expect(options[0]?.features.rules_time).toBe(1);
  });

  it("stops at a sentence that names a day of its own, and skips a daily habit", () => {
    const lines = [
      paragraph("Sports day is on Thursday 12 March."),
      paragraph(
        "Breakfast club starts at 7:45am every day. The gala is on Thursday 19 March at 2pm.",
      ),
      paragraph("Parents may watch from 1:30 to 3pm."),
    ];
    expect(timeOptions(null, lines, 0, [], context).map((option) => option.clock)).toEqual([null]);
  });
});

describe("the extractor's time choice", () => {
  it("times a day from the next paragraph with the fitted weights, where the rules leave it all-day", async () => {
    const body =
      "Our class assembly is on Friday 13 March.\n\nThe children will perform at 2:30pm, and it should finish by 3:15pm.";
    expect(await startsWith(body, rulesWeights)).toEqual(["2026-03-13"]);
    expect(await startsWith(body)).toEqual(["2026-03-13T14:30:00+00:00"]);
  });

  it("tells every choice to the trace, with the event's day", async () => {
    const timeTrace: Array<TimeTrace> = [];
    await extractFromRaw(
      new TextEncoder().encode(
        mail("Our class assembly is on Friday 13 March.\n\nThe children will perform at 2:30pm."),
      ),
      { timeZone: "Europe/London", timeTrace },
    );
    expect(timeTrace.map((trace) => [trace.day, trace.options.map((o) => o.clock)])).toEqual([
      ["2026-03-13", [null, "14:30"]],
    ]);
  });
});

describe("the margin fit of the time weights", () => {
  it("learns that a start beats an arrival against its prior, and is deterministic", () => {
    const arrival = { ...none(), first_candidate: 1, arrival_cue: 1, next_line: 1 };
    const start = { ...none(), start_cue: 1, next_line: 1 };
    const allDay = { ...none(), all_day: 1 };
    const choices: Array<TimeChoice> = Array.from({ length: 20 }, () => ({
      options: [allDay, { ...arrival, is_range: 1 }, start],
      labels: [0, 0, 1],
    }));
    const settings = { ...timeFitSettings, epochs: 400 };
    expect(timeAccuracy(choices, timePrior)).toBe(0);
    const fitted = fitTimes(choices, settings);
    expect(timeAccuracy(choices, fitted)).toBe(1);
    expect(fitted.start_cue).toBeGreaterThan(timePrior.start_cue);
    expect(fitted.deadline_cue).toBe(timePrior.deadline_cue);
    expect(fitTimes(choices, settings)).toEqual(fitted);
  });

  it("is what timeWeights.json holds: npm run extract:train-times reproduces the file", async () => {
    const batches = await timeBatches();
    expect(batches.map((batch) => batch.name)).toEqual([
      "corpus first 95",
      "corpus wider",
      "heldout",
      "heldout2",
      "heldout3",
      "heldout5",
      "heldout7",
      "heldout9",
      "heldout10",
    ]);
    const fitted = fitTimes(
      batches.flatMap((batch) => batch.choices),
      timeFitSettings,
    );
    const rounded = Object.fromEntries(
      // `|| 0`: the file's JSON writes -0 as 0.
      timeFeatureNames.map((name) => [name, Math.round(fitted[name] * 1000) / 1000 || 0]),
    );
    expect(rounded, "fit them again: npm run extract:train-times").toEqual(timeWeights.weights);
  }, 60_000);
});
