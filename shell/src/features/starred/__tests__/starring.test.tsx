import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_STARRED_PAGES } from 'shared/contract';
import { fakeApi, makeStore, makeUser, renderPage } from '../../session/testing/shellTestKit';
import { StarredSection, movePath } from '../StarredSection';
import { StarToggle, STARRED_FULL_TITLE } from '../StarToggle';

type Item = { path: string; title: string };

function server(initial: Item[]) {
  let items = [...initial];
  return fakeApi({
    '/starred/list': () => ({ items }),
    '/starred/add': (p) => {
      items = [...items, { path: String(p.path), title: String(p.title) }];
      return { items };
    },
    '/starred/remove': (p) => {
      items = items.filter((i) => i.path !== p.path);
      return { items };
    },
    '/starred/reorder': (p) => {
      const order = p.paths as string[];
      items = order.map((path) => items.find((i) => i.path === path)!);
      return { items };
    },
  });
}

const page = (n: number): Item => ({ path: `/page-${n}`, title: `Page ${n}` });

describe('starring the page on screen', () => {
  beforeEach(() => {
    document.title = 'Beneficiary Details · Acme Immigration Law';
  });

  it('stars the current path and query with the tab’s title, and un-stars it', async () => {
    const api = server([]);
    renderPage(<StarToggle />, {
      path: '/beneficiaries-details/42?tab=documents',
      routePath: '/beneficiaries-details/:itemId',
      store: makeStore({ user: makeUser() }),
      api,
    });
    const star = await screen.findByRole('button', { name: 'Star this page' });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    expect(await screen.findByRole('button', { name: 'Unstar this page' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('/starred/add')).toEqual([
      { path: '/beneficiaries-details/42?tab=documents', title: 'Beneficiary Details' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unstar this page' }));
    expect(await screen.findByRole('button', { name: 'Star this page' })).toHaveAttribute('aria-pressed', 'false');
  });

  it(`cannot star an 11th page (SPEC §9: at most ${MAX_STARRED_PAGES}) `, async () => {
    const api = server(Array.from({ length: MAX_STARRED_PAGES }, (_, i) => page(i)));
    renderPage(<StarToggle />, {
      path: '/dashboard',
      routePath: '/dashboard',
      store: makeStore({ user: makeUser() }),
      api,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Star this page' })).toHaveAttribute('title', STARRED_FULL_TITLE),
    );
    expect(screen.getByRole('button', { name: 'Star this page' })).toBeDisabled();
    expect(api.callsTo('/starred/add')).toEqual([]);
  });

  it('lets a starred page be un-starred when the list is full', async () => {
    const api = server(Array.from({ length: MAX_STARRED_PAGES }, (_, i) => page(i)));
    renderPage(<StarToggle />, { path: '/page-3', routePath: '/page-3', store: makeStore({ user: makeUser() }), api });
    const unstar = await screen.findByRole('button', { name: 'Unstar this page' });
    await waitFor(() => expect(unstar).toBeEnabled());
    await userEvent.click(unstar);
    await waitFor(() => expect(api.callsTo('/starred/remove')).toEqual([{ path: '/page-3' }]));
  });
});

describe('the starred list in the sidebar', () => {
  it('moves a page with Alt+↓ and the ↑ button, keeping focus on it', async () => {
    const user = userEvent.setup();
    const api = server([page(1), page(2), page(3)]);
    renderPage(<StarredSection />, {
      path: '/dashboard',
      routePath: '/dashboard',
      store: makeStore({ user: makeUser() }),
      api,
    });
    const first = await screen.findByRole('link', { name: /Page 1/ });
    first.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['★ Page 2', '★ Page 1', '★ Page 3']),
    );
    expect(api.callsTo('/starred/reorder')).toEqual([{ paths: ['/page-2', '/page-1', '/page-3'] }]);
    expect(screen.getByRole('link', { name: /Page 1/ })).toHaveFocus();
    expect(screen.getByText('Page 1 moved to position 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Page 3 up' }));
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['★ Page 2', '★ Page 3', '★ Page 1']),
    );
    expect(screen.getByRole('button', { name: 'Move Page 2 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Page 1 down' })).toBeDisabled();
  });

  it('offers no page the guard refuses the user, and keeps it last when the list is reordered', async () => {
    const user = userEvent.setup();
    const api = server([
      { path: '/cases', title: 'Cases' },
      { path: '/users', title: 'Users' },
      { path: '/messages', title: 'Messages' },
    ]);
    renderPage(<StarredSection />, {
      path: '/cases',
      routePath: '/cases',
      store: makeStore({ user: makeUser({ roleId: 50 }) }),
      api,
    });
    await screen.findByRole('link', { name: /Cases/ });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['★ Cases', '★ Messages']);
    await user.click(screen.getByRole('button', { name: 'Move Messages up' }));
    await waitFor(() =>
      expect(api.callsTo('/starred/reorder')).toEqual([{ paths: ['/messages', '/cases', '/users'] }]),
    );
  });

  it('movePath moves one entry', () => {
    expect(movePath(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(movePath(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
