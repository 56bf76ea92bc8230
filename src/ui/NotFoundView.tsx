import { Link } from "wouter";
import * as styles from "./fallback.css";

export interface NotFoundViewProps {
  /** A way back, e.g. to the dashboard's home; absolute (`~/dashboard`) inside a nest. */
  readonly back?: { readonly href: string; readonly label: string };
}

/** SPEC §8: the fallback a route shows when the thing it asked for is not there. */
export function NotFoundView({ back }: NotFoundViewProps = {}) {
  return (
    <div className={styles.fallback}>
      <h2 className={styles.title}>Not Found</h2>
      {back === undefined ? null : <Link href={back.href}>{back.label}</Link>}
    </div>
  );
}
