import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { FEIN_MESSAGE } from 'shared/contract';
import { VALIDATION_MESSAGES } from 'shared/domain';
import { companyRecord, COMPANY_ID } from '../../testing/companyFixtures';
import { masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import PetitionerEditPage from '../PetitionerEditPage';

// Form-heavy pages: the shared 2-core machine can take longer than jest's 5 s default per test.
jest.setTimeout(20_000);

const branches = () => ({ data: [], count: 0, page: 1, perpage: 100 });

async function renderNew(create: (p: Record<string, unknown>) => unknown = () => companyRecord()) {
  const api = createMockApi({
    '/masterdata/list': masterdataHandler,
    '/branches/list': branches,
    '/company/create': create,
  });
  const view = renderWithServices(
    <PetitionerEditPage
      routeId="people.petitionerEdit"
      params={{ itemId: 'new' }}
      query={new URLSearchParams()}
      linkToken={null}
    />,
    {
      api,
      url: '/petitioner-edit/new',
    },
  );
  // The form renders once the countries are loaded.
  await screen.findByLabelText(/^Legal name/);
  return view;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add petitioner' }));

test('FEIN, zip and phone follow their rules before anything is sent', async () => {
  const { api } = await renderNew();
  await userEvent.type(screen.getByLabelText(/^Legal name/), 'Northwind Analytics Inc.');
  await userEvent.type(screen.getByLabelText('FEIN'), '123456789');
  const address = screen.getByRole('group', { name: 'Address 1' });
  await within(within(address).getByLabelText(/^Country/)).findByRole('option', { name: 'United States' });
  await userEvent.type(within(address).getByLabelText(/^Street address/), '500 Howard St');
  await userEvent.type(within(address).getByLabelText('Zip code'), '941050');
  await submit();
  expect(await screen.findByText(FEIN_MESSAGE)).toBeInTheDocument();
  expect(within(address).getByText(VALIDATION_MESSAGES.zip)).toBeInTheDocument();
  expect(api.payloads('/company/create')).toHaveLength(0);
});

test('a valid petitioner is created with numbers as numbers and opens its details', async () => {
  const { api, location } = await renderNew();
  await userEvent.type(screen.getByLabelText(/^Legal name/), 'Northwind Analytics Inc.');
  await userEvent.type(screen.getByLabelText('FEIN'), '12-3456789');
  await userEvent.type(screen.getByLabelText('Employees in the US'), '120');
  await userEvent.type(screen.getByLabelText('Gross annual income (USD)'), '18,500,000');
  const address = screen.getByRole('group', { name: 'Address 1' });
  await within(within(address).getByLabelText(/^Country/)).findByRole('option', { name: 'United States' });
  await userEvent.type(within(address).getByLabelText(/^Street address/), '500 Howard St');
  await userEvent.type(within(address).getByLabelText('Zip code'), '94105');
  await submit();
  await waitFor(() => expect(api.payloads('/company/create')).toHaveLength(1));
  expect(api.lastPayload('/company/create')).toMatchObject({
    name: 'Northwind Analytics Inc.',
    feiNumber: '12-3456789',
    employeesCount: 120,
    grossIncome: 18500000,
    addresses: [expect.objectContaining({ zipcode: '94105', countryDetails: { id: 231, name: 'United States' } })],
    authSigner: null,
  });
  await waitFor(() => expect(location()).toBe(`/petitioner-details/${COMPANY_ID}`));
});

test('a duplicate FEIN points to the existing petitioner instead of failing silently', async () => {
  await renderNew(() => {
    throw new ApiError('CONFLICT', 'A petitioner with this FEIN exists', 409, [
      { path: 'duplicateId', message: COMPANY_ID },
      { path: 'feiNumber', message: 'A petitioner with this FEIN exists' },
    ]);
  });
  await userEvent.type(screen.getByLabelText(/^Legal name/), 'Northwind');
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Address 1' })).getByRole('button', { name: /Remove/ }),
  );
  await submit();
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('This petitioner already exists.');
  expect(within(notice).getByRole('link', { name: 'Open the existing petitioner' })).toHaveAttribute(
    'href',
    `/petitioner-details/${COMPANY_ID}`,
  );
});

describe('the petitioner completes his own company profile (SPEC §4)', () => {
  async function renderOwn(roleId: number) {
    const refreshed = makeSessionUser({ roleId, loginRoleId: roleId, companyId: COMPANY_ID, companyRegistrationCompleted: true });
    const api = createMockApi({
      '/masterdata/list': masterdataHandler,
      '/branches/list': branches,
      '/company/details': () => companyRecord({ registrationCompleted: false }),
      '/company/update': () => companyRecord({ registrationCompleted: true }),
      '/users/login-user-details': () => refreshed,
    });
    const view = renderWithServices(
      <PetitionerEditPage routeId="people.petitionerEdit" params={{ itemId: COMPANY_ID }} query={new URLSearchParams()} linkToken={null} />,
      {
        api,
        url: `/petitioner-edit/${COMPANY_ID}`,
        user: makeSessionUser({ roleId, loginRoleId: roleId, companyId: COMPANY_ID, companyRegistrationCompleted: false }),
      },
    );
    await screen.findByLabelText(/^Legal name/);
    return view;
  }

  test('his save sends registrationCompleted and refreshes the session user', async () => {
    const { api } = await renderOwn(50);
    await userEvent.click(screen.getByRole('button', { name: 'Save and complete profile' }));
    await waitFor(() => expect(api.payloads('/company/update')).toHaveLength(1));
    expect(api.lastPayload('/company/update')).toMatchObject({ companyId: COMPANY_ID, registrationCompleted: true });
    await waitFor(() => expect(api.payloads('/users/login-user-details')).toHaveLength(1));
  });

  test('staff saves never mark the petitioner’s profile complete', async () => {
    const { api } = await renderOwn(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.payloads('/company/update')).toHaveLength(1));
    expect(api.lastPayload('/company/update')).not.toHaveProperty('registrationCompleted');
    expect(api.payloads('/users/login-user-details')).toHaveLength(0);
  });
});
