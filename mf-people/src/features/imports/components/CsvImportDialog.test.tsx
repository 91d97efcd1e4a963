import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPreviewPeopleImportResult } from 'shared/contract';
import { VALIDATION_MESSAGES } from 'shared/domain';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { CsvImportDialog } from './CsvImportDialog';

const CSV = 'firstName,lastName,passportNumber,passportCountry\nRavi,Shankar,12345678,IN\nMeera,Rao,K1234567,IN\n';

const preview = (bad: boolean): TPreviewPeopleImportResult => ({
  kind: 'beneficiary',
  columns: ['firstName', 'lastName', 'passportNumber', 'passportCountry'],
  unknownColumns: [],
  rows: [
    {
      rowNumber: 1,
      values: { firstName: 'Ravi', lastName: 'Shankar', passportNumber: '12345678' },
      errors: bad ? [{ field: 'passportNumber', message: VALIDATION_MESSAGES.passport }] : [],
    },
    { rowNumber: 2, values: { firstName: 'Meera', lastName: 'Rao', passportNumber: 'K1234567' }, errors: [] },
  ],
  validCount: bad ? 1 : 2,
  errorCount: bad ? 1 : 0,
});

function setup(bad: boolean) {
  const onImported = jest.fn();
  const onClose = jest.fn();
  const api = createMockApi({
    '/people-import/preview': () => preview(bad),
    '/people-import/commit': () => ({ kind: 'beneficiary', created: 2, ids: ['a', 'b'] }),
  });
  const view = renderWithServices(
    <CsvImportDialog kind="beneficiary" noun="beneficiaries" onClose={onClose} onImported={onImported} />,
    { api },
  );
  return { ...view, onImported, onClose };
}

async function pasteAndCheck() {
  await userEvent.click(screen.getByLabelText('Or paste the CSV'));
  await userEvent.paste(CSV);
  await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
}

test('rows with errors show the spec message and block the import', async () => {
  const { api } = setup(true);
  await pasteAndCheck();
  const row = await screen.findByTestId('import-row-1');
  expect(row).toHaveTextContent(`passportNumber: ${VALIDATION_MESSAGES.passport}`);
  expect(screen.getByRole('status')).toHaveTextContent('1 with errors');
  const importButton = screen.getByRole('button', { name: /^Import/ });
  expect(importButton).toBeDisabled();
  await userEvent.click(importButton);
  expect(api.payloads('/people-import/commit')).toHaveLength(0);
  expect(api.lastPayload('/people-import/preview')).toMatchObject({ kind: 'beneficiary', csv: CSV });
});

test('only rows with errors are listed at first; the rest can be shown', async () => {
  setup(true);
  await pasteAndCheck();
  await screen.findByTestId('import-row-1');
  expect(screen.queryByTestId('import-row-2')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show only rows with errors' }));
  expect(screen.getByTestId('import-row-2')).toBeInTheDocument();
});

test('a clean file imports all rows at once and reports the result', async () => {
  const { api, onImported } = setup(false);
  await pasteAndCheck();
  const importButton = await screen.findByRole('button', { name: 'Import 2 beneficiaries' });
  expect(importButton).toBeEnabled();
  await userEvent.click(importButton);
  await waitFor(() => expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ created: 2 })));
  expect(api.payloads('/people-import/commit')).toEqual([expect.objectContaining({ kind: 'beneficiary', csv: CSV })]);
  expect(within(screen.getByRole('dialog')).getByText(/Imported 2 beneficiaries/)).toBeInTheDocument();
});

test('a refused commit (a row went bad meanwhile) shows the fresh check and imports nothing', async () => {
  const { api, onImported } = setup(false);
  await pasteAndCheck();
  api.on('/people-import/commit', () => {
    throw Object.assign(new Error('Validation failed'), { code: 'VALIDATION_FAILED' });
  });
  api.on('/people-import/preview', () => preview(true));
  await userEvent.click(await screen.findByRole('button', { name: 'Import 2 beneficiaries' }));
  expect(await screen.findByTestId('import-row-1')).toHaveTextContent(VALIDATION_MESSAGES.passport);
  expect(screen.getByRole('button', { name: /^Import/ })).toBeDisabled();
  expect(onImported).not.toHaveBeenCalled();
});
