import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TLcaPaf, TLcaPafListItem, TPafRequest } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import PafGenerationPage from '../pages/PafGenerationPage';
import PafRequestsPage from '../pages/PafRequestsPage';

jest.setTimeout(40_000);

const LCA = '11111111-1111-4111-8111-111111111111';
const row = (over: Partial<TLcaPafListItem> = {}): TLcaPafListItem => ({
  lcaId: LCA,
  caseNumber: 'LCA-0007',
  statusId: 2,
  statusName: 'Certified',
  employerName: 'Northwind Analytics Inc.',
  jobTitle: 'Data Engineer',
  certifiedOn: '2026-11-25',
  dueOn: '2026-11-27',
  overdue: true,
  generatedAt: null,
  keepUntil: '2031-01-03',
  legalHold: false,
  mayPurge: false,
  openRequests: 1,
  ...over,
});
const paf = (over: Partial<TLcaPaf> = {}): TLcaPaf => ({
  lcaId: LCA,
  caseNumber: 'LCA-0007',
  statusId: 2,
  statusName: 'Certified',
  employerName: 'Northwind Analytics Inc.',
  jobTitle: 'Data Engineer',
  etaCaseNumber: 'I-200-26327-654321',
  certifiedOn: '2026-11-25',
  dueOn: '2026-11-27',
  overdue: false,
  dependentItems: true,
  wageMemo: null,
  benefitsSummary: null,
  lastWorkerLeftOn: null,
  legalHoldNote: null,
  retention: { keepUntil: '2031-01-03', basis: 'expiry', label: 'One year after expiry (no worker employed)', legalHold: false, mayPurge: false },
  file: null,
  missing: ['Wage memo (actual wage system)', 'Benefits summary'],
  ...over,
});
const request = (over: Partial<TPafRequest> = {}): TPafRequest => ({
  id: 'r-1',
  lcaId: LCA,
  caseNumber: 'LCA-0007',
  employerName: 'Northwind Analytics Inc.',
  requesterName: 'Jordan Public',
  requesterContact: 'jordan@example.com',
  channel: 'email',
  receivedOn: '2026-11-25',
  dueOn: '2026-11-27',
  answeredOn: null,
  answerMethod: null,
  note: null,
  late: true,
  createdByName: 'Lee Manager',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});
const props = (routeId: string, query = '') => ({ routeId, params: {}, query: new URLSearchParams(query), linkToken: null });

describe('/paf-generation', () => {
  test('lists LCAs with their PAF deadline and retention; the purge view goes to the server', async () => {
    const api = createMockApi({ '/lca-paf/list': (p) => ({ data: p.view === 'purge' ? [row({ lcaId: 'p-1', caseNumber: 'LCA-0001', mayPurge: true, overdue: false })] : [row()], count: 1, page: 1, perpage: 25 }) });
    renderWithServices(<PafGenerationPage {...props('lca.pafGeneration')} />, { api, url: '/paf-generation' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('LCA-0007')).toBeInTheDocument();
    expect(within(table).getByText('Overdue Nov 27, 2026')).toBeInTheDocument();
    expect(within(table).getByText('Jan 03, 2031')).toBeInTheDocument();
    expect(api.lastPayload('/lca-paf/list')).toMatchObject({ view: 'certified', page: 1, sort: { field: 'dueOn', order: -1 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'purge');
    expect(await within(await screen.findByRole('table')).findByText('May be destroyed')).toBeInTheDocument();
    expect(api.lastPayload('/lca-paf/list')).toMatchObject({ view: 'purge' });
  });

  test('empty list', async () => {
    const api = createMockApi({ '/lca-paf/list': () => ({ data: [], count: 0, page: 1, perpage: 25 }) });
    renderWithServices(<PafGenerationPage {...props('lca.pafGeneration')} />, { api, url: '/paf-generation' });
    expect(await screen.findByText('No public access files')).toBeInTheDocument();
  });

  test('one LCA: deadline, what is missing, texts saved, the PDF generated and offered for download', async () => {
    let current = paf();
    const api = createMockApi({
      '/lca-paf/list': () => ({ data: [row()], count: 1, page: 1, perpage: 25 }),
      '/lca-paf/details': () => current,
      '/lca-paf/update': (p) => (current = paf({ wageMemo: String(p.wageMemo), benefitsSummary: String(p.benefitsSummary), missing: [] })),
      '/lca-paf/generate': () =>
        (current = paf({ ...current, file: { key: 'k', name: 'public-access-file.pdf', size: 40960, pages: 9, generatedAt: '2026-11-26T15:00:00.000Z', generatedByName: 'Lee Manager', url: 'https://files.test/paf.pdf' } })),
    });
    renderWithServices(<PafGenerationPage {...props('lca.pafGeneration', `lcaId=${LCA}`)} />, { api, url: `/paf-generation?lcaId=${LCA}` });
    const panel = await screen.findByRole('region', { name: 'Public access file' });
    expect(await within(panel).findByText('Due Nov 27, 2026')).toBeInTheDocument();
    expect(within(panel).getByText('Wage memo (actual wage system)')).toBeInTheDocument();
    expect(within(panel).getByText('Included (H-1B dependent or wilful violator)')).toBeInTheDocument();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Wage memo/ }), 'Pay bands by experience.');
    await userEvent.type(within(panel).getByRole('textbox', { name: /Summary of benefits/ }), 'Health and 401(k).');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.lastPayload('/lca-paf/update')).toMatchObject({ lcaId: LCA, wageMemo: 'Pay bands by experience.', benefitsSummary: 'Health and 401(k).', legalHold: false, lastWorkerLeftOn: null }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Generate public access file' }));
    expect(await within(panel).findByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', 'https://files.test/paf.pdf');
    expect(within(panel).getByText(/9 pages/)).toBeInTheDocument();
  });

  test('an uncertified LCA cannot be generated; a failed load shows the error', async () => {
    const api = createMockApi({
      '/lca-paf/list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
      '/lca-paf/details': () => paf({ certifiedOn: null, dueOn: null, statusName: 'Requested' }),
    });
    renderWithServices(<PafGenerationPage {...props('lca.pafGeneration', `lcaId=${LCA}`)} />, { api, url: `/paf-generation?lcaId=${LCA}` });
    expect(await screen.findByText('Not certified yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate public access file' })).toBeDisabled();
  });

  test('a PAF the caller may not see', async () => {
    const api = createMockApi({
      '/lca-paf/list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
      '/lca-paf/details': () => {
        throw new ApiError('NOT_FOUND', 'LCA not found', 404);
      },
    });
    renderWithServices(<PafGenerationPage {...props('lca.pafGeneration', `lcaId=${LCA}`)} />, { api, url: `/paf-generation?lcaId=${LCA}` });
    expect(await screen.findByText('This public access file does not exist')).toBeInTheDocument();
  });
});

