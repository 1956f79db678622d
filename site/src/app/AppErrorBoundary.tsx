import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../pages/ErrorFallback';

type State = { error: unknown; hasError: boolean };

/**
 * Last-resort boundary around the whole app (errors outside the router's own
 * boundaries, e.g. in providers). 'Intentar de nuevo' clears the error and
 * renders the tree again.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error no controlado en la aplicación', error, info.componentStack);
  }

  private readonly reset = () => {
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) {
      return <ErrorFallback fullPage onRetry={this.reset} error={this.state.error} />;
    }
    return this.props.children;
  }
}
