import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What is shown instead of the failed part. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (e.g. the next location) gives the failed part another chance. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKey: unknown;
}

/**
 * Catches an error thrown while rendering its children (including a lazy module that failed to
 * load) and shows the fallback instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
