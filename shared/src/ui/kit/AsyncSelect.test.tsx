/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderThemed } from '../testing/renderUi';
import { AsyncSelect, type SelectOption } from './AsyncSelect';

const COUNTRIES: SelectOption[] = [
  { value: '231', label: 'United States' },
  { value: '101', label: 'India' },
  { value: '39', label: 'Canada' },
];

function Harness({ load, onChange }: { load: jest.Mock; onChange?: (o: SelectOption | null) => void }) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <AsyncSelect
      label="Country"
      loadOptions={load}
      value={value}
      debounceMs={10}
      onChange={(o) => {
        setValue(o);
        onChange?.(o);
      }}
    />
  );
}

const searching = () =>
  jest.fn(async (search: string) => COUNTRIES.filter((c) => c.label.toLowerCase().includes(search.toLowerCase())));

test('typing searches the server and Enter chooses the highlighted option', async () => {
  const user = userEvent.setup();
  const load = searching();
  const onChange = jest.fn();
  renderThemed(<Harness load={load} onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Country' });
  await user.type(box, 'ind');
  await waitFor(() => expect(load).toHaveBeenLastCalledWith('ind', expect.any(AbortSignal)));
  expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Canada' })).not.toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith({ value: '101', label: 'India' });
  expect(box).toHaveValue('India');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('opening lists every option; Escape closes; the clear button empties the value', async () => {
  const user = userEvent.setup();
  const load = searching();
  const onChange = jest.fn();
  renderThemed(<Harness load={load} onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Show Country options' }));
  expect(await screen.findAllByRole('option')).toHaveLength(3);
  await user.click(screen.getByRole('option', { name: 'Canada' }));
  expect(onChange).toHaveBeenLastCalledWith({ value: '39', label: 'Canada' });
  await user.click(screen.getByRole('button', { name: 'Clear Country' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.keyboard('{ArrowDown}');
  expect(await screen.findAllByRole('option')).toHaveLength(3);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('no match and a failed load say so', async () => {
  const user = userEvent.setup();
  const load = jest.fn(async (search: string) => {
    if (search === 'boom') throw new Error('down');
    return [];
  });
  renderThemed(<Harness load={load} />);
  const box = screen.getByRole('combobox', { name: 'Country' });
  await user.type(box, 'zz');
  expect(await screen.findByText('No matches')).toBeInTheDocument();
  await user.clear(box);
  await user.type(box, 'boom');
  expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t load the options');
});

test('a superseded request is aborted', async () => {
  const user = userEvent.setup();
  const signals: AbortSignal[] = [];
  const load = jest.fn(
    (_search: string, signal: AbortSignal) =>
      new Promise<SelectOption[]>((resolve) => {
        signals.push(signal);
        setTimeout(() => resolve(COUNTRIES), 30);
      }),
  );
  renderThemed(<Harness load={load} />);
  await user.click(screen.getByRole('button', { name: 'Show Country options' }));
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'c');
  await waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
  expect(signals[0]!.aborted).toBe(true);
  expect(await screen.findAllByRole('option')).toHaveLength(3);
});

test('shows a validation message tied to the field', () => {
  renderThemed(
    <AsyncSelect
      label="Country"
      loadOptions={searching()}
      value={null}
      onChange={jest.fn()}
      error="Country is required"
    />,
  );
  const box = screen.getByRole('combobox', { name: 'Country' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Country is required');
});
