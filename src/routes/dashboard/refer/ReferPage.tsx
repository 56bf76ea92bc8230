import { useEffect, useRef } from "react";
import type { PromoCode } from "../../../../api/Billing";
import { useMutation, useRouteData } from "../../../data/hooks";
import type { MutationView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { CopyField } from "../../../ui/CopyField";
import { card, cardHeading } from "../../../ui/card.css";
import { RouteData } from "../../../ui/data/RouteData";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { LoadingView } from "../../../ui/LoadingView";
import { Page, Section } from "../../../ui/Page";
import { prose } from "../../../ui/page.css";
import { money } from "../subscription/billingText";
import * as styles from "./refer.css";

/** `/dashboard/refer-a-friend`: the user's referral code, made on the first visit. */
export function ReferPage() {
  const route = useRouteData({ kind: "promoCodes" });
  const create = useMutation("promoCode.create");
  return (
    <Page
      title="Refer a friend"
      lead="Share Corkboard with another parent. They get 50% off their first month, and you get a month free."
    >
      <RouteData route={route} loadingMessage="Loading your referral code">
        {(codes) => {
          const code = codes.find((candidate) => candidate.active) ?? codes[0];
          return code === undefined ? <CreateCode create={create} /> : <ReferralCode code={code} />;
        }}
      </RouteData>
      <Section id="how-referrals-work" title="How referrals work">
        <ol className={`${prose} ${styles.steps}`}>
          <li>Send your link (or your code) to a friend.</li>
          <li>
            They sign up with it and subscribe to the Family plan: their first month is 50% off.
          </li>
          <li>Once they subscribe, you get one month free, taken off your next payment.</li>
        </ol>
      </Section>
    </Page>
  );
}

/**
 * A user without a code yet gets one: created once when the page first
 * finds none (the server answers the same code to a second request).
 */
function CreateCode({ create }: { readonly create: MutationView<"promoCode.create"> }) {
  const asked = useRef(false);
  const { submit } = create;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    submit(undefined);
  }, [submit]);
  if (create.error !== null) {
    return (
      <FormAlert>
        <p>We could not make your referral code. {failureMessage(create.error)}</p>
        <div>
          <button type="button" className={button.secondary} onClick={() => submit(undefined)}>
            Try again
          </button>
        </div>
      </FormAlert>
    );
  }
  return <LoadingView message="Making your referral code" />;
}

function friendsText(count: number): string {
  if (count === 0) return "No friends have used it yet.";
  return count === 1 ? "1 friend has used it." : `${count} friends have used it.`;
}

function ReferralCode({ code }: { readonly code: PromoCode }) {
  return (
    <section className={card} aria-labelledby="referral-code-heading">
      <h2 id="referral-code-heading" className={cardHeading}>
        Your code: <span className={styles.code}>{code.code}</span>
      </h2>
      <CopyField
        label="Your share link"
        value={code.shareUrl}
        description="Anyone who signs up with this link gets your code applied at checkout."
      />
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Friends who used it</dt>
          <dd className={styles.statValue}>{code.timesRedeemed}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Credit earned</dt>
          <dd className={styles.statValue}>
            {money(code.creditEarned.amount, code.creditEarned.currency)}
          </dd>
        </div>
      </dl>
      <p>
        {friendsText(code.timesRedeemed)}{" "}
        {code.active
          ? `Your friend gets ${code.percentOff}% off their first ${code.durationInMonths === 1 ? "month" : `${code.durationInMonths} months`}.`
          : "This code can no longer be used."}
      </p>
    </section>
  );
}
