/**
 * The fit behind `npm run extract:train`: the title choices of the
 * development batches, the conditional logit fitted on them, and the
 * leave-one-batch-out measure of how well a fit holds up on mail it was not
 * fitted on. Never reads the blind held-out batch (tests/fixtures/heldout3).
 *
 * Every title choice the extractor makes on a message is traced; a choice
 * whose event matches an expected one by its time becomes an example, its
 * options labelled by whether the corpus score would accept them as the
 * expected title. Only choices with right and wrong options teach anything.
 */
import path from "node:path";
import { extractFromRaw } from "../server/mail/extract";
import {
  type FeatureName,
  type Features,
  featureNames,
  type TitleTrace,
  titleFeatures,
  titleScore,
  usableOptions,
} from "../server/mail/extract/titleRanking";
import {
  corpusFolder,
  type Fixture,
  heldOut2Folder,
  heldOut3Folder,
  heldOut5Folder,
  heldOut7Folder,
  heldOut9Folder,
  heldOut10Folder,
  heldOutFolder,
  loadFixtures,
  scoreFixtures,
} from "../tests/server/support/corpusFiles";
import { sameMoment, titleSimilarity } from "../tests/server/support/corpusScore";
import {
  choiceAccuracy,
  descend,
  type FitSettings as MarginFitSettings,
  fitByMargin as marginFit,
  zeroWeights,
} from "./marginFit";

export interface Choice {
  readonly options: ReadonlyArray<Features>;
  /** 1 for an option the score accepts as the expected title, else 0. */
  readonly labels: ReadonlyArray<number>;
}

export type Weights = Record<FeatureName, number>;

/** One batch of development mail: a fold of the leave-one-batch-out. */
export interface Batch {
  readonly name: string;
  readonly fixtures: ReadonlyArray<Fixture>;
  readonly choices: ReadonlyArray<Choice>;
}

/**
 * What the weights are pulled towards where the corpus says little: a
 * person's reading of each feature (the rules the ranking replaced). The
 * penalty pulls each weight to its prior, not to zero, so a feature the
 * corpus never shows keeps its sense.
 */
export const prior: Weights = {
  bias: 0,
  from_sentence: 2,
  from_previous_sentence: 0.5,
  from_next_sentence: 0,
  from_line_above: 0.5,
  from_line_below: 0,
  from_heading: 0.5,
  from_subject: 0,
  from_label: 1,
  subject_when_one_event: 1,
  one_word: -0.5,
  two_to_six_words: 0.5,
  seven_to_twelve_words: 0,
  over_twelve_words: -0.5,
  names_an_event: 1.5,
  is_instruction: -2,
  is_clause: -0.5,
  has_pronoun: -1.5,
  looks_like_place: -1.5,
  is_greeting_or_signoff: -3,
  mentions_price: -1,
  is_generic_subject: -2,
  share_of_words_in_subject: 0.5,
  share_of_words_in_sentence: 0.5,
  title_case: 0.25,
  opens_with_connective: -1,
  has_reference_code: -2,
  names_a_person_first: -0.5,
  says_what_a_person_does: -1,
  left_broken_by_the_date: -2,
  names_a_fixture: 1.5,
};

export type FitSettings = MarginFitSettings<FeatureName>;

/**
 * The title choices of some messages, as the extractor makes them with the
 * prior's weights: what it learns from does not hang on the weights file it
 * writes, so fitting again on the same mail gives the same file.
 */
export async function choicesOf(fixtures: ReadonlyArray<Fixture>): Promise<Array<Choice>> {
  const choices: Array<Choice> = [];
  for (const fixture of fixtures) {
    const { timeZone, family, events } = fixture.expected;
    const trace: Array<TitleTrace> = [];
    await extractFromRaw(fixture.raw, { timeZone, family, titleTrace: trace, titleWeights: prior });
    for (const entry of trace) {
      const expected = events.find(
        (event) =>
          event.allDay === entry.event.allDay &&
          sameMoment(event.start, entry.event.start, event.allDay),
      );
      if (expected === undefined) continue;
      const options = usableOptions(entry.options);
      const labels = options.map((option) =>
        titleSimilarity(expected.title, option.text) >= 0.5 ? 1 : 0,
      );
      const right = labels.reduce((sum: number, label) => sum + label, 0);
      if (right === 0 || right === labels.length) continue;
      choices.push({
        options: options.map((option) => titleFeatures(option, entry.setting)),
        labels,
      });
    }
  }
  return choices;
}

/**
 * The nine batches of development mail: the corpus's first 95 messages
 * (`NN-`), its wider 210 (`NNN-`), and the spent held-out batches (the first,
 * second, third, fifth, seventh, ninth and tenth). The fourth, sixth and eighth
 * stay out: they are the blind ones. The eleventh (clubs) is read for rules but
 * not fitted on: left out, the other folds score 0.893 (leave one batch out),
 * fitted on, 0.886.
 */
export async function developmentParts(): Promise<
  Array<{ readonly name: string; readonly fixtures: ReadonlyArray<Fixture> }>
> {
  const corpus = await loadFixtures(corpusFolder);
  return [
    { name: "corpus first 95", fixtures: corpus.filter((f) => /^\d{2}-/.test(f.name)) },
    { name: "corpus wider", fixtures: corpus.filter((f) => /^\d{3}-/.test(f.name)) },
    { name: path.basename(heldOutFolder), fixtures: await loadFixtures(heldOutFolder) },
    { name: path.basename(heldOut2Folder), fixtures: await loadFixtures(heldOut2Folder) },
    { name: path.basename(heldOut3Folder), fixtures: await loadFixtures(heldOut3Folder) },
    { name: path.basename(heldOut5Folder), fixtures: await loadFixtures(heldOut5Folder) },
    { name: path.basename(heldOut7Folder), fixtures: await loadFixtures(heldOut7Folder) },
    { name: path.basename(heldOut9Folder), fixtures: await loadFixtures(heldOut9Folder) },
    { name: path.basename(heldOut10Folder), fixtures: await loadFixtures(heldOut10Folder) },
  ];
}

