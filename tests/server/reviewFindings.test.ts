import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentLink } from "../../api/Billing";
import { maxWebhookBytes } from "../../server/billing/webhook";
import { Database } from "../../server/db/Database";
import { acceptMessage } from "../../server/mail/inbound/accept";
import { engines } from "./support/databases";
import {
  dataOf as data,
  type ProductServer,
  request,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

/**
 * Findings of the intake and billing review, each pinned by a test that
 * failed before its fix.
 */

/** Everything billing holds for one user, plus the webhook events recorded. */
async function billingOf(server: ProductServer, userId: string): Promise<string> {
  const rows = await Effect.runPromise(
    server.database.query<{ snapshot: string }>(
      `select json_build_array(
         (select coalesce(json_agg(c order by c.customer_id), '[]') from billing_customer c where c.user_id = $1),
         (select coalesce(json_agg(s order by s.id), '[]') from billing_subscription s where s.user_id = $1),
         (select coalesce(json_agg(lc order by lc.id), '[]') from billing_local_customer lc where lc.user_id = $1),
         (select count(*) from billing_local_subscription),
         (select count(*) from billing_webhook_event)
       )::text as snapshot`,
      [userId],
    ),
  );
  return rows[0]?.snapshot ?? "";
}

async function linkOf(server: ProductServer, user: TestUser) {
  const answer = await request(server, "GET", "/api/stripe/payment-link/family_monthly", { user });
  expect(answer.status).toBe(200);
  return new URL(data<PaymentLink>(answer).url);
}

const payWith = (url: URL, fields: Record<string, string>) =>
  fetch(url.origin + url.pathname, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      card_number: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
      ...fields,
    }),
  });

describe.each(engines)("review findings on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the Local checkout pays only for the user its link was made for", async () => {
    const attacker = await signUpUser(server, "attacker");
    const victim = await signUpUser(server, "victim");
    const before = await billingOf(server, victim.id);
    const url = await linkOf(server, attacker);
    const signature = url.searchParams.get("sig") ?? "";
    expect(signature).not.toBe("");

    // Another user's id, with no signature or with the attacker's own: refused, nothing changed.
    for (const sig of ["", signature, "x".repeat(signature.length)]) {
      const answer = await payWith(url, { client_reference_id: victim.id, sig });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("This checkout link is incomplete");
    }
    expect(await billingOf(server, victim.id)).toBe(before);

    // The page carries the signature to the form, and the genuine link still pays.
    const page = await (await fetch(url)).text();
    expect(page).toContain(`name="sig" value="${signature}"`);
    const paid = await payWith(url, { client_reference_id: attacker.id, sig: signature });
    expect(paid.status).toBe(303);
  });

  it("the webhook refuses a body past its limit with 413 before reading it whole", async () => {
    const user = await signUpUser(server, "webhook-size");
    const before = await billingOf(server, user.id);
    const huge = JSON.stringify({ id: "evt_huge", padding: "x".repeat(maxWebhookBytes + 10) });
    const answer = await request(server, "POST", "/api/stripe/webhook", {
      key: null,
      body: huge,
      headers: { "stripe-signature": "t=1,v1=00" },
    });
    expect(answer.status).toBe(413);
    expect(answer.text).not.toContain("whsec_");
    expect(await billingOf(server, user.id)).toBe(before);
  });

  it("a NUL in MAIL FROM neither refuses the message nor the ones committed with it", async () => {
    const user = await signUpUser(server, "nul-sender");
    const raw = new TextEncoder().encode(
      "From: office@school.test\r\nTo: x@in.localhost\r\nSubject: Hi\r\n\r\nHello\r\n",
    );
    const accept = (from: string) =>
      Effect.runPromise(
        acceptMessage(raw, [{ address: "x@in.localhost", userId: user.id }], from).pipe(
          Effect.provideService(Database, server.database),
        ),
      );
    // Accepted together: they share one group commit.
    const [hostile, innocent] = await Promise.all([
      accept("bad\u0000sender@school.test"),
      accept("office@school.test"),
    ]);
    const ids = [...(hostile ?? []), ...(innocent ?? [])];
    expect(ids).toHaveLength(2);
    const stored = await Effect.runPromise(
      server.database.query<{ envelope_from: string }>(
        "select envelope_from from inbound_message where id = any($1::uuid[]) order by envelope_from",
        [ids],
      ),
    );
    expect(stored.map((row) => row.envelope_from)).toEqual([
      "badsender@school.test",
      "office@school.test",
    ]);
  });

  it("query values reflected on the checkout page are escaped", async () => {
    const user = await signUpUser(server, "reflect");
    const url = await linkOf(server, user);
    url.searchParams.set("prefilled_email", '"><script>alert(1)</script>@x.test');
    url.searchParams.set("prefilled_promo_code", "<img src=x onerror=alert(1)>");
    const page = await (await fetch(url)).text();
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
