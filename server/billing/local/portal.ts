import { Effect } from "effect";
import { inTransaction, run } from "../../product/shared";
import { type CardField, checkCard } from "./cards";
import { deliverEvents } from "./deliver";
import { localId, stripeSubscription } from "./objects";
import { cardRefusal, type Refusal, refusal } from "./refusal";
import { customerById, insertPaymentMethod, priceByInterval } from "./repo";
import type { PortalClaims } from "./session";
import {
  type LocalSubscriptionRow,
  subscriptionById,
  subscriptionsOfCustomer,
  updateSubscription,
} from "./subscriptionRepo";

/** What a portal form asks for. */
export type PortalAction =
  | {
      readonly kind: "card";
      readonly cardNumber: string;
      readonly expiry: string;
      readonly cvc: string;
    }
  | { readonly kind: "switch"; readonly interval: string }
  | { readonly kind: "cancel" }
  | { readonly kind: "resume" };

export type PortalOutcome = { readonly ok: true; readonly notice: string } | Refusal<CardField>;

export const portalNotices = {
  card: "Your card was updated.",
  switch: "Your plan was changed.",
  cancel: "Your subscription will end at the end of the current period.",
  resume: "Your subscription will continue.",
  noSubscription: "There is no such subscription on this account.",
  noPrice: "That plan is not available.",
} as const;

/** The customer's subscriptions for the portal page, when the session's user owns the customer. */
export const portalSubscriptions = (claims: PortalClaims) =>
  inTransaction((sql) =>
    run(async () => {
      const customer = await customerById(sql, claims.customerId);
      if (customer === undefined || customer.user_id !== claims.userId) return null;
      return { customer, subscriptions: await subscriptionsOfCustomer(sql, customer.id) };
    }),
  );

/**
 * Changes one subscription of the session's customer, then sends
 * customer.subscription.updated. A refused card or an unknown
 * subscription changes nothing.
 */
export const applyPortalAction = (
  claims: PortalClaims,
  subscriptionId: string,
  action: PortalAction,
) =>
  Effect.gen(function* () {
    const card =
      action.kind === "card"
        ? checkCard({ number: action.cardNumber, expiry: action.expiry, cvc: action.cvc })
        : null;
    const outcome = yield* inTransaction((sql) =>
      run(async (): Promise<{ result: PortalOutcome; updated: LocalSubscriptionRow | null }> => {
        const subscription = await subscriptionById(sql, subscriptionId);
        const customer = await customerById(sql, claims.customerId);
        if (
          subscription === undefined ||
          customer === undefined ||
          customer.user_id !== claims.userId ||
          subscription.customer_id !== customer.id
        )
          return { result: refusal(404, portalNotices.noSubscription), updated: null };
        switch (action.kind) {
          case "card": {
            if (card === null || !card.ok) {
              const field = card?.ok === false ? card.field : "card_number";
              const message = card?.ok === false ? card.message : "";
              return { result: cardRefusal(field, message), updated: null };
            }
            const paymentMethodId = localId("pm");
            await insertPaymentMethod(sql, paymentMethodId, customer.id, card.card);
            await updateSubscription(sql, subscription.id, {
              defaultPaymentMethodId: paymentMethodId,
            });
            break;
          }
          case "switch": {
            const price = await priceByInterval(sql, subscription.product_id, action.interval);
            if (price === undefined)
              return { result: refusal(400, portalNotices.noPrice), updated: null };
            await updateSubscription(sql, subscription.id, { priceId: price.id });
            break;
          }
          case "cancel":
            await updateSubscription(sql, subscription.id, { cancelAtPeriodEnd: true });
            break;
          case "resume":
            await updateSubscription(sql, subscription.id, { cancelAtPeriodEnd: false });
            break;
        }
        return {
          result: { ok: true, notice: portalNotices[action.kind] },
          updated: (await subscriptionById(sql, subscription.id)) ?? null,
        };
      }),
    );
    if (outcome.updated !== null) {
      yield* deliverEvents([
        { type: "customer.subscription.updated", object: stripeSubscription(outcome.updated) },
      ]);
    }
    return outcome.result;
  }).pipe(Effect.withSpan("LocalBilling.portalAction"));
