import { Link } from "wouter";
import * as styles from "./nav.css";

/** The corkboard pin mark and the product name; goes home. */
export function Brand() {
  return (
    <Link href="/" className={styles.brand} aria-label="Corkboard home">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect x="2" y="5" width="24" height="19" rx="4" fill="#c9a47a" />
        <rect x="5" y="8" width="10" height="8" rx="1.5" fill="#fbf8f3" />
        <rect x="16" y="12" width="7" height="9" rx="1.5" fill="#fbf8f3" />
        <circle cx="10" cy="8" r="2.5" fill="#6b3fa0" />
      </svg>
      <span>Corkboard</span>
    </Link>
  );
}
