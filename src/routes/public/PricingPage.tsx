import { Link } from "wouter";
import { formatPrice, type Plan, type PlanPrice, plans } from "../../../api/plans";
import { button } from "../../ui/button.css";
import { Page, Section } from "../../ui/Page";
import { card, cardTitle, prose } from "../../ui/page.css";
import * as styles from "./PricingPage.css";

function priceFor(plan: Plan, interval: PlanPrice["interval"]): PlanPrice | undefined {
  return plan.prices.find((price) => price.interval === interval);
}

/** What a year costs less than twelve months paid one at a time, if anything. */
function yearlySaving(monthly: PlanPrice, yearly: PlanPrice): PlanPrice | undefined {
  const amount = monthly.amount * 12 - yearly.amount;
  return amount > 0 ? { ...yearly, amount } : undefined;
}

function CheckIcon() {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M4.5 10.5 L8.5 14.5 L15.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlanCard({ plan }: { readonly plan: Plan }) {
  const monthly = priceFor(plan, "month");
  const yearly = priceFor(plan, "year");
  const isFree = monthly === undefined || monthly.amount === 0;
  const saving = monthly && yearly ? yearlySaving(monthly, yearly) : undefined;
  const headingId = `plan-${plan.id}`;

  return (
    <article className={isFree ? card : `${card} ${styles.featured}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={cardTitle}>
        {plan.name}
      </h3>
      <p className={styles.tagline}>{plan.tagline}</p>

      {monthly === undefined ? null : (
        <p className={styles.price}>
          <span className={styles.amount}>{formatPrice(monthly)}</span>
          <span>a month</span>
        </p>
      )}
      {isFree || yearly === undefined ? null : (
        <p className={styles.priceNote}>
          {saving === undefined
            ? `Or ${formatPrice(yearly)} a year.`
            : `Or ${formatPrice(yearly)} a year, which saves you ${formatPrice(saving)}.`}
        </p>
      )}

      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      {plan.trialDays > 0 ? (
        <p className={styles.priceNote}>
          Try it free for {plan.trialDays} days. Cancel before the trial ends and you pay nothing.
        </p>
      ) : (
        <p className={styles.priceNote}>No trial needed. Stay on Free as long as you like.</p>
      )}

      <Link
        href="/signup"
        className={`${isFree ? button.secondary : button.primary} ${styles.cta}`}
      >
        {plan.trialDays > 0 ? `Start your ${plan.trialDays}-day trial` : "Start free"}
      </Link>
    </article>
  );
}

export function PricingPage() {
  return (
    <Page
      title="Pricing"
      lead="Start free with a few e-mails a month. Move to the Family plan when the school year gets busy."
    >
      <Section id="plans" title="Plans">
        <div className={styles.plans}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <div className={styles.notes}>
          <p>Prices are in US dollars. Taxes may apply, depending on where you live.</p>
          <p>
            Cancel any time in Manage Subscription. Your plan stays active until the end of the
            period you have paid for.
          </p>
        </div>
      </Section>

      <Section id="referrals" title="Share it with a friend">
        <div className={prose}>
          <p>
            Invite another parent from Refer a friend in your dashboard. They get 50% off their
            first month of the Family plan, and once they subscribe you get a month free.
          </p>
          <p>
            Questions about plans or billing? Read the{" "}
            <Link href="/faq">answers to common questions</Link> or see our{" "}
            <Link href="/terms">terms of service</Link>.
          </p>
        </div>
      </Section>
    </Page>
  );
}
