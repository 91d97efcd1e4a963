import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExternalCaseDetailsPage from '../ExternalCaseDetailsPage';
import PrintCasePage from '../PrintCasePage';
import RfePetitionDetailsPage from '../RfePetitionDetailsPage';
import {
  CASE_ID,
  makeCase,
  RFE_ID,
  stepsBefore,
  createMockApi,
  renderDetails,
  makeSessionUser,
} from 'case-kit/testing/details';

// Dialog tests type into several fields; on a shared, busy machine they can pass jest's 5 s default.
jest.setTimeout(30_000);

const PAGES = {
  '/rfe-petition-details/:itemId': { Page: RfePetitionDetailsPage, routeId: 'cases.rfePetitionDetails' },
  '/external-case-details/:itemId': { Page: ExternalCaseDetailsPage, routeId: 'cases.externalCaseDetails' },
  '/petition-details/print/:id': { Page: PrintCasePage, routeId: 'cases.print' },
};

const parentLink = {
  id: CASE_ID,
  caseNumber: 'H1B-2026-00042',
  kind: 'petition',
  typeId: 1,
  typeName: 'H-1B',
  statusId: 24,
  statusName: 'RFE Received',
  relation: null,
  deadlineDate: null,
};

const rfeDetails = (over: Record<string, unknown> = {}) => ({
  ...makeCase(['CREATE_CASE'], {
    id: RFE_ID,
    kind: 'rfe',
    caseNumber: 'RFE-2026-00007',
    typeId: 8,
    typeName: 'RFE',
    statusId: 24,
    statusName: 'RFE Received',
    deadlineDate: '2027-02-01',
    parent: parentLink,
    parentId: CASE_ID,
    parentCaseNumber: 'H1B-2026-00042',
  }),
  responseDueDate: '2027-02-01',
  noticeDate: '2026-11-20',
  editOption: false,
  ...over,
});

function rfeApi() {
  return createMockApi({
    '/rfe-petition/details': () => rfeDetails(),
    '/rfe-petition/activity-list': () => ({ data: [], count: 0 }),
    '/rfe-petition/update': () => rfeDetails({ statusId: 25 }),
    '/rfe-petition/manage-edit-option': (p) => rfeDetails({ editOption: p.editOption }),
  });
}

test('the RFE page links its original case and shows the response due date and the edit option', async () => {
  const api = rfeApi();
  renderDetails(PAGES, {
    url: `/rfe-petition-details/${RFE_ID}`,
    api,
    user: makeSessionUser({ roleId: 6, loginRoleId: 6 }),
  });
  const card = await screen.findByRole('region', { name: 'Request for Evidence' });
  expect(within(card).getByRole('link', { name: 'H1B-2026-00042' })).toHaveAttribute(
    'href',
    `/petition-details/${CASE_ID}`,
  );
  expect(within(card).getByText('Feb 01, 2027')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Allow editing' }));
  await waitFor(() =>
    expect(api.lastPayload('/rfe-petition/manage-edit-option')).toMatchObject({ petitionId: RFE_ID, editOption: true }),
  );
  // The USCIS response is recorded on the parent, so the RFE page does not offer it.
  expect(screen.queryByRole('button', { name: 'Record USCIS response' })).not.toBeInTheDocument();
});

test('editing an RFE checks its dates and files the response status', async () => {
  const api = rfeApi();
  renderDetails(PAGES, {
    url: `/rfe-petition-details/${RFE_ID}`,
    api,
    user: makeSessionUser({ roleId: 8, loginRoleId: 8 }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit RFE' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit RFE case RFE-2026-00007' });
  const due = within(dialog).getByLabelText(/Response Due Date/);
  await userEvent.clear(due);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('*Response Due Date is required');
  await userEvent.type(due, '11/01/2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'The response due date must not be before the notice date',
  );
  await userEvent.clear(due);
  await userEvent.type(due, '02/15/2027');
  await userEvent.selectOptions(within(dialog).getByLabelText('RFE status'), 'Response to RFE Filed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.lastPayload('/rfe-petition/update')).toMatchObject({
      petitionId: RFE_ID,
      responseDueDate: '2027-02-15',
      statusId: 25,
    }),
  );
});

test('a beneficiary sees the RFE without the staff actions', async () => {
  renderDetails(PAGES, {
    url: `/rfe-petition-details/${RFE_ID}`,
    api: rfeApi(),
    user: makeSessionUser({ roleId: 51, loginRoleId: 51 }),
  });
  await screen.findByRole('region', { name: 'Request for Evidence' });
  expect(screen.queryByRole('button', { name: 'Edit RFE' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Case actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Allow editing' })).not.toBeInTheDocument();
});

test('the external case page says who handles the case', async () => {
  const api = createMockApi({
    '/petition/details': () => makeCase(['CREATE_CASE'], { isExternal: true, externalFirm: 'Smith & Partners LLP' }),
  });
  renderDetails(PAGES, { url: `/external-case-details/${CASE_ID}`, api });
  expect(await screen.findByRole('note', { name: 'External case' })).toHaveTextContent(
    'handled outside the firm’s own workflow by Smith & Partners LLP',
  );
});

test('the print view lists every workflow step and downloads the PDF', async () => {
  const api = createMockApi({
    '/petition/details': () => makeCase(stepsBefore('ASSIGN_ATTORNEY')),
    '/petition/download-details-as-pdf': () => ({
      fileName: 'H1B-2026-00042.pdf',
      mimeType: 'application/pdf',
      contentBase64: btoa('%PDF-1.4'),
    }),
  });
  const created: Blob[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderDetails(PAGES, { url: `/petition-details/print/${CASE_ID}`, api });
  const sheet = await screen.findByRole('article', { name: 'Printable case details' });
  const rows = within(sheet).getAllByRole('row');
  expect(rows).toHaveLength(1 + makeCase().workflow.activities.length);
  expect(within(sheet).getByRole('row', { name: /Attorney \(next\)/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(created[0]?.type).toBe('application/pdf');
  expect(api.lastPayload('/petition/download-details-as-pdf')).toMatchObject({ petitionId: CASE_ID });
  click.mockRestore();
});