export async function developmentBatches(): Promise<Array<Batch>> {
  const parts = await developmentParts();
  const batches: Array<Batch> = [];
  for (const part of parts) batches.push({ ...part, choices: await choicesOf(part.fixtures) });
  return batches;
}

/** The share of choices whose best-scored option is a right one. */
export function accuracy(choices: ReadonlyArray<Choice>, weights: Weights): number {
  return choiceAccuracy(featureNames, choices, weights);
}

/**
 * The settings of the fit `npm run extract:train` writes: a margin loss (see
 * fitByMargin). The penalty was chosen by leaving one batch out over the
 * seven batches (session 8): title choices right 93.6% at 0, 93.4% at
 * 0.001, 93.8% at 0.002, 93.0% at 0.004, 92.6% at 0.008 (the penalty
 * before, chosen on four batches), 92.3% at 0.016, 90.9% at 0.03.
 */
export const marginSettings: FitSettings = {
  prior,
  epochs: 4_000,
  learningRate: 0.1,
  penalty: 0.002,
};

/** The settings of the fit before the margin loss (a conditional logit), kept to compare. */
export const logitSettings: FitSettings = {
  prior,
  epochs: 4_000,
  learningRate: 0.3,
  penalty: 0.004,
};

/** Each weight pulled one step towards its prior, the rest of the step given by `gradient`. */
const step = (weights: Weights, gradient: Weights, count: number, settings: FitSettings) =>
  descend(featureNames, weights, gradient, count, settings);

const zeroes = (): Weights => zeroWeights(featureNames);

/**
 * A conditional logit (a logistic regression over each choice's options),
 * fitted by full-batch gradient descent with an L2 pull towards the prior.
 * The same choices give the same weights: no randomness anywhere.
 */
export function fitLogit(choices: ReadonlyArray<Choice>, settings: FitSettings): Weights {
  const weights: Weights = { ...settings.prior };
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    const gradient = zeroes();
    for (const choice of choices) {
      const scores = choice.options.map((features) => titleScore(features, weights));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const right = choice.labels.reduce((sum, label) => sum + label, 0);
      choice.options.forEach((features, index) => {
        const share = (exps[index] ?? 0) / total - (choice.labels[index] ?? 0) / right;
        for (const name of featureNames) gradient[name] += share * features[name];
      });
    }
    step(weights, gradient, choices.length, settings);
  }
  return weights;
}

/**
 * A margin loss on what the extractor does with the weights, take the best
 * option: for each choice, the best right option should outscore the best
 * wrong one by at least 1, and a choice that does costs nothing (a multiclass
 * hinge). Fitted by full-batch subgradient descent with the same L2 pull
 * towards the prior; deterministic.
 */
export function fitByMargin(choices: ReadonlyArray<Choice>, settings: FitSettings): Weights {
  return marginFit(featureNames, choices, settings);
}

export interface FoldScore {
  readonly batch: string;
  readonly messages: number;
  readonly choices: number;
  /** F1 of the whole extractor on the batch, its titles chosen with the fold's weights. */
  readonly f1: number;
  /** The share of the batch's choices the fold's weights get right. */
  readonly titleAccuracy: number;
}

/** Each batch scored with weights fitted on the others. */
export async function leaveOneBatchOut(
  batches: ReadonlyArray<Batch>,
  fitOn: (choices: ReadonlyArray<Choice>) => Weights,
): Promise<Array<FoldScore>> {
  const folds: Array<FoldScore> = [];
  for (const batch of batches) {
    const weights = fitOn(
      batches.filter((other) => other !== batch).flatMap((other) => other.choices),
    );
    const { total } = await scoreFixtures(batch.fixtures, (raw, options) =>
      extractFromRaw(raw, { ...options, titleWeights: weights }),
    );
    folds.push({
      batch: batch.name,
      messages: batch.fixtures.length,
      choices: batch.choices.length,
      f1: total.f1,
      titleAccuracy: accuracy(batch.choices, weights),
    });
  }
  return folds;
}

/** The folds and their mean as a table, one line each. */
export function foldTable(folds: ReadonlyArray<FoldScore>): string {
  const mean = (pick: (fold: FoldScore) => number) =>
    folds.reduce((sum, fold) => sum + pick(fold), 0) / Math.max(1, folds.length);
  const line = (name: string, messages: string, choices: string, f1: number, right: number) =>
    `${name.padEnd(16)} ${messages.padStart(8)} ${choices.padStart(7)} ${f1.toFixed(3).padStart(6)} ${(right * 100).toFixed(1).padStart(7)}%`;
  return [
    `${"fold".padEnd(16)} ${"messages".padStart(8)} ${"choices".padStart(7)} ${"F1".padStart(6)} ${"titles".padStart(8)}`,
    ...folds.map((fold) =>
      line(fold.batch, `${fold.messages}`, `${fold.choices}`, fold.f1, fold.titleAccuracy),
    ),
    line(
      "mean",
      "",
      "",
      mean((fold) => fold.f1),
      mean((fold) => fold.titleAccuracy),
    ),
  ].join("\n");
}
