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
  // The remote's module is asked for during the first render, not after the frame around it has
  // committed (issue 21 point 4): the guard has already let this route through. The effect takes
  // that load over; a retry (attempt > 0) forces a fresh one.
  const [first] = useState(() => {
    const load = attempt === 0 ? loadRemoteModule(remote, { force: false }) : null;
    load?.catch(() => undefined);
    return { remote, load };
  });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const load =
      attempt === 0 && first.load && first.remote === remote
        ? first.load
        : loadRemoteModule(remote, { force: attempt > 0 });
    load.then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt, first]);
  return state;
}
