// The content tier of error handling: a failure inside one page shows an error
// state in the layout, keeps the navigation usable, and clears on navigation.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing this (the location) clears a shown error. */
  resetKey: string;
  fallback: (props: { error: Error; retry: () => void }) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

export class ContentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback({ error, retry: this.retry }) : this.props.children;
  }
}
