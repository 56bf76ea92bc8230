import { Component, type ReactNode } from "react";
import { ErrorView } from "./ErrorView";

interface Props {
  /** The current location: moving to another one clears a failure. */
  readonly location: string;
  readonly children: ReactNode;
}

interface State {
  readonly location: string;
  readonly error: unknown;
  readonly failed: boolean;
}

const reloadPage = () => window.location.reload();

/**
 * Shows the 'Something went wrong!' view instead of a blank page when a
 * page throws or its chunk cannot be loaded (an old tab after a deploy).
 * React offers error boundaries only as class components.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, error: null, failed: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location
      ? null
      : { location: props.location, error: null, failed: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override render() {
    // A page's chunk that failed to load stays failed in React's cache: Try again loads the page anew.
    return this.state.failed ? (
      <ErrorView error={this.state.error} onRetry={reloadPage} />
    ) : (
      this.props.children
    );
  }
}
