import { visuallyHiddenText } from "./a11y.css";
import * as styles from "./LoadingView.css";

/** SPEC §2: the spinner is 35 wide, three purple dots, centred. */
export const SPINNER_WIDTH = 35;

export interface LoadingViewProps {
  /** Shown under the spinner and read out by screen readers. */
  readonly message?: string;
  /** Fill the whole viewport, as while authentication loads. */
  readonly fullHeight?: boolean;
}

export function Spinner() {
  return (
    <svg
      width={SPINNER_WIDTH}
      height={Math.round(SPINNER_WIDTH / 4)}
      viewBox="0 0 36 9"
      aria-hidden="true"
      data-testid="spinner"
    >
      <circle className={styles.dot} cx="4.5" cy="4.5" r="4" />
      <circle className={styles.dot} cx="18" cy="4.5" r="4" />
      <circle className={styles.dot} cx="31.5" cy="4.5" r="4" />
    </svg>
  );
}

export function LoadingView({ message, fullHeight = false }: LoadingViewProps) {
  const className = fullHeight ? `${styles.wrapper} ${styles.fullHeight}` : styles.wrapper;
  return (
    <div role="status" aria-live="polite" className={className}>
      <Spinner />
      <span>{message ?? <span className={visuallyHiddenText}>Loading</span>}</span>
    </div>
  );
}
