import { Component, type ErrorInfo, type ReactNode } from 'react';

import { browserNavigation } from '@/lib/browser-navigation';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the path) clears a shown fallback, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  failed: boolean;
}

/** docs/requirements.md 2.1 and section 8, render error: the fallback text and Refresh, which reloads at the root. */
export const ErrorFallback = () => (
  <div className="error-fallback" role="alert">
    <span className="pi pi-exclamation-triangle error-fallback-icon" aria-hidden="true" />
    <h1 className="error-fallback-title">Oops, something went wrong :(</h1>
    <button
      type="button"
      className="app-button app-button-primary"
      onClick={() => browserNavigation.replace('/')}
    >
      Refresh
    </button>
  </div>
);

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] a screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
