import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local HTTP server answering the calls the `stripe` SDK makes, in
 * Stripe's wire format: form-encoded bodies with bracketed keys, JSON
 * objects shaped like Stripe's, list envelopes, `expand`, idempotency keys,
 * and Stripe's error shape. Objects live in memory. It can also play
 * Stripe's side of a checkout and send signed webhook events.
 */

type Json = Record<string, unknown>;

export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Json;
  readonly idempotencyKey: string | null;
}

export interface StripeStandIn {
  readonly url: string;
  readonly secretKey: string;
  readonly requests: ReadonlyArray<StandInRequest>;
  readonly objects: (kind: string) => ReadonlyArray<Json>;
  readonly get: (kind: string, id: string) => Json | undefined;
  readonly update: (kind: string, id: string, change: Json) => void;
  /** The next `times` requests whose path ends with `suffix` fail as Stripe's outages do (500). */
  readonly fail: (suffix: string, times: number) => void;
  /**
   * What Stripe does when a customer pays a payment link: a customer, the
   * card as default payment method, a subscription (trialing for 14 days),
   * the promotion code's discount. Returns the objects; sends no event.
   */
  readonly checkout: (options: {
    readonly clientReferenceId: string;
    readonly priceId: string;
    readonly promotionCode?: string;
    readonly last4?: string;
  }) => { readonly session: Json; readonly subscription: Json; readonly customer: Json };
  /** Signs `object` as a `type` event and posts it to `webhookUrl`; answers the status. */
  readonly send: (
    type: string,
    object: unknown,
    created?: number,
    eventId?: string,
  ) => Promise<number>;
  readonly close: () => Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** A webhook event as Stripe sends it: `object` is what the event is about. */
export const stripeEvent = (id: string, type: string, object: unknown, created: number) => ({
  id,
  object: "event",
  api_version: "2026-10-28.endive",
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

/** `a[b][0][c]=v` into nested objects (arrays stay objects keyed "0", "1", …). */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next === "object" && next !== null) node = next as Json;
      else {
        const created: Json = {};
        node[part] = created;
        node = created;
      }
    });
  }
  return root;
}

