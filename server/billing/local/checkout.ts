import { Effect } from "effect";
import type { Price } from "../../../api/Billing";
import type { SqlSession } from "../../db/Database";
import { inTransaction, isUuid, run } from "../../product/shared";
import type { ProviderPromotionCode } from "../BillingProvider";
import { type CardField, checkCard } from "./cards";
import { deliverEvents } from "./deliver";
import { localId, nowSeconds, periodEnd, stripeSubscription, trialEndFrom } from "./objects";
import { cardRefusal, type Refusal, refusal } from "./refusal";
import {
  customerByUser,
  ensureLocalCustomer,
  insertPaymentMethod,
  type LocalCustomer,
  promotionByCode,
  redeemPromotion,
} from "./repo";
import {
  hadSubscription,
  insertSubscription,
  liveStatuses,
  lockCheckoutsOfUser,
  subscriptionById,
  subscriptionOfAttempt,
  subscriptionsOfCustomer,
} from "./subscriptionRepo";

/** What the checkout form posts (and the page shows again after an error). */
export interface CheckoutForm {
  readonly clientReferenceId: string;
  /** The link's signature of the link and user (see verifyCheckoutReference). */
  readonly signature: string;
  readonly email: string;
  readonly promo: string;
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CheckoutFieldName = CardField | "promo";

export type CheckoutOutcome =
  | { readonly ok: true; readonly subscriptionId: string }
  | Refusal<CheckoutFieldName>;

export const checkoutMessages = {
  incompleteLink: "This checkout link is incomplete. Start again from Corkboard's pricing page.",
  unknownPromo: "This promotion code is not valid.",
  ownPromo: "You cannot use your own referral code.",
  newCustomersOnly: "This promotion code is for new customers only.",
  alreadySubscribed:
    "You already have a Corkboard subscription. Manage it from your dashboard instead.",
  usedLink:
    "This checkout link was used for a subscription that has ended. Start again from Corkboard's pricing page.",
} as const;

const failure = refusal<CheckoutFieldName>;

/**
 * The answer the customer's earlier subscriptions decide, if they do: the
 * same success again when this attempt already made a subscription (the
 * form was posted twice, or in parallel), a refusal when another one runs.
 */
async function earlierOutcome(
  sql: SqlSession,
  customer: LocalCustomer | undefined,
  attemptId: string,
): Promise<CheckoutOutcome | null> {
  if (customer === undefined) return null;
  const made = await subscriptionOfAttempt(sql, customer.id, attemptId);
  if (made !== undefined)
    return liveStatuses.has(made.status)
      ? { ok: true, subscriptionId: made.id }
      : failure(409, checkoutMessages.usedLink);
  const existing = await subscriptionsOfCustomer(sql, customer.id);
  return existing.some((row) => liveStatuses.has(row.status))
    ? failure(409, checkoutMessages.alreadySubscribed)
    : null;
}

/**
 * Pays for `price` as the Stripe test cards would. A refused card or code
 * changes nothing; success creates the customer (once per user), the card
 * as its default payment method and the subscription, redeems the code,
 * then sends checkout.session.completed, customer.subscription.created and
 * invoice.paid to the webhook handler. The user's checkouts take turns, and
 * an attempt (`attemptId`, from the signed link) pays at most once: posted
 * again, it answers the same success and changes and sends nothing.
 */
export const completeCheckout = (
  linkId: string,
  price: Price,
  form: CheckoutForm,
  attemptId: string,
) =>
  Effect.gen(function* () {
    const userId = form.clientReferenceId.trim().toLowerCase();
    if (!isUuid(userId)) return failure(400, checkoutMessages.incompleteLink);
    const card = checkCard({ number: form.cardNumber, expiry: form.expiry, cvc: form.cvc });
    const code = form.promo.trim();

    const outcome = yield* inTransaction((sql) =>
      run(async () => {
        await lockCheckoutsOfUser(sql, userId);
        const customer = await customerByUser(sql, userId);
        const earlier = await earlierOutcome(sql, customer, attemptId);
        if (earlier !== null) return { result: earlier, created: null };
        let promotion: ProviderPromotionCode | null = null;
        if (code !== "") {
          promotion = await promotionByCode(sql, code);
          const problem =
            promotion === null || !promotion.active
              ? checkoutMessages.unknownPromo
              : promotion.ownerUserId === userId
                ? checkoutMessages.ownPromo
                : customer !== undefined && (await hadSubscription(sql, customer.id))
                  ? checkoutMessages.newCustomersOnly
                  : null;
          if (problem !== null)
            return { result: failure(400, problem, { promo: problem }), created: null };
        }
        if (!card.ok) return { result: cardRefusal(card.field, card.message), created: null };
        const payer = await ensureLocalCustomer(
          sql,
          { id: userId, email: form.email.trim() === "" ? null : form.email.trim() },
          localId("cus"),
        );
        const trialUsed = await hadSubscription(sql, payer.id);
        const paymentMethodId = localId("pm");
        await insertPaymentMethod(sql, paymentMethodId, payer.id, card.card);
        const now = nowSeconds();
        const trialEnd =
          trialUsed || price.trialDays === 0 ? null : trialEndFrom(now, price.trialDays);
        const subscriptionId = localId("sub");
        await insertSubscription(sql, {
          id: subscriptionId,
          checkoutAttempt: attemptId,
          customerId: payer.id,
          priceId: price.id,
          status: trialEnd === null ? "active" : "trialing",
          periodStart: now,
          periodEnd: trialEnd ?? periodEnd(now, price.interval),
          trialEnd,
          defaultPaymentMethodId: paymentMethodId,
          promotion,
          created: now,
        });
        if (promotion !== null) await redeemPromotion(sql, promotion.id);
        const row = await subscriptionById(sql, subscriptionId);
        return {
          result: { ok: true, subscriptionId } as CheckoutOutcome,
          created: row === undefined ? null : { row, customerId: payer.id, promotion },
        };
      }),
    );
    if (outcome.created === null) return outcome.result;
    const { row, customerId, promotion } = outcome.created;
    const subscription = stripeSubscription(row);
    const firstAmount =
      row.trial_end !== null
        ? 0
        : Math.round((row.unit_amount * (100 - (row.percent_off ?? 0))) / 100);
    yield* deliverEvents([
      {
        type: "checkout.session.completed",
        object: {
          id: localId("cs"),
          object: "checkout.session",
          mode: "subscription",
          status: "complete",
          payment_link: linkId,
          client_reference_id: userId,
          customer: customerId,
          customer_email: form.email.trim() === "" ? null : form.email.trim(),
          subscription: row.id,
          discounts: promotion === null ? [] : [{ promotion_code: promotion.id, coupon: null }],
        },
      },
      { type: "customer.subscription.created", object: subscription },
      {
        type: "invoice.paid",
        object: {
          id: localId("in"),
          object: "invoice",
          status: "paid",
          customer: customerId,
          subscription: row.id,
          parent: { type: "subscription_details", subscription_details: { subscription: row.id } },
          amount_paid: firstAmount,
          currency: row.currency,
        },
      },
    ]);
    return outcome.result;
  }).pipe(Effect.withSpan("LocalBilling.checkout"));
