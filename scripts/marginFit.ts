/**
 * The fit both learned choices of the extractor use (titles, scripts/titleFit.ts;
 * times, scripts/timeFit.ts): choices of options described by named
 * features, each option labelled right (1) or wrong (0), and weights pulled
 * towards a readable prior. Deterministic: the same choices give the same
 * weights, so a weights file can be checked against its fit.
 */
import { linearScore } from "../server/mail/extract/fittedWeights";

export interface LabelledChoice<Name extends string> {
  readonly options: ReadonlyArray<Readonly<Record<Name, number>>>;
  /** 1 for a right option, else 0. */
  readonly labels: ReadonlyArray<number>;
}

export interface FitSettings<Name extends string> {
  /** What a weight is pulled towards where the mail says little. */
  readonly prior: Readonly<Record<Name, number>>;
  readonly epochs: number;
  readonly learningRate: number;
  /** The L2 penalty on each weight's distance from its prior. */
  readonly penalty: number;
}

export const zeroWeights = <Name extends string>(
  names: ReadonlyArray<Name>,
): Record<Name, number> =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;

/** One step of gradient descent with the L2 pull towards the prior. */
export function descend<Name extends string>(
  names: ReadonlyArray<Name>,
  weights: Record<Name, number>,
  gradient: Readonly<Record<Name, number>>,
  count: number,
  settings: FitSettings<Name>,
): void {
  for (const name of names) {
    weights[name] -=
      settings.learningRate *
      (gradient[name] / Math.max(1, count) +
        settings.penalty * (weights[name] - settings.prior[name]));
  }
}

/**
 * A margin loss on what the extractor does with the weights, take the best
 * option: for each choice, the best right option should outscore the best
 * wrong one by at least 1, and a choice that does costs nothing (a multiclass
 * hinge). Full-batch subgradient descent, keeping the best step.
 */
export function fitByMargin<Name extends string>(
  names: ReadonlyArray<Name>,
  choices: ReadonlyArray<LabelledChoice<Name>>,
  settings: FitSettings<Name>,
): Record<Name, number> {
  const weights: Record<Name, number> = { ...settings.prior };
  // Subgradient steps of a fixed size circle the optimum: the weights kept are those of the step
  // with the lowest objective (the mean hinge plus the pull to the prior), not the last step's.
  let best: Record<Name, number> = { ...weights };
  let bestObjective = Number.POSITIVE_INFINITY;
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    const gradient = zeroWeights(names);
    let loss = 0;
    for (const choice of choices) {
      let bestRight: Readonly<Record<Name, number>> | undefined;
      let bestWrong: Readonly<Record<Name, number>> | undefined;
      let rightScore = Number.NEGATIVE_INFINITY;
      let wrongScore = Number.NEGATIVE_INFINITY;
      choice.options.forEach((features, index) => {
        const score = linearScore(names, features, weights);
        if (choice.labels[index] === 1 && score > rightScore) {
          [bestRight, rightScore] = [features, score];
        } else if (choice.labels[index] !== 1 && score > wrongScore) {
          [bestWrong, wrongScore] = [features, score];
        }
      });
      if (bestRight === undefined || bestWrong === undefined) continue;
      if (wrongScore + 1 <= rightScore) continue;
      loss += wrongScore + 1 - rightScore;
      for (const name of names) gradient[name] += bestWrong[name] - bestRight[name];
    }
    let pull = 0;
    for (const name of names) pull += (weights[name] - settings.prior[name]) ** 2;
    const objective = loss / Math.max(1, choices.length) + (settings.penalty / 2) * pull;
    if (objective < bestObjective) {
      bestObjective = objective;
      best = { ...weights };
    }
    descend(names, weights, gradient, choices.length, settings);
  }
  return best;
}

/** The share of choices whose best-scored option is a right one. */
export function choiceAccuracy<Name extends string>(
  names: ReadonlyArray<Name>,
  choices: ReadonlyArray<LabelledChoice<Name>>,
  weights: Readonly<Record<Name, number>>,
): number {
  let right = 0;
  for (const choice of choices) {
    const scores = choice.options.map((features) => linearScore(names, features, weights));
    right += choice.labels[scores.indexOf(Math.max(...scores))] ?? 0;
  }
  return choices.length === 0 ? 0 : right / choices.length;
}