const listOf = (value: unknown): ReadonlyArray<unknown> =>
  typeof value === "object" && value !== null
    ? Object.entries(value)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => entry)
    : [];

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export async function startStripeStandIn(options: {
  readonly webhookUrl: () => string;
  readonly webhookSecret: string;
}): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin_${randomBytes(6).toString("hex")}`;
  const store = new Map<string, Map<string, Json>>();
  const requests: StandInRequest[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();
  const failures = new Map<string, number>();
  const table = (kind: string) => {
    let map = store.get(kind);
    if (map === undefined) {
      map = new Map();
      store.set(kind, map);
    }
    return map;
  };
  const put = (kind: string, object: Json) => {
    table(kind).set(String(object.id), object);
    return object;
  };

  // The catalogue a Stripe account would hold: found by lookup key, never by id.
  put("products", {
    id: "prod_standin_family",
    object: "product",
    name: "Family",
    description: "For the household that runs on school e-mails.",
    marketing_features: [{ name: "Unlimited forwarded e-mails" }, { name: "Priority processing" }],
    metadata: {},
    active: true,
  });
  for (const [id, lookup, amount, interval] of [
    ["price_standin_monthly", "family_monthly", 600, "month"],
    ["price_standin_yearly", "family_yearly", 6000, "year"],
  ] as const) {
    put("prices", {
      id,
      object: "price",
      product: "prod_standin_family",
      lookup_key: lookup,
      unit_amount: amount,
      currency: "usd",
      active: true,
      recurring: { interval, interval_count: 1, trial_period_days: 14 },
    });
  }

  const missing = (kind: string, id: string) => ({
    status: 404,
    body: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${kind}: '${id}'`,
        param: "id",
      },
    },
  });
  const list = (data: ReadonlyArray<unknown>, url: string) => ({
    status: 200,
    body: { object: "list", data, has_more: false, url },
  });
  const expands = (params: Json) => listOf(params.expand).map(String);

  const route = (method: string, path: string, params: Json): { status: number; body: Json } => {
    const segments = path.split("/").filter((part) => part !== "");
    const [version, resource, id, sub] = segments;
    if (version !== "v1") return missing("path", path);
    if (method === "GET" && resource === "prices" && id === undefined) {
      const keys = listOf(params.lookup_keys).map(String);
      const withProduct = expands(params).includes("data.product");
      const data = [...table("prices").values()]
        .filter((price) => keys.length === 0 || keys.includes(String(price.lookup_key)))
        .filter((price) => params.active === undefined || String(price.active) === params.active)
        .map((price) =>
          withProduct ? { ...price, product: table("products").get(String(price.product)) } : price,
        );
      return list(data, "/v1/prices");
    }
    if (method === "POST" && resource === "payment_links" && id === undefined) {
      const linkId = newId("plink");
      const [item] = listOf(params.line_items) as Json[];
      return {
        status: 200,
        body: put("payment_links", {
          id: linkId,
          object: "payment_link",
          url: `https://buy.stripe.test/${linkId}`,
          line_items: { data: [{ price: item?.price, quantity: Number(item?.quantity) }] },
          allow_promotion_codes: params.allow_promotion_codes === "true",
          subscription_data: params.subscription_data,
          after_completion: params.after_completion,
        }),
      };
    }
    if (method === "POST" && resource === "coupons" && id === undefined) {
      return {
        status: 200,
        body: put("coupons", {
          id: newId("coupon"),
          object: "coupon",
          percent_off: Number(params.percent_off),
          amount_off: null,
          duration: params.duration,
          duration_in_months: Number(params.duration_in_months),
          name: params.name,
        }),
      };
    }
    if (method === "POST" && resource === "promotion_codes" && id === undefined) {
      const promotion = params.promotion as Json | undefined;
      const code = text(params.code) ?? "";
      if (
        [...table("promotion_codes").values()].some(
          (entry) => String(entry.code).toLowerCase() === code.toLowerCase(),
        )
      )
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: "An active promotion code with `code` already exists.",
              param: "code",
            },
          },
        };
      return {
        status: 200,
        body: put("promotion_codes", {
          id: newId("promo"),
          object: "promotion_code",
          active: true,
          code,
          promotion: { type: "coupon", coupon: promotion?.coupon },
          restrictions: {
            first_time_transaction:
              (params.restrictions as Json | undefined)?.first_time_transaction === "true",
          },
          metadata: params.metadata ?? {},
          times_redeemed: 0,
        }),
      };
    }
    if (method === "GET" && resource === "promotion_codes" && id === undefined) {
      const code = text(params.code)?.toLowerCase();
      const expandCoupon = expands(params).includes("data.promotion.coupon");
      const data = [...table("promotion_codes").values()]
        .filter((entry) => code === undefined || String(entry.code).toLowerCase() === code)
        .map((entry) => {
          const promotion = entry.promotion as Json;
          return expandCoupon
            ? {
                ...entry,
                promotion: { ...promotion, coupon: table("coupons").get(String(promotion.coupon)) },
              }
            : entry;
        });
      return list(data, "/v1/promotion_codes");
    }
    if (method === "POST" && resource === "customers" && id === undefined) {
      return {
        status: 200,
        body: put("customers", {
          id: newId("cus"),
          object: "customer",
          email: params.email ?? null,
          metadata: params.metadata ?? {},
          balance: 0,
        }),
      };
    }
    if (
      method === "POST" &&
      resource === "customers" &&
      id !== undefined &&
      sub === "balance_transactions"
    ) {
      const customer = table("customers").get(id);
      if (customer === undefined) return missing("customer", id);
      const amount = Number(params.amount);
      customer.balance = Number(customer.balance) + amount;
      return {
        status: 200,
        body: put("balance_transactions", {
          id: newId("cbtxn"),
          object: "customer_balance_transaction",
          customer: id,
          amount,
          currency: params.currency,
          description: params.description ?? null,
          ending_balance: customer.balance,
        }),
      };
    }
    if (method === "GET" && resource === "subscriptions" && id === undefined) {
      const customer = text(params.customer);
      const data = [...table("subscriptions").values()]
        .filter((entry) => customer === undefined || entry.customer === customer)
        .filter((entry) => params.status === "all" || entry.status !== "canceled");
      return list(data, "/v1/subscriptions");
    }
    if (method === "GET" && resource === "subscriptions" && id !== undefined) {
      const subscription = table("subscriptions").get(id);
      return subscription === undefined
        ? missing("subscription", id)
        : { status: 200, body: subscription };
    }
    if (method === "DELETE" && resource === "subscriptions" && id !== undefined) {
      const subscription = table("subscriptions").get(id);
      if (subscription === undefined) return missing("subscription", id);
      subscription.status = "canceled";
      subscription.canceled_at = now();
      return { status: 200, body: subscription };
    }
    if (method === "GET" && resource === "payment_methods" && id !== undefined) {
      const method = table("payment_methods").get(id);
      return method === undefined ? missing("payment_method", id) : { status: 200, body: method };
    }
    if (method === "POST" && resource === "billing_portal" && id === "sessions") {
      const customer = text(params.customer) ?? "";
      if (!table("customers").has(customer)) return missing("customer", customer);
      const sessionId = newId("bps");
      return {
        status: 200,
        body: put("portal_sessions", {
          id: sessionId,
          object: "billing_portal.session",
          customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${sessionId}`,
        }),
      };
    }
    return missing("path", path);
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    response.end(JSON.stringify(body));
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://standin");
      if (incoming.headers.authorization !== `Bearer ${secretKey}`) {
        answer(response, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
        return;
      }
      const method = incoming.method ?? "GET";
      const params =
        method === "GET" || method === "DELETE"
          ? parseForm(url.search.slice(1))
          : parseForm(Buffer.concat(chunks).toString("utf8"));
      const key = text(incoming.headers["idempotency-key"]) ?? null;
      requests.push({ method, path: url.pathname, params, idempotencyKey: key });
      const cached = key === null ? undefined : idempotent.get(key);
      if (cached !== undefined) {
        answer(response, cached.status, cached.body);
        return;
      }
      const failing = [...failures.entries()].find(
        ([suffix, left]) => left > 0 && url.pathname.endsWith(suffix),
      );
      if (failing !== undefined) {
        failures.set(failing[0], failing[1] - 1);
        answer(response, 500, {
          error: { type: "api_error", message: "An unknown error occurred (stand-in outage)" },
        });
        return;
      }
      const result = route(method, url.pathname, params);
      if (key !== null && method === "POST") idempotent.set(key, result);
      answer(response, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const checkout: StripeStandIn["checkout"] = (request) => {
    const price = table("prices").get(request.priceId);
    if (price === undefined) throw new Error(`no price ${request.priceId}`);
    const customer = put("customers", {
      id: newId("cus"),
      object: "customer",
      email: null,
      metadata: {},
      balance: 0,
    });
    const paymentMethod = put("payment_methods", {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer: customer.id,
      card: { brand: "visa", last4: request.last4 ?? "4242", exp_month: 12, exp_year: 2034 },
    });
    const promotion =
      request.promotionCode === undefined
        ? undefined
        : [...table("promotion_codes").values()].find(
            (entry) => String(entry.code).toLowerCase() === request.promotionCode?.toLowerCase(),
          );
    if (promotion !== undefined) promotion.times_redeemed = Number(promotion.times_redeemed) + 1;
    const coupon =
      promotion === undefined
        ? undefined
        : table("coupons").get(String((promotion.promotion as Json).coupon));
    const start = now();
    const trialEnd = start + 14 * 86_400;
    const subscription = put("subscriptions", {
      id: newId("sub"),
      object: "subscription",
      customer: customer.id,
      status: "trialing",
      cancel_at_period_end: false,
      trial_end: trialEnd,
      created: start,
      default_payment_method: paymentMethod.id,
      discounts:
        coupon === undefined
          ? []
          : [
              {
                id: newId("di"),
                object: "discount",
                source: { type: "coupon", coupon },
                promotion_code: promotion?.id,
              },
            ],
      items: {
        object: "list",
        data: [
          { id: newId("si"), object: "subscription_item", current_period_end: trialEnd, price },
        ],
      },
    });
    const session = {
      id: newId("cs"),
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: request.clientReferenceId,
      customer: customer.id,
      subscription: subscription.id,
      discounts: promotion === undefined ? [] : [{ promotion_code: promotion.id, coupon: null }],
    };
    return { session, subscription, customer };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    objects: (kind) => [...table(kind).values()],
    get: (kind, id) => table(kind).get(id),
    update: (kind, id, change) => {
      const object = table(kind).get(id);
      if (object === undefined) throw new Error(`no ${kind} ${id}`);
      Object.assign(object, change);
    },
    fail: (suffix, times) => {
      failures.set(suffix, times);
    },
    checkout,
    send: async (type, object, created = now(), eventId = newId("evt")) => {
      const payload = JSON.stringify(stripeEvent(eventId, type, object, created));
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      });
      const response = await fetch(options.webhookUrl(), {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      await response.text();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
