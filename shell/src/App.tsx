import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ShellServicesProvider, useSession } from 'shared/session';
import { GlobalStyle, Loading, ToastViewport } from 'shared/ui';
import { NotificationSocketEffect } from './features/notifications/components/NotificationSocketEffect';
import { createAppRouter } from './features/routing/createAppRouter';
import { createShellServices } from './features/session/createShellServices';
import { themeFor } from './features/tenant/applyBranding';
import { useTenantLoader } from './features/tenant/useTenantLoader';
import { ThemeModeProvider, useThemeMode } from './features/theme/ThemeModeProvider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

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
      <NotificationSocketEffect />
    </ThemeProvider>
  );
}

export function App() {
  const [services] = useState(() => createShellServices());
  return (
    <QueryClientProvider client={queryClient}>
      <ShellServicesProvider session={services.session} api={services.api}>
        <ThemeModeProvider>
          <TenantGate />
        </ThemeModeProvider>
      </ShellServicesProvider>
    </QueryClientProvider>
  );
}
