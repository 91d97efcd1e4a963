import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared/ui';
import { describeRemoteError } from './remoteErrors';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing remote inside its region: the sidebar and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.remote}]`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      const failure = describeRemoteError(this.state.error);
      return (
        <ErrorPanel
          title={`${this.props.remote} is unavailable`}
          message={`${failure.message} The rest of Passage keeps working; try again in a moment.`}
          code={failure.code}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
