import { type ReactNode, useRef, useState } from "react";
import { visuallyHiddenText } from "./a11y.css";
import { button } from "./button.css";
import * as styles from "./CopyField.css";
import { LabelledField } from "./form/LabelledField";

export interface CopyFieldProps {
  readonly label: string;
  readonly value: string;
  readonly description?: ReactNode;
}

/** How long "Copied" stays before the message clears for the next copy. */
const MESSAGE_MS = 4000;

type CopyOutcome = "copied" | "selected";

/** Copies with the old `execCommand` route, for browsers without the async Clipboard API. */
function copyBySelection(input: HTMLInputElement): CopyOutcome {
  input.focus();
  input.select();
  try {
    if (typeof document.execCommand === "function" && document.execCommand("copy")) return "copied";
  } catch {
    // Some browsers throw rather than answer false; the text stays selected either way.
  }
  return "selected";
}

async function copyText(value: string, input: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText !== undefined) {
      await navigator.clipboard.writeText(value);
      return "copied";
    }
  } catch {
    // Denied (no permission, or the page is not focused): fall back to selecting the text.
  }
  return input === null ? "selected" : copyBySelection(input);
}

/**
 * A read-only value with a Copy button (the calendar feed, a forwarding
 * address). It copies through the Clipboard API, falls back to selecting
 * the text, and says what happened in a live region.
 */
export function CopyField({ label, value, description }: CopyFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  const onCopy = async () => {
    if (timer.current !== null) clearTimeout(timer.current);
    setOutcome(null);
    const result = await copyText(value, inputRef.current);
    setOutcome(result);
    timer.current = setTimeout(() => setOutcome(null), MESSAGE_MS);
  };

  return (
    <LabelledField
      label={label}
      description={description}
      control={(control) => (
        <div className={styles.row}>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            readOnly
            value={value}
            spellCheck={false}
            {...control}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={button.secondary} onClick={onCopy}>
            Copy<span className={visuallyHiddenText}> {label}</span>
          </button>
        </div>
      )}
    >
      <p className={styles.status} aria-live="polite">
        {outcome === "copied"
          ? "Copied"
          : outcome === "selected"
            ? "Selected: press Ctrl+C (or ⌘C on a Mac) to copy it."
            : ""}
      </p>
    </LabelledField>
  );
}
