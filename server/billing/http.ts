import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../api/Api";
import { BillingConflict } from "../../api/BillingApi";
import { BadRequest } from "../../api/errors";
import { CurrentUser } from "../../api/security";
import type { ServerConfig } from "../config";
import { inTransaction, run } from "../product/shared";
import { BillingProvider } from "./BillingProvider";
import { findPrice, findProduct, referralCredit } from "./catalogue";
import { reconcileUser } from "./reconcile";
import { creditReferrer, ensureReferralCode } from "./referral";
import { customerOfUser, promoCodesOfUser, subscriptionsOfUser, toPromoCode } from "./repo";

/** The public catalogue reads of the pricing page. */
export const BillingCatalogueLive = HttpApiBuilder.group(
  CorkboardApi,
  "billingCatalogue",
  (handlers) =>
    handlers
      .handle("price", ({ path }) =>
        Effect.map(findPrice(path.id), (data) => ({ data })).pipe(Effect.withSpan("Billing.price")),
      )
      .handle("product", ({ path }) =>
        Effect.map(findProduct(path.id), (data) => ({ data })).pipe(
          Effect.withSpan("Billing.product"),
        ),
      ),
);

const promoCodesOf = (userId: string, publicUrl: string) =>
  inTransaction((sql) => run(() => promoCodesOfUser(sql, userId))).pipe(
    Effect.map((rows) => rows.map((row) => toPromoCode(row, publicUrl, referralCredit.currency))),
  );

/**
 * The promotion code a payment link may carry: one that exists, is active,
 * is not the user's own, and only for a user who never subscribed (a
 * referral is for new customers).
 */
const usablePromotion = (userId: string, promo: string | undefined) =>
  Effect.gen(function* () {
    const code = promo?.trim() ?? "";
    if (code === "") return null;
    const provider = yield* BillingProvider;
    const promotion = yield* Effect.orDie(provider.findPromotionCode(code));
    if (promotion === null || !promotion.active)
      return yield* Effect.fail(BadRequest.field("promo", "No such promotion code"));
    if (promotion.ownerUserId === userId)
      return yield* Effect.fail(BadRequest.field("promo", "You cannot use your own referral code"));
    const subscriptions = yield* inTransaction((sql) =>
      run(() => subscriptionsOfUser(sql, userId)),
    );
    if (subscriptions.length > 0)
      return yield* Effect.fail(
        BadRequest.field("promo", "This promotion code is for new customers only"),
      );
    return promotion;
  });

/** The signed-in billing calls; every answer is the caller's own. */
export const BillingLive = (config: Pick<ServerConfig, "publicUrl">) =>
  HttpApiBuilder.group(CorkboardApi, "billing", (handlers) =>
    handlers
      .handle("promoCodes", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          // A credit the provider refused earlier is given now; the page shows it either way.
          yield* creditReferrer(user.id).pipe(
            Effect.catchAll((error) => Effect.logWarning("Referral credit failed", error)),
          );
          return { data: yield* promoCodesOf(user.id, config.publicUrl) };
        }).pipe(Effect.withSpan("Billing.promoCodes")),
      )
      .handle("createPromoCode", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* ensureReferralCode({ id: user.id, email: user.email });
          const [code] = yield* promoCodesOf(user.id, config.publicUrl);
          if (code === undefined)
            return yield* Effect.dieMessage("The referral code was not stored");
          return { data: code };
        }).pipe(Effect.withSpan("Billing.createPromoCode")),
      )
      .handle("paymentLink", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const price = yield* findPrice(path.id);
          const promotion = yield* usablePromotion(user.id, urlParams.promo);
          const provider = yield* BillingProvider;
          const data = yield* Effect.orDie(
            provider.paymentLink(price, { id: user.id, email: user.email }, promotion),
          );
          return { data };
        }).pipe(Effect.withSpan("Billing.paymentLink")),
      )
      .handle("subscriptions", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* Effect.orDie(reconcileUser(user.id));
          const data = yield* inTransaction((sql) => run(() => subscriptionsOfUser(sql, user.id)));
          return { data };
        }).pipe(Effect.withSpan("Billing.subscriptions")),
      )
      .handle("portalSession", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const customer = yield* inTransaction((sql) => run(() => customerOfUser(sql, user.id)));
          if (customer === undefined)
            return yield* Effect.fail(
              BillingConflict.because(
                "no_customer",
                "There is no billing account yet: subscribe to a plan first",
              ),
            );
          const provider = yield* BillingProvider;
          const url = yield* Effect.orDie(
            provider.portalUrl(customer.customer_id, { id: user.id, email: user.email }),
          );
          return { data: { url } };
        }).pipe(Effect.withSpan("Billing.portalSession")),
      ),
  );
