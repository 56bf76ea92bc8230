import { useId, useState } from "react";
import { button } from "./button.css";
import * as styles from "./fallback.css";

export interface ErrorViewProps {
  readonly error: unknown;
  /** Reads again what failed: shown as Try again when given. */
  readonly onRetry?: () => void;
}

/** Turns whatever was thrown or failed into text a developer can read. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

/** SPEC §8: 'Something went wrong!' with a Show Error / Hide Error toggle, and Try again when it can. */
export function ErrorView({ error, onRetry }: ErrorViewProps) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  return (
    <div role="alert" className={styles.fallback}>
      <h2 className={styles.title}>Something went wrong!</h2>
      {onRetry === undefined ? null : (
        <button type="button" className={button.primary} onClick={onRetry}>
          Try again
        </button>
      )}
      <button
        type="button"
        className={button.secondary}
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? "Hide Error" : "Show Error"}
      </button>
      {shown ? (
        <pre id={detailsId} className={styles.details}>
          {describeError(error)}
        </pre>
      ) : null}
    </div>
  );
}
