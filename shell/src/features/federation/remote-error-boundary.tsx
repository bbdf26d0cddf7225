import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { remote: string; fallback: (error: Error) => ReactNode; children: ReactNode };
type State = { error: Error | null };

/** Catches a remote that fails to load or throws while rendering, so the rest of the back office keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
