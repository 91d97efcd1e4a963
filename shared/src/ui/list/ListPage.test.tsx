/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/renderUi';
import type { ListColumn, ListQuery } from './listTypes';
import { ListPage, nounInSentence } from './ListPage';

interface Row {
  id: string;
  name: string;
  city: string;
}

const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', mobile: 'title', cell: (r) => r.name },
  { id: 'city', header: 'City', cell: (r) => r.city },
];

const rows: Row[] = [
  { id: 'a', name: 'Ada', city: 'Austin' },
  { id: 'b', name: 'Bo', city: 'Boston' },
];

function mockMobile(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function renderList(fetchPage: (q: ListQuery) => Promise<{ rows: Row[]; total: number }>, url = '/things') {
  return renderUi(
    <ListPage
      queryKey={['test']}
      label="Things"
      columns={columns}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      rowHref={(r) => `/things/${r.id}`}
      filters={[{ key: 'city', label: 'City', options: [{ value: 'austin', label: 'Austin' }] }]}
      emptyTitle="No things yet"
    />,
    { url, path: '/things' },
  );
}

afterEach(() => {
  // jsdom has no matchMedia by default: the desktop table.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('on a phone (≤ 768 px) rows become cards, and Enter on a card opens it', async () => {
  mockMobile(true);
  const { location } = renderList(async () => ({ rows, total: 2 }));
  const cards = await screen.findAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(cards[1]).toHaveTextContent('Boston');
  act(() => cards[0]!.focus());
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(location()).toBe('/things/b');
});

test('the list reads page, search, filter and sort from the URL, so Back restores them', async () => {
  const fetchPage = jest.fn(async () => ({ rows, total: 60 }));
  renderList(fetchPage, '/things?page=2&q=ada&city=austin&sort=-name');
  await screen.findByText('Ada');
  expect(fetchPage).toHaveBeenLastCalledWith(
    { page: 2, perpage: 25, search: 'ada', filters: { city: 'austin' }, sort: { key: 'name', order: -1 } },
    expect.anything(),
  );
  expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('ada');
  expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
});

test('no matches for a search offers to clear the filters; clearing asks again without them', async () => {
  const fetchPage = jest.fn(async (q: ListQuery) => (q.search ? { rows: [], total: 0 } : { rows, total: 2 }));
  renderList(fetchPage, '/things?q=zzz');
  expect(await screen.findByText('No things match')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('Ada')).toBeInTheDocument();
  await waitFor(() =>
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', page: 1 }), expect.anything()),
  );
});

test('"/" jumps to the search box', async () => {
  renderList(async () => ({ rows, total: 2 }));
  await screen.findByText('Ada');
  await userEvent.keyboard('/');
  expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveFocus();
});

test('with columnsKey the user picks the visible columns, and the choice is remembered', async () => {
  window.localStorage.clear();
  const view = renderUi(
    <ListPage
      queryKey={['test-cols']}
      label="Things"
      columns={columns}
      fetchPage={async () => ({ rows, total: 2 })}
      rowKey={(r) => r.id}
      columnsKey="things"
      emptyTitle="No things yet"
    />,
  );
  await screen.findByText('Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'City' }));
  expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
  expect(screen.queryByText('Austin')).not.toBeInTheDocument();
  view.unmount();
  renderUi(
    <ListPage
      queryKey={['test-cols-2']}
      label="Things"
      columns={columns}
      fetchPage={async () => ({ rows, total: 2 })}
      rowKey={(r) => r.id}
      columnsKey="things"
      emptyTitle="No things yet"
    />,
  );
  await screen.findByText('Ada');
  expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
});

describe('nounInSentence', () => {
  test('lower-cases words but keeps abbreviations', () => {
    expect(nounInSentence('Beneficiaries')).toBe('beneficiaries');
    expect(nounInSentence('LCAs')).toBe('LCAs');
    expect(nounInSentence('RFE Cases')).toBe('RFE cases');
  });
});
