import type { ReactNode } from "react";
import * as styles from "./setup.css";

/** One app's instructions as a native disclosure: closed until asked for, usable without script. */
export function Guide({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <details className={styles.guide}>
      <summary className={styles.guideSummary}>{title}</summary>
      <div className={styles.guideBody}>{children}</div>
    </details>
  );
}

/** A name on the screen the user is told to select, as it reads there. */
export function Ui({ children }: { readonly children: ReactNode }) {
  return <strong>{children}</strong>;
}
