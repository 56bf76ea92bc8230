/**
 * `npm run paths -- <machine> [--strategy shortest|simple] [--to <state>]
 * [--format text|json|vitest]`: the paths through one of the app's machines,
 * walked on its real graph with the sample events of tests/paths/support/models.
 *
 * - `text` (the default) prints each path as numbered steps a person can follow;
 * - `json` prints the same for other tools;
 * - `vitest` writes `tests/paths/<machine>.paths.test.ts`, which replays every
 *   path on the real machine (without a machine: every machine's file).
 *
 * `npm run paths -- --coverage` prints, for every machine, the states and
 * transitions the checked-in path tests take, and the total.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { allStateNodes } from "../src/machines/describe";
import { CoverageRecorder } from "../tests/machines/support/model";
import { pathModel, pathModels } from "../tests/paths/support/models";
import {
  eventWords,
  type PathModel,
  type PlanOptions,
  pathSteps,
  planPaths,
  SIMPLE_LIMIT,
  type Strategy,
  stateName,
} from "../tests/paths/support/plan";
import { replayPath } from "../tests/paths/support/replay";
import { optionsOf, pathTestFile, pathTestSource } from "./pathTests";

const usage = `usage: npm run paths -- <machine> [--strategy shortest|simple] [--to <state>] [--limit <n>] [--format text|json|vitest]
       npm run paths -- --format vitest        (every machine's test file)
       npm run paths -- --coverage
machines: ${Object.keys(pathModels).join(", ")}`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function percent(covered: number, total: number): string {
  return total === 0 ? "100%" : `${Math.floor((covered / total) * 1000) / 10}%`;
}

function printText(machine: string, model: PathModel, options: PlanOptions): void {
  const plan = planPaths(model, options);
  const target = options.to ? ` to ${options.to}` : "";
  console.log(`${machine}: ${plan.length} paths${target} (${options.strategy ?? "shortest"})`);
  if (
    options.strategy === "simple" &&
    plan.length >= (options.limit ?? SIMPLE_LIMIT) * model.starts.length
  )
    console.log(`(the first ${plan.length}; --limit <n> for more)`);
  plan.forEach((planned, index) => {
    console.log(`\nPath ${index + 1}`);
    for (const [step, text] of pathSteps(model, planned).entries())
      console.log(`  ${step + 1}. ${text}`);
  });
}

function printJson(machine: string, model: PathModel, options: PlanOptions): void {
  const plan = planPaths(model, options);
  const paths = plan.map((planned) => ({
    start: planned.start.label,
    input: planned.start.input ?? null,
    steps: planned.path.steps.map((step, index) => ({
      step: index + 1,
      text: pathSteps(model, planned)[index],
      event: index === 0 ? null : step.event,
      eventText: index === 0 ? null : eventWords(model, step.event),
      state: stateName(step.state.value),
    })),
  }));
  console.log(
    JSON.stringify({ machine, strategy: options.strategy ?? "shortest", paths }, null, 2),
  );
}

async function writeTests(machine: string, options: PlanOptions): Promise<void> {
  const file = pathTestFile(machine);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await pathTestSource(machine, options));
  console.log(file);
}

async function printCoverage(): Promise<void> {
  const states = { covered: 0, all: 0 };
  const transitions = { covered: 0, all: 0 };
  for (const [machine, model] of Object.entries(pathModels)) {
    const recorder = new CoverageRecorder(model.machine);
    const file = pathTestFile(machine);
    const options = fs.existsSync(file) ? optionsOf(fs.readFileSync(file, "utf8")) : null;
    if (options !== null) {
      for (const planned of planPaths(model, options)) {
        await replayPath(model, planned, recorder.inspect);
      }
    }
    const missing = recorder.missing();
    const allStates = recorder.allStates().length;
    const allTransitions = recorder.allTransitions().length;
    const coveredStates = allStates - missing.states.length;
    const coveredTransitions = allTransitions - missing.transitions.length;
    states.covered += coveredStates;
    states.all += allStates;
    transitions.covered += coveredTransitions;
    transitions.all += allTransitions;
    const source = options === null ? "no checked-in path tests" : file;
    console.log(
      `${machine}: states ${coveredStates}/${allStates} (${percent(coveredStates, allStates)}), transitions ${coveredTransitions}/${allTransitions} (${percent(coveredTransitions, allTransitions)}) from ${source}`,
    );
    for (const state of missing.states) console.log(`  not entered: ${state}`);
    for (const transition of missing.transitions) console.log(`  not taken: ${transition}`);
  }
  console.log(
    `total: states ${states.covered}/${states.all} (${percent(states.covered, states.all)}), transitions ${transitions.covered}/${transitions.all} (${percent(transitions.covered, transitions.all)})`,
  );
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return;
  }
  if (values.coverage) {
    await printCoverage();
    return;
  }
  const strategy = values.strategy ?? "shortest";
  if (strategy !== "shortest" && strategy !== "simple")
    fail(`--strategy must be shortest or simple, not "${strategy}".`);
  const format = values.format ?? "text";
  if (!["text", "json", "vitest"].includes(format))
    fail(`--format must be text, json or vitest, not "${format}".`);
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    fail(`--limit must be a whole number above 0, not "${values.limit}".`);
  const options: PlanOptions = {
    strategy: strategy as Strategy,
    ...(values.to === undefined ? {} : { to: values.to }),
    ...(limit === undefined ? {} : { limit }),
  };
  const [machine, ...extra] = positionals;
  if (extra.length > 0) fail(`One machine at a time: ${positionals.join(", ")}.`);
  if (machine === undefined) {
    if (format !== "vitest") fail("Name a machine.");
    for (const name of Object.keys(pathModels)) await writeTests(name, options);
    return;
  }
  if (!(machine in pathModels)) fail(`No machine named "${machine}".`);
  const model = pathModel(machine);
  const ids = new Set(allStateNodes(model.machine).map((node) => node.id));
  if (options.to !== undefined && !ids.has(`${model.machine.id}.${options.to}`)) {
    fail(
      `--to: ${machine} has no state "${options.to}" (write it as in the text, e.g. signedIn.idle).`,
    );
  }
  if (format === "vitest") await writeTests(machine, options);
  else if (format === "json") printJson(machine, model, options);
  else printText(machine, model, options);
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      strategy: { type: "string" },
      to: { type: "string" },
      limit: { type: "string" },
      format: { type: "string" },
      coverage: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

// Piped into `head`, the output may be cut short: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

await main();
