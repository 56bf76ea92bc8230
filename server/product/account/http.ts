import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { BadRequest } from "../../../api/errors";
import { CurrentUser } from "../../../api/security";
import { BillingProvider } from "../../billing/BillingProvider";
import { liveStatuses } from "../../billing/local/subscriptionRepo";
import { customersOfUser } from "../../billing/repo";
import { handlerSpan, inTransaction, run } from "../shared";
import { planAllowance } from "./plan";
import { removeAccountRows } from "./remove";

/**
 * Cancels, at the provider, every running subscription of every customer
 * of the user. A provider failure is a defect (500) and stops the deletion
 * before anything is deleted: the account must not go while it can still
 * be charged.
 */
const cancelSubscriptions = (userId: string) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const customers = yield* inTransaction((sql) => run(() => customersOfUser(sql, userId)));
    const cancelled: Array<string> = [];
    for (const customer of customers) {
      const subscriptions = yield* Effect.orDie(provider.subscriptions(customer.customer_id));
      for (const subscription of subscriptions) {
        // Statuses of a subscription that still runs, and so can charge (Stripe's list).
        if (!liveStatuses.has(subscription.status)) continue;
        yield* Effect.orDie(provider.cancelSubscription(subscription.id));
        cancelled.push(subscription.id);
      }
    }
    return cancelled.sort();
  }).pipe(Effect.withSpan("Account.cancelSubscriptions", handlerSpan));

const sameAddress = (typed: string, email: string | null) =>
  email !== null && typed.trim().toLowerCase() === email.toLowerCase();

/** `DELETE /user/me`: everything of the user, once they have typed their e-mail address. */
export const AccountLive = HttpApiBuilder.group(CorkboardApi, "account", (handlers) =>
  handlers
    .handle("plan", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        const data = yield* inTransaction((sql) => run(() => planAllowance(sql, user.id)));
        return { data };
      }).pipe(Effect.withSpan("Account.plan", handlerSpan)),
    )
    .handle("remove", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser;
        if (!sameAddress(payload.email, user.email)) {
          return yield* Effect.fail(
            BadRequest.field("email", "Type your account's e-mail address to delete the account"),
          );
        }
        const cancelledSubscriptions = yield* cancelSubscriptions(user.id);
        yield* inTransaction((sql) => run(() => removeAccountRows(sql, user.id, user.email)));
        return { data: { id: user.id, cancelledSubscriptions } };
      }).pipe(Effect.withSpan("Account.remove", handlerSpan)),
    ),
);
