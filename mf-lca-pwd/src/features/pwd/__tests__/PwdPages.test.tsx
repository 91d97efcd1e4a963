import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TConsistencyResult, TPwdDetails, TPwdListItem } from 'shared/contract';
import { PWD_MESSAGES } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { consistencyCsv } from '../../facts';
import { toPwdListPayload } from '../api/pwdQueries';
import { countdownText } from '../components/pwdText';
import PwdDetailsPage from '../pages/PwdDetailsPage';
import PwdListPage from '../pages/PwdListPage';

jest.setTimeout(30_000);

const PWD_ID = '11111111-1111-4111-8111-111111111111';
const CASE_ID = '22222222-2222-4222-8222-222222222222';
const LCA_MANAGER = makeSessionUser({ roleId: 11 });
const page = (routeId: string, params: Record<string, string> = {}, query = '') => ({ routeId, params, query: new URLSearchParams(query), linkToken: null });

const row = (over: Partial<TPwdListItem> = {}): TPwdListItem => ({
  id: PWD_ID,
  caseNumber: 'PWD-2026-0001',
  statusId: 3,
  statusName: 'Determination issued',
  jobTitle: 'Data Engineer',
  socCode: '15-1252',
  areaName: 'Austin-Round Rock-San Marcos, TX',
  wageLevel: 'II',
  wage: 115190.4,
  wageUnit: 'year',
  determinationDate: '2026-10-01',
  validTo: '2027-09-30',
  daysLeft: 312,
  positionState: 'valid',
  updatedAt: '2026-11-20T10:00:00.000Z',
  petitionerName: 'Acme Corp',
  beneficiaryName: 'Ravi Kumar',
  ...over,
});

