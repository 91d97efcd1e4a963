import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from 'shared/ui';
import { ExportMenu } from '../components/ExportMenu';

const renderMenu = (pending: 'csv' | 'xlsx' | 'pdf' | null, onExport = jest.fn()) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <ExportMenu pending={pending} onExport={onExport} />
    </ThemeProvider>,
  );

test('opens by keyboard, Escape closes it and focus returns to the button; a choice exports that format', async () => {
  const onExport = jest.fn();
  renderMenu(null, onExport);
  const button = screen.getByRole('button', { name: 'Export ▾' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Export formats' })).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
  expect(onExport).toHaveBeenCalledWith('pdf');
  expect(button).toHaveFocus();
});

test('while a file is prepared the button is disabled and says which', () => {
  renderMenu('xlsx');
  expect(screen.getByRole('button', { name: 'Exporting Excel (XLSX)…' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Preparing the Excel (XLSX) file');
});
