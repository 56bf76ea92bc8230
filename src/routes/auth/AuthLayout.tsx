import type { ReactNode } from "react";
import * as styles from "./authLayout.css";

export interface AuthLayoutProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/** The sign-in pages: one narrow card with its heading, one column on a phone. */
export function AuthLayout({ title, lead, footer, children }: AuthLayoutProps) {
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
      {footer === undefined ? null : <p className={styles.footer}>{footer}</p>}
    </div>
  );
}
