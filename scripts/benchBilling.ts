/**
 * `webhook_events_per_s` for `npm run bench`: signed webhook events verified
 * with `stripe.webhooks.constructEvent` and applied (the event id recorded
 * and the subscription row written in one transaction) per second, against
 * the embedded PGlite database in a fresh data folder, through the same
 * `handleWebhook` the route runs (no HTTP in between).
 *
 * `npx tsx scripts/benchBilling.ts` prints the figure alone.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect";
import Stripe from "stripe";
import { BillingProvider } from "../server/billing/BillingProvider";
import { localBillingLayer } from "../server/billing/local/layer";
import { nowSeconds, stripeSubscription, trialEndFrom } from "../server/billing/local/objects";
import { ensureLocalCustomer, insertPaymentMethod, localIds } from "../server/billing/local/repo";
import { insertSubscription, subscriptionById } from "../server/billing/local/subscriptionRepo";
import { linkCustomer } from "../server/billing/repo";
import { handleWebhook } from "../server/billing/webhook";
import { Database } from "../server/db/Database";
import { migrate } from "../server/db/migrate";
import { type BenchFigure, runAlone } from "./benchFigure";

const secret = "whsec_bench_billing";
const warmup = 50;
const measured = 1_000;

export async function benchBilling(): Promise<Array<BenchFigure>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-billing-"));
  const database = Layer.provideMerge(Layer.effectDiscard(migrate()), Database.pglite(dataDir));
  const runtime = ManagedRuntime.make(
    localBillingLayer({
      publicUrl: "http://localhost:8787",
      stripeWebhookSecret: Option.some(Redacted.make(secret)),
    }).pipe(Layer.provideMerge(database)),
  );
  try {
    // One subscribed user whose subscription every event updates.
    const row = await runtime.runPromise(
      Effect.gen(function* () {
        const db = yield* Database;
        // The Local provider makes its catalogue on first use.
        yield* (yield* BillingProvider).products;
        return yield* db.transaction((sql) =>
          Effect.promise(async () => {
            const userId = randomUUID();
            const customer = await ensureLocalCustomer(
              sql,
              { id: userId, email: null },
              "cus_local_bench",
            );
            await insertPaymentMethod(sql, "pm_local_bench", customer.id, {
              brand: "visa",
              last4: "4242",
              expMonth: 12,
              expYear: 2034,
            });
            const now = nowSeconds();
            await insertSubscription(sql, {
              id: "sub_local_bench",
              customerId: customer.id,
              priceId: localIds.price.month,
              status: "trialing",
              periodStart: now,
              periodEnd: trialEndFrom(now, 14),
              trialEnd: trialEndFrom(now, 14),
              defaultPaymentMethodId: "pm_local_bench",
              promotion: null,
              created: now,
            });
            await linkCustomer(sql, userId, customer.id);
            const stored = await subscriptionById(sql, "sub_local_bench");
            if (stored === undefined) throw new Error("the bench subscription was not stored");
            return stored;
          }),
        );
      }),
    );
    const base = nowSeconds();
    // Signed beforehand: the figure is the server's work, not the sender's.
    const deliveries = Array.from({ length: warmup + measured }, (_, index) => {
      const payload = JSON.stringify({
        id: `evt_bench_${index}`,
        object: "event",
        api_version: "2026-10-28.endive",
        created: base + index,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: "customer.subscription.updated",
        data: {
          object: { ...stripeSubscription(row), cancel_at_period_end: index % 2 === 1 },
        },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    });
    const apply = (from: number, to: number) =>
      runtime.runPromise(
        Effect.gen(function* () {
          yield* BillingProvider;
          for (const delivery of deliveries.slice(from, to)) {
            const fresh = yield* handleWebhook(delivery.payload, delivery.signature);
            if (!fresh) return yield* Effect.dieMessage("an event was taken for a duplicate");
          }
        }),
      );
    await apply(0, warmup);
    const started = performance.now();
    await apply(warmup, warmup + measured);
    const seconds = (performance.now() - started) / 1000;
    return [{ name: "webhook_events_per_s", value: measured / seconds, unit: "per_s" }];
  } finally {
    await runtime.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, benchBilling);
