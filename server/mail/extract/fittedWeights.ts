/**
 * What the extractor's learned choices share (the title, `titleRanking.ts`,
 * and the time, `timeRanking.ts`): weights fitted on the development mail,
 * kept as a JSON file a person can read, and a linear score of an option's
 * named features.
 */
import { readFileSync } from "node:fs";

/** A fitted weights file: what it was fitted on, and one weight per feature name. */
export interface FittedWeights<Name extends string> {
  readonly note: string;
  readonly trainedOn: string;
  readonly weights: Readonly<Record<Name, number>>;
}

/** A weights file beside the module that asks for it, read once when it loads. */
export const readWeights = <Name extends string>(url: URL): FittedWeights<Name> =>
  JSON.parse(readFileSync(url, "utf8")) as FittedWeights<Name>;

/** An option's score: each named feature times its weight (a missing weight counts 0). */
export function linearScore<Name extends string>(
  names: ReadonlyArray<Name>,
  features: Readonly<Record<Name, number>>,
  weights: Readonly<Record<Name, number>>,
): number {
  let sum = 0;
  for (const name of names) sum += (weights[name] ?? 0) * features[name];
  return sum;
}
