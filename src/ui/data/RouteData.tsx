import type { ReactNode } from "react";
import type { RouteDataView } from "../../data/hooks.types";
import { ErrorView } from "../ErrorView";
import { LoadingView } from "../LoadingView";

export interface RouteDataProps<T> {
  readonly route: RouteDataView<T>;
  /** What the spinner says while the page's data loads. */
  readonly loadingMessage?: string;
  readonly children: (data: T) => ReactNode;
  /** Shown instead of the error view when the server says the thing is not there (404). */
  readonly notFound?: ReactNode;
}

/**
 * A page's body by its route data (SPEC §2 loading views): nothing during the
 * first second of a slow load, then the spinner, the error view when the
 * load failed, and the page once its data is there.
 */
export function RouteData<T>({ route, loadingMessage, children, notFound }: RouteDataProps<T>) {
  switch (route.view) {
    case "blank":
      return <div aria-busy="true" />;
    case "pending":
      return <LoadingView message={loadingMessage} />;
    case "failed":
      return notFound !== undefined && route.error?.status === 404 ? (
        notFound
      ) : (
        <ErrorView error={route.error} onRetry={route.retry} />
      );
    case "ready":
      return route.data === undefined ? <div aria-busy="true" /> : children(route.data);
  }
}
