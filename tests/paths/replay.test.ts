import { describe, expect, it } from "vitest";
import { pathModel } from "./support/models";
import { type PathModel, planPaths } from "./support/plan";
import { replayPath, replayPlanned } from "./support/replay";
import type { PathWorld, WorldOf } from "./support/world";

/**
 * How the generated tests replay a path: an actor's result must come from
 * the world's service answering the real actor's call, and a replay that
 * leaves the graph, or an event that never reaches the machine, fails.
 */

const request = pathModel("request");
const plan = planPaths(request, { to: "done" });
const index = plan.findIndex(({ path }) => path.steps.length === 3);
const submitted = plan[index];

/** The request model in a world changed by `change`. */
function inWorld(change: (world: PathWorld) => Partial<PathWorld>): PathModel {
  const world: WorldOf = (planned, tools) => {
    const real = request.world(planned, tools);
    return { ...real, ...change(real) };
  };
  return { ...request, world };
}

describe("replaying a path in its world", () => {
  it("makes a result happen by the service answering the call the real actor made", async () => {
    if (submitted === undefined) throw new Error("no path submit → done");
    const seen = await replayPath(request, submitted);
    expect(seen.map((step) => [step.event, step.state, step.calls])).toEqual([
      ["start", "idle", []],
      [
        "request.submit",
        "running",
        [
          'Auth.resetPasswordForEmail("ada.lovelace@example.com", "http://localhost/reset-password")',
        ],
      ],
      ["xstate.done.actor.perform", "done", []],
    ]);
  });

  it("never sends a result the world cannot answer", async () => {
    const model = inWorld(() => ({ happen: async () => false }));
    await expect(replayPlanned(model, plan, index)).rejects.toThrow(
      "Nothing in the request world answers xstate.done.actor.perform.",
    );
  });

  it("fails when the service answers otherwise than the path says", async () => {
    const model = inWorld((real) => ({
      happen: (event) =>
        real.happen(
          event.type === "xstate.done.actor.perform"
            ? { type: "xstate.error.actor.perform", error: new Error("refused") }
            : event,
        ),
    }));
    await expect(replayPlanned(model, plan, index)).rejects.toThrow(
      "Step 3: xstate.done.actor.perform never reached the machine (it heard xstate.error.actor.perform (while waiting for xstate.done.actor.perform)).",
    );
  });

  it("fails when the real machine leaves the graph's path", async () => {
    const guard = pathModel("guard");
    const [start] = planPaths(guard);
    if (start === undefined) throw new Error("no guard path");
    // The machine the app would run, were its rule for "auth is loading" another.
    const model: PathModel = {
      ...guard,
      world: (planned, tools) => {
        const real = guard.world(planned, tools);
        return { ...real, logic: real.logic.provide({ guards: { authLoading: () => false } }) };
      },
    };
    await expect(replayPath(model, start)).resolves.toHaveLength(1);
    await expect(replayPlanned(model, [start], 0)).rejects.toThrow(
      "The real machine left the graph's path: it went ",
    );
  });

  it("fails when a step's event never reaches the machine", async () => {
    const model = inWorld(() => ({ happen: async () => true }));
    await expect(replayPlanned(model, plan, index)).rejects.toThrow(
      "Step 2: request.submit never reached the machine.",
    );
  });
});