const details = (over: Partial<TPwdDetails> = {}): TPwdDetails => ({
  id: PWD_ID,
  caseNumber: 'PWD-2026-0001',
  statusId: 2,
  statusName: 'Filed with DOL',
  statusLogs: [
    { statusId: 1, statusName: 'Draft', createdBy: 'u-1', createdByName: 'Andy Admin', at: '2026-06-01T10:00:00.000Z', note: null },
    { statusId: 2, statusName: 'Filed with DOL', createdBy: 'u-1', createdByName: 'Andy Admin', at: '2026-06-02T10:00:00.000Z', note: 'Sent on FLAG' },
  ],
  nextStatusIds: [3, 6, 1],
  petitioner: { id: 'c-1', name: 'Acme Corp' },
  beneficiary: { id: 'b-1', name: 'Ravi Kumar' },
  parentCase: { id: CASE_ID, caseNumber: 'H1B-2026-0012' },
  jobTitle: 'Data Engineer',
  duties: 'Build data pipelines.',
  socCode: '15-1252',
  socTitle: 'Software Developers',
  areaCode: '12420',
  areaName: 'Austin-Round Rock-San Marcos, TX',
  worksiteCity: 'Austin',
  worksiteState: 'TX',
  worksiteZip: '78701',
  education: 'bachelor',
  educationField: 'Computer Science',
  experienceMonths: 24,
  specialRequirements: null,
  supervises: false,
  filedDate: '2026-06-02',
  etaCaseNumber: null,
  determinationDate: '2026-10-01',
  wage: 115190.4,
  wageUnit: 'year',
  wageLevel: 'II',
  wageSource: 'OEWS',
  validFrom: '2026-10-01',
  validTo: '2027-09-30',
  daysLeft: 312,
  positionState: 'valid',
  reminderOn: '2027-08-31',
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const facts = (): TConsistencyResult => ({
  caseId: CASE_ID,
  caseNumber: 'H1B-2026-0012',
  pwd: { id: PWD_ID, caseNumber: 'PWD-2026-0001' },
  lca: { id: 'l-1', caseNumber: 'LCA-2026-0007' },
  i129: { formName: 'I-129' },
  facts: [
    { field: 'socCode', label: 'SOC code', pwd: '15-1252', lca: '15-1211', i129: null, mismatch: true, message: 'The records name different occupations (SOC codes).' },
    { field: 'wageLevel', label: 'Wage level', pwd: 'II', lca: 'II', i129: null, mismatch: false, message: null },
  ],
  mismatches: 1,
});

describe('/pwd-list', () => {
  test('rows with status, countdown and position; filters and search go to the server', async () => {
    const api = createMockApi({ '/pwd/list': (p) => ({ data: [row(), row({ id: 'p-2', caseNumber: 'PWD-2026-0002', statusId: 1, statusName: 'Draft', validTo: null, daysLeft: null, positionState: 'pending', wage: null })], count: 2, page: p.page, perpage: p.perpage }) });
    renderWithServices(<PwdListPage {...page('pwd.list')} />, { api, url: '/pwd-list', user: LCA_MANAGER });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('PWD-2026-0001')).toBeInTheDocument();
    expect(within(table).getByText(/312 days left/)).toBeInTheDocument();
    expect(within(table).getByText('Awaiting determination')).toBeInTheDocument();
    expect(api.lastPayload('/pwd/list')).toMatchObject({ page: 1, perpage: 25, sort: { field: 'updatedAt', order: -1 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Position' }), 'expiring');
    await waitFor(() => expect(api.lastPayload('/pwd/list')).toMatchObject({ positionStates: ['expiring'] }));
    await userEvent.type(screen.getByRole('searchbox'), '15-1252');
    await waitFor(() => expect(api.lastPayload('/pwd/list')).toMatchObject({ search: '15-1252' }));
  });

  test('opens a PWD for an employer and goes to it', async () => {
    const api = createMockApi({
      '/pwd/list': (p) => ({ data: [], count: 0, page: p.page, perpage: p.perpage }),
      '/company/list': () => ({ data: [{ id: 'c-1', name: 'Acme Corp' }], count: 1, page: 1, perpage: 20, nextCursor: null }),
      '/pwd/request': () => details({ statusId: 1, statusName: 'Draft' }),
    });
    renderWithServices(<PwdListPage {...page('pwd.list')} />, { api, url: '/pwd-list', user: LCA_MANAGER });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Open PWD' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Open a PWD' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open PWD' }));
    expect(await within(dialog).findByText('Choose the employer.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Employer/ }), 'Acme');
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Corp' }));
    await userEvent.type(within(dialog).getByLabelText('Job title'), 'Data Engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open PWD' }));
    await waitFor(() => expect(api.lastPayload('/pwd/request')).toMatchObject({ petitionerId: 'c-1', jobTitle: 'Data Engineer' }));
  });

  test('the dashboard link (?position=) and unknown filter values', () => {
    const q = { page: 1, perpage: 25, search: '', sort: null, filters: { position: 'valid', status: '3' } };
    expect(toPwdListPayload(q)).toMatchObject({ positionStates: ['valid'], statusIds: [3] });
    expect(toPwdListPayload({ ...q, filters: { position: 'nope', status: '99' } })).not.toHaveProperty('positionStates');
  });

  test('countdown wording', () => {
    expect([countdownText(null), countdownText(2), countdownText(1), countdownText(0), countdownText(-1), countdownText(-4)]).toEqual([
      'No determination yet',
      '2 days left',
      '1 day left',
      'Last day today',
      'Lapsed 1 day ago',
      'Lapsed 4 days ago',
    ]);
  });
});

describe('/pwd-case-details', () => {
  function setup(over: Partial<TPwdDetails> = {}, handlers: Record<string, (p: Record<string, unknown>) => unknown> = {}) {
    const api = createMockApi({
      '/pwd/details': () => details(over),
      '/pwd/activity-list': () => ({ data: [{ id: 'a-1', action: 'pwd-update', activityCode: null, activityLabel: null, userId: 'u-1', userName: 'Andy Admin', at: '2026-11-11T10:00:00.000Z', note: 'PWD changed: duties', before: null, after: null, changes: [] }], count: 1 }),
      '/pwd/consistency': () => facts(),
      '/pwd/update': (p) => details({ ...over, jobTitle: String(p.jobTitle), updatedAt: '2026-11-21T10:00:00.000Z' }),
      '/pwd/update-status': (p) => details({ ...over, statusId: Number(p.statusId), statusName: 'Determination issued', nextStatusIds: [4, 5, 6] }),
      ...handlers,
    });
    renderWithServices(<PwdDetailsPage {...page('pwd.caseDetails', { itemId: PWD_ID })} />, { api, user: LCA_MANAGER });
    return api;
  }

  test('the determination with its countdown, the form in sections, status log, facts and activity', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'PWD PWD-2026-0001' })).toBeInTheDocument();
    expect(screen.getByText('312 days left')).toBeInTheDocument();
    expect(screen.getByText(/Aug 31, 2027/)).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Data Engineer');
    expect(screen.getByLabelText('Valid to')).toHaveValue('09/30/2027');
    expect(within(screen.getByRole('list', { name: 'Status log' })).getByText(/Sent on FLAG/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'PWD, LCA and I-129 facts' });
    expect(within(table).getByText('The records name different occupations (SOC codes).')).toBeInTheDocument();
    expect(screen.getByText('1 mismatch')).toBeInTheDocument();
    expect(await screen.findByText('PWD changed: duties')).toBeInTheDocument();
  });

  test('the validity is checked on the screen before sending (90 days to 1 year)', async () => {
    const api = setup();
    const to = await screen.findByLabelText('Valid to');
    fireEvent.change(to, { target: { value: '10/02/2027' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PWD_MESSAGES.validityTooLong)).toBeInTheDocument();
    expect(api.payloads('/pwd/update')).toHaveLength(0);
  });

  test('saves the data; a server refusal is shown at its field', async () => {
    const api = setup({}, { '/pwd/update': () => { throw new ApiError('VALIDATION', 'Check the fields', 422, [{ path: 'socCode', message: PWD_MESSAGES.socUnknown }]); } });
    const title = await screen.findByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Data Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.lastPayload('/pwd/update')).toMatchObject({ pwdId: PWD_ID, jobTitle: 'Senior Data Engineer', validTo: '2027-09-30', socCode: '15-1252' }));
    expect(await screen.findByText(PWD_MESSAGES.socUnknown)).toBeInTheDocument();
  });

  test('status moves; withdrawing asks first', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/pwd/update-status')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Record the determination' }));
    await waitFor(() => expect(api.lastPayload('/pwd/update-status')).toMatchObject({ pwdId: PWD_ID, statusId: 3 }));
  });

  test('a PWD not found shows the error state', async () => {
    setup({}, { '/pwd/details': () => { throw new ApiError('NOT_FOUND', 'PWD not found', 404); } });
    expect(await screen.findByRole('link', { name: 'Back to the PWDs' })).toHaveAttribute('href', '/pwd-list');
  });
});

describe('facts CSV', () => {
  test('one row a fact, quoted', () => {
    const csv = consistencyCsv(facts());
    expect(csv.split('\r\n')[0]).toBe('"Fact","PWD","LCA","I-129","Mismatch","Message"');
    expect(csv).toContain('"SOC code","15-1252","15-1211","","yes","The records name different occupations (SOC codes)."');
  });
});
