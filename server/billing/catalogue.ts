import { Effect } from "effect";
import type { BillingInterval, Price, Product } from "../../api/Billing";
import { NotFound } from "../../api/errors";
import { plans } from "../../api/plans";
import { BillingProvider } from "./BillingProvider";

/**
 * The catalogue (PRODUCT.md): the Family plan, monthly and yearly, with a
 * 14-day trial. Stripe mode finds its prices by these lookup keys; Local
 * creates them with fixed ids at start.
 */
export const familyPlan = (() => {
  const plan = plans.find((entry) => entry.id === "family");
  if (plan === undefined) throw new Error("api/plans.ts has no family plan");
  return plan;
})();

export const productLookupKey = "family";

export const priceLookupKeys: Record<BillingInterval, string> = {
  month: "family_monthly",
  year: "family_yearly",
};

/** The friend's discount and the referrer's reward (PRODUCT.md). */
export const referralDiscount = { percentOff: 50, durationInMonths: 1 } as const;

/** One month of the monthly price, credited to the referrer per friend. */
export const referralCredit = (() => {
  const monthly = familyPlan.prices.find((price) => price.interval === "month");
  if (monthly === undefined) throw new Error("api/plans.ts has no monthly family price");
  return { amount: monthly.amount, currency: monthly.currency };
})();

const matches = (id: string, entry: { readonly id: string; readonly lookupKey: string | null }) =>
  entry.id === id || (entry.lookupKey !== null && entry.lookupKey === id);

/** A product by provider id or lookup key; 404 otherwise. */
export const findProduct = (id: string) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const products = yield* Effect.orDie(provider.products);
    const product = products.find((entry) => matches(id, entry));
    return product === undefined ? yield* Effect.fail(NotFound.of("product")) : product;
  });

/** An active price by provider id or lookup key; 404 otherwise. */
export const findPrice = (id: string) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const products = yield* Effect.orDie(provider.products);
    const price = products
      .flatMap((product: Product): ReadonlyArray<Price> => product.prices)
      .find((entry) => matches(id, entry));
    return price === undefined ? yield* Effect.fail(NotFound.of("price")) : price;
  });

/** The product's name for a subscription row; the id when the catalogue does not know it. */
export const productNameOf = (products: ReadonlyArray<Product>, productId: string): string =>
  products.find((product) => product.id === productId)?.name ?? familyPlan.name;
