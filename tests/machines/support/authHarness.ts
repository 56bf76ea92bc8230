import { vi } from "vitest";
import { type Actor, createActor, type InspectionEvent, SimulatedClock } from "xstate";
import { provideAuth } from "../../../src/machines/auth/auth.machine";
import type { AuthEmitted } from "../../../src/machines/auth/auth.types";
import { readStoredSession, writeStoredSession } from "../../../src/machines/auth/session";
import { ScriptedAuth } from "../../../src/services/AuthTest";
import type { Session } from "../../../src/services/authSchema";
import { setVisibility } from "./browser";
import { T0 } from "./fixtures";
import { settleUntilStill } from "./settle";

export { otherTabStores, setVisibility } from "./browser";

/**
 * Runs the real auth machine with a scripted transport, a simulated clock
 * for its delays and a faked Date (advanced together), in happy-dom's
 * window: real local storage, real `storage` and `visibilitychange` events.
 */

export type AuthActor = Actor<ReturnType<typeof provideAuth>>;

export interface AuthHarness {
  readonly actor: AuthActor;
  readonly transport: ScriptedAuth;
  readonly clock: SimulatedClock;
  /** Every event the machine emitted, in order. */
  readonly emitted: Array<AuthEmitted>;
  /** Lets promises, Effect fibers and actor mailboxes run until nothing changes. */
  readonly settle: () => Promise<void>;
  /** Moves the simulated clock and Date forward together, then settles. */
  readonly advance: (ms: number) => Promise<void>;
  readonly stored: () => Session | null;
}

export interface HarnessOptions {
  /** What local storage holds when the machine starts. */
  readonly stored?: Session | null;
  readonly hidden?: boolean;
  readonly transport?: ScriptedAuth;
  readonly inspect?: (event: InspectionEvent) => void;
}

/** Resets what the harness touches outside itself: Date, storage, visibility. */
export function resetWorld(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  localStorage.clear();
  setVisibility(true, false);
}

export function startAuth(options: HarnessOptions = {}): AuthHarness {
  const transport = options.transport ?? new ScriptedAuth();
  const clock = new SimulatedClock();
  if (options.stored !== undefined) writeStoredSession(localStorage, options.stored);
  if (options.hidden) setVisibility(false, false);
  const actor = createActor(provideAuth(transport.layer), { clock, inspect: options.inspect });
  const emitted: Array<AuthEmitted> = [];
  actor.on("*", (event) => {
    emitted.push(event);
  });
  actor.start();

  const fingerprint = () =>
    JSON.stringify([
      actor.getSnapshot().value,
      actor.getSnapshot().context,
      transport.calls.length,
    ]) + transport.calls.map((call) => (call.settled ? "1" : "0")).join("");

  const settle = () => settleUntilStill(fingerprint);

  const advance = async (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
    await settle();
  };

  return {
    actor,
    transport,
    clock,
    emitted,
    settle,
    advance,
    stored: () => readStoredSession(localStorage),
  };
}
