import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TCaseNote } from 'shared/contract';
import { RECEIPT_NUMBER_MESSAGE } from 'shared/domain';
import { makeMessage, makeThread } from 'case-kit/testing/messages';
import CaseDetailsRedirectPage from '../CaseDetailsRedirectPage';
import PetitionDetailsPage from '../PetitionDetailsPage';
import RfePetitionDetailsPage from '../RfePetitionDetailsPage';
import {
  carriersHandler,
  CASE_ID,
  makeCase,
  RFE_ID,
  rfeLink,
  stepsBefore,
  USERS,
  createMockApi,
  type MockApi,
  renderDetails,
  makeSessionUser,
} from 'case-kit/testing/details';

// Dialog tests type into several fields; on a shared, busy machine they can pass jest's 5 s default.
jest.setTimeout(30_000);

const PAGES = {
  '/petition-details/:itemId': { Page: PetitionDetailsPage, routeId: 'cases.petitionDetails' },
  '/rfe-petition-details/:itemId': { Page: RfePetitionDetailsPage, routeId: 'cases.rfePetitionDetails' },
  '/case-details': { Page: CaseDetailsRedirectPage, routeId: 'cases.caseDetails' },
  '/Tabs': { Page: CaseDetailsRedirectPage, routeId: 'cases.tabs' },
};

const note = (over: Partial<TCaseNote>): TCaseNote => ({
  id: 'n-1',
  petitionId: CASE_ID,
  text: 'text',
  internal: false,
  createdBy: USERS.attorney.id,
  createdByName: USERS.attorney.name,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function baseApi(details = makeCase(), extra: Record<string, (p: Record<string, unknown>) => unknown> = {}): MockApi {
  return createMockApi({
    '/petition/details': () => details,
    '/petition/activity-list': () => ({ data: [], count: 0 }),
    '/reminders/list': () => ({ data: [], count: 0, page: 1, perpage: 50 }),
    '/petition/note-list': () => ({ data: [], count: 0 }),
    '/notify/list': () => ({ data: [], count: 0, unreadCount: 0, page: 1, perpage: 100 }),
    '/communication/thread': () => makeThread([]),
    '/communication/user-list': () => ({ data: [] }),
    '/masterdata/list': carriersHandler,
    '/petition/get-preparer-list': () => ({
      data: [
        {
          id: '40000000-0000-4000-8000-000000000006',
          name: 'Ada Attorney',
          email: 'attorney@demo.test',
          roleId: 6,
          roleName: 'Attorney',
        },
      ],
    }),
    ...extra,
  });
}

const role = (roleId: number, userId = `u-role-${roleId}`) => makeSessionUser({ roleId, loginRoleId: roleId, userId });

describe('header, loading and error states', () => {
  test('shows the case number, status, parties, branch, deadline and receipt number', async () => {
    renderDetails(PAGES, {
      url: `/petition-details/${CASE_ID}`,
      api: baseApi(
        makeCase(['CREATE_CASE'], { receiptNumber: 'EAC2612345678', deadlineDate: '2026-11-01', overdueDays: 21 }),
      ),
    });
    expect(screen.getByText('Loading case…')).toBeInTheDocument();
    // The heading comes with the case's answer (over the loading line until the frame's code is there).
    expect(await screen.findByRole('heading', { name: 'Case H1B-2026-00042' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Case summary' });
    expect(within(summary).getByRole('link', { name: 'Ananya Iyer' })).toHaveAttribute(
      'href',
      '/beneficiaries-details/30000000-0000-4000-8000-000000000001',
    );
    expect(within(summary).getByRole('link', { name: 'Globex Corporation' })).toBeInTheDocument();
    expect(within(summary).getByText('EAC2612345678')).toBeInTheDocument();
    expect(within(summary).getByText('New York')).toBeInTheDocument();
    expect(within(summary).getByText('Overdue by 21 day(s)')).toBeInTheDocument();
    expect(within(summary).getByText('Case Started')).toBeInTheDocument();
  });

  test('an unknown case shows the not-found state with a way back; other errors offer Retry', async () => {
    const api = baseApi();
    api.on('/petition/details', () => {
      throw new ApiError('NOT_FOUND', 'Case not found', 404);
    });
    const first = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api });
    expect(await screen.findByText('This case does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cases' })).toHaveAttribute('href', '/cases');
    first.unmount();

    let calls = 0;
    const api2 = baseApi();
    api2.on('/petition/details', () => {
      calls += 1;
      if (calls === 1) throw new ApiError('INTERNAL', 'Database unavailable', 500);
      return makeCase();
    });
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api: api2 });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Case H1B-2026-00042' })).toBeInTheDocument();
  });
});

