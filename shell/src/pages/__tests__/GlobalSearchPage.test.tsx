import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, makeUser, renderPage } from '../../features/session/testing/shellTestKit';
import { GlobalSearchPage } from '../GlobalSearchPage';

const hits = {
  q: 'iyer',
  total: 2,
  groups: [
    {
      kind: 'person',
      label: 'People',
      items: [{ kind: 'person', id: 'b1', title: 'Ananya Iyer', path: '/beneficiaries-details/b1', rank: 1 }],
    },
    {
      kind: 'document',
      label: 'Documents',
      items: [
        {
          kind: 'document',
          id: 'd1',
          title: 'passport.pdf',
          subtitle: 'Ananya Iyer',
          path: '/beneficiaries-details/b1?tab=documents',
          rank: 1,
        },
      ],
    },
  ],
};

function show(path: string, handler: (p: Record<string, unknown>) => unknown) {
  const api = fakeApi({ '/search/global': handler });
  const store = makeStore({ user: makeUser() });
  const element = (
    <GlobalSearchPage routeId="account.globalSearch" params={{}} query={new URLSearchParams()} linkToken={null} />
  );
  return { api, ...renderPage(element, { path, routePath: '/globalsearch', store, api }) };
}

describe('/globalsearch', () => {
  it('searches the query in the URL, groups the results, and moves between them with the arrow keys', async () => {
    const user = userEvent.setup();
    const { api } = show('/globalsearch?q=iyer', () => hits);
    expect(await screen.findByRole('heading', { name: 'People (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents (1)' })).toBeInTheDocument();
    expect(api.callsTo('/search/global')[0]).toMatchObject({ q: 'iyer', limit: 25 });
    expect(screen.getByRole('searchbox', { name: 'Search query' })).toHaveValue('iyer');
    const links = screen.getAllByRole('link');
    links[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/beneficiaries-details/b1');
  });

  it('puts a new query in the URL', async () => {
    const user = userEvent.setup();
    const { api, router } = show('/globalsearch', () => ({ q: 'x', total: 0, groups: [] }));
    expect(screen.getByText('Search everything')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'nobody here{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nobody+here'));
    expect(await screen.findByText('Nothing found for “nobody here”')).toBeInTheDocument();
    expect(api.callsTo('/search/global')).toHaveLength(1);
  });

  it('explains a too-short query without calling', async () => {
    show('/globalsearch?q=a', () => hits);
    expect(screen.getByText('Query too short')).toBeInTheDocument();
  });

  it('shows the error with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    show('/globalsearch?q=iyer', () => {
      if (fail) throw new ApiError('GENERIC', 'Search is down', 503);
      return hits;
    });
    expect(await screen.findByText('Search is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'People (1)' })).toBeInTheDocument();
  });
});
