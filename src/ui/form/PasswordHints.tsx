import { visuallyHiddenText } from "../a11y.css";
import * as styles from "./form.css";
import { passwordRules } from "./passwordPolicy";

export interface PasswordHintsProps {
  readonly id: string;
  readonly password: string;
}

/** The password policy as a checklist that ticks itself off as the user types. */
export function PasswordHints({ id, password }: PasswordHintsProps) {
  return (
    <div id={id}>
      <p className={styles.description}>Your password needs:</p>
      <ul className={styles.hints}>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              className={met ? `${styles.hint} ${styles.hintMet}` : styles.hint}
            >
              <span
                aria-hidden="true"
                className={met ? `${styles.hintMark} ${styles.hintMarkMet}` : styles.hintMark}
              >
                {met ? "✓" : ""}
              </span>
              <span>
                {rule.label}
                <span className={visuallyHiddenText}>{met ? " (done)" : " (not yet)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
