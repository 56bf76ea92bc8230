import { Effect } from "effect";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PaymentLink } from "../../api/Billing";
import { ensureCatalogue, localIds } from "../../server/billing/local/repo";
import { Database } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { migrate, readMigrations } from "../../server/db/migrate";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";
import {
  dataOf as data,
  type ProductServer,
  request,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

/*
 * Finding 5: the Local checkout made a subscription per post of one signed
 * form when the posts ran in parallel. One form, posted any number of
 * times at once or one after another, makes one subscription, delivers one
 * set of webhook events and answers the same success every time.
 */

interface CheckoutAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly text: string;
}

interface SignedForm {
  readonly action: string;
  readonly fields: URLSearchParams;
}

/** The form of a fresh payment link, filled in with the test card as a browser would post it. */
async function signedCheckoutForm(
  server: ProductServer,
  user: TestUser,
  price = "family_monthly",
): Promise<SignedForm> {
  const link = await request(server, "GET", `/api/stripe/payment-link/${price}`, { user });
  expect(link.status).toBe(200);
  const url = new URL(data<PaymentLink>(link).url);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const sig = url.searchParams.get("sig") ?? "";
  expect(await page.text()).toContain(`name="sig" value="${sig}"`);
  return {
    action: url.origin + url.pathname,
    fields: new URLSearchParams({
      client_reference_id: url.searchParams.get("client_reference_id") ?? "",
      sig,
      prefilled_email: url.searchParams.get("prefilled_email") ?? "",
      promo: "",
      card_number: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    }),
  };
}

async function post(form: SignedForm): Promise<CheckoutAnswer> {
  const answer = await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams(form.fields),
    redirect: "manual",
  });
  return {
    status: answer.status,
    location: answer.headers.get("location"),
    text: await answer.text(),
  };
}

const postInParallel = (form: SignedForm, times: number) =>
  Promise.all(Array.from({ length: times }, () => post(form)));

/** What billing keeps about a user that a checkout adds to, as counts. */
async function billingCounts(server: ProductServer, userId: string) {
  const rows = await Effect.runPromise(
    server.database.query<{
      subscriptions: number;
      live: number;
      payment_methods: number;
      mirrored: number;
      events: number;
    }>(
      `select
         (select count(*)::int from billing_local_subscription s
            join billing_local_customer c on c.id = s.customer_id where c.user_id = $1) as subscriptions,
         (select count(*)::int from billing_local_subscription s
            join billing_local_customer c on c.id = s.customer_id
            where c.user_id = $1 and s.status <> 'canceled') as live,
         (select count(*)::int from billing_local_payment_method pm
            join billing_local_customer c on c.id = pm.customer_id where c.user_id = $1) as payment_methods,
         (select count(*)::int from billing_subscription where user_id = $1) as mirrored,
         (select count(*)::int from billing_webhook_event) as events`,
      [userId],
    ),
  );
  const counts = rows[0];
  if (counts === undefined) throw new Error("no counts");
  return counts;
}

const success = {
  status: 303,
  location: expect.stringMatching(/\/dashboard\/subscription\?checkout=success$/),
  text: expect.any(String),
};

