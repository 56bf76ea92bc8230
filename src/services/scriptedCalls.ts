import { Effect } from "effect";

/**
 * The core of the scripted test doubles of the Effect services
 * (`ScriptedAuth`, `ScriptedApi`, `ScriptedMicrosoft`): every call is
 * recorded with its arguments and answered from a queue scripted in
 * advance, or left pending until the test settles it. Leaving the call's
 * fiber (an actor leaving its state) interrupts it.
 */

export type ScriptedAnswer<A, E> =
  | { readonly _tag: "succeed"; readonly value: A }
  | { readonly _tag: "fail"; readonly error: E };

export interface ScriptedCall<M extends string, E> {
  /** Its place among the calls of every scripted service, to tell their order apart. */
  readonly order: number;
  readonly method: M;
  readonly args: ReadonlyArray<unknown>;
  /** True once answered, failed or interrupted. */
  readonly settled: boolean;
  readonly interrupted: boolean;
  readonly succeed: (value: unknown) => void;
  readonly fail: (error: E) => void;
}

let calls = 0;

export class ScriptedCalls<M extends string, E> {
  /** Every call in order, answered or not. */
  readonly calls: Array<ScriptedCall<M, E>> = [];
  private readonly queued = new Map<M, Array<ScriptedAnswer<unknown, E>>>();

  /** Queues answers for the next calls of `method`, in order. */
  protected enqueue(method: M, answers: ReadonlyArray<ScriptedAnswer<unknown, E>>): void {
    const queue = this.queued.get(method) ?? [];
    queue.push(...answers);
    this.queued.set(method, queue);
  }

  /** Calls still waiting for the test to answer them. */
  pending(method?: M): ReadonlyArray<ScriptedCall<M, E>> {
    return this.calls.filter(
      (call) => !call.settled && (method === undefined || call.method === method),
    );
  }

  callsOf(method: M): ReadonlyArray<ScriptedCall<M, E>> {
    return this.calls.filter((call) => call.method === method);
  }

  /** A service whose every method records its call here. */
  protected serviceOf(
    methods: ReadonlyArray<M>,
  ): Record<M, (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, E>> {
    return Object.fromEntries(
      methods.map((method) => [
        method,
        (...args: ReadonlyArray<unknown>) => this.call(method, args),
      ]),
    ) as Record<M, (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, E>>;
  }

  private call(method: M, args: ReadonlyArray<unknown>): Effect.Effect<unknown, E> {
    return Effect.async<unknown, E>((resume) => {
      let settled = false;
      let interrupted = false;
      const settle = (outcome: Effect.Effect<unknown, E>) => {
        if (settled) return;
        settled = true;
        resume(outcome);
      };
      calls += 1;
      const call: ScriptedCall<M, E> = {
        order: calls,
        method,
        args,
        get settled() {
          return settled;
        },
        get interrupted() {
          return interrupted;
        },
        succeed: (value) => settle(Effect.succeed(value)),
        fail: (error) => settle(Effect.fail(error)),
      };
      this.calls.push(call);
      const next = this.queued.get(method)?.shift();
      if (next !== undefined) {
        if (next._tag === "succeed") call.succeed(next.value);
        else call.fail(next.error);
      }
      return Effect.sync(() => {
        interrupted = !settled;
        settled = true;
      });
    });
  }
}
