import { useEffect, useState } from 'react';
import type { RemoteModule, RemoteName } from 'shared/federation';
import { loadRemoteModule } from './remoteLoader';

export type RemoteModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'error'; error: unknown };

/** Loads a remote's module; a new `attempt` (> 0) forces a fresh /remotes.json read and registration. */
export function useRemoteModule(remote: RemoteName, attempt: number): RemoteModuleState {
  const [state, setState] = useState<RemoteModuleState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule(remote, { force: attempt > 0 }).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);
  return state;
}
