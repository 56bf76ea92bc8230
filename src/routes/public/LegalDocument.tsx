import type { ReactNode } from "react";
import { Page } from "../../ui/Page";
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
