import { type ReactNode, useId } from "react";
import * as styles from "./security.css";

/** One card of the Security section, labelled by its heading. */
export function Block({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.blockTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
