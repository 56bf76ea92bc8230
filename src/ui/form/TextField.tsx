import type { InputHTMLAttributes, ReactNode } from "react";
import * as styles from "./form.css";
import { LabelledField } from "./LabelledField";

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly label: string;
  /** Shown under the label and read with the input. */
  readonly description?: ReactNode;
  /** The field's message, shown under the input and read with it. */
  readonly error?: string;
  readonly invalid?: boolean;
  /** More ids the input is described by (a hint list, an error). */
  readonly describedBy?: string;
  readonly inputClassName?: string;
  /** Shown after the input, e.g. the password hints. */
  readonly children?: ReactNode;
}

/** A labelled input, with its description and message wired to it for screen readers. */
export function TextField({
  label,
  description,
  error,
  invalid = false,
  describedBy,
  inputClassName = styles.input,
  children,
  ...input
}: TextFieldProps) {
  return (
    <LabelledField
      label={label}
      description={description}
      error={error}
      invalid={invalid}
      describedBy={describedBy}
      control={(control) => <input className={inputClassName} {...control} {...input} />}
    >
      {children}
    </LabelledField>
  );
}
