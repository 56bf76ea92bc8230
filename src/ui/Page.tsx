import { createContext, type ReactNode, useContext } from "react";
import * as styles from "./page.css";

/**
 * Whether a page names the browser tab after itself ("Events · Corkboard").
 * The dashboard turns it on; public pages get their titles from the
 * prerenderer (the route table), so their HTML holds one <title>.
 */
export const TabTitles = createContext(false);

/** The tab's text for a page titled `title`. */
export const tabTitle = (title: string): string => `${title} · Corkboard`;

export interface PageProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children?: ReactNode;
}

/** A page body: one `h1`, an optional lead paragraph, then the content. */
export function Page({ title, lead, children }: PageProps) {
  const titlesTab = useContext(TabTitles);
  return (
    <div className={styles.container}>
      {titlesTab ? <title>{tabTitle(title)}</title> : null}
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
