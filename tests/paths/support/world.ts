import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SimulatedClock } from "xstate";
import type { ScriptedCall } from "../../../src/services/scriptedCalls";
import type { PlannedPath } from "./plan";

/**
 * The world a generated path test replays a machine in: the machine with
 * the actors the app gives it, built on the Effect services, each service
 * a scripted test double (`ScriptedAuth`, `ScriptedApi`, `ScriptedMicrosoft`);
 * where an actor is not built on a service (Stripe.js, the live feed, the
 * browser's storage and visibility), the double the machine tests use.
 * A path's `done`/`error` step is made to happen by the double answering
 * the call the real actor made, never by sending the result event.
 */

export interface WorldTools {
  /** The path's simulated clock (shared with the machine's children). */
  readonly clock: SimulatedClock;
  /** Lets promises, Effect fibers and actor mailboxes run until nothing changes. */
  readonly settle: () => Promise<void>;
  /** Moves the simulated clock and Date forward together, then settles. */
  readonly advance: (ms: number) => Promise<void>;
  /** The machine under test, as it is now. */
  readonly snapshot: () => AnyMachineSnapshot;
}

export interface PathWorld {
  /** The machine with its real actors on the test services (or the doubles the file's header names). */
  readonly logic: AnyStateMachine;
  /** Sets the world up before the machine starts (what storage holds, a signed-in auth actor…). */
  readonly begin?: () => Promise<void>;
  /**
   * Makes a step's event happen as it does in the app when the app does not
   * simply send it: a service answers (`xstate.done.actor.*`,
   * `xstate.error.actor.*`), the browser or the server reports something.
   * False when the event is one the app sends to the actor.
   */
  readonly happen: (event: AnyEventObject) => Promise<boolean>;
  /** Every call the machine's actors made to the services and doubles so far, in words. */
  readonly calls: () => ReadonlyArray<string>;
  readonly end?: () => void;
}

export type WorldOf = (planned: PlannedPath, tools: WorldTools) => PathWorld;

/** `jwt(fresh)` for an access token (its `tag` claim, else its subject); other values as JSON. */
function argWords(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (typeof inner !== "string" || !/^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(inner)) return inner;
      const payload = inner.split(".")[1] ?? "";
      const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as {
        tag?: string;
        sub?: string;
      };
      return `jwt(${claims.tag ?? claims.sub ?? "?"})`;
    }) ?? "undefined"
  );
}

/** `Auth.refresh("refresh-expiring")`: a call with its arguments. */
export function callWords(service: string, method: string, args: ReadonlyArray<unknown>): string {
  return `${service}.${method}(${args.map(argWords).join(", ")})`;
}

/** The calls of one or more scripted services, in the order they were made, in words. */
export function callsOf(
  services: Record<
    string,
    { readonly calls: ReadonlyArray<Omit<ScriptedCall<string, never>, "fail">> }
  >,
): ReadonlyArray<string> {
  return Object.entries(services)
    .flatMap(([service, { calls }]) => calls.map((call) => ({ service, call })))
    .sort((a, b) => a.call.order - b.call.order)
    .map(({ service, call }) => callWords(service, call.method, call.args));
}

/** The step is an actor's result: which actor, and whether it is its answer or its failure. */
export function resultOf(
  event: AnyEventObject,
): { readonly id: string; readonly done: boolean } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match === null ? null : { id: match[2] ?? "", done: match[1] === "done" };
}

/** The oldest call still waiting, of `method`; a path that expects one and finds none is wrong. */
export function pendingCall<M extends string, E>(
  scripted: { readonly pending: (method?: M) => ReadonlyArray<ScriptedCall<M, E>> },
  method: M,
): ScriptedCall<M, E> {
  const call = scripted.pending(method)[0];
  if (call === undefined) throw new Error(`No ${method} call is waiting for an answer.`);
  return call;
}
