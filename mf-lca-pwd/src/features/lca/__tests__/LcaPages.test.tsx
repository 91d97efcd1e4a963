import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TCaseDetails, TLcaFillView } from 'shared/contract';
import { LCA_MESSAGES } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { toLcaListPayload } from '../api/lcaQueries';
import FillLcaAnonymousPage from '../pages/FillLcaAnonymousPage';
import LcaDetailsPage from '../pages/LcaDetailsPage';
import LcaInventoryPage from '../pages/LcaInventoryPage';
import LcaListPage from '../pages/LcaListPage';
import RequestLcaPage from '../pages/RequestLcaPage';
import { CASE_ID, CO_ID, emptyNotices, inventory, LCA_ID, lcaDetails, lcaRow, page } from './fixtures';

// Typing into many fields takes seconds on a loaded machine.
jest.setTimeout(30_000);

const LCA_MANAGER = makeSessionUser({ roleId: 11 });

describe('/lcalist', () => {
  function setup() {
    const api = createMockApi({
      '/lca/list': (p) => ({ data: [lcaRow(), lcaRow({ id: 'l-2', caseNumber: 'LCA-2026-0008', statusId: 2, statusName: 'Certified', parentCaseNumber: null })], count: 2, page: p.page, perpage: p.perpage }),
      '/company/list': () => ({ data: [{ id: CO_ID, name: 'Acme Corp' }], count: 1, page: 1, perpage: 100, nextCursor: null }),
    });
    renderWithServices(<LcaListPage {...page('lca.list')} />, { api, url: '/lcalist', user: LCA_MANAGER });
    return api;
  }

  test('rows with status chips, employer, SOC and positions; newest change first from the server', async () => {
    const api = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('LCA-2026-0007')).toBeInTheDocument();
    expect(within(table).getByText('In preparation')).toBeInTheDocument();
    expect(within(table).getByText('Certified')).toBeInTheDocument();
    expect(within(table).getAllByText('15-1252 · Level II')).toHaveLength(2);
    expect(within(table).getAllByText('1 of 2').length).toBe(2);
    expect(within(table).getByText('Standalone')).toBeInTheDocument();
    expect(api.lastPayload('/lca/list')).toMatchObject({ page: 1, perpage: 25, sort: { field: 'updatedAt', order: -1 } });
  });

  test('status, employer, period and free-position filters and the search go to the server', async () => {
    const api = setup();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '2');
    await waitFor(() => expect(api.lastPayload('/lca/list')).toMatchObject({ statusIds: [2] }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Acme Corp' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Employer' }), CO_ID);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Positions' }), 'yes');
    await waitFor(() => expect(api.lastPayload('/lca/list')).toMatchObject({ statusIds: [2], petitionerId: CO_ID, withFreePositions: true }));
    await userEvent.type(screen.getByRole('searchbox'), '15-1252');
    await waitFor(() => expect(api.lastPayload('/lca/list')).toMatchObject({ search: '15-1252' }));
  });

  test('the period filter asks for LCAs ending by a day counted from today', () => {
    const today = new Date('2026-11-26T12:00:00Z');
    const q = { page: 1, perpage: 25, search: '', sort: null, filters: { period: '30' } };
    expect(toLcaListPayload(q, today)).toMatchObject({ endingBy: '2026-12-26' });
    expect(toLcaListPayload({ ...q, filters: { period: 'ended' } }, today)).toMatchObject({ endingBy: '2026-11-25' });
    expect(toLcaListPayload({ ...q, filters: { status: '99' } }, today)).not.toHaveProperty('statusIds');
  });
});

const h1bCase = (over: Partial<TCaseDetails> = {}) =>
  ({
    id: CASE_ID,
    caseNumber: 'H1B-2026-0012',
    kind: 'petition',
    typeId: 1,
    typeName: 'H-1B',
    subTypeId: 1,
    subTypeName: 'New',
    petitionerName: 'Acme Corp',
    beneficiaryName: 'Ravi Kumar',
    title: 'Software Engineer',
    data: {},
    isExternal: false,
    closed: false,
    ...over,
  }) as TCaseDetails;

