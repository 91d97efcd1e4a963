import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TMasterdataItem } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import MasterDataPage from '../components/MasterDataPage';

jest.setTimeout(30_000);

const props = { routeId: 'settings.masterData', params: {}, query: new URLSearchParams(), linkToken: null };
const row = (over: Partial<TMasterdataItem> = {}): TMasterdataItem => ({
  id: 1,
  category: 'carriers',
  name: 'FedEx',
  code: 'fedex',
  designation: null,
  countryId: null,
  stateId: null,
  parentId: null,
  sortOrder: 0,
  active: true,
  tenantId: null,
  extra: {},
  ...over,
});
const OWN = '6b1d7c2e-0000-4000-8000-000000000001';

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('/master-data', () => {
  it('lists global rows (marked read-only, no actions) and the firm’s own rows; search, filters and paging go to the server', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/masterdata/list': (p) => ({
        data: [row(), row({ id: 1_000_001, name: 'Blue Dart', code: 'BD', tenantId: OWN })],
        count: 2,
        page: p.page,
        perpage: p.perpage,
      }),
    });
    renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data' });
    expect(await screen.findByText('Blue Dart')).toBeInTheDocument();
    expect(api.lastPayload('/masterdata/list')).toMatchObject({ category: 'carriers', page: 1, matcher: {} });
    expect(screen.getByText('Global · read-only')).toBeInTheDocument();
    expect(screen.getByText('Your firm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit FedEx' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Blue Dart' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'dart');
    await waitFor(() => expect(api.lastPayload('/masterdata/list')).toMatchObject({ matcher: { name: 'dart' } }));
    await user.selectOptions(screen.getByLabelText('Rows'), 'own');
    await waitFor(() => expect(api.lastPayload('/masterdata/list')).toMatchObject({ matcher: { name: 'dart', owner: 'own' } }));
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(api.lastPayload('/masterdata/list')).toMatchObject({ matcher: { owner: 'own', active: false } }));

    // Another list: its own category, search and filters cleared.
    await user.selectOptions(screen.getByLabelText('List'), 'salary_frequencies');
    await waitFor(() => expect(api.lastPayload('/masterdata/list')).toEqual(expect.objectContaining({ category: 'salary_frequencies', matcher: {} })));
  });

  it('shows the empty and the error states', async () => {
    let fail = false;
    const api = createMockApi({
      '/masterdata/list': (p) => {
        if (fail) throw new ApiError('INTERNAL', 'Server unavailable', 500);
        return { data: [], count: 0, page: p.page, perpage: p.perpage };
      },
    });
    const first = renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data?category=wage_levels' });
    expect(await screen.findByText('No wage levels match')).toBeInTheDocument();
    first.unmount();
    fail = true;
    renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data?category=wage_levels' });
    expect(await screen.findByText(/Server unavailable/)).toBeInTheDocument();
  });

  it('adds a row checked by the contract first; the server’s refusal is shown and the dialog stays', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/masterdata/list': (p) => ({ data: [], count: 0, page: p.page, perpage: p.perpage }),
      '/masterdata/add': (p) => {
        if (p.name === 'Taken') throw new ApiError('CONFLICT', 'This name is taken', 409);
        return row({ id: 1_000_002, name: String(p.name), tenantId: OWN });
      },
    });
    renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data' });
    await user.click(await screen.findByRole('button', { name: 'Add to courier carriers' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to Courier carriers' });
    await user.type(within(dialog).getByLabelText(/^Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(/at least 1 character|Too small|too_small/i)).toBeInTheDocument();
    expect(api.lastPayload('/masterdata/add')).toBeUndefined();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Taken');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This name is taken')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'DTDC');
    await user.type(within(dialog).getByLabelText(/^Code/), 'dtdc');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.lastPayload('/masterdata/add')).toEqual({ category: 'carriers', name: 'DTDC', code: 'dtdc', sortOrder: 0 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a city needs its country and state; changing the country clears the state', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/masterdata/list': (p) => {
        const m = (p.matcher ?? {}) as { countryId?: number };
        if (p.category === 'countries') return { data: [row({ id: 231, category: 'countries', name: 'United States' }), row({ id: 101, category: 'countries', name: 'India' })], count: 2, page: 1, perpage: 1000 };
        if (p.category === 'states') return { data: m.countryId === 231 ? [row({ id: 3956, category: 'states', name: 'Texas', countryId: 231 })] : [row({ id: 4008, category: 'states', name: 'Goa', countryId: 101 })], count: 1, page: 1, perpage: 1000 };
        return { data: [], count: 0, page: p.page, perpage: p.perpage };
      },
      '/masterdata/add': (p) => row({ ...p, id: 1_000_003, category: 'locations', tenantId: OWN } as Partial<TMasterdataItem>),
    });
    renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data?category=locations' });
    await user.click(await screen.findByRole('button', { name: 'Add to cities' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Round Rock');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Country is required')).toBeInTheDocument();
    expect(within(dialog).getByText('State is required')).toBeInTheDocument();
    expect(api.lastPayload('/masterdata/add')).toBeUndefined();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'United States' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), '231');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^State/), '3956');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), '101');
    expect(within(dialog).getByLabelText(/^State/)).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText(/^Country/), '231');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^State/), '3956');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.lastPayload('/masterdata/add')).toEqual({ category: 'locations', name: 'Round Rock', code: null, countryId: 231, stateId: 3956, sortOrder: 0 }),
    );
  });

  it('edits and deactivates the firm’s own row (after confirming); Cancel sends nothing; on a phone rows are cards', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    const own = row({ id: 1_000_001, name: 'Blue Dart', code: 'BD', tenantId: OWN });
    const api = createMockApi({
      '/masterdata/list': () => ({ data: [row(), own], count: 2, page: 1, perpage: 25 }),
      '/masterdata/update': (p) => ({ ...own, ...p }),
    });
    renderWithServices(<MasterDataPage {...props} />, { api, url: '/master-data' });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Blue Dart' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Blue Dart' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Blue Dart Express');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.lastPayload('/masterdata/update')).toEqual({ category: 'carriers', id: 1_000_001, name: 'Blue Dart Express', code: 'BD', sortOrder: 0 }));

    await user.click(screen.getByRole('button', { name: 'Deactivate Blue Dart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/masterdata/update')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Deactivate Blue Dart' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.lastPayload('/masterdata/update')).toEqual({ category: 'carriers', id: 1_000_001, active: false }));
  });
});
