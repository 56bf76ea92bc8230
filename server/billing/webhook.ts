import { HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Data, Effect, Either, Option, Schema } from "effect";
import Stripe from "stripe";
import { inTransaction, isUuid, run } from "../product/shared";
import { BillingProvider } from "./BillingProvider";
import { referralCredit } from "./catalogue";
import {
  readCustomerState,
  type SubscriptionState,
  withDetails,
  writeCustomerState,
} from "./reconcile";
import { creditReferrer } from "./referral";
import {
  insertReferral,
  linkCustomer,
  pendingReferrerOf,
  promoCodeById,
  recordEvent,
  setSubscriptionStatus,
  upsertSubscription,
  userOfCustomer,
} from "./repo";
import {
  decodeSubscription,
  idOfExpandable,
  StripeCheckoutSession,
  StripeInvoice,
  subscriptionIdOfInvoice,
  toProviderSubscription,
} from "./stripeObjects";

/** Stripe's default: a signature older than five minutes is refused (a replay). */
export const signatureToleranceSeconds = 300;

/** 400: the payload is not a webhook event signed with our secret, recently. */
export class WebhookRejected extends Data.TaggedError("WebhookRejected")<{
  readonly message: string;
}> {}

/** The verified event: Stripe's own check, the same for Stripe's events and Local's. */
export const verifyEvent = (rawBody: string, signature: string | undefined, secret: string) =>
  Effect.try({
    try: () =>
      Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, signatureToleranceSeconds),
    catch: (error) =>
      new WebhookRejected({
        message:
          signature === undefined
            ? "The Stripe-Signature header is missing"
            : `The webhook signature is not valid: ${error instanceof Error ? error.message : String(error)}`,
      }),
  });

interface EventHead {
  readonly id: string;
  readonly type: string;
  readonly created: number;
  readonly object: unknown;
}

const decodeSession = Schema.decodeUnknownEither(StripeCheckoutSession);
const decodeInvoice = Schema.decodeUnknownEither(StripeInvoice);

/** The work one event asks for, with the provider reads done before the transaction. */
type Plan =
  | { readonly kind: "ignore" }
  | {
      readonly kind: "checkout";
      readonly userId: string;
      readonly customerId: string;
      readonly promotionCodeId: string | null;
      readonly states: ReadonlyArray<SubscriptionState>;
    }
  | { readonly kind: "subscription"; readonly state: SubscriptionState }
  | { readonly kind: "pastDue"; readonly subscriptionId: string };

