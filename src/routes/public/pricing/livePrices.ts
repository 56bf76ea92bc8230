import { useSyncExternalStore } from "react";
import type { BillingInterval } from "../../../../api/plans";

/**
 * The Family plan as the billing provider prices it, read live for the
 * public pricing page: `/config.json` for the function key, then
 * `GET /api/stripe/product/family` (public: no session needed). Plain
 * `fetch` and hand-written checks, because this is on a public page's budget
 * (no Effect, no derived client). One read per page load; until it answers,
 * or if it fails, the page shows the catalogue's amounts from api/plans.ts.
 */

export interface LivePrice {
  readonly id: string;
  readonly interval: BillingInterval;
  readonly unitAmount: number;
  readonly currency: string;
  readonly trialDays: number;
}

export interface LiveProduct {
  readonly name: string;
  readonly features: ReadonlyArray<string>;
  readonly prices: ReadonlyArray<LivePrice>;
}

export type LivePrices =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly product: LiveProduct }
  | { readonly status: "failed" };

/** What the page needs from `/config.json`. */
export interface PublicConfig {
  readonly apiBaseUrl: string;
  readonly functionsKey: string;
  readonly stripePublishableKey: string | null;
}

type Loose = Record<string, unknown>;

const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null;

function configOf(raw: unknown): PublicConfig {
  if (!isRecord(raw) || typeof raw.apiBaseUrl !== "string" || typeof raw.functionsKey !== "string")
    throw new Error("/config.json is missing apiBaseUrl or functionsKey.");
  const key = raw.stripePublishableKey;
  return {
    apiBaseUrl: raw.apiBaseUrl,
    functionsKey: raw.functionsKey,
    stripePublishableKey: typeof key === "string" && key !== "" ? key : null,
  };
}

function priceOf(raw: unknown): LivePrice | null {
  if (!isRecord(raw)) return null;
  const { id, interval, unitAmount, currency, trialDays, active } = raw;
  if (typeof id !== "string" || (interval !== "month" && interval !== "year")) return null;
  if (typeof unitAmount !== "number" || typeof currency !== "string" || active === false)
    return null;
  return {
    id,
    interval,
    unitAmount,
    currency,
    trialDays: typeof trialDays === "number" ? trialDays : 0,
  };
}

export function productOf(raw: unknown): LiveProduct {
  const product = isRecord(raw) ? raw.data : undefined;
  if (!isRecord(product) || typeof product.name !== "string" || !Array.isArray(product.prices))
    throw new Error("The product answer is not a product.");
  const features = Array.isArray(product.features)
    ? product.features.filter((feature): feature is string => typeof feature === "string")
    : [];
  const prices = product.prices.flatMap((price: unknown) => {
    const parsed = priceOf(price);
    return parsed === null ? [] : [parsed];
  });
  return { name: product.name, features, prices };
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}.`);
  return response.json();
}

let configRead: Promise<PublicConfig> | null = null;

/** `/config.json`, read once per page load (the Subscribe chunk reads it too). */
export function publicConfig(): Promise<PublicConfig> {
  configRead ??= fetch("/config.json", { headers: { accept: "application/json" } })
    .then(json)
    .then(configOf);
  configRead.catch(() => {
    configRead = null;
  });
  return configRead;
}

/** An API path (`/stripe/…`) under `/config.json`'s apiBaseUrl, resolved against this page. */
export function apiUrl(config: PublicConfig, path: string): string {
  const base = new URL(config.apiBaseUrl, window.location.origin).href.replace(/\/+$/, "");
  return `${base}${path}`;
}

export const FAMILY_PRODUCT = "family";

async function readFamily(): Promise<LiveProduct> {
  const config = await publicConfig();
  const response = await fetch(apiUrl(config, `/stripe/product/${FAMILY_PRODUCT}`), {
    headers: { accept: "application/json", "x-functions-key": config.functionsKey },
  });
  return productOf(await json(response));
}

let state: LivePrices = { status: "loading" };
let started = false;
const listeners = new Set<() => void>();

function set(next: LivePrices): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    readFamily().then(
      (product) => set({ status: "ready", product }),
      (error: unknown) => {
        console.error("Corkboard: live prices are unavailable; showing the catalogue's.", error);
        set({ status: "failed" });
      },
    );
  }
  return () => listeners.delete(listener);
}

const LOADING: LivePrices = { status: "loading" };

/** The live Family plan; `loading` while prerendering and hydrating. */
export function useLivePrices(): LivePrices {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

/** Tests start each case from a fresh read. */
export function resetLivePrices(): void {
  state = LOADING;
  started = false;
  configRead = null;
}
