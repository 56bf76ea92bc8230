import type { ReactNode } from "react";
import { Page, Section } from "../../ui/Page";
import { prose } from "../../ui/page.css";
import * as styles from "./legal.css";

export interface LegalDocumentProps {
  readonly title: string;
  readonly lead: ReactNode;
  /** The date the text last changed, as readers should see it. */
  readonly updated: string;
  readonly children: ReactNode;
}

/** The frame of a legal text such as the privacy policy or the terms. */
export function LegalDocument({ title, lead, updated, children }: LegalDocumentProps) {
  return (
    <Page title={title} lead={lead}>
      <div className={styles.legal}>
        <p className={styles.updated}>{`Last updated: ${updated}`}</p>
        {children}
      </div>
    </Page>
  );
}

export interface LegalSectionProps {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** One headed section of a legal text, set as prose. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <Section id={id} title={title}>
      <div className={prose}>{children}</div>
    </Section>
  );
}
