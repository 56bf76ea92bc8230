import { button } from "../button.css";
import * as styles from "./calendarToolbar.css";

export interface CalendarToolbarProps {
  readonly titleId: string;
  /** What is shown: `September 2026`, `14 – 20 September 2026`. */
  readonly title: string;
  /** `month` or `week`: the buttons say which they move by. */
  readonly unit: "month" | "week";
  /** What the buttons move to, named in their labels. */
  readonly previousTitle: string;
  readonly nextTitle: string;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  /** Back to the month or week holding today; null while it is shown. */
  readonly onCurrent: (() => void) | null;
}

/** A calendar's heading with Previous, This month (or week) and Next. */
export function CalendarToolbar({
  titleId,
  title,
  unit,
  previousTitle,
  nextTitle,
  onPrevious,
  onNext,
  onCurrent,
}: CalendarToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <h2 id={titleId} className={styles.title} aria-live="polite">
        {title}
      </h2>
      <div className={styles.buttons}>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Previous ${unit}, ${previousTitle}`}
          onClick={onPrevious}
        >
          <span aria-hidden="true">‹</span> Previous
        </button>
        {onCurrent === null ? null : (
          <button type="button" className={button.quiet} onClick={onCurrent}>
            This {unit}
          </button>
        )}
        <button
          type="button"
          className={button.secondary}
          aria-label={`Next ${unit}, ${nextTitle}`}
          onClick={onNext}
        >
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
