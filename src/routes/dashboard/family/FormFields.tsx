import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import * as formStyles from "../../../ui/form/form.css";
import { TextField } from "../../../ui/form/TextField";
import * as styles from "./FormFields.css";

/**
 * Form fields with their validation message under the input, wired with
 * `aria-invalid` and `aria-describedby` so a screen reader reads the message
 * with the field. The dashboard's forms (family, preferences, contacts,
 * help) share them.
 */

export function FieldError({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p id={id} className={styles.fieldError}>
      <span aria-hidden="true">!</span>
      <span>{message}</span>
    </p>
  );
}

function describedBy(...ids: ReadonlyArray<string | null | undefined>): string | undefined {
  return ids.filter((id) => typeof id === "string" && id !== "").join(" ") || undefined;
}

export interface CheckedTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly label: string;
  readonly description?: ReactNode;
  readonly error?: string;
}

/** The shared `TextField` with its message. */
export function CheckedTextField({ error, ...props }: CheckedTextFieldProps) {
  const errorId = useId();
  return (
    <TextField
      {...props}
      invalid={error !== undefined}
      describedBy={error === undefined ? undefined : errorId}
    >
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </TextField>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children"> {
  readonly label: string;
  readonly description?: ReactNode;
  readonly options: ReadonlyArray<SelectOption>;
  readonly error?: string;
  readonly children?: ReactNode;
}

export function SelectField({
  label,
  description,
  options,
  error,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className={formStyles.description}>
          {description}
        </p>
      )}
      <select
        id={id}
        className={styles.select}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(
          description === undefined ? null : descriptionId,
          error === undefined ? null : errorId,
        )}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
      {children}
    </div>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> {
  readonly label: string;
  readonly description?: ReactNode;
  readonly error?: string;
}

export function TextAreaField({ label, description, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {description === undefined ? null : (
        <p id={descriptionId} className={formStyles.description}>
          {description}
        </p>
      )}
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={describedBy(
          description === undefined ? null : descriptionId,
          error === undefined ? null : errorId,
        )}
        {...textarea}
      />
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** Puts focus on the first field with a message, by the fields' `name`s in form order. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  fields: ReadonlyArray<string>,
  errors: Partial<Record<string, string>>,
): void {
  const first = fields.find((field) => errors[field] !== undefined);
  if (first === undefined) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
  else if (element instanceof RadioNodeList) {
    const radio = Array.from(element).find(
      (node): node is HTMLInputElement => node instanceof HTMLInputElement && node.checked,
    );
    (radio ?? (element[0] as HTMLElement | undefined))?.focus();
  }
}
