import type { PaymentLink } from "../../../api/Billing";
import { functionsKey, type ProductServer, type TestUser } from "./product";

export interface CheckoutAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly text: string;
}

/** Pays through the Local checkout page as a browser would: the payment link, then the form. */
export function checkout(
  server: ProductServer,
  user: TestUser,
  options: CheckoutOptions = {},
): Promise<CheckoutAnswer> {
  return checkoutAt(server.baseUrl, user.token, options);
}

export interface CheckoutOptions {
  readonly card?: string;
  readonly expiry?: string;
  readonly cvc?: string;
  readonly promo?: string;
  readonly price?: string;
}

/** `checkout` against a server known only by its URL (a process started by the test itself). */
export async function checkoutAt(
  baseUrl: string,
  token: string,
  options: CheckoutOptions = {},
): Promise<CheckoutAnswer> {
  const query = options.promo === undefined ? "" : `?promo=${encodeURIComponent(options.promo)}`;
  const link = await fetch(
    `${baseUrl}/api/stripe/payment-link/${options.price ?? "family_monthly"}${query}`,
    { headers: { "x-functions-key": functionsKey, authorization: `Bearer ${token}` } },
  );
  const text = await link.text();
  if (link.status !== 200) throw new Error(`payment link: ${link.status} ${text}`);
  const url = new URL((JSON.parse(text) as { data: PaymentLink }).data.url);
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`checkout page: ${page.status}`);
  const form = new URLSearchParams({
    client_reference_id: url.searchParams.get("client_reference_id") ?? "",
    sig: url.searchParams.get("sig") ?? "",
    prefilled_email: url.searchParams.get("prefilled_email") ?? "",
    promo: url.searchParams.get("prefilled_promo_code") ?? "",
    card_number: options.card ?? "4242 4242 4242 4242",
    expiry: options.expiry ?? "12 / 34",
    cvc: options.cvc ?? "123",
  });
  const answer = await fetch(url.origin + url.pathname, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  return {
    status: answer.status,
    location: answer.headers.get("location"),
    text: await answer.text(),
  };
}
