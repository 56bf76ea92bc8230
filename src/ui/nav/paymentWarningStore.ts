import { useSyncExternalStore } from "react";

/**
 * The slide-over's payment warning (SPEC §4) on every page, public ones
 * included. This module is on public pages, so it holds only a boolean: the
 * subscriptions are read by a feed in a lazy chunk (the dashboard's data
 * runtime, src/data/paymentWarningFeed.ts), started when the first mark is
 * rendered for a signed-in user and stopped when the last one goes.
 */

export type PaymentWarningFeed = (publish: (shown: boolean) => void) => Promise<() => void>;

const liveFeed: PaymentWarningFeed = (publish) =>
  import("../../data/paymentWarningFeed").then((module) => module.watchPaymentWarning(publish));

let feed: PaymentWarningFeed = liveFeed;
let shown = false;
let stopFeed: (() => void) | null = null;
/** Bumped whenever the feed is stopped, so a start still under way is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  if (next === shown) return;
  shown = next;
  for (const listener of [...listeners]) listener();
}

function start(): void {
  const started = generation;
  feed((next) => {
    if (started === generation) publish(next);
  }).then(
    (stop) => {
      if (started === generation) stopFeed = stop;
      else stop();
    },
    (error: unknown) => console.error("Corkboard: could not read the subscriptions.", error),
  );
}

function stop(): void {
  generation += 1;
  stopFeed?.();
  stopFeed = null;
  publish(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

const getSnapshot = () => shown;
const getServerSnapshot = () => false;

/** Whether the warning shows; reading it starts the feed. Loading counts as fine. */
export function usePaymentWarningFeed(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Tests give their own feed; null restores the live one. */
export function setPaymentWarningFeed(next: PaymentWarningFeed | null): void {
  stop();
  feed = next ?? liveFeed;
}
