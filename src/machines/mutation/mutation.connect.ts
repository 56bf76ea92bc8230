import type { SnapshotFrom } from "xstate";
import type { DataFailure } from "../data/dataFailure";
import type { MutationMachine } from "./mutation.machine";
import type { MutationEvent } from "./mutation.types";

/** What a form renders from its mutation; the payload and output types are the form's. */
export type MutationStatus = "idle" | "busy" | "succeeded" | "failed";

export interface MutationView<TPayload = unknown, TOutput = unknown> {
  readonly status: MutationStatus;
  readonly busy: boolean;
  readonly succeeded: boolean;
  readonly failed: boolean;
  readonly payload: TPayload | null;
  readonly output: TOutput | null;
  /** The failure of the last submit; `field` names the input a 400 rejected. */
  readonly error: DataFailure | null;
}

export function mutationViewOf<TPayload = unknown, TOutput = unknown>(
  snapshot: SnapshotFrom<MutationMachine>,
): MutationView<TPayload, TOutput> {
  const busy = snapshot.hasTag("busy");
  const succeeded = snapshot.hasTag("succeeded");
  const failed = snapshot.hasTag("failed");
  return {
    status: busy ? "busy" : succeeded ? "succeeded" : failed ? "failed" : "idle",
    busy,
    succeeded,
    failed,
    payload: snapshot.context.payload as TPayload | null,
    output: snapshot.context.output as TOutput | null,
    error: snapshot.context.error,
  };
}

export interface MutationCommands<TPayload = unknown> {
  readonly submit: (payload: TPayload) => void;
  readonly reset: () => void;
}

export function mutationCommands<TPayload = unknown>(
  send: (event: MutationEvent) => void,
): MutationCommands<TPayload> {
  return {
    submit: (payload) => send({ type: "mutation.submit", payload }),
    reset: () => send({ type: "mutation.reset" }),
  };
}