describe('/paf-requests', () => {
  test('lists requests with their deadline; status filter and search go to the server', async () => {
    const api = createMockApi({ '/lca-paf/requests': () => ({ data: [request(), request({ id: 'r-2', requesterName: 'Sam Neighbor', late: false, answeredOn: '2026-11-26', answerMethod: 'emailed' })], count: 2, page: 1, perpage: 25 }) });
    renderWithServices(<PafRequestsPage {...props('lca.pafRequests')} />, { api, url: '/paf-requests' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Jordan Public')).toBeInTheDocument();
    expect(within(table).getByText('Late (Nov 27, 2026)')).toBeInTheDocument();
    expect(within(table).getByText(/Nov 26, 2026 · Emailed a copy/)).toBeInTheDocument();
    expect(api.lastPayload('/lca-paf/requests')).toMatchObject({ status: 'all', sort: { field: 'receivedOn', order: -1 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() => expect(api.lastPayload('/lca-paf/requests')).toMatchObject({ status: 'open' }));
  });

  test('logs a request: required fields first, then the LCA, requester and ISO dates are sent', async () => {
    const api = createMockApi({
      '/lca-paf/requests': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
      '/lca-paf/list': () => ({ data: [row()], count: 1, page: 1, perpage: 20 }),
      '/lca-paf/save-request': () => request(),
    });
    renderWithServices(<PafRequestsPage {...props('lca.pafRequests')} />, { api, url: '/paf-requests' });
    expect(await screen.findByText('No requests logged')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Log a request' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Log a PAF request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }));
    expect(await within(dialog).findByText('Choose the LCA whose file was asked for.')).toBeInTheDocument();
    expect(within(dialog).getByText('Who asked?')).toBeInTheDocument();
    const lca = within(dialog).getByRole('combobox', { name: /LCA/ });
    await userEvent.click(lca);
    await userEvent.click(await within(dialog).findByRole('option', { name: /LCA-0007/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Requester/ }), 'Jordan Public');
    const received = within(dialog).getByRole('textbox', { name: /Received on/ });
    await userEvent.clear(received);
    await userEvent.type(received, '11/25/2026');
    expect(within(dialog).getByText('Answer by Nov 27, 2026 (one working day).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.lastPayload('/lca-paf/save-request')).toMatchObject({ lcaId: LCA, requesterName: 'Jordan Public', channel: 'email', receivedOn: '2026-11-25', answeredOn: null, answerMethod: null });
  });
});
