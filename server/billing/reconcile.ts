import { Effect } from "effect";
import type { Card } from "../../api/Billing";
import type { SqlSession } from "../db/Database";
import { inTransaction, run } from "../product/shared";
import { BillingProvider, type ProviderSubscription } from "./BillingProvider";
import { productNameOf } from "./catalogue";
import { customersOfUser, markSynced, upsertSubscription } from "./repo";

/** A subscription with what its row needs beside the provider's object. */
export interface SubscriptionState {
  readonly subscription: ProviderSubscription;
  readonly card: Card | null;
  readonly productName: string;
}

/** Reconcile re-reads a customer's subscriptions when its last sync is older than this. */
export const reconcileAfterMs = 60_000;

/** The card and product name of each subscription, read from the provider. */
export const withDetails = (subscriptions: ReadonlyArray<ProviderSubscription>) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const products = yield* provider.products;
    return yield* Effect.forEach(subscriptions, (subscription) =>
      Effect.map(
        subscription.defaultPaymentMethodId === null
          ? Effect.succeed(null)
          : provider.card(subscription.defaultPaymentMethodId),
        (card): SubscriptionState => ({
          subscription,
          card,
          productName: productNameOf(products, subscription.productId),
        }),
      ),
    );
  });

/** The provider's current state of every subscription of a customer. */
export const readCustomerState = (customerId: string) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    return yield* withDetails(yield* provider.subscriptions(customerId));
  });

/** Writes states read from the provider at `stateAt` (unix seconds) and marks the customer synced. */
export async function writeCustomerState(
  sql: SqlSession,
  userId: string,
  customerId: string,
  states: ReadonlyArray<SubscriptionState>,
  stateAt: number,
) {
  for (const state of states) {
    await upsertSubscription(sql, userId, state.subscription, {
      card: state.card,
      productName: state.productName,
      stateAt,
    });
  }
  await markSynced(sql, customerId);
}

const isStale = (syncedAt: Date | string | null, now: number) =>
  syncedAt === null || now - new Date(syncedAt).getTime() > reconcileAfterMs;

/**
 * Heals missed webhooks: when the user's customer was last synced more than
 * a minute ago, its subscriptions are re-read from the provider. The
 * provider is read outside the transaction (PGlite has one connection).
 */
export const reconcileUser = (userId: string) =>
  Effect.gen(function* () {
    const customers = yield* inTransaction((sql) => run(() => customersOfUser(sql, userId)));
    const now = Date.now();
    for (const customer of customers) {
      if (!isStale(customer.synced_at, now)) continue;
      const states = yield* readCustomerState(customer.customer_id);
      yield* inTransaction((sql) =>
        run(() =>
          writeCustomerState(sql, userId, customer.customer_id, states, Math.floor(now / 1000)),
        ),
      );
    }
  }).pipe(Effect.withSpan("Billing.reconcile"));