describe('tabs', () => {
  test("the default tab is 'Case Details'; ?tab=Communication opens the case's message thread", async () => {
    const api = baseApi();
    api.on('/petition/note-list', () => ({
      data: [note({ id: 'n-2', text: 'Staff only remark', internal: true })],
      count: 1,
    }));
    api.on('/communication/thread', () =>
      makeThread([makeMessage({ petitionId: CASE_ID, body: 'Please send the pay stubs.', visibility: 'shared' })]),
    );
    api.on('/communication/user-list', () => ({ data: [] }));
    const r = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Communication`, api });
    expect(await screen.findByRole('tab', { name: 'Communication' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Please send the pay stubs.')).toBeInTheDocument();
    expect(screen.getByText('Shared with client')).toBeInTheDocument();
    expect(api.lastPayload('/communication/thread')).toMatchObject({ petitionId: CASE_ID });
    expect(screen.queryByText('Staff only remark')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(r.location()).toBe(`/petition-details/${CASE_ID}?tab=Notes`);
    expect(await screen.findByText('Staff only remark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Case Details' }));
    expect(r.location()).toBe(`/petition-details/${CASE_ID}`);
  });

  test('staff get the Forms tab and a Questionnaire link; a beneficiary gets neither the panel nor the link', async () => {
    const api = baseApi();
    api.on('/petition/pdf-form-version-list', () => ({ forms: [], versions: [] }));
    const staff = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Forms`, api });
    expect(await screen.findByRole('tab', { name: 'Forms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Questionnaire' })).toHaveAttribute('href', `/questionnaire/${CASE_ID}`);
    await waitFor(() => expect(api.payloads('/petition/pdf-form-version-list')).toEqual([{ petitionId: CASE_ID }]));
    staff.unmount();

    const other = baseApi();
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Forms`, api: other, user: role(51) });
    expect(await screen.findByRole('heading', { name: 'Forms are prepared by your law firm' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Questionnaire' })).toBeNull();
    expect(other.payloads('/petition/pdf-form-version-list')).toHaveLength(0);
  });

  test('the Documents tab shows the case checklist next to the scanned copies', async () => {
    const api = baseApi();
    api.on('/petition/document-checklist', () => {
      throw new ApiError('INTERNAL', 'Checklist unavailable', 500);
    });
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Documents`, api });
    expect(await screen.findByRole('tab', { name: /Documents/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.payloads('/petition/document-checklist')).toEqual([{ petitionId: CASE_ID }]));
  });

  test('the Documents tab counts the files in the checklist, not the scanned copies', async () => {
    const file = (n: number, status: boolean | null) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      petitionId: CASE_ID,
      docKey: 'pay_stubs',
      category: 'checklist' as const,
      path: `t/x/2026/11/${n}.pdf`,
      name: `${n}.pdf`,
      mimetype: 'application/pdf',
      extn: 'pdf',
      size: 10,
      version: 1,
      current: true,
      status,
      reason: null,
      uploadedByKind: 'client' as const,
      uploadedByName: 'Ananya Iyer',
      reviewedByName: null,
      reviewedAt: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    const slot = (key: string, files: ReturnType<typeof file>[]) => ({
      key,
      label: key,
      required: false,
      multiple: true,
      files,
      previous: [file(9, false)],
      error: null,
    });
    const checklist = (slots: ReturnType<typeof slot>[]) => ({
      petitionId: CASE_ID,
      caseNumber: 'H1B-2026-00042',
      typeId: 1,
      kind: 'petition',
      slots,
      missing: [],
      canReview: true,
    });
    const eight = checklist([
      slot('pay_stubs', [file(1, true), file(2, null), file(3, null)]),
      slot('w2', [file(4, null), file(5, null)]),
      slot('resume', [file(6, null), file(7, null), file(8, null)]),
    ]);
    const api = baseApi(makeCase(['CREATE_CASE'], { scannedCopyCount: 0 }), {
      '/petition/document-checklist': () => eight,
    });
    const first = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api });
    expect(await screen.findByRole('tab', { name: 'Documents (8)' })).toBeInTheDocument();
    first.unmount();

    const empty = baseApi(makeCase(['CREATE_CASE'], { scannedCopyCount: 1 }), {
      '/petition/document-checklist': () => checklist([slot('pay_stubs', [])]),
    });
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api: empty });
    expect(await screen.findByRole('tab', { name: 'Documents (0)' })).toBeInTheDocument();
  });

  test('an unknown tab falls back to Case Details; the tab resets when leaving for another case', async () => {
    const api = baseApi(makeCase(['CREATE_CASE'], { children: [rfeLink()] }));
    api.on('/rfe-petition/details', () => ({
      ...makeCase(['CREATE_CASE'], {
        id: RFE_ID,
        kind: 'rfe',
        caseNumber: 'RFE-2026-00007',
        typeId: 8,
        typeName: 'RFE',
        statusId: 24,
      }),
      responseDueDate: '2027-02-01',
      noticeDate: '2026-11-20',
      editOption: false,
    }));
    api.on('/rfe-petition/activity-list', () => ({ data: [], count: 0 }));
    const r = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Nonsense`, api });
    expect(await screen.findByRole('tab', { name: 'Case Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Activity Log' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Case Details' }));
    await userEvent.click(await screen.findByRole('link', { name: 'RFE-2026-00007' }));
    expect(await screen.findByRole('heading', { name: 'Case RFE-2026-00007' })).toBeInTheDocument();
    expect(r.location()).toBe(`/rfe-petition-details/${RFE_ID}`);
    expect(screen.getByRole('tab', { name: 'Case Details' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the status area toggles between the case status and the activities', async () => {
    renderDetails(PAGES, {
      url: `/petition-details/${CASE_ID}`,
      api: baseApi(makeCase(stepsBefore('ASSIGN_ATTORNEY'))),
    });
    const area = await screen.findByRole('region', { name: 'Case status area' });
    expect(within(area).getByRole('button', { name: 'Case status' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(area).getByText('Attorney')).toBeInTheDocument();
    await userEvent.click(within(area).getByRole('button', { name: 'Activities' }));
    expect(within(area).getByRole('list', { name: 'Completed activities' })).toHaveTextContent('Submit to Law Firm');
    expect(within(area).getByRole('button', { name: 'Activities' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the status shows once: in the case summary, not again in the status area', async () => {
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api: baseApi(makeCase(['CREATE_CASE'])) });
    const area = await screen.findByRole('region', { name: 'Case status area' });
    const summary = screen.getByRole('region', { name: 'Case summary' });
    expect(within(summary).getByText('Status')).toBeInTheDocument();
    expect(within(summary).getByText('Case Started')).toBeInTheDocument();
    expect(within(area).queryByText('Status')).toBeNull();
    expect(within(area).queryByText('Case Started')).toBeNull();
    expect(within(area).getByText('Next step')).toBeInTheDocument();
  });

  test('empty history and notes say so', async () => {
    const api = baseApi();
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=ActivityLog`, api });
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });
});

