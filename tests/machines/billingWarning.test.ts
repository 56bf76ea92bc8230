import { describe, expect, it } from "vitest";
import {
  hasDefaultPaymentMethod,
  showsPaymentWarning,
} from "../../src/machines/billing/paymentWarning";
import { makeSubscription } from "../../src/services/ApiTest";

/** SPEC §4: the Manage Subscription warning mark. */
describe("the payment warning rule", () => {
  const withCard = makeSubscription({ id: "sub_card", DefaultPaymentMethodId: "pm_1" });
  const withoutCard = makeSubscription({ id: "sub_none", DefaultPaymentMethodId: null });

  it("is fine while the subscriptions load", () => {
    expect(showsPaymentWarning({ status: "loading", data: undefined, error: null })).toBe(false);
  });

  it("is fine when the read failed", () => {
    const error = { code: "network", message: "offline", status: 0 };
    expect(showsPaymentWarning({ status: "failed", data: undefined, error })).toBe(false);
  });

  it("is fine when a refetch failed, even over data that would show the mark", () => {
    const error = { code: "http_500", message: "down", status: 500 };
    expect(showsPaymentWarning({ status: "ready", data: [], error })).toBe(false);
  });

  it("shows the mark when there are no subscriptions at all", () => {
    expect(showsPaymentWarning({ status: "ready", data: [], error: null })).toBe(true);
  });

  it("shows the mark when no subscription has a default payment method", () => {
    const empty = makeSubscription({ id: "sub_empty", DefaultPaymentMethodId: "" });
    expect(showsPaymentWarning({ status: "ready", data: [withoutCard, empty], error: null })).toBe(
      true,
    );
  });

  it("hides the mark when one subscription has a default payment method", () => {
    expect(
      showsPaymentWarning({ status: "ready", data: [withoutCard, withCard], error: null }),
    ).toBe(false);
    expect(showsPaymentWarning({ status: "ready", data: [withCard], error: null })).toBe(false);
  });

  it("reads only DefaultPaymentMethodId", () => {
    expect(hasDefaultPaymentMethod({ DefaultPaymentMethodId: "pm_x" })).toBe(true);
    expect(hasDefaultPaymentMethod({ DefaultPaymentMethodId: null })).toBe(false);
  });
});
