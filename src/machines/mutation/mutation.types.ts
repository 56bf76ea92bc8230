import type { DataFailure } from "../data/dataFailure";

export interface MutationContext {
  /** Submissions so far: the emitted events carry it, so the store pairs a compensation with its optimistic event. */
  readonly submission: number;
  /** The payload in flight or last submitted. */
  readonly payload: unknown;
  readonly output: unknown;
  /** The failure of the last submission, shown where the user acted. */
  readonly error: DataFailure | null;
}

export type MutationEvent =
  | { readonly type: "mutation.submit"; readonly payload: unknown }
  | { readonly type: "mutation.reset" };

/**
 * What the store hears: the tentative change as soon as the user acts, then
 * either its confirmation (with the server's answer) or its compensation.
 */
export type MutationEmitted =
  | { readonly type: "optimistic"; readonly submission: number; readonly payload: unknown }
  | {
      readonly type: "committed";
      readonly submission: number;
      readonly payload: unknown;
      readonly output: unknown;
    }
  | {
      readonly type: "compensated";
      readonly submission: number;
      readonly payload: unknown;
      readonly error: DataFailure;
    };

export type MutationTag = "busy" | "succeeded" | "failed";
