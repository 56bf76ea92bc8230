import type { ReactNode } from "react";
import * as styles from "./form.css";

/** An error beside the form that caused it, announced as it appears. */
export function FormAlert({ children }: { readonly children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** Good news beside the form that caused it, announced politely. */
export function FormNotice({ children }: { readonly children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}
