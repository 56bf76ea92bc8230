/**
 * Extraction quality for `npm run bench`: precision, recall and F1 of the
 * extractor on the corpus (`extract_*_corpus`, tests/fixtures/mail, the
 * messages it is tuned on) and on the held-out batch (`extract_*_heldout`,
 * tests/fixtures/heldout4, written blind and never tuned on; the first three
 * batches, tests/fixtures/heldout, heldout2 and heldout3, are spent:
 * development data).
 * Runnable alone: `npx tsx scripts/benchExtractQuality.ts`.
 */
import { extractFromRaw } from "../server/mail/extract";
import {
  corpusFolder,
  heldOut4Folder,
  loadFixtures,
  scoreFixtures,
} from "../tests/server/support/corpusFiles";
import { type BenchFigure, runAlone } from "./benchFigure";

async function scored(set: string, folder: string): Promise<Array<BenchFigure>> {
  const fixtures = await loadFixtures(folder);
  if (fixtures.length === 0) return [];
  const { total } = await scoreFixtures(fixtures, extractFromRaw);
  return [
    { name: `extract_f1_${set}`, value: total.f1, unit: "ratio" },
    { name: `extract_precision_${set}`, value: total.precision, unit: "ratio" },
    { name: `extract_recall_${set}`, value: total.recall, unit: "ratio" },
  ];
}

export async function benchExtractQuality(): Promise<Array<BenchFigure>> {
  return [...(await scored("corpus", corpusFolder)), ...(await scored("heldout", heldOut4Folder))];
}

await runAlone(import.meta.url, benchExtractQuality);
