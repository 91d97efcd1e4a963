import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportFilter } from 'shared/domain';
import { createMockApi, renderWithServices } from 'shared/testing';
import { ReportFilterBar } from '../components/ReportFilterBar';

/* Issue 16.2: the report's case type filter lists the firm's names (its renames). */

test("the case type filter offers the firm's renamed types", async () => {
  const api = createMockApi({
    '/case-config/names': () => ({ types: [{ typeId: 1, name: 'Specialty worker' }], subtypes: [] }),
  });
  const filters: ReportFilter[] = [{ key: 'caseTypes', label: 'Case type', type: 'caseTypes' } as ReportFilter];
  renderWithServices(<ReportFilterBar label="Filters" filters={filters} values={{}} onApply={jest.fn()} />, { api });
  await screen.findByText('Case type');
  await userEvent.click(screen.getByRole('button', { name: /Case type/ }));
  const group = screen.getByRole('group', { name: 'Case type' });
  expect(await within(group).findByLabelText('Specialty worker')).toBeInTheDocument();
  expect(within(group).getByLabelText('H-4')).toBeInTheDocument();
  expect(within(group).queryByLabelText('H-1B')).not.toBeInTheDocument();
});
