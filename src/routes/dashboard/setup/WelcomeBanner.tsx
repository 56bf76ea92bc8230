import { Link } from "wouter";
import { useQuery } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { CopyField } from "../../../ui/CopyField";
import * as styles from "./setup.css";

/** The forwarding address, once the server has made it (it does on first read). */
function WelcomeAddress() {
  const address = useQuery({ kind: "forwardingAddress" });
  if (address.data === undefined) {
    return (
      <p>
        Your private forwarding address is on the{" "}
        <Link href="/setup/forwarder?welcome=true">Forwarder</Link> step.
      </p>
    );
  }
  return (
    <CopyField
      label="Forward e-mails to"
      value={address.data.address}
      description="Your private address: forward school, club and appointment e-mails here."
    />
  );
}

/**
 * Shown on Setup when `welcome` is true: the first thing a new account sees
 * after sign-up. It leads with what makes the calendar fill: the forwarding
 * address and the family; then the trusted senders (the step below) and the
 * calendar feed.
 */
export function WelcomeBanner({ onDismiss }: { readonly onDismiss: () => void }) {
  return (
    <section className={styles.banner} aria-labelledby="welcome-heading">
      <h2 id="welcome-heading" className={styles.bannerTitle}>
        Welcome to Corkboard
      </h2>
      <p>Your account is ready. Two things make your calendar fill itself:</p>
      <ol className={styles.welcomeSteps}>
        <li>
          <WelcomeAddress />
        </li>
        <li>
          <Link href="~/dashboard/family">Add your family</Link>, so each event can say who it is
          for.
        </li>
      </ol>
      <p>
        Then choose whose e-mails Corkboard may read straight away (below), and add the calendar to
        your phone on the <Link href="/setup/calendar?welcome=true">Calendar</Link> step. You can
        come back to Setup at any time.
      </p>
      <div>
        <button type="button" className={button.secondary} onClick={onDismiss}>
          Hide this message
        </button>
      </div>
    </section>
  );
}
