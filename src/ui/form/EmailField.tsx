import { TextField } from "./TextField";

export interface EmailFieldProps {
  readonly value: string;
  readonly onChange: (email: string) => void;
  /** `username` on sign-in, so password managers pair it with the password. */
  readonly autoComplete?: "email" | "username";
}

/** The e-mail address field of the auth forms. */
export function EmailField({ value, onChange, autoComplete = "email" }: EmailFieldProps) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
