import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import * as styles from "./form.css";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly label: string;
  /** Shown under the label and read with the input. */
  readonly description?: ReactNode;
  readonly invalid?: boolean;
  /** More ids the input is described by (a hint list, an error). */
  readonly describedBy?: string;
  readonly inputClassName?: string;
  /** Shown after the input, e.g. the password hints. */
  readonly children?: ReactNode;
}

/** A labelled input, with its description wired to it for screen readers. */
export function TextField({
  label,
  description,
  invalid = false,
  describedBy,
  inputClassName = styles.input,
  children,
  ...input
}: TextFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const describedByIds =
    [description === undefined ? null : descriptionId, describedBy ?? null]
      .filter((value) => value !== null)
      .join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <input
        id={id}
        className={inputClassName}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedByIds}
        {...input}
      />
      {children}
    </div>
  );
}
