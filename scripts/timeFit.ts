/**
 * The fit behind `npm run extract:train-times`: the time choices of the seven
 * development batches (`developmentParts`: the corpus's first 95 and wider
 * 210, heldout, heldout2, heldout3, heldout5, heldout7, heldout9, heldout10), a margin fit of their
 * weights, and the leave-one-batch-out measure against today's rules. Never
 * reads the blind batches (heldout4, heldout6, heldout8).
 *
 * Each choice is traced where the rules leave a dated event all-day; its
 * options are labelled from the expectations: a time is right when an
 * expected event starts on that day at that time, "all-day" when an expected
 * all-day event falls on that day. Only choices with right and wrong options
 * teach anything.
 */
import { extractFromRaw } from "../server/mail/extract";
import {
  type TimeFeatureName,
  type TimeFeatures,
  type TimeTrace,
  timeFeatureNames,
} from "../server/mail/extract/timeRanking";
import { type Fixture, scoreFixtures } from "../tests/server/support/corpusFiles";
import { choiceAccuracy, type FitSettings, fitByMargin, zeroWeights } from "./marginFit";
import { developmentParts } from "./titleFit";

export type Weights = Record<TimeFeatureName, number>;

export interface TimeChoice {
  readonly options: ReadonlyArray<TimeFeatures>;
  readonly labels: ReadonlyArray<number>;
}

export interface TimeBatch {
  readonly name: string;
  readonly fixtures: ReadonlyArray<Fixture>;
  readonly choices: ReadonlyArray<TimeChoice>;
}

const zeroes = (): Weights => zeroWeights(timeFeatureNames);

/** Today's rules as weights: all-day always wins. */
export const rulesWeights: Weights = { ...zeroes(), all_day: 1, rules_time: 1 };

/** A person's reading of each feature, what the fit is pulled towards where the mail says little. */
export const timePrior: Weights = {
  ...zeroes(),
  all_day: 1,
  rules_time: 2,
  first_candidate: 0.3,
  is_range: 0.3,
  start_cue: 0.5,
  arrival_cue: -1,
  end_cue: -1,
  deadline_cue: -1,
  beside_another_day: -2,
  next_line: -0.2,
  later_line: -0.5,
  // (The lines of one block under a day, past its second: "Competition begins: 1:15 PM".)
  further_in_block: 0,
  sentences_away: -0.2,
};

export type TimeFitSettings = FitSettings<TimeFeatureName>;

export const timeFitSettings: TimeFitSettings = {
  prior: timePrior,
  epochs: 3_000,
  learningRate: 0.1,
  penalty: 0.1,
};

/** The time choices the extractor makes on some messages, labelled from their expectations. */
export async function timeChoicesOf(fixtures: ReadonlyArray<Fixture>): Promise<Array<TimeChoice>> {
  const choices: Array<TimeChoice> = [];
  for (const fixture of fixtures) {
    const { timeZone, family, events } = fixture.expected;
    const trace: Array<TimeTrace> = [];
    await extractFromRaw(fixture.raw, { timeZone, family, timeTrace: trace });
    for (const entry of trace) {
      const labels = entry.options.map((option) =>
        events.some((event) =>
          option.clock === null
            ? event.allDay &&
              event.start.slice(0, 10) <= entry.day &&
              (event.end ?? event.start).slice(0, 10) >= entry.day
            : !event.allDay && event.start.slice(0, 16) === `${entry.day}T${option.clock}`,
        )
          ? 1
          : 0,
      );
      const right = labels.reduce((sum: number, label) => sum + label, 0);
      if (right === 0 || right === labels.length) continue;
      choices.push({ options: entry.options.map((option) => option.features), labels });
    }
  }
  return choices;
}

/** The batches of development mail (`developmentParts`), the folds of the leave-one-batch-out. */
export async function timeBatches(): Promise<Array<TimeBatch>> {
  const parts = await developmentParts();
  const batches: Array<TimeBatch> = [];
  for (const part of parts) batches.push({ ...part, choices: await timeChoicesOf(part.fixtures) });
  return batches;
}

/** The share of choices whose best-scored option is a right one. */
export function timeAccuracy(choices: ReadonlyArray<TimeChoice>, weights: Weights): number {
  return choiceAccuracy(timeFeatureNames, choices, weights);
}

/**
 * A multiclass hinge: the best right option should outscore the best wrong
 * one by 1. Full-batch subgradient descent, L2 pull towards the prior;
 * deterministic.
 */
export function fitTimes(choices: ReadonlyArray<TimeChoice>, settings: TimeFitSettings): Weights {
  return fitByMargin(timeFeatureNames, choices, settings);
}

export interface TimeFold {
  readonly batch: string;
  readonly choices: number;
  readonly rules: { precision: number; recall: number; f1: number; matched: number };
  readonly learned: { precision: number; recall: number; f1: number; matched: number };
  readonly accuracy: number;
}

/** Each batch scored with today's rules and with weights fitted on the others. */
export async function timeLobo(
  batches: ReadonlyArray<TimeBatch>,
  settings: TimeFitSettings,
): Promise<Array<TimeFold>> {
  const folds: Array<TimeFold> = [];
  for (const batch of batches) {
    const weights = fitTimes(
      batches.filter((other) => other !== batch).flatMap((other) => other.choices),
      settings,
    );
    const score = async (timeWeights: Weights) =>
      (
        await scoreFixtures(batch.fixtures, (raw, options) =>
          extractFromRaw(raw, { ...options, timeWeights }),
        )
      ).total;
    folds.push({
      batch: batch.name,
      choices: batch.choices.length,
      rules: await score(rulesWeights),
      learned: await score(weights),
      accuracy: timeAccuracy(batch.choices, weights),
    });
  }
  return folds;
}

/** The folds and their mean as a table. */
export function timeFoldTable(folds: ReadonlyArray<TimeFold>): string {
  const f = (value: number) => value.toFixed(3);
  const rows = folds.map(
    (fold) =>
      `| ${fold.batch} | ${fold.choices} | ${f(fold.rules.precision)} | ${f(fold.rules.recall)} | ${f(fold.rules.f1)} | ${f(fold.learned.precision)} | ${f(fold.learned.recall)} | ${f(fold.learned.f1)} | ${fold.learned.matched - fold.rules.matched} | ${(fold.accuracy * 100).toFixed(1)}% |`,
  );
  const mean = (pick: (fold: TimeFold) => number) =>
    f(folds.reduce((sum, fold) => sum + pick(fold), 0) / Math.max(1, folds.length));
  return [
    "| fold | choices | rules P | R | F1 | learned P | R | F1 | Δ matched | choices right |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    `| mean | | ${mean((x) => x.rules.precision)} | ${mean((x) => x.rules.recall)} | ${mean((x) => x.rules.f1)} | ${mean((x) => x.learned.precision)} | ${mean((x) => x.learned.recall)} | ${mean((x) => x.learned.f1)} | | |`,
  ].join("\n");
}
