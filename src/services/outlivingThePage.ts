import { FetchHttpClient } from "@effect/platform";
import { Effect } from "effect";

/**
 * A write that outlives the page: its request goes with `keepalive`, so a
 * page load or a closed tab just after "Save" does not cancel it (the
 * browser finishes it). Such a body may be up to 64 KB; Corkboard's writes
 * are far smaller (a description is at most 5,000 characters).
 */
export const outlivingThePage = <A, E, R>(write: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.provideService(write, FetchHttpClient.RequestInit, { keepalive: true });
