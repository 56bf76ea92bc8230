import type { ReactNode } from "react";
import { button } from "../button.css";
import * as styles from "./form.css";

export interface SubmitButtonProps {
  readonly busy: boolean;
  /** Shown while the request runs, e.g. "Signing in…". */
  readonly busyLabel: string;
  readonly children: ReactNode;
  readonly wide?: boolean;
}

/**
 * The form's submit button. While busy it says so and ignores presses
 * (aria-disabled rather than disabled, so keyboard focus stays on it).
 */
export function SubmitButton({ busy, busyLabel, children, wide = true }: SubmitButtonProps) {
  const className = `${button.primary} ${wide ? styles.submit : styles.narrow}`;
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy ? true : undefined}
      aria-busy={busy ? true : undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
