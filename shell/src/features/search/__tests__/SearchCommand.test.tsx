import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGlobalSearchResult } from 'shared/contract';
import { fakeApi, makeStore, makeUser, renderPage } from '../../session/testing/shellTestKit';
import { SearchCommand } from '../components/SearchCommand';

const answer = (q: string): TGlobalSearchResult => ({
  q,
  total: 3,
  groups: [
    {
      kind: 'person',
      label: 'People',
      items: [
        {
          kind: 'person',
          id: 'b1',
          title: 'Ananya Iyer',
          subtitle: 'Beneficiary',
          path: '/beneficiaries-details/b1',
          rank: 2,
        },
        {
          kind: 'person',
          id: 'i1',
          title: 'Maria Iyer',
          subtitle: 'Individual',
          path: '/individuals-details/i1',
          rank: 1,
        },
      ],
    },
    {
      kind: 'petitioner',
      label: 'Petitioners',
      items: [{ kind: 'petitioner', id: 'c1', title: 'Iyer Robotics Inc', path: '/petitioner-details/c1', rank: 1 }],
    },
  ],
});

function setup() {
  const api = fakeApi({ '/search/global': (p) => answer(String(p.q)) });
  const store = makeStore({ user: makeUser() });
  const view = renderPage(<SearchCommand />, { path: '/dashboard', routePath: '/dashboard', store, api });
  return { api, ...view };
}

describe('the Ctrl/Cmd-K search box', () => {
  it('opens on Ctrl-K, searches after typing stops, and opens the chosen result with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'iyer');
    const options = await within(dialog).findAllByRole('option');
    // Debounced: one call for the whole word, not one per key.
    expect(api.callsTo('/search/global')).toEqual([expect.objectContaining({ q: 'iyer', limit: 5 })]);
    expect(options.map((o) => o.textContent)).toEqual([
      'Ananya IyerBeneficiary',
      'Maria IyerIndividual',
      'Iyer Robotics Inc',
    ]);
    expect(within(dialog).getByRole('group', { name: 'Petitioners' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/individuals-details/i1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on Cmd-K too, closes on Escape, and Enter without a choice opens the full results page', async () => {
    const user = userEvent.setup();
    setup();
    await user.keyboard('{Meta>}k{/Meta}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Search…/ }));
    const again = await screen.findByRole('dialog', { name: 'Search' });
    expect(dialog).not.toBe(again);
    await user.type(within(again).getByRole('combobox'), 'ananya iyer{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/globalsearch?q=ananya%20iyer');
  });

  it('asks for 2 characters before searching', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'a');
    expect(await screen.findByText(/Type at least 2 characters/)).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.callsTo('/search/global')).toEqual([]);
  });
});
