import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from 'shared/routes';
import { loadAppLayout } from '../layout/loadAppLayout';
import { loadQueryLayer } from '../query/withQueries';
import { isBareRoute } from './bareRoute';
import { PublicLayout } from '../layout/PublicLayout';
import { RouteElement } from './RouteElement';

/**
 * The signed-in frame (sidebar, search, bell, user menu) is its own chunk: /login never loads it.
 * It and everything under it run inside TanStack Query's provider, loaded beside it (not after).
 */
const AppLayout = lazy(async () => {
  const [Layout, QueryLayer] = await Promise.all([loadAppLayout(), loadQueryLayer()]);
  return {
    default: function SignedInFrame() {
      return (
        <QueryLayer>
          <Layout />
        </QueryLayer>
      );
    },
  };
});

const toRouteObject = (route: RouteDef): RouteObject => ({
  path: route.path,
  element: <RouteElement route={route} />,
});

export { isBareRoute };

/** The router is built from the catalogue: one truth for paths, owners and titles. */
export function buildRouteObjects(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const routable = routes.filter((r) => r.path !== '/');
  return [
    { path: '/', element: <Navigate to="/dashboard" replace /> },
    { element: <PublicLayout />, children: routable.filter(isBareRoute).map(toRouteObject) },
    {
      element: (
        <Suspense fallback={null}>
          <AppLayout />
        </Suspense>
      ),
      children: routable.filter((r) => !isBareRoute(r)).map(toRouteObject),
    },
    { path: '*', element: <Navigate to="/error-404" replace /> },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRouteObjects());