test('the activity log lists who did what with before/after values', async () => {
  const api = baseApi();
  api.on('/petition/activity-list', () => ({
    data: [
      {
        id: 'a-1',
        action: 'tracking',
        activityCode: 'UPDATE_USCIS_RECEIPT_NUMBER',
        activityLabel: 'USCIS Receipt Number',
        userId: USERS.frontOffice.id,
        userName: USERS.frontOffice.name,
        at: '2026-11-21T09:00:00.000Z',
        note: null,
        before: { statusId: 12, receiptNumber: null },
        after: { statusId: 13, receiptNumber: 'EAC2612345678' },
        changes: [
          { field: 'statusId', before: 12, after: 13 },
          { field: 'receiptNumber', before: null, after: 'EAC2612345678' },
        ],
      },
    ],
    count: 1,
  }));
  renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=ActivityLog`, api });
  const log = await screen.findByRole('region', { name: 'Activity log' });
  expect(await within(log).findByText('USCIS Receipt Number')).toBeInTheDocument();
  const rows = within(log).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/statusId.*Submitted to USCIS.*Receipt Received/i);
  expect(rows[2]).toHaveTextContent(/receiptNumber.*—.*EAC2612345678/);
});

describe('workflow actions per role', () => {
  test('a paralegal sees the attorney step but cannot assign, and is told why', async () => {
    renderDetails(PAGES, {
      url: `/petition-details/${CASE_ID}?tab=Workflow`,
      api: baseApi(makeCase(stepsBefore('ASSIGN_ATTORNEY'))),
      user: role(8),
    });
    const button = await screen.findByRole('button', { name: 'Assign attorney' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Only an Admin or Branch Manager can assign the attorney.');
    expect(screen.getByRole('button', { name: 'Admin approval' })).toHaveAccessibleDescription(
      'Only an Admin or Branch Manager can approve a case.',
    );
  });

  test('an admin assigns the attorney; the dialog asks for a choice first', async () => {
    const api = baseApi(makeCase(stepsBefore('ASSIGN_ATTORNEY')));
    api.on('/petition/assign-a-role', () =>
      makeCase([...stepsBefore('ASSIGN_ATTORNEY'), 'ASSIGN_ATTORNEY'], { attorney: USERS.attorney }),
    );
    const r = renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Workflow`, api, user: role(3) });
    await userEvent.click(await screen.findByRole('button', { name: 'Assign attorney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign attorney' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select the attorney.');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Attorney/), 'Ada Attorney (attorney@demo.test)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.lastPayload('/petition/assign-a-role')).toMatchObject({
      petitionId: CASE_ID,
      field: 'attorney',
      userId: '40000000-0000-4000-8000-000000000006',
    });
    expect(r.toasts.getState().toasts[0]).toMatchObject({ message: 'Attorney assigned.' });
  });

  test('the server’s refusal stays visible in the dialog', async () => {
    const api = baseApi(makeCase(stepsBefore('CASE_APPROVED')));
    api.on('/petition/complete-activity', () => {
      throw new ApiError('FORBIDDEN', '"Case Approved" is assigned to another Attorney.', 403);
    });
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Workflow`, api, user: role(6) });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('dialog', { name: /Complete .Case Approved./ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"Case Approved" is assigned to another Attorney.',
    );
  });
});

describe('dialog validation', () => {
  const atReceipt = makeCase(stepsBefore('UPDATE_USCIS_RECEIPT_NUMBER'));
  const atCourier = makeCase(stepsBefore('COURIER_TRACKING'), {
    scannedCopyCount: 1,
    courierTracking: {
      carrierId: null,
      carrierName: null,
      trackingNumber: null,
      category: 'UPDATE_TRACKING_NUMBER',
      trackingUrl: null,
    },
  });

  test("receipt number: 'Update Receipt Number' checks three letters and ten digits, and sends it normalised", async () => {
    const api = baseApi(atReceipt);
    api.on('/petition/manage-tracking-details', () => atReceipt);
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api, user: role(5) });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Receipt Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Receipt Number' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('*Receipt Number is required');
    await userEvent.type(within(dialog).getByLabelText(/Receipt Number/), 'EAC26123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RECEIPT_NUMBER_MESSAGE);
    expect(api.payloads('/petition/manage-tracking-details')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText(/Receipt Number/));
    await userEvent.type(within(dialog).getByLabelText(/Receipt Number/), 'eac-26 123 45678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/manage-tracking-details')).toMatchObject({
        petitionId: CASE_ID,
        receiptNumber: 'EAC2612345678',
      }),
    );
  });

  test("courier: 'Update Tracking Info' needs a carrier from master data and a tracking number", async () => {
    const api = baseApi(atCourier);
    api.on('/petition/manage-tracking-details', () => atCourier);
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api, user: role(5) });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Tracking Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tracking Info' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual(['*Carrier is required', '*Tracking Number is required']);
    await userEvent.selectOptions(within(dialog).getByLabelText(/Carrier/), 'UPS');
    await userEvent.type(within(dialog).getByLabelText(/Tracking Number/), '1Z999AA10123456784');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/manage-tracking-details')).toMatchObject({
        carrierId: 2,
        trackingNumber: '1Z999AA10123456784',
      }),
    );
  });

  test('USCIS response: RFE dates are checked, then the new RFE case is linked', async () => {
    const atResponse = makeCase(stepsBefore('UPDATE_USCIS_RESPONSE'));
    const api = baseApi(atResponse);
    api.on('/petition/record-uscis-response', () => ({
      petition: { ...atResponse, statusId: 24, children: [rfeLink()] },
      rfeCase: rfeLink(),
    }));
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}`, api, user: role(8) });
    await userEvent.click(await screen.findByRole('button', { name: 'Record USCIS response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record USCIS response' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the USCIS response.');
    await userEvent.selectOptions(within(dialog).getByLabelText(/USCIS response/), 'RFE received');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['*Notice Date is required', '*Response Due Date is required']);
    await userEvent.type(within(dialog).getByLabelText(/Notice Date/), '11/20/2026');
    await userEvent.type(within(dialog).getByLabelText(/Response Due Date/), '11/01/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The response due date must not be before the notice date',
    );
    await userEvent.clear(within(dialog).getByLabelText(/Response Due Date/));
    await userEvent.type(within(dialog).getByLabelText(/Response Due Date/), '02/01/2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    const link = await screen.findByRole('link', { name: 'Open RFE case RFE-2026-00007' });
    expect(link).toHaveAttribute('href', `/rfe-petition-details/${RFE_ID}`);
    expect(api.lastPayload('/petition/record-uscis-response')).toMatchObject({
      outcome: { kind: 'rfe', noticeDate: '2026-11-20', responseDueDate: '2027-02-01' },
    });
  });

  test('USCIS response: approved needs validity dates in order', async () => {
    renderDetails(PAGES, {
      url: `/petition-details/${CASE_ID}`,
      api: baseApi(makeCase(stepsBefore('UPDATE_USCIS_RESPONSE'))),
      user: role(8),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record USCIS response' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record USCIS response' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/USCIS response/), 'Approved');
    await userEvent.type(within(dialog).getByLabelText(/Notice Date/), '11/20/2026');
    await userEvent.type(within(dialog).getByLabelText(/Valid From/), '12/01/2026');
    await userEvent.type(within(dialog).getByLabelText(/Valid To/), '13/45/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Valid To must be a valid date (MM/DD/YYYY)');
    await userEvent.clear(within(dialog).getByLabelText(/Valid To/));
    await userEvent.type(within(dialog).getByLabelText(/Valid To/), '11/30/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record response' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Valid to must not be before valid from');
  });

  test('a note needs text', async () => {
    renderDetails(PAGES, { url: `/petition-details/${CASE_ID}?tab=Notes`, api: baseApi() });
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill Note .');
  });
});

describe('/case-details and /Tabs', () => {
  test('without a case id they open the case list', async () => {
    const r = renderDetails(PAGES, { url: '/case-details', api: baseApi() });
    await waitFor(() => expect(r.location()).toBe('/cases'));
  });

  test('with ?id= they open that case, keeping the tab', async () => {
    const r = renderDetails(PAGES, { url: `/Tabs?id=${CASE_ID}&tab=Communication`, api: baseApi() });
    expect(await screen.findByRole('tab', { name: 'Communication' })).toHaveAttribute('aria-selected', 'true');
    expect(r.location()).toBe(`/petition-details/${CASE_ID}?tab=Communication`);
  });
});
