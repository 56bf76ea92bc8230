import { Effect, Layer, Option, Redacted, Schema } from "effect";
import Stripe from "stripe";
import type { PaymentLink, Price, Product } from "../../../api/Billing";
import type { ServerConfig } from "../../config";
import { Database } from "../../db/Database";
import { keepSetting, readSetting } from "../../db/instanceSetting";
import {
  BillingProvider,
  BillingProviderError,
  type BillingProviderShape,
  keptOnSuccess,
  type ProviderPromotionCode,
} from "../BillingProvider";
import { familyPlan, priceLookupKeys, productLookupKey, referralDiscount } from "../catalogue";
import { localWebhookSecret } from "../local/layer";
import {
  decodeSubscription,
  idOfExpandable,
  StripePrice,
  toProviderSubscription,
} from "../stripeObjects";

type StripeConfig = Pick<
  ServerConfig,
  "publicUrl" | "stripeWebhookSecret" | "stripeApiBase" | "stripeSecretKey"
>;

/** The SDK, pointed at STRIPE_API_BASE when set (a stand-in in tests). */
export const stripeClient = (secretKey: string, apiBase: Option.Option<string>) =>
  Option.match(apiBase, {
    onNone: () => new Stripe(secretKey, { maxNetworkRetries: 2 }),
    onSome: (base) => {
      const url = new URL(base);
      const protocol = url.protocol === "http:" ? "http" : "https";
      return new Stripe(secretKey, {
        host: url.hostname,
        port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
        protocol,
        maxNetworkRetries: 2,
      });
    },
  });

/** The catalogue is read from Stripe at most once a minute: the pricing page is public. */
const catalogueTtlMs = 60_000;

const isInterval = (text: string): text is "month" | "year" => text === "month" || text === "year";

const decodePrice = Schema.decodeUnknownSync(StripePrice);

const toPrice = (stripePrice: unknown): Price | null => {
  const price = decodePrice(stripePrice);
  const interval = price.recurring?.interval;
  if (interval === undefined || !isInterval(interval)) return null;
  return {
    id: price.id,
    productId: idOfExpandable(price.product),
    lookupKey: price.lookup_key ?? null,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    interval,
    trialDays: price.recurring?.trial_period_days ?? familyPlan.trialDays,
    active: price.active ?? true,
  };
};