describe.each(engines)("the Local checkout under repeated posts on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("makes one subscription from 12 parallel posts of one signed form, and answers each a success", async () => {
    const user = await signUpUser(server, "parallel");
    const form = await signedCheckoutForm(server, user);
    const eventsBefore = (await billingCounts(server, user.id)).events;

    const answers = await postInParallel(form, 12);

    const counts = await billingCounts(server, user.id);
    expect(counts).toMatchObject({ subscriptions: 1, live: 1, payment_methods: 1, mirrored: 1 });
    expect(answers).toEqual(Array(12).fill(success));
    // One checkout.session.completed, customer.subscription.created and invoice.paid.
    expect(counts.events - eventsBefore).toBe(3);
  });

  it("answers the same success to the form posted again later, and changes nothing", async () => {
    const user = await signUpUser(server, "again");
    const form = await signedCheckoutForm(server, user);
    expect(await post(form)).toEqual(success);
    const after = await billingCounts(server, user.id);

    expect(await post(form)).toEqual(success);
    expect(await postInParallel(form, 4)).toEqual(Array(4).fill(success));
    expect(await billingCounts(server, user.id)).toEqual(after);
  });

  it("lets only one of two links posted in parallel subscribe, without a 5xx", async () => {
    const user = await signUpUser(server, "two-links");
    const monthly = await signedCheckoutForm(server, user, "family_monthly");
    const yearly = await signedCheckoutForm(server, user, "family_yearly");

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => post(monthly)),
      ...Array.from({ length: 6 }, () => post(yearly)),
    ]);

    expect(answers.every((answer) => answer.status === 303 || answer.status === 409)).toBe(true);
    const winners = new Set(
      answers.flatMap((answer, index) => (answer.status === 303 ? [index < 6 ? "m" : "y"] : [])),
    );
    expect(winners.size).toBe(1);
    expect(await billingCounts(server, user.id)).toMatchObject({ subscriptions: 1, live: 1 });
    // A new link for the subscribed user is refused, as before.
    expect((await post(await signedCheckoutForm(server, user))).status).toBe(409);
  });

  it("does not pay again for a form whose subscription has ended", async () => {
    const user = await signUpUser(server, "ended");
    const form = await signedCheckoutForm(server, user);
    expect(await post(form)).toEqual(success);
    await Effect.runPromise(
      server.database.query(
        `update billing_local_subscription set status = 'canceled'
         where customer_id = (select id from billing_local_customer where user_id = $1)`,
        [user.id],
      ),
    );
    const before = await billingCounts(server, user.id);

    const again = await post(form);

    expect(again.status).toBe(409);
    expect(again.text).toContain("This checkout link was used for a subscription that has ended.");
    expect(await billingCounts(server, user.id)).toEqual(before);
    // A new link subscribes again.
    expect(await post(await signedCheckoutForm(server, user))).toEqual(success);
  });
});

describe.each(engines)(
  "migration 0007 on a database with duplicate subscriptions, %s",
  (engine) => {
    let fresh: FreshDatabase | undefined;
    afterEach(async () => {
      await fresh?.dispose();
      fresh = undefined;
    });

    const insertSubscription = (id: string, customerId: string, status: string, created: number) =>
      Effect.flatMap(Database, (db) =>
        db.query(
          `insert into billing_local_subscription (id, customer_id, price_id, status,
           current_period_start, current_period_end, created)
         values ($1, $2, $3, $4, $5::bigint, $5::bigint + 86400, $5::bigint)`,
          [id, customerId, localIds.price.month, status, created],
        ),
      );

    it("ends all but each customer's first running subscription, then allows one running", async () => {
      fresh = await freshDatabase(engine);
      const all = await Effect.runPromise(readMigrations());
      const before = all.filter((migration) => migration.id < "0007");
      const statuses = await Effect.runPromise(
        Effect.gen(function* () {
          yield* migrate(before);
          const db = yield* Database;
          yield* db.transaction((sql) => Effect.promise(() => ensureCatalogue(sql)));
          yield* db.query(
            `insert into billing_local_customer (id, user_id) values
             ('cus_a', gen_random_uuid()), ('cus_b', gen_random_uuid())`,
          );
          // The race left cus_a with three running subscriptions beside an ended one.
          yield* insertSubscription("sub_a1", "cus_a", "trialing", 1000);
          yield* insertSubscription("sub_a2", "cus_a", "trialing", 1000);
          yield* insertSubscription("sub_a3", "cus_a", "active", 1001);
          yield* insertSubscription("sub_a0", "cus_a", "canceled", 900);
          yield* insertSubscription("sub_b1", "cus_b", "active", 1000);
          yield* migrate();
          const rows = yield* db.query<{ id: string; status: string }>(
            "select id, status from billing_local_subscription order by id",
          );
          // An ended subscription may sit beside the running one; a second running one may not.
          yield* insertSubscription("sub_a4", "cus_a", "canceled", 1002);
          const second = yield* Effect.either(
            insertSubscription("sub_a5", "cus_a", "active", 1003),
          );
          return { rows, secondRefused: second._tag === "Left" };
        }).pipe(Effect.provide(databaseLayerFor(fresh.config))),
      );
      expect(statuses.rows).toEqual([
        { id: "sub_a0", status: "canceled" },
        { id: "sub_a1", status: "trialing" },
        { id: "sub_a2", status: "canceled" },
        { id: "sub_a3", status: "canceled" },
        { id: "sub_b1", status: "active" },
      ]);
      expect(statuses.secondRefused).toBe(true);
    });
  },
);
