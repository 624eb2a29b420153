import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable.component';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Turns a remote that cannot be fetched (or crashes while rendering) into a message with retry.
 * React reports the caught error to the console itself; the federation plugin names the module.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
