/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderThemed } from '../testing/renderUi';
import { ColumnChooser } from './ColumnChooser';
import { DataTable } from './DataTable';
import type { ListColumn } from './listTypes';
import { COLUMN_CHOICE_STORAGE_PREFIX, useColumnChoice } from './useColumnChoice';

interface Row {
  id: string;
  name: string;
  city: string;
  phone: string;
}

const columns: ListColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, alwaysVisible: true },
  { id: 'city', header: 'City', cell: (r) => r.city },
  { id: 'phone', header: 'Phone', cell: (r) => r.phone },
];
const rows: Row[] = [{ id: '1', name: 'Ada', city: 'Austin', phone: '555' }];

function Table({ storageKey = 'people' }: { storageKey?: string }) {
  const choice = useColumnChoice(storageKey, columns);
  return (
    <>
      <ColumnChooser columns={columns} hidden={choice.hidden} onChange={choice.setVisible} onReset={choice.reset} />
      <DataTable columns={choice.visibleColumns} rows={rows} rowKey={(r) => r.id} sort={null} label="People" />
    </>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => window.localStorage.clear());

test('unticking a column hides it and the choice survives a remount', async () => {
  const user = userEvent.setup();
  const { unmount } = renderThemed(<Table />);
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
  const button = screen.getByRole('button', { name: 'Columns' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('checkbox', { name: 'City' }));
  expect(headers()).toEqual(['Name', 'Phone']);
  expect(JSON.parse(window.localStorage.getItem(`${COLUMN_CHOICE_STORAGE_PREFIX}people`)!)).toEqual(['city']);
  unmount();
  renderThemed(<Table />);
  expect(headers()).toEqual(['Name', 'Phone']);
});

test('a pinned column cannot be hidden and the last visible one stays', async () => {
  const user = userEvent.setup();
  renderThemed(<Table storageKey="other" />);
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const group = screen.getByRole('group', { name: 'Visible columns' });
  expect(within(group).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
  await user.click(within(group).getByRole('checkbox', { name: 'City' }));
  await user.click(within(group).getByRole('checkbox', { name: 'Phone' }));
  expect(headers()).toEqual(['Name']);
  await user.click(screen.getByRole('button', { name: 'Show all' }));
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
  expect(window.localStorage.getItem(`${COLUMN_CHOICE_STORAGE_PREFIX}other`)).toBeNull();
});

test('Escape closes the panel and returns focus to the button', async () => {
  const user = userEvent.setup();
  renderThemed(<Table />);
  const button = screen.getByRole('button', { name: 'Columns' });
  await user.click(button);
  expect(screen.getByRole('checkbox', { name: 'City' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Visible columns' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('a broken stored value is ignored', () => {
  window.localStorage.setItem(`${COLUMN_CHOICE_STORAGE_PREFIX}people`, '{not json');
  renderThemed(<Table />);
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
});

test('an optional column is hidden until chosen; the choice survives a remount; Show all shows it', async () => {
  const withOptional: ListColumn<Row>[] = [...columns.slice(0, 2), { ...columns[2]!, optional: true }];
  function Optional() {
    const choice = useColumnChoice('optional', withOptional);
    return (
      <>
        <ColumnChooser columns={withOptional} hidden={choice.hidden} onChange={choice.setVisible} onReset={choice.reset} />
        <DataTable columns={choice.visibleColumns} rows={rows} rowKey={(r) => r.id} sort={null} label="People" />
      </>
    );
  }
  const user = userEvent.setup();
  const { unmount } = renderThemed(<Optional />);
  expect(headers()).toEqual(['Name', 'City']);
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const phone = screen.getByRole('checkbox', { name: 'Phone' });
  expect(phone).not.toBeChecked();
  await user.click(phone);
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
  unmount();
  renderThemed(<Optional />);
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await user.click(screen.getByRole('checkbox', { name: 'Phone' }));
  expect(headers()).toEqual(['Name', 'City']);
  await user.click(screen.getByRole('button', { name: 'Show all' }));
  expect(headers()).toEqual(['Name', 'City', 'Phone']);
});
