import { Effect } from "effect";
import Stripe from "stripe";
import { BillingProvider } from "../BillingProvider";
import { handleWebhook } from "../webhook";
import { stripeEvent } from "./objects";

/**
 * Sends the Local provider's events the way Stripe does: signed with the
 * webhook secret and handed to the same verification and handler code as a
 * delivery to `POST /api/stripe/webhook`. Delivery is in order and before
 * the page answers, so the dashboard shows the change at once.
 */
export const deliverEvents = (
  events: ReadonlyArray<{ readonly type: string; readonly object: unknown }>,
) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const secret = yield* Effect.orDie(provider.webhookSecret);
    for (const entry of events) {
      const payload = JSON.stringify(stripeEvent(entry.type, entry.object));
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
      });
      yield* Effect.orDie(handleWebhook(payload, signature));
    }
  }).pipe(Effect.withSpan("LocalBilling.deliverEvents"));