const toPromotion = (code: Stripe.PromotionCode): ProviderPromotionCode => {
  const coupon = code.promotion.coupon;
  const details = coupon !== null && typeof coupon !== "string" ? coupon : null;
  return {
    id: code.id,
    code: code.code,
    active: code.active,
    percentOff: details?.percent_off ?? referralDiscount.percentOff,
    durationInMonths: details?.duration_in_months ?? referralDiscount.durationInMonths,
    ownerUserId: code.metadata?.owner_user_id ?? null,
  };
};

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/** Stripe through its official SDK (STRIPE_SECRET_KEY). */
export const stripeBillingLayer = (config: StripeConfig, secretKey: Redacted.Redacted<string>) =>
  Layer.effect(
    BillingProvider,
    Effect.gen(function* () {
      const db = yield* Database;
      const stripe = stripeClient(Redacted.value(secretKey), config.stripeApiBase);
      const webhookSecret = keptOnSuccess(
        localWebhookSecret(config.stripeWebhookSecret).pipe(
          Effect.mapError((cause) => new BillingProviderError({ message: cause.message, cause })),
          Effect.provideService(Database, db),
        ),
      );
      const call = <A>(name: string, work: () => Promise<A>) =>
        Effect.tryPromise({
          try: work,
          catch: (cause) =>
            new BillingProviderError({
              message: `Stripe ${name}: ${cause instanceof Error ? cause.message : String(cause)}`,
              cause,
            }),
        }).pipe(Effect.withSpan(`BillingProvider.${name}`));

      let catalogue: { readonly at: number; readonly products: ReadonlyArray<Product> } | null =
        null;
      const readCatalogue = call("products", async () => {
        if (catalogue !== null && Date.now() - catalogue.at < catalogueTtlMs)
          return catalogue.products;
        const prices = await stripe.prices.list({
          lookup_keys: Object.values(priceLookupKeys),
          active: true,
          expand: ["data.product"],
        });
        const byProduct = new Map<string, { product: Stripe.Product | null; prices: Price[] }>();
        for (const stripePrice of prices.data) {
          const price = toPrice(stripePrice);
          if (price === null) continue;
          const entry = byProduct.get(price.productId) ?? { product: null, prices: [] };
          const product = stripePrice.product;
          if (typeof product !== "string" && product.deleted !== true) entry.product = product;
          entry.prices.push(price);
          byProduct.set(price.productId, entry);
        }
        const products = [...byProduct.entries()].map(([id, entry]): Product => {
          const features = entry.product?.marketing_features?.flatMap((feature) =>
            feature.name ? [feature.name] : [],
          );
          return {
            id,
            lookupKey: entry.product?.metadata?.lookup_key ?? productLookupKey,
            name: entry.product?.name ?? familyPlan.name,
            description: entry.product?.description ?? familyPlan.tagline,
            features:
              features !== undefined && features.length > 0 ? features : familyPlan.features,
            prices: entry.prices.sort((a, b) => a.unitAmount - b.unitAmount),
          };
        });
        catalogue = { at: Date.now(), products };
        return products;
      });

      // One payment link per price, made once and kept: Stripe's links do not expire.
      const linkOfPrice = (price: Price) =>
        Effect.gen(function* () {
          const name = `stripe_payment_link:${price.id}`;
          const known = yield* Effect.orDie(
            readSetting(name).pipe(Effect.provideService(Database, db)),
          );
          if (known !== undefined) return JSON.parse(known) as { id: string; url: string };
          const link = yield* call("paymentLinks.create", () =>
            stripe.paymentLinks.create(
              {
                line_items: [{ price: price.id, quantity: 1 }],
                allow_promotion_codes: true,
                subscription_data: { trial_period_days: price.trialDays },
                after_completion: {
                  type: "redirect",
                  redirect: { url: `${config.publicUrl}/dashboard/subscription?checkout=success` },
                },
              },
              { idempotencyKey: `payment-link-${price.id}` },
            ),
          );
          const value = { id: link.id, url: link.url };
          yield* Effect.orDie(
            keepSetting(name, JSON.stringify(value)).pipe(Effect.provideService(Database, db)),
          );
          return value;
        });

      const shape: BillingProviderShape = {
        kind: "stripe",
        webhookSecret,
        products: readCatalogue,
        paymentLink: (price, user, promotion) =>
          Effect.map(linkOfPrice(price), (link): PaymentLink => {
            const url = new URL(link.url);
            url.searchParams.set("client_reference_id", user.id);
            if (user.email !== null) url.searchParams.set("prefilled_email", user.email);
            if (promotion !== null) url.searchParams.set("prefilled_promo_code", promotion.code);
            return {
              id: link.id,
              url: url.toString(),
              priceId: price.id,
              promotionCode: promotion?.code ?? null,
            };
          }),
        findPromotionCode: (code) =>
          call("promotionCodes.list", async () => {
            const found = await stripe.promotionCodes.list({
              code,
              limit: 1,
              expand: ["data.promotion.coupon"],
            });
            const first = found.data[0];
            return first === undefined ? null : toPromotion(first);
          }),
        createReferralCode: (user, code) =>
          call("promotionCodes.create", async () => {
            const coupon = await stripe.coupons.create(
              {
                percent_off: referralDiscount.percentOff,
                duration: "repeating",
                duration_in_months: referralDiscount.durationInMonths,
                name: "Referral: 50% off the first month",
              },
              { idempotencyKey: `referral-coupon-${user.id}` },
            );
            const created = await stripe.promotionCodes.create(
              {
                promotion: { type: "coupon", coupon: coupon.id },
                code,
                restrictions: { first_time_transaction: true },
                metadata: { owner_user_id: user.id },
              },
              { idempotencyKey: `referral-code-${user.id}-${code}` },
            );
            return { ...toPromotion(created), percentOff: referralDiscount.percentOff };
          }),
        subscriptions: (customerId) =>
          call("subscriptions.list", async () => {
            const list = await stripe.subscriptions.list({
              customer: customerId,
              status: "all",
              expand: ["data.discounts"],
            });
            return list.data
              .flatMap((entry) => {
                const decoded = decodeSubscription(entry);
                const subscription = decoded === null ? null : toProviderSubscription(decoded);
                return subscription === null ? [] : [subscription];
              })
              .sort((a, b) => b.created - a.created);
          }),
        subscription: (id) =>
          call("subscriptions.retrieve", async () => {
            try {
              const entry = await stripe.subscriptions.retrieve(id, { expand: ["discounts"] });
              const decoded = decodeSubscription(entry);
              return decoded === null ? null : toProviderSubscription(decoded);
            } catch (error) {
              if (isMissing(error)) return null;
              throw error;
            }
          }),
        cancelSubscription: (id) =>
          call("subscriptions.cancel", async () => {
            try {
              await stripe.subscriptions.cancel(id);
            } catch (error) {
              // Gone already: nothing is left to charge.
              if (!isMissing(error)) throw error;
            }
          }),
        card: (paymentMethodId) =>
          call("paymentMethods.retrieve", async () => {
            const method = await stripe.paymentMethods.retrieve(paymentMethodId);
            const card = method.card;
            return card === undefined || card === null
              ? null
              : {
                  brand: card.brand,
                  last4: card.last4,
                  expMonth: card.exp_month,
                  expYear: card.exp_year,
                };
          }),
        ensureCustomer: (user) =>
          call("customers.create", async () => {
            const customer = await stripe.customers.create(
              {
                ...(user.email === null ? {} : { email: user.email }),
                metadata: { user_id: user.id },
              },
              { idempotencyKey: `customer-${user.id}` },
            );
            return customer.id;
          }),
        credit: (customerId, credit) =>
          call("customers.createBalanceTransaction", async () => {
            await stripe.customers.createBalanceTransaction(
              customerId,
              { amount: credit.amount, currency: credit.currency, description: credit.description },
              { idempotencyKey: credit.idempotencyKey },
            );
          }),
        portalUrl: (customerId) =>
          call("billingPortal.sessions.create", async () => {
            const session = await stripe.billingPortal.sessions.create({
              customer: customerId,
              return_url: `${config.publicUrl}/dashboard/subscription`,
            });
            return session.url;
          }),
      };
      return shape;
    }),
  );