const planFor = (event: EventHead) =>
  Effect.gen(function* (): Effect.fn.Return<Plan, never, BillingProvider> {
    const provider = yield* BillingProvider;
    switch (event.type) {
      case "checkout.session.completed": {
        const session = Either.getOrNull(decodeSession(event.object));
        if (session === null || session.customer === null) return { kind: "ignore" };
        const userId = session.client_reference_id;
        if (userId === null || !isUuid(userId)) return { kind: "ignore" };
        const customerId = idOfExpandable(session.customer);
        const promotion = session.discounts?.find((entry) => entry.promotion_code)?.promotion_code;
        const states = yield* Effect.orDie(readCustomerState(customerId));
        return {
          kind: "checkout",
          userId: userId.toLowerCase(),
          customerId,
          promotionCodeId:
            promotion === undefined || promotion === null ? null : idOfExpandable(promotion),
          states,
        };
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.paused":
      case "customer.subscription.resumed": {
        const object = decodeSubscription(event.object);
        const subscription = object === null ? null : toProviderSubscription(object);
        if (subscription === null) return { kind: "ignore" };
        const [state] = yield* Effect.orDie(withDetails([subscription]));
        return state === undefined ? { kind: "ignore" } : { kind: "subscription", state };
      }
      case "invoice.paid":
      case "invoice.payment_failed": {
        const invoice = Either.getOrNull(decodeInvoice(event.object));
        const subscriptionId = invoice === null ? null : subscriptionIdOfInvoice(invoice);
        if (subscriptionId === null) return { kind: "ignore" };
        if (event.type === "invoice.payment_failed") return { kind: "pastDue", subscriptionId };
        // A paid invoice may end a past_due spell: take the provider's state as it is now.
        const current = yield* Effect.orDie(provider.subscription(subscriptionId));
        if (current === null) return { kind: "ignore" };
        const [state] = yield* Effect.orDie(withDetails([current]));
        return state === undefined ? { kind: "ignore" } : { kind: "subscription", state };
      }
      default:
        return { kind: "ignore" };
    }
  });

/**
 * Applies a verified event once: its id is recorded in the same transaction
 * as its changes, so a redelivery (or a second process receiving it) changes
 * nothing. Answers whether it was new. A referral credit is given after the
 * commit, at the provider.
 */
export const applyEvent = (event: EventHead) =>
  Effect.gen(function* () {
    const plan = yield* planFor(event);
    const outcome = yield* inTransaction((sql) =>
      run(async () => {
        const fresh = await recordEvent(sql, event.id, event.type, event.created);
        if (!fresh) {
          // A redelivered checkout retries a referral credit the provider refused the first time.
          const pending =
            plan.kind === "checkout" ? await pendingReferrerOf(sql, plan.userId) : undefined;
          return { fresh, referrer: pending ?? null };
        }
        switch (plan.kind) {
          case "checkout": {
            await linkCustomer(sql, plan.userId, plan.customerId);
            const owner = await userOfCustomer(sql, plan.customerId);
            if (owner !== plan.userId) return { fresh, referrer: null };
            await writeCustomerState(sql, plan.userId, plan.customerId, plan.states, event.created);
            const code =
              plan.promotionCodeId === null
                ? undefined
                : await promoCodeById(sql, plan.promotionCodeId);
            // Someone's own code never earns them anything; a friend earns one credit, once.
            if (code !== undefined && code.user_id !== plan.userId) {
              await insertReferral(sql, {
                referredUserId: plan.userId,
                promoCodeId: code.id,
                referrerUserId: code.user_id,
                amount: referralCredit.amount,
                currency: referralCredit.currency,
              });
            }
            // Also a credit an earlier delivery could not give (the provider refused it).
            return { fresh, referrer: (await pendingReferrerOf(sql, plan.userId)) ?? null };
          }
          case "subscription": {
            const userId = await userOfCustomer(sql, plan.state.subscription.customerId);
            // Not linked yet: checkout.session.completed links it and reads every subscription.
            if (userId !== undefined) {
              await upsertSubscription(sql, userId, plan.state.subscription, {
                card: plan.state.card,
                productName: plan.state.productName,
                stateAt: event.created,
              });
            }
            return { fresh, referrer: null };
          }
          case "pastDue":
            await setSubscriptionStatus(sql, plan.subscriptionId, "past_due", event.created);
            return { fresh, referrer: null };
          case "ignore":
            return { fresh, referrer: null };
        }
      }),
    );
    if (outcome.referrer !== null) yield* Effect.orDie(creditReferrer(outcome.referrer));
    return outcome.fresh;
  }).pipe(Effect.withSpan("Billing.applyEvent"));

/** Verifies and applies one delivery: what the route and the Local provider both run. */
export const handleWebhook = (rawBody: string, signature: string | undefined) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const secret = yield* Effect.orDie(provider.webhookSecret);
    const event = yield* verifyEvent(rawBody, signature, secret);
    return yield* applyEvent({
      id: event.id,
      type: event.type,
      created: event.created,
      object: event.data.object,
    });
  });

/**
 * The largest webhook body read: Stripe's events are a few kilobytes (a
 * subscription with its items), so anything far past that is not one and
 * is refused before it is buffered whole.
 */
export const maxWebhookBytes = 1024 * 1024;

const tooLarge = HttpServerResponse.unsafeJson(
  {
    error: {
      code: "payload_too_large",
      message: `The webhook body exceeds ${maxWebhookBytes} bytes`,
    },
  },
  { status: 413 },
);

/** `POST /api/stripe/webhook`: 200 once applied (or already applied), 400 when the signature fails. */
export const webhookHandler = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest;
  if (Number(request.headers["content-length"] ?? "0") > maxWebhookBytes) return tooLarge;
  const read = yield* request.text.pipe(
    HttpIncomingMessage.withMaxBodySize(Option.some(maxWebhookBytes)),
    Effect.option,
  );
  if (Option.isNone(read)) return tooLarge;
  const body = read.value;
  const fresh = yield* handleWebhook(body, request.headers["stripe-signature"]);
  return HttpServerResponse.unsafeJson({ received: true, duplicate: !fresh });
}).pipe(
  Effect.catchTag("WebhookRejected", (rejected) =>
    Effect.succeed(
      HttpServerResponse.unsafeJson(
        { error: { code: "invalid_signature", message: rejected.message } },
        { status: 400 },
      ),
    ),
  ),
);
