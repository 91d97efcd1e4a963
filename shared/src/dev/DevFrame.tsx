import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { RemoteModule } from '../federation';
import { routeById } from '../routes';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Loading } from '../ui/primitives';
import { lightTheme } from '../ui/theme';

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
  createRoot(el).render(
    <StrictMode>
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
      </ThemeProvider>
    </StrictMode>,
  );
}
