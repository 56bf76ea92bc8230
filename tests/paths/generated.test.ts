import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { optionsOf, pathTestFile, pathTestSource } from "../../scripts/pathTests";
import { CoverageRecorder } from "../machines/support/model";
import { pathModels } from "./support/models";
import { planPaths } from "./support/plan";
import { replayPath } from "./support/replay";

/**
 * The generated path tests are checked in: each must be what
 * `npm run paths -- <machine> --format vitest` writes today (CI fails on a
 * stale one, as `git diff --exit-code` after regenerating would), and
 * together they must enter every state and take every transition.
 */

const root = path.resolve(import.meta.dirname, "../..");

describe.each(Object.keys(pathModels))("tests/paths/%s.paths.test.ts", (machine) => {
  const file = path.join(root, pathTestFile(machine));
  const source = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const options = optionsOf(source);

  it("is checked in, with the options it was generated with", () => {
    expect(options, `run \`npm run paths -- ${machine} --format vitest\``).not.toBeNull();
  });

  it("is what `npm run paths` writes now", async () => {
    expect(source, `run \`npm run paths -- ${machine} --format vitest\``).toBe(
      await pathTestSource(machine, options ?? {}),
    );
  });

  it("enters every state and takes every transition of the machine", async () => {
    const model = pathModels[machine];
    if (model === undefined || options === null) throw new Error(`No paths for ${machine}`);
    const recorder = new CoverageRecorder(model.machine);
    for (const planned of planPaths(model, options)) {
      await replayPath(model, planned, recorder.inspect);
    }
    expect(recorder.missing()).toEqual({ states: [], transitions: [] });
  });
});
