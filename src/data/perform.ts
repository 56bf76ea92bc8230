import { Cause, Effect, Either, Exit, type Layer, ManagedRuntime } from "effect";
import type { ActorOptions, AnyActorLogic } from "xstate";
import { type DataFailure, refreshMayHelp } from "../machines/data/dataFailure";
import type { Api, ApiFailure } from "../services/Api";

/** The timer source of the data actors (a `SimulatedClock` in tests). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>["clock"]>;

/**
 * Actor options with a clock only when one is given: an explicit
 * `clock: undefined` would replace XState's default timers with nothing.
 */
export function withClock<T extends object>(
  options: T,
  clock: Clock | undefined,
): T & { clock?: Clock } {
  return clock === undefined ? options : { ...options, clock };
}

/**
 * Runs Api effects for the data actors: a promise that resolves with the
 * answer or rejects with the `ApiFailure` (a `DataFailure`), interrupted
 * when the actor's signal aborts (the actor left its state). The Api layer
 * is built once, on first use, and kept for the runtime's life.
 */
export type Perform = <A>(
  effect: Effect.Effect<A, ApiFailure, Api>,
  signal: AbortSignal,
) => Promise<A>;

/** SPEC §8's fallback text; the console has the details. */
const DEFECT_MESSAGE = "Something went wrong!";

export interface Performer {
  readonly perform: Perform;
  readonly dispose: () => Promise<void>;
}

export interface PerformerOptions {
  /** Told of every 401 a refresh may cure, so the session is refreshed before the next attempt. */
  readonly onUnauthorized?: () => void;
}

export function createPerformer(
  layer: Layer.Layer<Api>,
  options: PerformerOptions = {},
): Performer {
  const runtime = ManagedRuntime.make(layer);
  return {
    perform: async (effect, signal) => {
      const exit = await runtime.runPromiseExit(Effect.either(effect), { signal });
      if (Exit.isFailure(exit)) {
        // A defect (a bug, or a test fake without the method) or an interruption.
        if (!Cause.isInterruptedOnly(exit.cause)) {
          console.error(`Corkboard: ${Cause.pretty(exit.cause)}`);
        }
        const failure: DataFailure = { code: "defect", message: DEFECT_MESSAGE, status: 0 };
        throw failure;
      }
      const result = exit.value;
      if (Either.isLeft(result)) {
        if (refreshMayHelp(result.left)) options.onUnauthorized?.();
        throw result.left;
      }
      return result.right;
    },
    dispose: () => runtime.dispose(),
  };
}
