import { useQuery } from "../../../data/hooks";
import {
  PAYMENT_WARNING_LABEL,
  showsPaymentWarning,
} from "../../../machines/billing/paymentWarning";
import { WarningMark } from "../../../ui/nav/WarningMark";

/**
 * The dashboard navigation's mark on Manage Subscription (SPEC §4), from the
 * subscriptions query (not retried, SPEC §9). Small on purpose: the shell
 * loads it; the page itself is a lazy chunk.
 */
export function PaymentWarning() {
  const subscriptions = useQuery({ kind: "subscriptions" });
  return showsPaymentWarning(subscriptions) ? <WarningMark label={PAYMENT_WARNING_LABEL} /> : null;
}
