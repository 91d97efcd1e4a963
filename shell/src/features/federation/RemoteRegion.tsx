import { Suspense, use, useCallback, useMemo, useState } from 'react';
import type { PageProps, RemoteModule, RemoteName } from 'shared/federation';
import { ErrorPanel, Loading } from 'shared/ui';
import { loadRemoteModule } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function RemotePage({ modulePromise, routeId, pageProps }: { modulePromise: Promise<RemoteModule>; routeId: string; pageProps: PageProps }) {
  const mod = use(modulePromise);
  const Page = mod.pages[routeId];
  if (!Page) {
    return (
      <ErrorPanel
        title="Page missing"
        message={`${mod.id} does not provide the page '${routeId}'. Rebuild or redeploy ${mod.id}.`}
        code="PAGE_NOT_PROVIDED"
      />
    );
  }
  return (
    <div data-build={mod.buildId}>
      <Page {...pageProps} />
    </div>
  );
}

/** One region of the layout rendered by a remote, behind its own Suspense and error boundary. */
export function RemoteRegion({ remote, routeId, pageProps }: { remote: RemoteName; routeId: string; pageProps: PageProps }) {
  const [attempt, setAttempt] = useState(0);
  const modulePromise = useMemo(() => loadRemoteModule(remote, { force: attempt > 0 }), [remote, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <div data-region={remote}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
        <Suspense fallback={<Loading label="Loading page…" />}>
          <RemotePage modulePromise={modulePromise} routeId={routeId} pageProps={pageProps} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
