import { lazy, Suspense, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ShellServicesProvider, useSession } from 'shared/session';
import { GlobalStyle, Loading, ToastViewport } from 'shared/ui-core';
import { useIdle } from './features/notifications/hooks/useIdle';
import { WithQueries } from './features/query/withQueries';
import { preloadCurrentRoute } from './features/routing/bootPreload';
import { createAppRouter } from './features/routing/createAppRouter';
import { createShellServices } from './features/session/createShellServices';
import { themeFor } from './features/tenant/applyBranding';
import { useTenantLoader } from './features/tenant/useTenantLoader';
import { ThemeModeProvider, useThemeMode } from './features/theme/ThemeModeProvider';

/**
 * socket.io and the notification handlers load after sign-in only, once the browser is idle after
 * the page's first paint (issue 21 point 4): 13.6 KiB that no longer compete with the page.
 */
const NotificationSocketEffect = lazy(() =>
  import('./features/notifications/components/NotificationSocketEffect').then((m) => ({
    default: m.NotificationSocketEffect,
  })),
);

function RealtimeWhenSignedIn() {
  const signedIn = useSession((s) => s.status === 'success' && !s.isLinkSession && s.token !== null);
  const idle = useIdle();
  if (!signedIn || !idle) return null;
  return (
    <WithQueries fallback={null}>
      <Suspense fallback={null}>
        <NotificationSocketEffect />
      </Suspense>
    </WithQueries>
  );
}

function TenantGate() {
  useTenantLoader();
  const tenant = useSession((s) => s.tenant);
  const tenantStatus = useSession((s) => s.tenantStatus);
  const { mode } = useThemeMode();
  const theme = useMemo(() => themeFor(tenant, mode), [tenant, mode]);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {tenantStatus === 'loading' ? <Loading label="Loading…" /> : <RouterProvider router={router} />}
      <ToastViewport />
      <RealtimeWhenSignedIn />
    </ThemeProvider>
  );
}

export interface AppProps {
  /** Made by `startFullApp` (a hand-over from the light sign-in page may have filled them). */
  services?: ReturnType<typeof createShellServices>;
}

export function App({ services: given }: AppProps) {
  const [services] = useState(() => {
    const created = given ?? createShellServices();
    const s = created.session.getState();
    preloadCurrentRoute(window.location.pathname, s.status === 'success' && s.token !== null);
    return created;
  });
  return (
    <ShellServicesProvider session={services.session} api={services.api}>
      <ThemeModeProvider>
        <TenantGate />
      </ThemeModeProvider>
    </ShellServicesProvider>
  );
}
