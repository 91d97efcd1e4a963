import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { pageTitle, type RouteDef } from 'shared/routes';
import { useSession } from 'shared/session';
import { Loading } from 'shared/ui-core';
import { productName } from '../tenant/applyBranding';
import { RemoteRegion } from '../federation/RemoteRegion';
import { QUERY_FREE_PATHS, WithQueries } from '../query/withQueries';
import { isRemoteName } from '../federation/remoteLoader';
import { shellPages } from '../../pages/shellPages';
import { ShellRoutePage } from '../../pages/ShellRoutePage';
import { isBareRoute } from './bareRoute';
import { useGuard } from './useGuard';
import { useOnboardingRedirect } from './onboardingGuard';
import { usePageProps } from './usePageProps';

/** Renders a catalogue route: the shell's own page, or the owning remote's page in its region. */
export function RouteElement({ route }: { route: RouteDef }) {
  const pageProps = usePageProps(route.id);
  const decision = useGuard();
  const onboarding = useOnboardingRedirect(route);
  const roleId = useSession((s) => s.user?.roleId);
  const tenant = useSession((s) => s.tenant);
  // SPEC §2: titles per route, the settings title per role; a white-labelled tenant's own name.
  const title = pageTitle(route, roleId);
  useEffect(() => {
    document.title = `${title} · ${productName(tenant)}`;
  }, [title, tenant]);
  // SPEC §6: the guard decides before any remote code loads.
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'back') return <Navigate to={decision.fallback} replace />;
  if (onboarding) return <Navigate to={onboarding} replace />;
  // A signed-in page is inside the frame's query provider; a bare page gets it here, unless it is
  // one of the sign-in screens (withQueries.tsx).
  const withQueries = isBareRoute(route) && !QUERY_FREE_PATHS.has(route.path);
  if (isRemoteName(route.owner)) {
    const region = <RemoteRegion key={route.id} remote={route.owner} routeId={route.id} pageProps={pageProps} />;
    return withQueries ? <WithQueries>{region}</WithQueries> : region;
  }
  const Page = shellPages[route.path] ?? ShellRoutePage;
  // The shell's own pages are split by route (shellPages.ts): each loads behind this boundary.
  const page = (
    <Suspense fallback={<Loading label="Loading page…" />}>
      <Page {...pageProps} />
    </Suspense>
  );
  return withQueries ? <WithQueries>{page}</WithQueries> : page;
}
