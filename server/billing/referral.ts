import { randomInt } from "node:crypto";
import { Effect } from "effect";
import { inTransaction, run } from "../product/shared";
import { BillingProvider, type BillingUser } from "./BillingProvider";
import {
  customerOfUser,
  insertPromoCode,
  linkCustomer,
  markCredited,
  promoCodesOfUser,
  uncreditedReferrals,
} from "./repo";

// No 0/O or 1/I: the code is read aloud and typed from a phone.
const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "EMMA-7KQ2": the e-mail's first letters, then four random ones. */
export const referralCodeFor = (email: string | null): string => {
  const name = (email ?? "")
    .split("@")[0]
    ?.replace(/[^a-z]/gi, "")
    .slice(0, 6)
    .toUpperCase();
  const suffix = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${name === undefined || name === "" ? "FRIEND" : name}-${suffix}`;
};

/**
 * The user's referral code, created at the provider on the first call. Two
 * calls at once may both create one at the provider; the database keeps the
 * first and both answer it.
 */
export const ensureReferralCode = (user: BillingUser) =>
  Effect.gen(function* () {
    const existing = yield* inTransaction((sql) => run(() => promoCodesOfUser(sql, user.id)));
    if (existing.length > 0) return;
    const provider = yield* BillingProvider;
    // A clash with another user's code is unlikely (32^4 per name) but possible: retry.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = referralCodeFor(user.email);
      const taken = yield* Effect.orDie(provider.findPromotionCode(code));
      if (taken !== null) continue;
      const created = yield* Effect.orDie(provider.createReferralCode(user, code));
      yield* inTransaction((sql) =>
        run(() =>
          insertPromoCode(sql, {
            id: created.id,
            userId: user.id,
            code: created.code,
            percentOff: created.percentOff,
            durationInMonths: created.durationInMonths,
          }),
        ),
      );
      return;
    }
    return yield* Effect.dieMessage("Could not find a free referral code");
  }).pipe(Effect.withSpan("Billing.ensureReferralCode"));

/**
 * Gives the referrer the credit of every friend not yet credited: one free
 * month each, as a customer balance credit at the provider. The provider
 * records each credit once (its idempotency key is the friend), so a retry
 * after a failure here never doubles it.
 */
export const creditReferrer = (referrerUserId: string) =>
  Effect.gen(function* () {
    const provider = yield* BillingProvider;
    const pending = yield* inTransaction((sql) =>
      run(() => uncreditedReferrals(sql, referrerUserId)),
    );
    if (pending.length === 0) return;
    const linked = yield* inTransaction((sql) => run(() => customerOfUser(sql, referrerUserId)));
    const customerId =
      linked?.customer_id ?? (yield* provider.ensureCustomer({ id: referrerUserId, email: null }));
    if (linked === undefined) {
      yield* inTransaction((sql) => run(() => linkCustomer(sql, referrerUserId, customerId)));
    }
    for (const referral of pending) {
      yield* provider.credit(customerId, {
        amount: -referral.credit_amount,
        currency: referral.currency,
        description: "Referral: one free month",
        idempotencyKey: `referral-${referral.referred_user_id}`,
      });
      yield* inTransaction((sql) => run(() => markCredited(sql, referral.referred_user_id)));
    }
  }).pipe(Effect.withSpan("Billing.creditReferrer"));
