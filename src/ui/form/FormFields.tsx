import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import * as styles from "./FormFields.css";
import { LabelledField } from "./LabelledField";

/**
 * Form fields with their validation message under the control, wired with
 * `aria-invalid` and `aria-describedby` so a screen reader reads the message
 * with the field. The dashboard's forms (family, preferences, contacts,
 * help) share them; a text input is `TextField` with its `error`.
 */

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
  return (
    <LabelledField
      label={label}
      description={description}
      error={error}
      control={(control) => (
        <select className={styles.select} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    >
      {children}
    </LabelledField>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> {
  readonly label: string;
  readonly description?: ReactNode;
  readonly error?: string;
}

export function TextAreaField({ label, description, error, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField
      label={label}
      description={description}
      error={error}
      control={(control) => <textarea className={styles.textarea} {...control} {...textarea} />}
    />
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
