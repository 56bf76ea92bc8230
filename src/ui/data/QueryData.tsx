import type { ReactNode } from "react";
import type { QueryView } from "../../data/hooks.types";
import { button } from "../button.css";
import { FormAlert } from "../form/FormAlert";
import { failureMessage } from "../form/fieldErrors";
import { LoadingView } from "../LoadingView";

export interface QueryDataProps<T> {
  readonly query: QueryView<T>;
  readonly loadingMessage?: string;
  /** What failed to load, e.g. "your trusted senders". */
  readonly what: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * A part of a page by a query read: the spinner while nothing is there, the
 * failure with Try again, and the content once its data is there (kept on
 * screen while a refetch runs).
 */
export function QueryData<T>({ query, loadingMessage, what, children }: QueryDataProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.status === "failed") {
    return <QueryFailure query={query}>We could not load {what}.</QueryFailure>;
  }
  return <LoadingView message={loadingMessage} />;
}

/** A failed read: what could not be done, the reason, and Try again. */
export function QueryFailure<T>({
  query,
  children,
}: {
  readonly query: QueryView<T>;
  readonly children: ReactNode;
}) {
  return (
    <FormAlert>
      <p>
        {children} {query.error === null ? null : failureMessage(query.error)}
      </p>
      <div>
        <button type="button" className={button.secondary} onClick={query.refetch}>
          Try again
        </button>
      </div>
    </FormAlert>
  );
}
