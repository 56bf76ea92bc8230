import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { DataFailure } from "../../../../src/machines/data/dataFailure";

/** Answers and failures shared by the smaller machines' path models. */

export const done = (id: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});

export const failed = (id: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});

export const serverDown: DataFailure = {
  code: "http_503",
  message: "Corkboard answered 503.",
  status: 503,
};

export const offline: DataFailure = {
  code: "network",
  message: "Could not reach Corkboard.",
  status: 0,
};

/** A state is its value alone: for machines whose context does not steer them. */
export const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
