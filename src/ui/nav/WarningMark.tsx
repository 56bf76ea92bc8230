import { visuallyHiddenText } from "../a11y.css";
import * as styles from "./warningMark.css";

/**
 * A warning beside a navigation link (SPEC §4: Manage Subscription without a
 * payment method). It sits after the link, not in it, so the link keeps its
 * name; the label is read out where the "!" is shown.
 */
export function WarningMark({ label }: { readonly label: string }) {
  return (
    <span className={styles.mark} data-testid="warning-mark" title={label}>
      <span aria-hidden="true">!</span>
      <span className={visuallyHiddenText}>{label}</span>
    </span>
  );
}
