import type { ReactNode } from "react";
import type { QueryView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import { LoadingView } from "../../../ui/LoadingView";

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
    return (
      <FormAlert>
        <p>
          We could not load {what}. {query.error === null ? null : failureMessage(query.error)}
        </p>
        <div>
          <button type="button" className={button.secondary} onClick={query.refetch}>
            Try again
          </button>
        </div>
      </FormAlert>
    );
  }
  return <LoadingView message={loadingMessage} />;
}
