import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'shared/ui-core';

/*
 * TanStack Query loads when a screen needs it, not with the shell (issue 21 point 4): the sign-in
 * screens make their calls without it, and a first visit to /login should not fetch it. The
 * signed-in frame, the realtime handlers and every other page render inside `WithQueries`; all
 * share one client (QueryLayer.tsx). The boot preloader starts the chunk early for the pages that
 * need it, so it adds no round trip there.
 */

/** The shell's sign-in and account-link screens, which use no query hook (checked by a test). */
export const QUERY_FREE_PATHS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/resend-link',
  '/public/reset-password',
  '/public/set-password',
  '/public/activate-user-account',
  '/public/account-activation',
  '/public/account-activation-invite',
  '/link-tenant',
  '/verify-email',
  '/auto-login/:token',
  '/setpassword',
]);

type Layer = ComponentType<{ children: ReactNode }>;
let started: Promise<Layer> | null = null;

/** Loads (once) the query layer's chunk; a failed load is retried on the next call. */
export function loadQueryLayer(): Promise<Layer> {
  started ??= import('./QueryLayer').then((m) => m.QueryLayer);
  started.catch(() => {
    started = null;
  });
  return started;
}

const LazyQueryLayer = lazy(async () => ({ default: await loadQueryLayer() }));

/** Renders `children` inside TanStack Query's provider, loading it first when needed. */
export function WithQueries({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback === undefined ? <Loading label="Loading page…" /> : fallback}>
      <LazyQueryLayer>{children}</LazyQueryLayer>
    </Suspense>
  );
}
