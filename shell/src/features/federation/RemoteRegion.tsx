import { Suspense, useCallback, useState } from 'react';
import type { PageProps, RemoteName } from 'shared/federation';
import { ErrorPanel, Loading } from 'shared/ui-core';
import { RemoteErrorBoundary, RemoteFailurePanel } from './RemoteErrorBoundary';
import { useRemoteModule } from './useRemoteModule';

/** One region of the layout rendered by a remote, behind its own Suspense and error boundary. */
export function RemoteRegion({ remote, routeId, pageProps }: { remote: RemoteName; routeId: string; pageProps: PageProps }) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useRemoteModule(remote, attempt);

  let content;
  if (state.status === 'loading') content = <Loading label="Loading page…" />;
  else if (state.status === 'error') content = <RemoteFailurePanel remote={remote} error={state.error} onRetry={retry} />;
  else {
    const Page = state.module.pages[routeId];
    content = Page ? (
      <div data-build={state.module.buildId}>
        <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
          <Suspense fallback={<Loading label="Loading page…" />}>
            <Page {...pageProps} />
          </Suspense>
        </RemoteErrorBoundary>
      </div>
    ) : (
      <ErrorPanel
        title="Page missing"
        message={`${remote} does not provide the page '${routeId}'. Rebuild or redeploy ${remote}.`}
        code="PAGE_NOT_PROVIDED"
      />
    );
  }
  return <div data-region={remote}>{content}</div>;
}
