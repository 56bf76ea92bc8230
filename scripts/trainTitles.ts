/**
 * `npm run extract:train`: fits the title weights (server/mail/extract/
 * titleWeights.json) on the corpus, tests/fixtures/mail, never on the
 * held-out batch. Every title choice the extractor makes on a corpus
 * message is traced; a choice whose event matches an expected one by its
 * time becomes a training example, its options labelled by whether the
 * corpus score would accept them as the expected title. The weights are
 * those of a conditional logit (a logistic regression over each choice's
 * options), fitted by gradient descent with a small L2 penalty.
 */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { extractFromRaw } from "../server/mail/extract";
import {
  type Features,
  featureNames,
  type TitleTrace,
  titleFeatures,
  titleScore,
  titleWeights,
  usableOptions,
} from "../server/mail/extract/titleRanking";
import { corpusFolder, loadFixtures } from "../tests/server/support/corpusFiles";
import { sameMoment, titleSimilarity } from "../tests/server/support/corpusScore";

interface Choice {
  readonly options: ReadonlyArray<Features>;
  /** 1 for an option the score accepts as the expected title, else 0. */
  readonly labels: ReadonlyArray<number>;
}

type Weights = Record<(typeof featureNames)[number], number>;

/**
 * What the weights are pulled towards where the corpus says little: a
 * person's reading of each feature (the rules the ranking replaced). The
 * penalty pulls each weight to its prior, not to zero, so a feature the
 * corpus never shows keeps its sense.
 */
const prior: Weights = {
  bias: 0,
  from_sentence: 2,
  from_previous_sentence: 0.5,
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
  left_broken_by_the_date: -2,
};

const epochs = 4_000;
const learningRate = 0.3;
const penalty = 0.004;

/** The choices of the corpus that a person's title can teach: some options right, some wrong. */
async function choicesOfCorpus(): Promise<{ choices: Array<Choice>; messages: number }> {
  const fixtures = await loadFixtures(corpusFolder);
  const choices: Array<Choice> = [];
  for (const fixture of fixtures) {
    const { timeZone, family, events } = fixture.expected;
    const trace: Array<TitleTrace> = [];
    await extractFromRaw(fixture.raw, { timeZone, family, titleTrace: trace });
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
  return { choices, messages: fixtures.length };
}

/** The share of choices whose best-scored option is a right one. */
function accuracy(choices: ReadonlyArray<Choice>, weights: Weights): number {
  let right = 0;
  for (const choice of choices) {
    const scores = choice.options.map((features) => titleScore(features, weights));
    const best = scores.indexOf(Math.max(...scores));
    right += choice.labels[best] ?? 0;
  }
  return choices.length === 0 ? 0 : right / choices.length;
}

function fitWeights(choices: ReadonlyArray<Choice>): Weights {
  const weights: Weights = { ...prior };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const gradient = Object.fromEntries(featureNames.map((name) => [name, 0])) as Weights;
    for (const choice of choices) {
      const scores = choice.options.map((features) => titleScore(features, weights));
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const right = choice.labels.reduce((sum, label) => sum + label, 0);
      choice.options.forEach((features, index) => {
        const step = (exps[index] ?? 0) / total - (choice.labels[index] ?? 0) / right;
        for (const name of featureNames) gradient[name] += step * features[name];
      });
    }
    for (const name of featureNames) {
      weights[name] -=
        learningRate * (gradient[name] / choices.length + penalty * (weights[name] - prior[name]));
    }
  }
  return weights;
}

const { choices, messages } = await choicesOfCorpus();
const before = accuracy(choices, titleWeights.weights);
const fitted = fitWeights(choices);
const after = accuracy(choices, fitted);
const rounded = Object.fromEntries(
  featureNames.map((name) => [name, Math.round(fitted[name] * 1000) / 1000]),
);
const file = fileURLToPath(new URL("../server/mail/extract/titleWeights.json", import.meta.url));
await writeFile(
  file,
  `${JSON.stringify(
    {
      note: "Weights of the title features, fitted by npm run extract:train (scripts/trainTitles.ts); a higher weight makes a title with that feature likelier to be chosen. The bias cancels out within one choice; where the corpus says little, a weight stays near its prior in scripts/trainTitles.ts.",
      trainedOn: `${messages} corpus messages, ${choices.length} title choices; best option right in ${(after * 100).toFixed(1)}% of them (${(before * 100).toFixed(1)}% with the weights before)`,
      weights: rounded,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `${choices.length} choices from ${messages} messages: right ${(before * 100).toFixed(1)}% before, ${(after * 100).toFixed(1)}% after`,
);
