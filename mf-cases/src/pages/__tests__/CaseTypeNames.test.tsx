import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeCaseFilter } from 'shared/domain';
import type { TCaseNames } from 'shared/contract';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { caseListItem, casePage, listSideHandlers } from '../../features/lists/testing/caseFixtures';
import CasesPage from '../CasesPage';

jest.setTimeout(30_000);

/*
 * Issue 16.2: the case list prints the firm's names of types and subtypes (a rename, a subtype the
 * firm added), read from /case-config/names, whatever names a row carried.
 */

const FIRM_NAMES: TCaseNames = {
  types: [{ typeId: 1, name: 'Specialty worker' }],
  subtypes: [{ typeId: 1, subTypeId: 100_000, name: 'Cap-gap bridge' }],
};
const props = { routeId: 'cases.list', params: {}, query: new URLSearchParams(), linkToken: null };

test("the Type / Sub Type column shows the firm's renamed type and its own subtype", async () => {
  const api = createMockApi({
    ...listSideHandlers(),
    '/case-config/names': () => FIRM_NAMES,
    '/petition/list': () =>
      casePage([
        caseListItem(1),
        caseListItem(2, { subTypeId: 100_000, subTypeName: 'Subtype 100000' }),
        caseListItem(3, { typeId: 4, typeName: 'H-4', subTypeId: 11, subTypeName: 'H-4 Extension' }),
      ]),
  });
  renderWithServices(<CasesPage {...props} />, { api, url: '/cases', user: makeSessionUser({ roleId: 3 }) });
  const table = await screen.findByRole('table', { name: 'Cases' });
  expect(await within(table).findByText('Specialty worker · H-1B New Employment')).toBeInTheDocument();
  expect(within(table).getByText('Specialty worker · Cap-gap bridge')).toBeInTheDocument();
  // A type the firm did not rename keeps its name.
  expect(within(table).getByText('H-4 Extension')).toBeInTheDocument();
  expect(within(table).queryByText(/Subtype 100000|H-1B ·/)).not.toBeInTheDocument();
});

test("the filter dialog offers the firm's names and its own subtype, and filters by its id", async () => {
  const api = createMockApi({
    ...listSideHandlers(),
    '/case-config/names': () => FIRM_NAMES,
    '/petition/list': () => casePage([caseListItem(1)]),
  });
  const { location } = renderWithServices(<CasesPage {...props} />, { api, url: '/cases', user: makeSessionUser({ roleId: 3 }) });
  const table = await screen.findByRole('table', { name: 'Cases' });
  await within(table).findByText('Specialty worker · H-1B New Employment');
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter cases' });
  await userEvent.click(within(within(dialog).getByRole('group', { name: 'Case types' })).getByLabelText('Specialty worker'));
  const subTypes = within(dialog).getByRole('group', { name: 'Sub types' });
  expect(within(subTypes).getByLabelText('H-1B New Employment')).toBeInTheDocument();
  await userEvent.click(within(subTypes).getByLabelText('Cap-gap bridge'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(api.lastPayload('/petition/list')).toMatchObject({ matcher: { typeIds: [1], subTypeIds: [100_000] } }));
  expect(decodeCaseFilter(new URL(location(), 'http://x').searchParams.get('filter')).filter).toEqual({ typeIds: [1], subTypeIds: [100_000] });
});
