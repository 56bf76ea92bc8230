import { describe, expect, it } from "vitest";
import { pathModel } from "./support/models";
import { pathSteps, pathTitle, planPaths, stateName } from "./support/plan";

/** What `npm run paths` prints is planned here: strategies, `--to`, and the words of a step. */

describe("planning paths", () => {
  it("writes a path as numbered steps a person can follow", () => {
    const model = pathModel("auth");
    const [first] = planPaths(model, { to: "loading.refreshing" });
    if (first === undefined) throw new Error("no path to loading.refreshing");
    expect(pathSteps(model, first)).toEqual([
      "start in loading.recovering",
      "storage has a session about to expire → loading.refreshing",
    ]);
    expect(pathTitle(model, first)).toBe(
      "1. start in loading.recovering  2. storage has a session about to expire → loading.refreshing",
    );
  });

  it("keeps only the paths that end in the state --to names", () => {
    const plan = planPaths(pathModel("auth"), { to: "signedIn.idle" });
    expect(plan.length).toBeGreaterThan(0);
    for (const { path } of plan) expect(stateName(path.state.value)).toBe("signedIn.idle");
  });

  it("lists every path that enters no state twice with --strategy simple", () => {
    const model = pathModel("request");
    expect(planPaths(model, { strategy: "simple" }).map((path) => pathTitle(model, path))).toEqual([
      "1. start in idle",
      "1. start in idle  2. request.submit → running",
      "1. start in idle  2. request.submit → running  3. perform answers → done",
    ]);
  });

  it("stops the simple paths at the limit, per start", () => {
    const plan = planPaths(pathModel("query"), { strategy: "simple", limit: 7 });
    expect(plan).toHaveLength(7);
    for (const { path } of plan) {
      const names = path.steps.map((step) => stateName(step.state.value));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("walks a machine from each of its starts", () => {
    const model = pathModel("callback");
    const starts = new Set(planPaths(model).map(({ start }) => start.label));
    expect(starts).toEqual(new Set(model.starts.map((start) => start.label)));
  });
});
