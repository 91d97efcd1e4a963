import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTES } from 'shared/routes';
import { lightTheme } from 'shared/ui';
import { buildRouteObjects, isBareRoute } from '../createAppRouter';

jest.mock('../../federation/remoteLoader', () => ({
  isRemoteName: (o: string) => o.startsWith('mf-'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

const renderAt = (path: string) => {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
};

test('every catalogue route except / is routable, under exactly one layout', () => {
  const objects = buildRouteObjects();
  const paths = objects.flatMap((o) => [o.path, ...(o.children ?? []).map((c) => c.path)]).filter(Boolean);
  for (const route of ROUTES) expect(paths).toContain(route.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('/ redirects to /dashboard (SPEC §2)', () => {
  const router = renderAt('/');
  expect(router.state.location.pathname).toBe('/dashboard');
});

test('unknown paths redirect to /error-404 (SPEC §2, §8)', async () => {
  const router = renderAt('/no/such/page');
  expect(router.state.location.pathname).toBe('/error-404');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('fill-in and public pages render without the sidebar; signed-in pages with it', () => {
  renderAt('/fill-questionnaire/7?token=abc');
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
});

test('a signed-in page shows the sidebar built from the catalogue', () => {
  renderAt('/cases');
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  expect(nav).toHaveTextContent('Cases');
  expect(document.querySelector('[data-region="mf-cases"]')).not.toBeNull();
});

test('bare routes are exactly the public and fill-in ones', () => {
  const fill = ROUTES.find((r) => r.path === '/fill-questionnaire/:itemId');
  const cases = ROUTES.find((r) => r.path === '/cases');
  expect(fill && isBareRoute(fill)).toBe(true);
  expect(cases && isBareRoute(cases)).toBe(false);
});
