import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they have thrown, given what they threw. */
  fallback: (error: unknown) => ReactNode;
  /** Told once the children have thrown (load telemetry counts it as the page's render error). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error?: unknown;
}

/**
 * Keeps a remote's failure (a load that gave up, or a page that throws while rendering) inside
 * its own route: without it React 19 unmounts the whole root and the site goes blank.
 * React itself logs the caught error, with the component stack.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
