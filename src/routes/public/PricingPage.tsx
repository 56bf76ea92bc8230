import { useState } from "react";
import { Link } from "wouter";
import {
  type BillingInterval,
  formatPrice,
  type Plan,
  type PlanPrice,
  plans,
} from "../../../api/plans";
import { useNavSession } from "../../runtime/authRuntimeStore";
import { button } from "../../ui/button.css";
import { Page, Section } from "../../ui/Page";
import { card, cardTitle, prose } from "../../ui/page.css";
import * as styles from "./PricingPage.css";
import { type LivePrices, useLivePrices } from "./pricing/livePrices";

const INTERVAL_WORD: Readonly<Record<BillingInterval, string>> = { month: "month", year: "year" };

function catalogue(id: Plan["id"]): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (plan === undefined) throw new Error(`api/plans.ts has no ${id} plan.`);
  return plan;
}

const freePlan = catalogue("free");
const familyPlan = catalogue("family");

/** Amounts in US cents (the live prices are filtered to dollars, like the catalogue). */
function money(amount: number, _currency: string): string {
  return formatPrice({ interval: "month", amount, currency: "usd" });
}

/** The Family plan's price for an interval: live when the provider answered, else the catalogue's. */
interface ShownPrice {
  readonly priceId: string | null;
  readonly amount: number;
  readonly currency: string;
  readonly trialDays: number;
  readonly live: boolean;
}

function catalogueAmount(interval: BillingInterval): number {
  return familyPlan.prices.find((price) => price.interval === interval)?.amount ?? 0;
}

function shownPrice(live: LivePrices, interval: BillingInterval): ShownPrice {
  if (live.status === "ready") {
    const price = live.product.prices.find((candidate) => candidate.interval === interval);
    if (price !== undefined && price.currency.toLowerCase() === "usd") {
      return {
        priceId: price.id,
        amount: price.unitAmount,
        currency: "usd",
        trialDays: price.trialDays,
        live: true,
      };
    }
  }
  return {
    priceId: null,
    amount: catalogueAmount(interval),
    currency: "usd",
    trialDays: familyPlan.trialDays,
    live: false,
  };
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

function Features({ features }: { readonly features: ReadonlyArray<string> }) {
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature} className={styles.feature}>
          <CheckIcon />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Monthly or yearly, as two toggle buttons (aria-pressed) in a labelled group. */
function IntervalToggle({
  value,
  onChange,
}: {
  readonly value: BillingInterval;
  readonly onChange: (next: BillingInterval) => void;
}) {
  return (
    <fieldset className={styles.toggle}>
      <legend className={styles.toggleLegend}>Billing period</legend>
      {(["month", "year"] as const).map((interval) => (
        <button
          key={interval}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === interval}
          onClick={() => onChange(interval)}
        >
          {interval === "month" ? "Monthly" : "Yearly"}
        </button>
      ))}
    </fieldset>
  );
}

function FreeCard({ signedIn }: { readonly signedIn: boolean }) {
  return (
    <article className={card} aria-labelledby="plan-free">
      <h3 id="plan-free" className={cardTitle}>
        {freePlan.name}
      </h3>
      <p className={styles.tagline}>{freePlan.tagline}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(freePlan.prices[0] as PlanPrice)}</span>
        <span>forever</span>
      </p>
      <Features features={freePlan.features} />
      <p className={styles.priceNote}>No trial needed. Stay on Free as long as you like.</p>
      <Link
        href={signedIn ? "/dashboard" : "/signup"}
        className={`${button.secondary} ${styles.cta}`}
      >
        {signedIn ? "Go to your dashboard" : "Start free"}
      </Link>
    </article>
  );
}

type Checkout =
  | { readonly state: "idle" }
  | { readonly state: "busy" }
  | { readonly state: "failed"; readonly message: string };

function FamilyCard({
  interval,
  live,
  signedIn,
}: {
  readonly interval: BillingInterval;
  readonly live: LivePrices;
  readonly signedIn: boolean;
}) {
  const [checkout, setCheckout] = useState<Checkout>({ state: "idle" });
  const price = shownPrice(live, interval);
  const monthly = shownPrice(live, "month");
  const features =
    live.status === "ready" && live.product.features.length > 0
      ? live.product.features
      : familyPlan.features;
  const saving = interval === "year" ? monthly.amount * 12 - price.amount : 0;
  const trial = price.trialDays > 0 ? `Start your ${price.trialDays}-day trial` : "Subscribe";

  // Signed in: the payment link (and Stripe.js in Stripe mode) load only now, in their own chunk.
  const subscribe = () => {
    setCheckout({ state: "busy" });
    import("./pricing/checkout")
      .then((module) => module.checkoutFor(interval, price.priceId))
      .then(
        (target) => window.location.assign(target.url),
        (error: unknown) =>
          setCheckout({
            state: "failed",
            message: error instanceof Error ? error.message : "Something went wrong!",
          }),
      );
  };

  return (
    <article className={`${card} ${styles.featured}`} aria-labelledby="plan-family">
      <h3 id="plan-family" className={cardTitle}>
        {familyPlan.name}
      </h3>
      <p className={styles.tagline}>{familyPlan.tagline}</p>
      <p className={styles.price}>
        <span
          className={styles.amount}
          data-testid="family-price"
          data-price-source={price.live ? "live" : "catalogue"}
        >
          {money(price.amount, price.currency)}
        </span>
        <span>a {INTERVAL_WORD[interval]}</span>
      </p>
      <p className={styles.priceNote}>
        {saving > 0
          ? `Paid yearly, which saves you ${money(saving, price.currency)}.`
          : `Or ${money(shownPrice(live, "year").amount, price.currency)} a year.`}
      </p>
      <Features features={features} />
      <p className={styles.priceNote}>
        Try it free for {price.trialDays} days. Cancel before the trial ends and you pay nothing.
      </p>
      {signedIn ? (
        <button
          type="button"
          className={`${button.primary} ${styles.cta}`}
          disabled={checkout.state === "busy"}
          onClick={subscribe}
        >
          {checkout.state === "busy" ? "Taking you to checkout…" : trial}
        </button>
      ) : (
        <Link
          href={`/signup?plan=family&interval=${interval}`}
          className={`${button.primary} ${styles.cta}`}
        >
          {trial}
        </Link>
      )}
      {checkout.state === "failed" ? (
        <p role="alert" className={styles.error}>
          {checkout.message}
        </p>
      ) : null}
    </article>
  );
}

export function PricingPage() {
  const [interval, setInterval] = useState<BillingInterval>("month");
  const live = useLivePrices();
  const { signedIn } = useNavSession();
  return (
    <Page
      title="Pricing"
      lead="Start free with a few e-mails a month. Move to the Family plan when the school year gets busy."
    >
      <Section id="plans" title="Plans">
        <IntervalToggle value={interval} onChange={setInterval} />
        <div className={styles.plans}>
          <FreeCard signedIn={signedIn} />
          <FamilyCard interval={interval} live={live} signedIn={signedIn} />
        </div>
        <div className={styles.notes}>
          <p>
            On both plans, mail from a new sender waits for your approval before anything reaches
            your calendar: it keeps strangers out. On Free, an e-mail over the month's 10 is kept
            and read as soon as you upgrade.
          </p>
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
