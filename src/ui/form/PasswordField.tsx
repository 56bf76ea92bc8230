import { useId, useState } from "react";
import { button } from "../button.css";
import * as styles from "./form.css";
import { PasswordHints } from "./PasswordHints";
import { PASSWORD_MAX_LENGTH } from "./passwordPolicy";

export interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** "new-password" also shows the policy checklist. */
  readonly autoComplete: "new-password" | "current-password";
  readonly invalid?: boolean;
  readonly name?: string;
}

/** A password input with a Show/Hide toggle, and for a new password the live policy hints. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  invalid = false,
  name = "password",
}: PasswordFieldProps) {
  const id = useId();
  const hintsId = `${id}-hints`;
  const [visible, setVisible] = useState(false);
  const isNew = autoComplete === "new-password";
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inlineActions}>
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className={`${styles.input} ${styles.grow}`}
          autoComplete={autoComplete}
          required
          maxLength={isNew ? PASSWORD_MAX_LENGTH : undefined}
          value={value}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={isNew ? hintsId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={button.secondary}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      {isNew ? <PasswordHints id={hintsId} password={value} /> : null}
    </div>
  );
}
