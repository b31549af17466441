import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ERROR_SCREEN } from '@/components/errors/error-messages';
import { ErrorScreen } from '@/components/errors/error-screen';

interface Props {
  children: ReactNode;
  /** Changing this value clears a caught error (e.g. the current pathname). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/** Catches render errors of a route subtree and shows the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  render() {
    if (this.state.error)
      return (
        <main>
          <ErrorScreen
            title={ERROR_SCREEN.errorTitle}
            detail={ERROR_SCREEN.errorDetail}
            reason={this.state.error.message || undefined}
            reload
          />
        </main>
      );
    return this.props.children;
  }
}
