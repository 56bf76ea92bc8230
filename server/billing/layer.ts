import { Option } from "effect";
import type { ServerConfig } from "../config";
import { localBillingLayer } from "./local/layer";
import { stripeBillingLayer } from "./stripe/layer";

/** Stripe when STRIPE_SECRET_KEY is set, else the embedded Local provider. */
export const billingProviderLayer = (
  config: Pick<
    ServerConfig,
    "publicUrl" | "stripeWebhookSecret" | "stripeApiBase" | "stripeSecretKey"
  >,
) =>
  Option.match(config.stripeSecretKey, {
    onSome: (key) => stripeBillingLayer(config, key),
    onNone: () => localBillingLayer(config),
  });
