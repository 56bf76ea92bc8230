import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { button } from "../../../ui/button.css";
import * as styles from "./setup.css";

/** The link on to the next step, keeping the search like the step links do. */
export function NextStepLink({
  to,
  children,
}: {
  readonly to: string;
  readonly children: ReactNode;
}) {
  const search = useSearch();
  return (
    <div className={styles.next}>
      <Link href={`${to}${search === "" ? "" : `?${search}`}`} className={button.primary}>
        {children}
      </Link>
    </div>
  );
}
