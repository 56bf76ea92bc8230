/**
 * The bench's one output format, `name value unit` a line, and the "run
 * alone" entry every bench script offers (`npx tsx scripts/benchX.ts`
 * prints that script's figures the way `npm run bench` prints them).
 */
import { pathToFileURL } from "node:url";

export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

/** One figure on standard output, rounded to two decimals. */
export function printFigure(figure: BenchFigure): void {
  console.log(`${figure.name} ${Number(figure.value.toFixed(2))} ${figure.unit}`);
}

/**
 * Runs `bench` and prints its figures when the module at `moduleUrl` (pass
 * `import.meta.url`) is the script node was started with; does nothing when
 * it is imported, as by scripts/bench.ts.
 */
export async function runAlone(
  moduleUrl: string,
  bench: () => Promise<ReadonlyArray<BenchFigure>>,
): Promise<void> {
  const entry = process.argv[1];
  if (entry === undefined || moduleUrl !== pathToFileURL(entry).href) return;
  for (const figure of await bench()) printFigure(figure);
}
