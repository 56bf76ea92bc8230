import { randomBytes } from "node:crypto";
import { Effect, Layer, type Option, type Redacted } from "effect";
import type { PaymentLink, Product } from "../../../api/Billing";
import type { ServerConfig } from "../../config";
import { Database, type DatabaseError, type SqlSession } from "../../db/Database";
import { configuredOrStored } from "../../db/instanceSetting";
import {
  BillingProvider,
  BillingProviderError,
  type BillingProviderShape,
  keptOnSuccess,
  type ProviderPromotionCode,
} from "../BillingProvider";
import { referralDiscount } from "../catalogue";
import { decodeSubscription, toProviderSubscription } from "../stripeObjects";
import { localId, nowSeconds, stripeSubscription } from "./objects";
import {
  addBalanceTransaction,
  cardOf,
  ensureCatalogue,
  ensureLocalCustomer,
  insertPromotion,
  paymentLinkOfPrice,
  promotionByCode,
  readProducts,
} from "./repo";
import { portalSessionSeconds, signCheckoutReference, signPortalSession } from "./session";
import {
  endSubscription,
  type LocalSubscriptionRow,
  subscriptionById,
  subscriptionsOfCustomer,
} from "./subscriptionRepo";

/** How long the catalogue read from the database is kept in memory. */
const catalogueTtlMs = 60_000;

type LocalConfig = Pick<ServerConfig, "publicUrl" | "stripeWebhookSecret">;

/**
 * The webhook secret: STRIPE_WEBHOOK_SECRET when set, else one generated
 * once and kept in instance_setting, so every process signs and verifies
 * alike.
 */
export const localWebhookSecret = (
  configured: Option.Option<Redacted.Redacted<string>>,
): Effect.Effect<string, DatabaseError, Database> =>
  configuredOrStored(
    configured,
    "billing_webhook_secret",
    () => `whsec_${randomBytes(24).toString("base64url")}`,
  );

/** A Local subscription as the server reads any provider's. */
export const providerSubscriptionOf = (row: LocalSubscriptionRow) => {
  const decoded = decodeSubscription(stripeSubscription(row));
  return decoded === null ? null : toProviderSubscription(decoded);
};

/** The embedded provider: the Stripe objects the server needs, in this database. */
export const localBillingLayer = (config: LocalConfig) =>
  Layer.effect(
    BillingProvider,
    Effect.gen(function* () {
      const db = yield* Database;
      const webhookSecret = keptOnSuccess(
        localWebhookSecret(config.stripeWebhookSecret).pipe(
          Effect.mapError((cause) => new BillingProviderError({ message: cause.message, cause })),
          Effect.provideService(Database, db),
        ),
      );
      const unprepared = <A>(name: string, work: (sql: SqlSession) => Promise<A>) =>
        db
          .transaction((sql) => Effect.promise(() => work(sql)))
          .pipe(
            Effect.mapError(
              (cause) =>
                new BillingProviderError({ message: `Local billing: ${cause.message}`, cause }),
            ),
            Effect.withSpan(`BillingProvider.${name}`),
          );
      // The catalogue exists from the first use on; creating it again changes nothing.
      // Not at construction: the server must start while the database is away.
      const catalogueReady = keptOnSuccess(unprepared("ensureCatalogue", ensureCatalogue));
      const local = <A>(name: string, work: (sql: SqlSession) => Promise<A>) =>
        Effect.zipRight(catalogueReady, unprepared(name, work));
      // Reads need no transaction: one statement each, and no commit to wait for.
      const statements: SqlSession = {
        query: (text, params) => Effect.runPromise(db.query(text, params)),
        exec: (text) => Effect.runPromise(Effect.asVoid(db.query(text))),
      };
      const read = <A>(name: string, work: (sql: SqlSession) => Promise<A>) =>
        Effect.zipRight(
          catalogueReady,
          Effect.tryPromise({
            try: () => work(statements),
            catch: (cause) =>
              new BillingProviderError({
                message: `Local billing: ${cause instanceof Error ? cause.message : String(cause)}`,
                cause,
              }),
          }).pipe(Effect.withSpan(`BillingProvider.${name}`)),
        );

      // Every webhook event names its product; the catalogue changes only with a release.
      let catalogue: { readonly at: number; readonly products: ReadonlyArray<Product> } | null =
        null;
      const shape: BillingProviderShape = {
        kind: "local",
        webhookSecret,
        products: Effect.suspend(() => {
          if (catalogue !== null && Date.now() - catalogue.at < catalogueTtlMs)
            return Effect.succeed(catalogue.products);
          return Effect.tap(read("products", readProducts), (products) => {
            catalogue = { at: Date.now(), products };
          });
        }),
        paymentLink: (price, user, promotion) =>
          Effect.flatMap(webhookSecret, (secret) =>
            local("paymentLink", async (sql): Promise<PaymentLink> => {
              const id = await paymentLinkOfPrice(sql, price.id);
              if (id === undefined) throw new Error(`No payment link for ${price.id}`);
              const query = new URLSearchParams({
                client_reference_id: user.id,
                sig: signCheckoutReference(secret, id, user.id),
              });
              if (user.email !== null) query.set("prefilled_email", user.email);
              if (promotion !== null) query.set("prefilled_promo_code", promotion.code);
              return {
                id,
                url: `${config.publicUrl}/billing/checkout/${id}?${query.toString()}`,
                priceId: price.id,
                promotionCode: promotion?.code ?? null,
              };
            }),
          ),
        findPromotionCode: (code) => read("findPromotionCode", (sql) => promotionByCode(sql, code)),
        createReferralCode: (user, code) =>
          local("createReferralCode", async (sql) => {
            const promotion: ProviderPromotionCode = {
              id: localId("promo"),
              code,
              active: true,
              percentOff: referralDiscount.percentOff,
              durationInMonths: referralDiscount.durationInMonths,
              ownerUserId: user.id,
            };
            await insertPromotion(sql, promotion);
            return promotion;
          }),
        subscriptions: (customerId) =>
          read("subscriptions", async (sql) =>
            (await subscriptionsOfCustomer(sql, customerId)).flatMap((row) => {
              const subscription = providerSubscriptionOf(row);
              return subscription === null ? [] : [subscription];
            }),
          ),
        subscription: (id) =>
          read("subscription", async (sql) => {
            const row = await subscriptionById(sql, id);
            return row === undefined ? null : providerSubscriptionOf(row);
          }),
        cancelSubscription: (id) => local("cancelSubscription", (sql) => endSubscription(sql, id)),
        card: (paymentMethodId) => read("card", (sql) => cardOf(sql, paymentMethodId)),
        ensureCustomer: (user) =>
          local(
            "ensureCustomer",
            async (sql) => (await ensureLocalCustomer(sql, user, localId("cus"))).id,
          ),
        credit: (customerId, credit) =>
          local("credit", (sql) =>
            addBalanceTransaction(sql, {
              id: localId("cbtxn"),
              customerId,
              amount: credit.amount,
              currency: credit.currency,
              description: credit.description,
              idempotencyKey: credit.idempotencyKey,
            }),
          ),
        portalUrl: (customerId, user) =>
          Effect.map(webhookSecret, (secret) => {
            const token = signPortalSession(secret, {
              customerId,
              userId: user.id,
              expiresAt: nowSeconds() + portalSessionSeconds,
            });
            return `${config.publicUrl}/billing/portal?session=${encodeURIComponent(token)}`;
          }),
      };
      return shape;
    }),
  );
