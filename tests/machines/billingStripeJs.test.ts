import type { Stripe } from "@stripe/stripe-js";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { stripeJsMachine } from "../../src/machines/billing/stripeJs.machine";
import {
  type LoadStripe,
  loadStripeJs,
  STRIPE_LOAD_FAILED,
  STRIPE_UNAVAILABLE,
} from "../../src/services/Billing";
import { CoverageRecorder } from "./support/model";

/** SPEC §7, §8: Stripe.js only in Stripe mode, its two failures by name. */

const fakeStripe = { elements: () => undefined } as unknown as Stripe;
const coverage = new CoverageRecorder(stripeJsMachine);

async function run(publishableKey: string | null, load: LoadStripe) {
  let calls = 0;
  const logic = stripeJsMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: { readonly publishableKey: string } }) => {
        calls += 1;
        return loadStripeJs(input.publishableKey, load);
      }),
    },
  });
  const actor = createActor(logic, { input: { publishableKey }, inspect: coverage.inspect });
  actor.start();
  const done = await waitFor(actor, (snapshot) => snapshot.status === "done");
  actor.stop();
  return { snapshot: done, calls };
}

describe("Stripe.js on a billing page", () => {
  it("loads nothing without a publishable key (Local mode)", async () => {
    const { snapshot, calls } = await run(null, () => Promise.resolve(fakeStripe));
    expect(snapshot.value).toBe("off");
    expect(calls).toBe(0);
    expect((await run("", () => Promise.resolve(fakeStripe))).calls).toBe(0);
  });

  it("loads Stripe.js with the key in Stripe mode", async () => {
    const keys: string[] = [];
    const { snapshot } = await run("pk_test_1", (key) => {
      keys.push(key);
      return Promise.resolve(fakeStripe);
    });
    expect(snapshot.value).toBe("ready");
    expect(snapshot.context.stripe).toBe(fakeStripe);
    expect(keys).toEqual(["pk_test_1"]);
  });

  it("says 'Failed to load Stripe.js' when the script fails", async () => {
    const { snapshot } = await run("pk_test_1", () => Promise.reject(new Error("net::ERR")));
    expect(snapshot.value).toBe("failed");
    expect(snapshot.hasTag("failed")).toBe(true);
    expect(snapshot.context.error).toBe(STRIPE_LOAD_FAILED);
  });

  it("says 'Stripe.js not available' when loadStripe resolves null", async () => {
    const { snapshot } = await run("pk_test_1", () => Promise.resolve(null));
    expect(snapshot.context.error).toBe(STRIPE_UNAVAILABLE);
  });

  it("covers every state and transition of the machine", () => {
    // `choosing` is transient (only `always` transitions): no snapshot rests in it, but taking
    // its transitions above entered it, and the recorder counts that.
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
