import { Link } from "wouter";
import { useAuthView } from "../../runtime/hooks";
import { button } from "../../ui/button.css";
import { Page } from "../../ui/Page";
import * as pageStyles from "../../ui/page.css";
import * as styles from "./dashboard.css";

/** `/dashboard`: a greeting by the user's label, and what to do next. */
export function DashboardHome() {
  const { userLabel } = useAuthView();
  return (
    <Page title={`Hello, ${userLabel}`} lead="Here is how to get your family calendar going.">
      <div className={styles.next}>
        <ol className={styles.steps}>
          <li>Add your family, so each event can be tagged with who it is for.</li>
          <li>Get your private forwarding address, and forward a school e-mail to it.</li>
          <li>Check the events Corkboard finds, and add the calendar feed to your phone.</li>
        </ol>
        <div className={pageStyles.actions}>
          <Link href="~/dashboard/setup?welcome=true" className={button.primary}>
            Start setup
          </Link>
          <Link href="~/dashboard/profile" className={button.secondary}>
            Turn on two-step sign-in
          </Link>
        </div>
      </div>
    </Page>
  );
}
