/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_STATUSES, overdueLabel } from '../../domain';
import { renderUi } from '../testing/renderUi';
import { KitGallery } from './KitGallery';

// The first render loads and lays out the whole kit: on a busy 2-core CI runner that can pass 5 s.
jest.setTimeout(30_000);

test('the gallery shows every part of the kit with sample data', async () => {
  renderUi(<KitGallery />, { url: '/test-page' });
  for (const name of [
    'Buttons',
    'Inputs and validation (SPEC §5)',
    'Select with search (async options)',
    'File drop zone',
    'Status badges',
    'Formatting (SPEC §9)',
    'Tabs and details',
    'Dialogs',
    'Empty, loading and error states',
    'Data table (server-side paging, sorting, filtering, column choice)',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByText(overdueLabel(12))).toBeInTheDocument();
  expect(screen.getAllByText(CASE_STATUSES[0]!.name).length).toBeGreaterThan(0);
  // The sample list loads its first page through the list machinery.
  const table = await screen.findByRole('table', { name: 'Sample cases' }, { timeout: 15_000 });
  expect(within(table).getAllByRole('row')).toHaveLength(26);
  expect(screen.getByText('1–25 of 57')).toBeInTheDocument();
});

test('the confirm dialog asks first and focuses the safe choice', async () => {
  const user = userEvent.setup();
  renderUi(<KitGallery />, { url: '/test-page' });
  await user.click(screen.getByRole('button', { name: 'Delete something…' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this sample?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/Confirmed/)).not.toBeInTheDocument();
});
