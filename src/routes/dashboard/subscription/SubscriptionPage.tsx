import { useSearch } from "wouter";
import { useMutation, useRouteData } from "../../../data/hooks";
import { useAuthRuntime } from "../../../runtime/authRuntimeStore";
import type { LoadStripe } from "../../../services/Billing";
import { emptyCard, emptyCardTitle } from "../../../ui/card.css";
import { RouteData } from "../../../ui/data/RouteData";
import { ErrorView } from "../../../ui/ErrorView";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { LoadingView } from "../../../ui/LoadingView";
import { Page } from "../../../ui/Page";
import { isCurrent } from "./billingText";
import { useLeaveFor } from "./leavePage";
import { SubscribeChoices, useReferralCode } from "./SubscribeChoices";
import { SubscriptionDetails } from "./SubscriptionDetails";
import * as styles from "./subscription.css";
import { useStripeJs } from "./useStripeJs";

/** `/dashboard/subscription`: Manage Subscription, with Stripe.js only in Stripe mode. */
export function SubscriptionPage() {
  const publishableKey = useAuthRuntime()?.config.stripePublishableKey ?? null;
  return <ManageSubscription publishableKey={publishableKey} />;
}

export interface ManageSubscriptionProps {
  /** `/config.json`'s key: set in Stripe mode, null in Local mode. */
  readonly publishableKey: string | null;
  /** Stripe.js's loader; tests pass one that fails. */
  readonly loadStripe?: LoadStripe;
}

const lead = "Your plan, your card and what happens next. Changes are made on a secure page.";

export function ManageSubscription({ publishableKey, loadStripe }: ManageSubscriptionProps) {
  const route = useRouteData({ kind: "subscriptions" });
  const stripe = useStripeJs(publishableKey, loadStripe);
  const portal = useMutation("portalSession.create");
  useLeaveFor(portal.output?.url);
  const checkedOut = new URLSearchParams(useSearch()).get("checkout") === "success";
  const [referralCode, dropReferral] = useReferralCode(checkedOut);

  if (stripe.error !== null) {
    return (
      <Page title="Manage Subscription" lead={lead}>
        <p>{stripe.error}</p>
        <ErrorView error={new Error(stripe.error)} />
      </Page>
    );
  }
  if (stripe.loading) {
    return (
      <Page title="Manage Subscription" lead={lead}>
        <LoadingView message="Loading the secure payment form" />
      </Page>
    );
  }

  return (
    <Page title="Manage Subscription" lead={lead}>
      <div className={styles.stack}>
        {checkedOut ? (
          <FormNotice>
            <p>Thank you. Your subscription is set up; it can take a moment to show here.</p>
          </FormNotice>
        ) : null}
        <RouteData route={route} loadingMessage="Loading your subscription">
          {(subscriptions) => {
            const current = subscriptions.filter(isCurrent);
            if (current.length === 0) {
              return (
                <>
                  <div className={emptyCard}>
                    <h2 className={emptyCardTitle}>You are on the Free plan</h2>
                    <p>
                      <strong>No card on file.</strong> Subscribe to the Family plan for unlimited
                      e-mails and a feed for each family member. It starts with a free trial.
                    </p>
                    {referralCode === null ? null : (
                      <p role="note">
                        Your friend's code {referralCode}: 50% off your first month.
                      </p>
                    )}
                  </div>
                  <SubscribeChoices referralCode={referralCode} onDropReferral={dropReferral} />
                </>
              );
            }
            return current.map((subscription) => (
              <SubscriptionDetails
                key={subscription.id}
                subscription={subscription}
                portal={portal}
              />
            ));
          }}
        </RouteData>
        {portal.error === null ? null : (
          <FormAlert>
            <p>{failureMessage(portal.error)}</p>
          </FormAlert>
        )}
      </div>
    </Page>
  );
}
