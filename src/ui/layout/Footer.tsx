import { Link } from "wouter";
import { container } from "../page.css";
import * as styles from "./footer.css";

export interface FooterProps {
  /** The year in the copyright line; the current year unless given. */
  readonly year?: number;
}

/** SPEC §2: Terms, Privacy and the copyright line with the current year. */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.row}`}>
        <ul className={styles.links}>
          <li>
            <Link href="/terms" className={styles.link}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link href="/privacy" className={styles.link}>
              Privacy Policy
            </Link>
          </li>
        </ul>
        {/* The year is rendered at build time too; a build from last year must still hydrate. */}
        <p suppressHydrationWarning>© {year} Corkboard</p>
      </div>
    </footer>
  );
}
