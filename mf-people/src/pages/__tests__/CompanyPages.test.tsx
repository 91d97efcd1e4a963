import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEIN_MESSAGE } from 'shared/contract';
import { companyRecord, COMPANY_ID } from '../../testing/companyFixtures';
import { masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import CompanyDetailsPage from '../CompanyDetailsPage';
import PetitionerInternalUsersPage from '../PetitionerInternalUsersPage';
import PetitionerTaxPage from '../PetitionerTaxPage';

const props = (routeId: string, params: Record<string, string> = {}) => ({
  routeId,
  params,
  query: new URLSearchParams(),
  linkToken: null,
});
const companyList = () => ({
  data: [{ ...companyRecord(), city: null, state: null, primaryContactName: null }],
  count: 1,
  page: 1,
  perpage: 100,
  nextCursor: null,
});

test('company details show profile, contacts, signatory and documents on one page', async () => {
  const api = createMockApi({ '/company/details': () => companyRecord(), '/masterdata/list': masterdataHandler });
  renderWithServices(<CompanyDetailsPage {...props('people.companyDetails', { itemId: COMPANY_ID })} />, { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Analytics Inc.' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Daniel Brooks' })).toBeInTheDocument();
  expect(screen.getByText('No documents yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/petitioner-edit/${COMPANY_ID}`);
});

test('a petitioner (role 50) sees the users of his own company without choosing', async () => {
  const api = createMockApi({ '/company/details': () => companyRecord() });
  renderWithServices(<PetitionerInternalUsersPage {...props('people.petitionerInternalUsers')} />, {
    api,
    user: makeSessionUser({ roleId: 50, companyId: COMPANY_ID }),
  });
  expect(await screen.findByText('Peter Petitioner')).toBeInTheDocument();
  expect(screen.queryByLabelText('Find a petitioner')).not.toBeInTheDocument();
  expect(api.lastPayload('/company/details')).toMatchObject({ companyId: COMPANY_ID });
});

test('staff choose a petitioner, then edit and save its tax details', async () => {
  const api = createMockApi({
    '/company/list': companyList,
    '/company/details': () => companyRecord(),
    '/company/update': (p) => companyRecord({ naicsCode: String(p.naicsCode) }),
  });
  const { location } = renderWithServices(<PetitionerTaxPage {...props('people.petitionerTax')} />, {
    api,
    url: '/petitioner-tax',
  });
  expect(screen.getByText('Choose a petitioner')).toBeInTheDocument();
  const picker = screen.getByRole('combobox', { name: 'Petitioner' });
  await within(picker).findByRole('option', { name: /Northwind Analytics Inc\./ });
  await userEvent.selectOptions(picker, COMPANY_ID);
  expect(location()).toBe(`/petitioner-tax?companyId=${COMPANY_ID}`);
  const fein = await screen.findByLabelText('FEIN');
  await userEvent.clear(fein);
  await userEvent.type(fein, '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
  expect(await screen.findByText(FEIN_MESSAGE)).toBeInTheDocument();
  await userEvent.clear(fein);
  await userEvent.type(fein, '12-3456789');
  await userEvent.clear(screen.getByLabelText('NAICS code'));
  await userEvent.type(screen.getByLabelText('NAICS code'), '541512');
  await userEvent.click(screen.getByRole('button', { name: 'Save tax details' }));
  await waitFor(() =>
    expect(api.lastPayload('/company/update')).toEqual(
      expect.objectContaining({
        companyId: COMPANY_ID,
        feiNumber: '12-3456789',
        naicsCode: '541512',
        employeesCount: 120,
        grossIncome: 18500000,
      }),
    ),
  );
  expect(api.lastPayload('/company/update')).not.toHaveProperty('name');
});
