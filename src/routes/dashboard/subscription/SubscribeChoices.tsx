import { useState } from "react";
import type { BillingInterval, Price } from "../../../../api/Billing";
import { useMutation, useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { forgetReferralCode, storedReferralCode } from "../../auth/referralCode";
import { money } from "./billingText";
import { useLeaveFor } from "./leavePage";
import * as styles from "./subscription.css";

/** The catalogue's lookup keys: the server takes them where a price id is expected. */
const FALLBACK_PRICE: Readonly<Record<BillingInterval, string>> = {
  month: "family_monthly",
  year: "family_yearly",
};

const FALLBACK_AMOUNT: Readonly<Record<BillingInterval, number>> = { month: 600, year: 6000 };

interface Choice {
  readonly interval: BillingInterval;
  readonly priceId: string;
  readonly amount: number;
  readonly currency: string;
  readonly trialDays: number;
}

function choiceOf(prices: ReadonlyArray<Price> | undefined, interval: BillingInterval): Choice {
  const price = prices?.find((candidate) => candidate.interval === interval && candidate.active);
  return price === undefined
    ? {
        interval,
        priceId: FALLBACK_PRICE[interval],
        amount: FALLBACK_AMOUNT[interval],
        currency: "usd",
        trialDays: 14,
      }
    : {
        interval,
        priceId: price.id,
        amount: price.unitAmount,
        currency: price.currency,
        trialDays: price.trialDays,
      };
}

/**
 * The friend's code the user signed up with, while it is still to be used:
 * a checkout that came back successful has used it.
 */
export function useReferralCode(checkedOut: boolean): readonly [string | null, () => void] {
  const [code, setCode] = useState(() => {
    if (!checkedOut) return storedReferralCode();
    forgetReferralCode();
    return null;
  });
  const drop = () => {
    forgetReferralCode();
    setCode(null);
  };
  return [code, drop] as const;
}

/**
 * Subscribe to the Family plan, monthly or yearly: asks the server for a
 * payment link (with the friend's code, if any) and goes there.
 */
export function SubscribeChoices({
  referralCode,
  onDropReferral,
}: {
  readonly referralCode: string | null;
  readonly onDropReferral: () => void;
}) {
  const product = useQuery({ kind: "billingProduct", id: "family" });
  const link = useMutation("paymentLink.get");
  useLeaveFor(link.output?.url);
  const choices = (["month", "year"] as const).map((interval) =>
    choiceOf(product.data?.prices, interval),
  );
  const promoRefused = link.error?.field === "promo";
  return (
    <div className={styles.stack}>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <div key={choice.interval} className={styles.choice}>
            <span className={styles.choiceAmount}>
              {money(choice.amount, choice.currency)} a {choice.interval}
            </span>
            {choice.trialDays > 0 ? <span>{choice.trialDays}-day free trial</span> : null}
            <button
              type="button"
              className={button.primary}
              disabled={link.busy || link.succeeded}
              onClick={() => link.submit({ priceId: choice.priceId, promo: referralCode })}
            >
              Subscribe {choice.interval === "month" ? "monthly" : "yearly"}
            </button>
          </div>
        ))}
      </div>
      {link.busy || link.succeeded ? <p role="status">Taking you to the secure checkout…</p> : null}
      {link.error === null ? null : (
        <FormAlert>
          <p>
            {promoRefused
              ? `The referral code ${referralCode ?? ""} cannot be used: ${link.error.message}`
              : failureMessage(link.error)}
          </p>
          {promoRefused ? (
            <div>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  onDropReferral();
                  link.reset();
                }}
              >
                Continue without the code
              </button>
            </div>
          ) : null}
        </FormAlert>
      )}
    </div>
  );
}
