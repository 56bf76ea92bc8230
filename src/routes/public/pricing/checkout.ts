import { waitFor } from "xstate";
import type { BillingInterval } from "../../../../api/plans";
import { viewOf } from "../../../machines/auth/auth.connect";
import { loadAuthRuntime } from "../../../runtime/authRuntimeStore";
import { loadStripeJs } from "../../../services/Billing";
import { storedReferralCode } from "../../auth/referralCode";
import { apiUrl, publicConfig } from "./livePrices";

/**
 * Subscribe on the pricing page, signed in: a lazy chunk, loaded only when
 * the button is pressed. It loads Stripe.js in Stripe mode (its failure is
 * the page's error), asks for a payment link with the friend's code if the
 * user signed up with one, and answers where to go.
 */

/** The catalogue's lookup keys, for when the live prices did not load. */
const LOOKUP_KEYS: Readonly<Record<BillingInterval, string>> = {
  month: "family_monthly",
  year: "family_yearly",
};

export type CheckoutTarget =
  | { readonly kind: "checkout"; readonly url: string }
  | { readonly kind: "signIn"; readonly url: string };

function messageOf(body: unknown, status: number): string {
  if (typeof body === "object" && body !== null && "error" in body) {
    const { error } = body as { error: unknown };
    if (typeof error === "object" && error !== null && "message" in error) {
      const { message } = error as { message: unknown };
      if (typeof message === "string") return message;
    }
  }
  return `Corkboard answered ${status}. Try again in a moment.`;
}

export async function checkoutFor(
  interval: BillingInterval,
  priceId: string | null,
): Promise<CheckoutTarget> {
  const config = await publicConfig();
  if (config.stripePublishableKey !== null) await loadStripeJs(config.stripePublishableKey);
  const runtime = await loadAuthRuntime();
  const settled = await waitFor(runtime.auth, (snapshot) => !viewOf(snapshot).loading);
  const token = settled.context.session?.access_token;
  if (token === undefined) return { kind: "signIn", url: "/login?redirect=%2Fpricing" };
  const promo = storedReferralCode();
  const query = promo === null ? "" : `?promo=${encodeURIComponent(promo)}`;
  const id = encodeURIComponent(priceId ?? LOOKUP_KEYS[interval]);
  const response = await fetch(apiUrl(config, `/stripe/payment-link/${id}${query}`), {
    headers: {
      accept: "application/json",
      "x-functions-key": config.functionsKey,
      authorization: `Bearer ${token}`,
    },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(messageOf(body, response.status));
  const link = typeof body === "object" && body !== null && "data" in body ? body.data : null;
  const url =
    typeof link === "object" && link !== null && "url" in link && typeof link.url === "string"
      ? link.url
      : null;
  if (url === null) throw new Error("Corkboard answered without a checkout address.");
  return { kind: "checkout", url };
}
