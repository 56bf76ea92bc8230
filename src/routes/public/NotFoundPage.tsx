import { Link } from "wouter";
import { button } from "../../ui/button.css";
import * as styles from "../../ui/fallback.css";

/** SPEC §2: the page for `/not-found` and every unmatched route. */
export function NotFoundPage() {
  return (
    <div className={styles.fallback}>
      <h1 className={styles.title}>Page not found!</h1>
      <p>The page you are looking for does not exist (yet?)</p>
      <Link href="/" className={button.primary}>
        Return to the home page
      </Link>
    </div>
  );
}
