// The content tier of error handling: a failure inside one page shows an error
// state in the layout, keeps the navigation usable, and clears on navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing this (the location) clears a shown error. */
  resetKey: string;
  fallback: (props: { error: Error; retry: () => void; isRetrying: boolean }) => ReactNode;
  /**
   * Loads the page's data again (the router's revalidation). The error stays on screen until
   * the promise settles, so the page renders again with the new data, not the failed request.
   */
  onRetry?: () => Promise<unknown> | void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
  isRetrying: boolean;
}

export class ContentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, isRetrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      error: error instanceof Error ? error : new Error(String(error)),
      isRetrying: false,
    };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { error: null, resetKey: props.resetKey, isRetrying: false }
      : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  private retry = () => {
    if (this.state.isRetrying) return;
    const failed = this.state.error;
    // Rendering the page again at once would read the failed request again and fail again:
    // one press of "Try again" has to wait for the new data before it clears the error.
    this.setState({ isRetrying: true });
    void Promise.resolve(this.props.onRetry?.())
      .catch(() => undefined)
      .then(() => {
        // A navigation in the meantime has already cleared (or replaced) the error.
        if (this.state.error !== failed) return;
        this.setState({ error: null, isRetrying: false });
      });
  };

  override render() {
    const { error, isRetrying } = this.state;
    return error
      ? this.props.fallback({ error, retry: this.retry, isRetrying })
      : this.props.children;
  }
}