describe('/requestlca', () => {
  test('from an H-1B case: prefilled, sends the case, opens the new LCA', async () => {
    const api = createMockApi({
      '/petition/details': () => h1bCase(),
      '/lca/list': () => ({ data: [], count: 0, page: 1, perpage: 10 }),
      '/lca/request': () => lcaDetails({ statusId: 1, statusName: 'Requested' }),
    });
    const r = renderWithServices(<RequestLcaPage {...page('lca.request', { itemId: CASE_ID })} />, { api, user: LCA_MANAGER });
    expect(await screen.findByRole('heading', { name: 'Request LCA for H1B-2026-0012' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Software Engineer');
    const workers = screen.getByLabelText(/Number of workers/);
    await userEvent.clear(workers);
    await userEvent.type(workers, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Request LCA' }));
    await waitFor(() => expect(api.lastPayload('/lca/request')).toEqual({ petitionId: CASE_ID, subTypeId: 28, workers: 3, jobTitle: 'Software Engineer' }));
    await waitFor(() => expect(r.location()).toBe(`/lca-details/${LCA_ID}`));
  });

  test('a non-H-1B case is refused with a way to a standalone LCA', async () => {
    const api = createMockApi({ '/petition/details': () => h1bCase({ typeId: 2, typeName: 'L-1' }), '/lca/list': () => ({ data: [], count: 0, page: 1, perpage: 10 }) });
    renderWithServices(<RequestLcaPage {...page('lca.request', { itemId: CASE_ID })} />, { api, user: LCA_MANAGER });
    expect(await screen.findByText('Not an H-1B case')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a standalone LCA' })).toHaveAttribute('href', '/requestlca/new');
  });

  test("the kinds of LCA carry the firm's names (/case-config/names); the request still sends the id", async () => {
    const api = createMockApi({
      '/petition/details': () => h1bCase(),
      '/lca/list': () => ({ data: [], count: 0, page: 1, perpage: 10 }),
      '/lca/request': () => lcaDetails({ statusId: 1, statusName: 'Requested' }),
      '/case-config/names': () => ({ types: [], subtypes: [{ typeId: 11, subTypeId: 29, name: 'Cap-gap LCA' }] }),
    });
    renderWithServices(<RequestLcaPage {...page('lca.request', { itemId: CASE_ID })} />, { api, user: LCA_MANAGER });
    const kind = await screen.findByLabelText('Kind of LCA');
    expect(await within(kind).findByRole('option', { name: 'Cap-gap LCA' })).toHaveValue('29');
    expect(within(kind).getByRole('option', { name: 'LCA for H-1B' })).toHaveValue('28');
    expect(within(kind).queryByRole('option', { name: 'LCA for CAP' })).toBeNull();
    await userEvent.selectOptions(kind, 'Cap-gap LCA');
    await userEvent.click(screen.getByRole('button', { name: 'Request LCA' }));
    await waitFor(() => expect(api.lastPayload('/lca/request')).toMatchObject({ petitionId: CASE_ID, subTypeId: 29 }));
  });

  test('standalone: the employer is required before anything is sent', async () => {
    const api = createMockApi({ '/company/list': () => ({ data: [{ id: CO_ID, name: 'Acme Corp' }], count: 1, page: 1, perpage: 20, nextCursor: null }) });
    renderWithServices(<RequestLcaPage {...page('lca.request', { itemId: 'new' })} />, { api, user: LCA_MANAGER });
    await userEvent.click(screen.getByRole('button', { name: 'Request LCA' }));
    expect(await screen.findByText('Choose the employer the LCA is for.')).toBeInTheDocument();
    expect(api.payloads('/lca/request')).toHaveLength(0);
  });
});

describe('/lca-details', () => {
  function setup(over: Parameters<typeof lcaDetails>[0] = {}, handlers: Record<string, (p: Record<string, unknown>) => unknown> = {}) {
    const api = createMockApi({
      '/lca/details': () => lcaDetails(over),
      '/lca/activity-list': () => ({ data: [{ id: 'a-1', action: 'update', activityCode: null, activityLabel: 'LCA updated', userId: 'u-2', userName: 'Lee Manager', at: '2026-11-11T10:00:00.000Z', note: null, before: null, after: null, changes: [{ field: 'jobTitle', before: null, after: 'Software Engineer' }] }], count: 1 }),
      '/lca-paf/notices': () => emptyNotices(),
      '/lca/update': (p) => lcaDetails({ ...over, jobTitle: String(p.jobTitle), updatedAt: '2026-11-12T10:00:00.000Z' }),
      ...handlers,
    });
    const r = renderWithServices(<LcaDetailsPage {...page('lca.details', { itemId: LCA_ID })} />, { api, user: LCA_MANAGER });
    return { api, r };
  }

  test('shows the ETA-9035 sections, the linked case, status log, posting notices and activity', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'LCA LCA-2026-0007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'H1B-2026-0012' })).toHaveAttribute('href', `/petition-details/${CASE_ID}`);
    expect(screen.getByLabelText('Employer’s legal name')).toHaveValue('Acme Corporation');
    expect(screen.getByLabelText('FEIN')).toHaveValue('12-3456789');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('1 Main St');
    expect(within(screen.getByRole('list', { name: 'Status log' })).getByText('Started')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Posting notices' })).toBeInTheDocument();
    expect(await screen.findByText('LCA updated')).toBeInTheDocument();
    expect(screen.getByTestId('computed-dependency')).toHaveTextContent('Not H-1B dependent (5 H-1B workers counted');
  });

  test('the computed dependency follows the headcounts as they are typed, and flags a differing answer', async () => {
    setup();
    const h1b = await screen.findByLabelText('H-1B workers');
    await userEvent.clear(h1b);
    await userEvent.type(h1b, '13');
    expect(screen.getByTestId('computed-dependency')).toHaveTextContent('Computed: H-1B dependent (13 H-1B workers counted');
    expect(screen.getByText(/differs from the computed dependency test/)).toBeInTheDocument();
  });

  test.each([
    ['a period over 3 years', 'End', '01/04/2030', LCA_MESSAGES.periodTooLong],
    ['a wage below the prevailing wage', 'Offered wage (from)', '90000', LCA_MESSAGES.wageBelowPrevailing],
  ])('%s is refused with the shared message and nothing is sent', async (_name, label, value, message) => {
    const { api } = setup();
    const field = await screen.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.click(screen.getByRole('button', { name: 'Save LCA' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.payloads('/lca/update')).toHaveLength(0);
  });

  test('a worksite without a full address is refused; removing a worksite asks first', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Add worksite' }));
    const second = screen.getByRole('group', { name: 'Worksite 2' });
    await userEvent.type(within(second).getByLabelText(/^City/), 'Dallas');
    await userEvent.click(screen.getByRole('button', { name: 'Save LCA' }));
    expect(await within(second).findByText(LCA_MESSAGES.worksiteAddress)).toBeInTheDocument();
    expect(api.payloads('/lca/update')).toHaveLength(0);
    await userEvent.click(within(second).getByRole('button', { name: 'Remove worksite 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove worksite' }));
    expect(screen.queryByRole('group', { name: 'Worksite 2' })).not.toBeInTheDocument();
  });

  test('early filing is a warning beside the start date (not a refusal)', async () => {
    setup({ periodStart: '2031-01-06', periodEnd: '2033-12-31' });
    expect(await screen.findByText(new RegExp(LCA_MESSAGES.filedTooEarly.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
  });

  test('a valid change is saved with every field; the server’s field issue shows beside its field', async () => {
    const { api } = setup({}, {
      '/lca/update': () => {
        throw new ApiError('VALIDATION', 'Check the fields', 422, [{ path: 'socCode', message: LCA_MESSAGES.socUnknown }]);
      },
    });
    const title = await screen.findByLabelText('Job title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save LCA' }));
    await waitFor(() =>
      expect(api.lastPayload('/lca/update')).toMatchObject({
        lcaId: LCA_ID,
        jobTitle: 'Senior Engineer',
        socCode: '15-1252',
        wageFrom: 120000,
        prevailingWage: 100000,
        periodStart: '2027-01-04',
        periodEnd: '2029-12-31',
        workers: 2,
        headcounts: { fteCount: 40, h1bCount: 5, exemptH1bCount: 0 },
        worksites: [{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }],
      }),
    );
    expect(await screen.findByText(LCA_MESSAGES.socUnknown)).toBeInTheDocument();
  });

  test('read-only where the SPEC §4 update rule refuses: the reason, no save, no status change, no link', async () => {
    setup({ canUpdate: { allowed: false, reason: 'The case is approved: its LCA can no longer change.' } });
    expect(await screen.findAllByText('The case is approved: its LCA can no longer change.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Job title')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save LCA' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send link to employer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add worksite' })).not.toBeInTheDocument();
  });

  test('filing sends the ETA number and day; the api’s refusal (notices missing) is shown', async () => {
    const { api } = setup({}, {
      '/lca/update-status': () => {
        throw new ApiError('VALIDATION', 'Record the posting notices of every worksite first.', 422, [{ path: 'statusId', message: 'Record the posting notices of every worksite first.' }]);
      },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), '5');
    await userEvent.type(screen.getByLabelText('ETA case number'), 'I-200-26330-123456');
    const day = screen.getByLabelText('Filed on');
    await userEvent.clear(day);
    await userEvent.type(day, '11/26/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(api.lastPayload('/lca/update-status')).toEqual({ lcaId: LCA_ID, statusId: 5, filedOn: '2026-11-26', etaCaseNumber: 'I-200-26330-123456' }));
    expect(await screen.findByText('Record the posting notices of every worksite first.')).toBeInTheDocument();
  });

  test('withdrawing asks for confirmation first', async () => {
    const { api } = setup({}, { '/lca/update-status': () => lcaDetails({ statusId: 7, statusName: 'Withdrawn', nextStatusIds: [] }) });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'New status' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.payloads('/lca/update-status')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Withdrawn' }));
    await waitFor(() => expect(api.lastPayload('/lca/update-status')).toEqual({ lcaId: LCA_ID, statusId: 7 }));
  });

  test('send link to employer: checks the e-mail, then sends', async () => {
    const { api } = setup({}, {
      '/lca/send-fill-link': () => ({ lcaId: LCA_ID, sentTo: 'hr@acme.test', sentAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-12-10T10:00:00.000Z', state: 'live', filledAt: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send link to employer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Contact’s e-mail/), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Contact’s e-mail/));
    await userEvent.type(within(dialog).getByLabelText(/Contact’s e-mail/), 'hr@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(api.lastPayload('/lca/send-fill-link')).toEqual({ lcaId: LCA_ID, email: 'hr@acme.test', expiresInDays: 14 }));
  });

  test('an LCA the user may not see: not found', async () => {
    const api = createMockApi({
      '/lca/details': () => {
        throw new ApiError('NOT_FOUND', 'LCA not found', 404);
      },
    });
    renderWithServices(<LcaDetailsPage {...page('lca.details', { itemId: LCA_ID })} />, { api, user: LCA_MANAGER });
    expect(await screen.findByRole('link', { name: 'Back to the LCAs' })).toBeInTheDocument();
  });
});

describe('/lca-inventory-details', () => {
  test('positions used and free, the cases using them; freeing a position asks first', async () => {
    let current = inventory();
    const api = createMockApi({
      '/lca/inventory-details': () => current,
      '/lca/detach-case': () => (current = inventory({ positions: { workers: 2, used: 0, free: 2 }, usages: [] })),
    });
    renderWithServices(<LcaInventoryPage {...page('lca.inventoryDetails', { itemId: LCA_ID })} />, { api, user: LCA_MANAGER });
    expect(await screen.findByText('1 used, 1 free of 2')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Positions used' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('link', { name: 'H1B-2026-0012' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Free the position of H1B-2026-0012' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Why (optional)'), 'Worker left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free the position' }));
    await waitFor(() => expect(api.lastPayload('/lca/detach-case')).toEqual({ lcaId: LCA_ID, caseId: CASE_ID, note: 'Worker left' }));
    expect(await screen.findByText('No case uses this LCA')).toBeInTheDocument();
  });

  test('over-use: when every position is taken the page says why and offers no attach', async () => {
    const api = createMockApi({ '/lca/inventory-details': () => inventory({ positions: { workers: 1, used: 1, free: 0 }, canAttach: { allowed: false, reason: LCA_MESSAGES.overUse(1) } }) });
    renderWithServices(<LcaInventoryPage {...page('lca.inventoryDetails', { itemId: LCA_ID })} />, { api, user: LCA_MANAGER });
    expect(await screen.findByText(LCA_MESSAGES.overUse(1))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a position for this case' })).not.toBeInTheDocument();
  });

  test('attach: the server’s over-use refusal is shown under the case picker', async () => {
    const api = createMockApi({
      '/lca/inventory-details': () => inventory(),
      '/petition/list': () => ({ data: [{ id: 'c-9', caseNumber: 'H1B-2026-0099', beneficiaryName: 'Mia Chen', petitionerName: 'Acme Corp' }], count: null, perpage: 20, nextCursor: null, filter: '' }),
      '/lca/attach-case': () => {
        throw new ApiError('CONFLICT', LCA_MESSAGES.overUse(2), 409);
      },
    });
    renderWithServices(<LcaInventoryPage {...page('lca.inventoryDetails', { itemId: LCA_ID })} />, { api, user: LCA_MANAGER });
    const picker = await screen.findByRole('combobox', { name: /H-1B case/ });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: /H1B-2026-0099/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use a position for this case' }));
    await waitFor(() => expect(api.lastPayload('/lca/attach-case')).toEqual({ lcaId: LCA_ID, caseId: 'c-9' }));
    expect(await screen.findByText(LCA_MESSAGES.overUse(2))).toBeInTheDocument();
    expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: { typeIds: [1] } });
  });
});

const fillView = (over: Partial<TLcaFillView> = {}): TLcaFillView => ({
  firmName: 'Demo Law',
  caseNumber: 'LCA-2026-0007',
  employerName: 'Acme Corporation',
  jobTitle: 'Software Engineer',
  contactName: 'Hana HR',
  expiresAt: '2026-12-10T10:00:00.000Z',
  filled: false,
  worksites: [],
  wageFrom: null,
  wageTo: null,
  wageUnit: 'year',
  fullTime: true,
  periodStart: null,
  periodEnd: null,
  workers: 1,
  ...over,
});

describe('/fill-lca-anonymous-user (public)', () => {
  const open = (api: ReturnType<typeof createMockApi>, query = 'token=tok-1') =>
    renderWithServices(<FillLcaAnonymousPage {...page('fill.lcaAnonymous', { itemId: LCA_ID }, query)} />, { api, user: null });

  test('fills worksites and wages; after sending, a thank-you', async () => {
    const api = createMockApi({ '/lca/fill-details': () => fillView(), '/lca/fill-save': () => ({ filledAt: '2026-11-26T15:00:00.000Z' }) });
    open(api);
    const site = await screen.findByRole('group', { name: 'Worksite 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Send to the law firm' }));
    expect(await within(site).findByText(LCA_MESSAGES.worksiteAddress)).toBeInTheDocument();
    expect(screen.getByText('Enter the wage offered.')).toBeInTheDocument();
    expect(api.payloads('/lca/fill-save')).toHaveLength(0);
    await userEvent.type(within(site).getByLabelText(/^Street/), '1 Main St');
    await userEvent.type(within(site).getByLabelText(/^City/), 'Austin');
    await userEvent.type(within(site).getByLabelText(/^State/), 'TX');
    await userEvent.type(within(site).getByLabelText(/^ZIP code/), '78701');
    fireEvent.change(screen.getByLabelText(/Wage offered/), { target: { value: '125000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send to the law firm' }));
    await waitFor(() =>
      expect(api.lastPayload('/lca/fill-save')).toMatchObject({
        token: 'tok-1',
        worksites: [{ line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }],
        wageFrom: 125000,
        wageTo: null,
        wageUnit: 'year',
        workers: 1,
        filledBy: 'Hana HR',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  });

  test('a used or expired link: a clear message', async () => {
    const api = createMockApi({
      '/lca/fill-details': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
      },
    });
    open(api);
    expect(await screen.findByText('This link has been used or has expired')).toBeInTheDocument();
  });

  test('already filled through this link: read-only notice, no form', async () => {
    const api = createMockApi({ '/lca/fill-details': () => fillView({ filled: true, wageFrom: 125000 }) });
    open(api);
    expect(await screen.findByRole('heading', { name: 'Already sent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to the law firm' })).not.toBeInTheDocument();
  });

  test('without a token: the link is incomplete (nothing asked)', async () => {
    const api = createMockApi({});
    open(api, '');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(api.payloads('/lca/fill-details')).toHaveLength(0);
  });
});
