import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import type { Subscription } from "../../api/Billing";
import { watchSubscriptions } from "../../src/data/paymentWarningFeed";
import { startDataRuntime } from "../../src/runtime/dataRuntime";
import type { ApiFailure } from "../../src/services/Api";
import {
  apiFailure,
  apiTestLayer,
  Gate,
  makePromoCode,
  makeSubscription,
} from "../../src/services/ApiTest";
import { applyEvent, emptyDomainState } from "../../src/store/domainState";
import { createProjector } from "../../src/store/projections";

const flush = async () => {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

function start(listSubscriptions: () => Effect.Effect<ReadonlyArray<Subscription>, ApiFailure>) {
  const clock = new SimulatedClock();
  const runtime = startDataRuntime({
    layer: apiTestLayer({ listSubscriptions }),
    clock,
    focus: null,
  });
  const shown: boolean[] = [];
  const stop = watchSubscriptions(runtime, (value) => shown.push(value));
  return { runtime, clock, shown, stop };
}

describe("the payment warning feed over the subscriptions query", () => {
  it("is fine while loading, then shows the mark for an account without subscriptions", async () => {
    const gate = new Gate<ReadonlyArray<Subscription>>();
    const { shown, stop, runtime } = start(() => gate.effect);
    await flush();
    expect(shown.at(-1)).toBe(false);
    gate.succeed([]);
    await flush();
    expect(shown.at(-1)).toBe(true);
    stop();
    runtime.stop();
  });

  it("hides the mark once a subscription has a default payment method", async () => {
    const { shown, stop, runtime } = start(() =>
      Effect.succeed([makeSubscription({ DefaultPaymentMethodId: "pm_1" })]),
    );
    await flush();
    expect(shown.at(-1)).toBe(false);
    expect(shown).not.toContain(true);
    stop();
    runtime.stop();
  });

  it("treats a failed read as fine, and does not retry it (SPEC §9)", async () => {
    let calls = 0;
    const { shown, stop, runtime, clock } = start(() => {
      calls += 1;
      return Effect.fail(apiFailure(503, "unavailable", "Billing is down."));
    });
    await flush();
    for (let step = 0; step < 10; step += 1) {
      clock.increment(30_000);
      await flush();
    }
    expect(calls).toBe(1);
    expect(shown).not.toContain(true);
    stop();
    runtime.stop();
  });
});

describe("billing in the client store", () => {
  it("keeps one referral code per id, and projects subscriptions and codes", () => {
    const code = makePromoCode();
    const created = applyEvent(emptyDomainState, { type: "promoCode.created", promoCode: code });
    const again = applyEvent(created, {
      type: "promoCode.created",
      promoCode: { ...code, timesRedeemed: 1 },
    });
    expect(again.promoCodes).toEqual([{ ...code, timesRedeemed: 1 }]);
    const project = createProjector();
    const loaded = applyEvent(again, {
      type: "subscriptions.loaded",
      subscriptions: [makeSubscription()],
    });
    expect(project(loaded, { kind: "subscriptions" })?.map((item) => item.id)).toEqual(["sub_1"]);
    expect(project(emptyDomainState, { kind: "subscriptions" })).toBeUndefined();
    expect(project(loaded, { kind: "promoCodes" })?.[0]?.timesRedeemed).toBe(1);
  });
});
