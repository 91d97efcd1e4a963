import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { RemoteModule } from '../federation';
import { routeById } from '../routes';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Loading } from '../ui/primitives';
import { lightTheme } from '../ui/theme';
import { ToastViewport } from '../ui/ToastViewport';
import { createApiClient } from '../client';
import { createSessionStore, ShellServicesProvider } from '../session';

function DevPage({ remote, routeId }: { remote: RemoteModule; routeId: string }) {
  const params = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const Page = remote.pages[routeId];
  if (!Page) return null;
  const linkToken = query.get('token') ?? query.get('key') ?? query.get('accessToken');
  return <Page routeId={routeId} params={params} query={query} linkToken={linkToken} />;
}

/** Renders one remote alone (theme, router, its pages) for `pnpm dev` on the remote's own port. */
export function renderDevFrame(remote: RemoteModule): void {
  const el = document.getElementById('root');
  if (!el) return;
  // Same services as the shell: the session signed in through the shell on this origin (if any).
  const session = createSessionStore();
  const api = createApiClient({ getToken: () => session.getState().token });
  createRoot(el).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <ShellServicesProvider session={session} api={api}>
          <ThemeProvider theme={lightTheme}>
            <GlobalStyle />
            <BrowserRouter>
              <Suspense fallback={<Loading />}>
                <Routes>
                  {Object.keys(remote.pages).map((id) => {
                    const route = routeById(id);
                    return route ? (
                      <Route key={id} path={route.path} element={<DevPage remote={remote} routeId={id} />} />
                    ) : null;
                  })}
                </Routes>
              </Suspense>
            </BrowserRouter>
            <ToastViewport />
          </ThemeProvider>
        </ShellServicesProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
