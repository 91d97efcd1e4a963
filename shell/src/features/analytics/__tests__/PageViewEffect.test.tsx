import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { fakeApi, makeStore, makeUser, Providers } from '../../session/testing/shellTestKit';
import { PageViewEffect } from '../PageViewEffect';

type W = Window & { dataLayer?: unknown[] };

function mount(path: string, store: ReturnType<typeof makeStore>) {
  const routes: RouteObject[] = [{ path: '*', element: <PageViewEffect /> }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store} api={fakeApi({})}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('analytics page views (SPEC §7)', () => {
  beforeEach(() => {
    delete (window as W).dataLayer;
    window.localStorage.clear();
  });

  it('pushes user id, name and path — nothing else — once per page a signed-in user opens', async () => {
    const user = makeUser({ userId: 'u-7', name: 'Ann Attorney', email: 'ann@acme.test' });
    const router = mount('/dashboard?tab=x', makeStore({ user }));
    expect((window as W).dataLayer).toEqual([{ userId: 'u-7', name: 'Ann Attorney', path: '/dashboard' }]);
    await act(() => router.navigate('/beneficiaries'));
    await act(() => router.navigate('/beneficiaries?page=2'));
    expect((window as W).dataLayer).toEqual([
      { userId: 'u-7', name: 'Ann Attorney', path: '/dashboard' },
      { userId: 'u-7', name: 'Ann Attorney', path: '/beneficiaries' },
    ]);
  });

  it('keeps entries other tags already pushed', () => {
    (window as W).dataLayer = [{ event: 'gtm.js' }];
    mount('/dashboard', makeStore({ user: makeUser({ userId: 'u-1' }) }));
    expect((window as W).dataLayer).toHaveLength(2);
  });

  it('pushes nothing for anonymous visitors, token-link sessions or pages opened with a link token', () => {
    mount('/login', makeStore());
    mount('/questionnaire', makeStore({ user: makeUser(), linkSession: true }));
    expect((window as W).dataLayer).toBeUndefined();
    mount('/fill-questionnaire?token=abc', makeStore({ user: makeUser() }));
    expect((window as W).dataLayer).toBeUndefined();
  });
});
