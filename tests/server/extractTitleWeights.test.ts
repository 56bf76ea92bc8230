/**
 * The title weights: `npm run extract:train` fits them with a margin loss
 * (scripts/titleFit.ts), and the file in the repo is that fit on the
 * development mail, reproduced here exactly.
 */
import { describe, expect, it } from "vitest";
import {
  accuracy,
  type Choice,
  developmentBatches,
  fitByMargin,
  marginSettings,
  prior,
  type Weights,
} from "../../scripts/titleFit";
import { type Features, featureNames, titleWeights } from "../../server/mail/extract/titleRanking";

const none = (): Features => Object.fromEntries(featureNames.map((name) => [name, 0])) as Features;

/** An option that is only a sentence's fragment, or only the subject, with one more trait. */
const option = (source: "from_sentence" | "from_subject", trait?: keyof Features): Features => ({
  ...none(),
  bias: 1,
  [source]: 1,
  ...(trait === undefined ? {} : { [trait]: 1 }),
});

describe("the margin fit of the title weights", () => {
  it("learns a trait that tells the right option from the wrong one against its prior", () => {
    // The prior favours the sentence (from_sentence 2); the examples say a one-word fragment loses.
    const choices: Array<Choice> = Array.from({ length: 20 }, () => ({
      options: [option("from_sentence", "one_word"), option("from_subject")],
      labels: [0, 1],
    }));
    const settings = { ...marginSettings, epochs: 400 };
    const before: Weights = { ...prior };
    expect(accuracy(choices, before)).toBe(0);
    const fitted = fitByMargin(choices, settings);
    expect(accuracy(choices, fitted)).toBe(1);
    expect(fitted.one_word).toBeLessThan(prior.one_word);
    // A feature no example shows keeps its prior.
    expect(fitted.is_greeting_or_signoff).toBe(prior.is_greeting_or_signoff);
  });

  it("gives the same weights every time, so the fit can be checked", () => {
    const choices: Array<Choice> = [
      { options: [option("from_sentence", "one_word"), option("from_subject")], labels: [0, 1] },
      { options: [option("from_sentence"), option("from_subject", "title_case")], labels: [1, 0] },
    ];
    const settings = { ...marginSettings, epochs: 200 };
    expect(fitByMargin(choices, settings)).toEqual(fitByMargin(choices, settings));
  });

  it("is what titleWeights.json holds: npm run extract:train reproduces the file", async () => {
    const batches = await developmentBatches();
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
    const fitted = fitByMargin(
      batches.flatMap((batch) => batch.choices),
      marginSettings,
    );
    const rounded = Object.fromEntries(
      // `|| 0`: the file's JSON writes -0 as 0.
      featureNames.map((name) => [name, Math.round(fitted[name] * 1000) / 1000 || 0]),
    );
    expect(rounded, "fit them again: npm run extract:train").toEqual(titleWeights.weights);
  }, 60_000);
});
