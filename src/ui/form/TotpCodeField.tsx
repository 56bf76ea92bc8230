import type { ReactNode } from "react";
import * as formStyles from "./form.css";
import { TextField } from "./TextField";

/** Keeps the digits of what was typed or pasted ("123 456" is a fine code). */
export function totpDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

export interface TotpCodeFieldProps {
  readonly label: string;
  readonly description?: ReactNode;
  readonly invalid: boolean;
  readonly value: string;
  readonly onChange: (digits: string) => void;
}

/** The 6-digit code from an authenticator app, at sign-in and when turning it on. */
export function TotpCodeField({
  label,
  description,
  invalid,
  value,
  onChange,
}: TotpCodeFieldProps) {
  return (
    <TextField
      label={label}
      description={description}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={7}
      required
      inputClassName={formStyles.codeInput}
      invalid={invalid}
      value={value}
      onChange={(event) => onChange(totpDigits(event.target.value))}
    />
  );
}
