import * as styles from "./fallback.css";

/** SPEC §8: the fallback a route shows when the thing it asked for is not there. */
export function NotFoundView() {
  return (
    <div className={styles.fallback}>
      <h2 className={styles.title}>Not Found</h2>
    </div>
  );
}
