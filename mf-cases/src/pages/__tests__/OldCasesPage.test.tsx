import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TOldCasesResult } from 'shared/contract';
import { caseListItem, casePage, listSideHandlers } from '../../features/lists/testing/caseFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import OldCasesPage from '../OldCasesPage';

// Dialog-heavy flows with many user events; the shared 2-core machine can be slow.
jest.setTimeout(30_000);

const props = { routeId: 'cases.oldCases', params: {}, query: new URLSearchParams(), linkToken: null };

const checked: TOldCasesResult = {
  columns: ['type', 'petitioner', 'beneficiary'],
  rows: [
    {
      rowNumber: 2,
      values: { type: 'H-1B', beneficiary: 'Ravi Kumar' },
      ok: true,
      errorMsg: null,
      messages: [],
      petitionId: null,
      caseNumber: null,
    },
    {
      rowNumber: 3,
      values: { type: 'Z-9', beneficiary: 'Nobody' },
      ok: false,
      errorMsg: 'Row 3 could not be imported',
      messages: [
        { field: 'type', message: 'Unknown case type Z-9' },
        { field: 'beneficiary', message: 'No beneficiary named Nobody' },
      ],
      petitionId: null,
      caseNumber: null,
    },
    {
      rowNumber: 4,
      values: { type: 'L-1' },
      ok: false,
      errorMsg: null,
      messages: [],
      petitionId: null,
      caseNumber: null,
    },
  ],
  okCount: 1,
  errorCount: 2,
  created: 0,
};

function setup(roleId = 3, handlers: Record<string, (p: Record<string, unknown>) => unknown> = {}) {
  const api = createMockApi({
    ...listSideHandlers(),
    '/petition/list': () => casePage([caseListItem(1, { isOld: true, statusId: 22, statusName: 'Case Approved' })]),
    '/petition/import-old-cases': () => checked,
    '/petition/migrate-old-cases': () => ({ ...checked, created: 1 }),
    ...handlers,
  });
  return renderWithServices(<OldCasesPage {...props} />, { api, url: '/old-cases', user: makeSessionUser({ roleId }) });
}

const csv = () =>
  new File(['type,petitioner,beneficiary\nH-1B,Northwind,Ravi Kumar\n'], 'old.csv', { type: 'text/csv' });

const choose = async (file: File) => {
  const dialog = await screen.findByRole('dialog', { name: 'Import old cases' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
  return dialog;
};

test('lists old cases from the old list', async () => {
  const { api } = setup();
  expect(await screen.findByText('H1B-2026-00001')).toBeInTheDocument();
  expect(api.lastPayload('/petition/list')).toMatchObject({ list: 'old' });
});

test('import checks the file, shows each bad row’s errorMsg and messages (or the generic one), then imports the good rows when asked', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Import old cases' }));
  const dialog = await choose(csv());
  const table = await within(dialog).findByRole('table', { name: 'Rows with errors' });
  expect(api.lastPayload('/petition/import-old-cases')).toMatchObject({ fileName: 'old.csv' });
  expect(atob(String(api.lastPayload('/petition/import-old-cases')?.contentBase64))).toContain('H-1B,Northwind');
  expect(within(table).getByText('Row 3 could not be imported')).toBeInTheDocument();
  expect(within(table).getByText('type: Unknown case type Z-9')).toBeInTheDocument();
  expect(within(table).getByText('beneficiary: No beneficiary named Nobody')).toBeInTheDocument();
  expect(within(table).getByText('An unexpected error occurred.')).toBeInTheDocument();
  expect(within(dialog).getByText('1 row(s) ready, 2 row(s) with errors.')).toBeInTheDocument();

  const importButton = within(dialog).getByRole('button', { name: 'Import 1 case(s)' });
  expect(importButton).toBeDisabled();
  await userEvent.click(within(dialog).getByLabelText(/Skip the rows with errors/));
  await userEvent.click(importButton);
  expect(await within(dialog).findByText('1 old case(s) imported.')).toBeInTheDocument();
  expect(api.lastPayload('/petition/migrate-old-cases')).toMatchObject({ fileName: 'old.csv', skipInvalid: true });
  await waitFor(() => expect(api.payloads('/petition/list').length).toBeGreaterThanOrEqual(2));
});

test('a file the server refuses shows its message; an unexpected failure the SPEC message', async () => {
  let failure: Error = new ApiError('VALIDATION_FAILED', 'The file has no header row', 422, [
    { path: 'contentBase64', message: 'empty file' },
  ]);
  setup(3, {
    '/petition/import-old-cases': () => {
      throw failure;
    },
  });
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Import old cases' }));
  let dialog = await choose(csv());
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The file has no header row contentBase64: empty file',
  );
  failure = new ApiError('INTERNAL', 'boom', 500);
  dialog = await choose(csv());
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('An unexpected error occurred.'));
});

test('only CSV and XLSX files are taken', async () => {
  const { api } = setup();
  await screen.findByText('H1B-2026-00001');
  await userEvent.click(screen.getByRole('button', { name: 'Import old cases' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import old cases' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(await within(dialog).findByText(/Only \.csv and \.xlsx files can be imported/)).toBeInTheDocument();
  expect(api.payloads('/petition/import-old-cases')).toHaveLength(0);
});

test('import is offered to administrators only', async () => {
  setup(8);
  await screen.findByText('H1B-2026-00001');
  expect(screen.queryByRole('button', { name: 'Import old cases' })).not.toBeInTheDocument();
});
