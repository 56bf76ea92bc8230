import { type ReactNode, useId } from "react";
import * as fieldStyles from "./FormFields.css";
import * as styles from "./form.css";

/** What ties a control (input, select, textarea) to its label, description and message. */
export interface ControlProps {
  readonly id: string;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

export interface LabelledFieldProps {
  readonly label: string;
  /** Shown under the label and read with the control. */
  readonly description?: ReactNode;
  /** The field's message, shown under the control and read with it. */
  readonly error?: string;
  /** Marks the control invalid when its message is shown elsewhere. */
  readonly invalid?: boolean;
  /** More ids the control is described by (a hint list, a message shown elsewhere). */
  readonly describedBy?: string;
  /** Renders the control with the props that tie it to the rest. */
  readonly control: (props: ControlProps) => ReactNode;
  /** Shown after the control and its message. */
  readonly children?: ReactNode;
}

/** A field's own message, with a mark so that colour is not the only cue. */
export function FieldError({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p id={id} className={fieldStyles.fieldError}>
      <span aria-hidden="true">!</span>
      <span>{message}</span>
    </p>
  );
}

/**
 * A label, an optional description and a control, wired with `aria-invalid`
 * and `aria-describedby` so that a screen reader reads the description and
 * the message with the control: the shell that TextField, SelectField,
 * TextAreaField and CopyField share.
 */
export function LabelledField({
  label,
  description,
  error,
  invalid = false,
  describedBy,
  control,
  children,
}: LabelledFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedByIds =
    [
      description === undefined ? null : descriptionId,
      error === undefined ? null : errorId,
      describedBy ?? null,
    ]
      .filter((value) => value !== null && value !== "")
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
      {control({
        id,
        "aria-invalid": invalid || error !== undefined ? true : undefined,
        "aria-describedby": describedByIds,
      })}
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
      {children}
    </div>
  );
}
