import { Link } from "wouter";
import { button } from "../../../ui/button.css";
import * as styles from "./setup.css";

/** Shown on Setup when `welcome` is true: the first thing a new account sees after sign-up. */
export function WelcomeBanner({ onDismiss }: { readonly onDismiss: () => void }) {
  return (
    <section className={styles.banner} aria-labelledby="welcome-heading">
      <h2 id="welcome-heading" className={styles.bannerTitle}>
        Welcome to Corkboard
      </h2>
      <p>
        Your account is ready. Choose whose e-mails Corkboard may read, add the calendar to your
        phone, and forward your first e-mail. You can come back to Setup at any time.
      </p>
      <p>
        If you have not yet, <Link href="~/dashboard/family">add your family</Link> too, so each
        event can say who it is for.
      </p>
      <div>
        <button type="button" className={button.secondary} onClick={onDismiss}>
          Hide this message
        </button>
      </div>
    </section>
  );
}
