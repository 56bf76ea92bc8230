import type { Subscription } from "../../../../api/Billing";
import type { MutationView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { card, cardHeading } from "../../../ui/card.css";
import { actions } from "../../../ui/page.css";
import { cardText, longDate, pricePerInterval, renewalText, statusLabel } from "./billingText";
import * as styles from "./subscription.css";

export interface SubscriptionDetailsProps {
  readonly subscription: Subscription;
  /** Every change is made in the provider's portal: this opens it. */
  readonly portal: MutationView<"portalSession.create">;
}

/** One subscription: plan, status, price, what happens next, the card, and the actions. */
export function SubscriptionDetails({ subscription, portal }: SubscriptionDetailsProps) {
  const headingId = `subscription-${subscription.id}`;
  const open = () => portal.submit(undefined);
  const busy = portal.busy || portal.succeeded;
  const other = subscription.interval === "month" ? "yearly" : "monthly";
  return (
    <section className={card} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardHeading}>
        {subscription.productName} plan
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.definition}>
          <span className={styles.status}>{statusLabel(subscription.status)}</span>
        </dd>
        <dt className={styles.term}>Price</dt>
        <dd className={styles.definition}>{pricePerInterval(subscription)}</dd>
        {subscription.status === "trialing" && subscription.trialEnd !== null ? (
          <>
            <dt className={styles.term}>Trial ends</dt>
            <dd className={styles.definition}>{longDate(subscription.trialEnd)}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{subscription.cancelAtPeriodEnd ? "Ends" : "Renews"}</dt>
        <dd className={styles.definition}>{longDate(subscription.currentPeriodEnd)}</dd>
        <dt className={styles.term}>Card</dt>
        <dd className={styles.definition}>
          {subscription.card === null ? "No card on file" : cardText(subscription.card)}
        </dd>
        {subscription.discount === null ? null : (
          <>
            <dt className={styles.term}>Discount</dt>
            <dd className={styles.definition}>{subscription.discount}</dd>
          </>
        )}
      </dl>
      {subscription.cancelAtPeriodEnd ? (
        <div className={styles.endingNotice}>
          <p>
            <strong>{renewalText(subscription)}</strong> You keep everything until then. Resume to
            keep your plan.
          </p>
          <button type="button" className={button.primary} disabled={busy} onClick={open}>
            Resume
          </button>
        </div>
      ) : (
        <p>{renewalText(subscription)}</p>
      )}
      <div className={actions}>
        <button type="button" className={button.secondary} disabled={busy} onClick={open}>
          Change card
        </button>
        <button type="button" className={button.secondary} disabled={busy} onClick={open}>
          Switch to {other}
        </button>
        {subscription.cancelAtPeriodEnd ? null : (
          <button type="button" className={button.secondary} disabled={busy} onClick={open}>
            Cancel subscription
          </button>
        )}
      </div>
    </section>
  );
}
