import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared/ui-core';
import { describeRemoteError } from './remoteErrors';

/** The panel shown in a remote's region when its code cannot be loaded or throws. */
export function RemoteFailurePanel({ remote, error, onRetry }: { remote: string; error: unknown; onRetry: () => void }) {
  const failure = describeRemoteError(error);
  if (failure.code === 'CONTRACT_MISMATCH') {
    // ADR 0008: the remote was built for another contract than this shell's; retrying re-reads
    // /remotes.json (a compatible build may have been deployed meanwhile).
    return (
      <ErrorPanel
        title={`${remote} does not fit this version of the application`}
        message={`${failure.message} The rest of the application keeps working.`}
        code={failure.code}
        onRetry={onRetry}
      />
    );
  }
  return (
    <ErrorPanel
      title={`${remote} is unavailable`}
      message={`${failure.message} The rest of the application keeps working; try again in a moment.`}
      code={failure.code}
      onRetry={onRetry}
    />
  );
}

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing page inside its region (lazy chunk failures included): the rest keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.remote}]`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <RemoteFailurePanel remote={this.props.remote} error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
