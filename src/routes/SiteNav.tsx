import { PAYMENT_WARNING_LABEL } from "../machines/billing/paymentWarning";
import { signOut, useNavSession } from "../runtime/authRuntimeStore";
import { dashboardNavLink, SUBSCRIPTION_HREF } from "../ui/nav/links";
import { NavBar } from "../ui/nav/NavBar";
import { type NavMarks, NavMarksContext } from "../ui/nav/navMarks";
import { usePaymentWarningFeed } from "../ui/nav/paymentWarningStore";
import { SignedInActions } from "../ui/nav/SignedInActions";
import { WarningMark } from "../ui/nav/WarningMark";

const signedInLinks = [dashboardNavLink];

function requestSignOut(): void {
  signOut().catch((error: unknown) => console.error("Corkboard: could not sign out.", error));
}

/** SPEC §4's mark in the slide-over; its data loads only once a mark is on screen. */
function LivePaymentWarning() {
  return usePaymentWarningFeed() ? <WarningMark label={PAYMENT_WARNING_LABEL} /> : null;
}

const signedInMarks: NavMarks = (href) =>
  href === SUBSCRIPTION_HREF ? <LivePaymentWarning /> : null;

/**
 * The navigation bar for the current session (SPEC §2): signed in, a
 * Dashboard link first and the user button; else Login and Get Started. On
 * public pages the session comes from local storage until the runtime loads.
 */
export function SiteNav() {
  const session = useNavSession();
  if (!session.signedIn) return <NavBar />;
  return (
    <NavMarksContext value={signedInMarks}>
      <NavBar
        leadingLinks={signedInLinks}
        renderAccount={(onNavigate) => (
          <SignedInActions
            label={session.userLabel}
            onSignOut={requestSignOut}
            onNavigate={onNavigate}
          />
        )}
      />
    </NavMarksContext>
  );
}
