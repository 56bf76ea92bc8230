import type { ReactNode } from "react";
import * as styles from "./page.css";

export interface PageProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** A page body: one `h1`, an optional lead paragraph, then the content. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <div className={styles.container}>
      <header className={styles.pageHeader}>
        <h1 className={styles.heading}>{title}</h1>
        {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}

export interface SectionProps {
  readonly title?: string;
  readonly id?: string;
  readonly children: ReactNode;
}

export function Section({ title, id, children }: SectionProps) {
  const headingId = id === undefined ? undefined : `${id}-heading`;
  return (
    <section className={styles.section} id={id} aria-labelledby={headingId}>
      {title === undefined ? null : (
        <h2 id={headingId} className={styles.sectionHeading}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
