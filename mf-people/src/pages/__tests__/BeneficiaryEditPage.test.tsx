import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from 'shared/domain';
import { beneficiaryRecord, emptyPage, masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import BeneficiaryEditPage from '../BeneficiaryEditPage';

// Form-heavy pages: the shared 2-core machine can take longer than jest's 5 s default per test.
jest.setTimeout(20_000);

const props = {
  routeId: 'people.beneficiaryEdit',
  params: { itemId: 'new' },
  query: new URLSearchParams(),
  linkToken: null,
};

async function setup() {
  const api = createMockApi({
    '/masterdata/list': masterdataHandler,
    '/company/list': () => emptyPage(),
    '/beneficiary/create': (p) =>
      beneficiaryRecord({
        id: '10000000-0000-4000-8000-000000000042',
        firstName: String(p.firstName),
        lastName: String(p.lastName),
        name: `${String(p.firstName)} ${String(p.lastName)}`,
      }),
  });
  const view = renderWithServices(<BeneficiaryEditPage {...props} />, { api, url: '/beneficiary-edit/new' });
  // The form renders once the countries are loaded.
  await screen.findByLabelText(/^First name/);
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

async function fillName() {
  await userEvent.type(field(/^First name/), 'Ananya');
  await userEvent.type(field(/^Last name/), 'Iyer');
}

async function chooseCountry(label: string | RegExp, name: string) {
  const select = field(label);
  await within(select).findByRole('option', { name });
  await userEvent.selectOptions(select, name);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add beneficiary' }));

test('an Indian passport of digits only is refused with the spec message, and nothing is saved', async () => {
  const { api } = await setup();
  await fillName();
  await userEvent.type(field('Passport number'), '12345678');
  await chooseCountry('Issuing country', 'India');
  await submit();
  expect(await screen.findByText(VALIDATION_MESSAGES.passport)).toBeInTheDocument();
  expect(field('Passport number')).toHaveAttribute('aria-invalid', 'true');
  expect(api.payloads('/beneficiary/create')).toHaveLength(0);
});

test('the passport rule follows the country: the same digits pass for Canada', async () => {
  const { api } = await setup();
  await fillName();
  await userEvent.type(field('Passport number'), '12345678');
  await chooseCountry('Issuing country', 'Canada');
  await submit();
  await waitFor(() => expect(api.payloads('/beneficiary/create')).toHaveLength(1));
  expect(screen.queryByText(VALIDATION_MESSAGES.passport)).not.toBeInTheDocument();
});

test('a US zip must have 5 digits ("Zip Code not valid")', async () => {
  const { api } = await setup();
  await fillName();
  await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
  const address = screen.getByRole('group', { name: 'Address 1' });
  await userEvent.type(within(address).getByLabelText(/^Street address/), '500 Howard St');
  await userEvent.type(within(address).getByLabelText('Zip code'), '1234');
  await submit();
  expect(await within(address).findByText(VALIDATION_MESSAGES.zip)).toBeInTheDocument();
  expect(api.payloads('/beneficiary/create')).toHaveLength(0);

  await userEvent.clear(within(address).getByLabelText('Zip code'));
  await userEvent.type(within(address).getByLabelText('Zip code'), '94105');
  await submit();
  await waitFor(() => expect(api.payloads('/beneficiary/create')).toHaveLength(1));
  expect(api.lastPayload('/beneficiary/create')?.addresses).toEqual([
    expect.objectContaining({
      line1: '500 Howard St',
      zipcode: '94105',
      countryDetails: { id: 231, name: 'United States' },
    }),
  ]);
});

test('an Indian zip of 5 digits is refused (India needs 6)', async () => {
  await setup();
  await fillName();
  await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
  const address = screen.getByRole('group', { name: 'Address 1' });
  await userEvent.type(within(address).getByLabelText(/^Street address/), 'MG Road');
  const country = within(address).getByLabelText(/^Country/);
  await within(country).findByRole('option', { name: 'India' });
  await userEvent.selectOptions(country, 'India');
  await userEvent.type(within(address).getByLabelText('Zip code'), '56001');
  await submit();
  expect(await within(address).findByText(VALIDATION_MESSAGES.zip)).toBeInTheDocument();
});

test('dates must be MM/DD/YYYY, phones valid, and names filled', async () => {
  await setup();
  await userEvent.type(field('Date of birth'), '1992-04-17');
  await userEvent.type(field('Phone'), '12345');
  await submit();
  expect(await screen.findByText(VALIDATION_MESSAGES.date)).toBeInTheDocument();
  expect(screen.getByText(VALIDATION_MESSAGES.phone())).toBeInTheDocument();
  expect(screen.getByText(VALIDATION_MESSAGES.required('First Name'))).toBeInTheDocument();
  expect(screen.getByText(VALIDATION_MESSAGES.required('Last Name'))).toBeInTheDocument();
});

test('a temporary-account e-mail is flagged but does not block saving', async () => {
  const { api } = await setup();
  await fillName();
  await userEvent.type(field('Email'), 'ananya@mailinator.com');
  expect(await screen.findByText(/temporary-account domain/)).toBeInTheDocument();
  await submit();
  await waitFor(() => expect(api.payloads('/beneficiary/create')).toHaveLength(1));
});

test('a valid profile is sent with payload dates (YYYY-MM-DD) and opens the new record', async () => {
  const { api, location } = await setup();
  await fillName();
  await userEvent.type(field('Date of birth'), '04/17/1992');
  await userEvent.type(field('Passport number'), 'z4821937');
  await chooseCountry('Issuing country', 'India');
  await userEvent.type(field('Passport expires'), '06092029');
  await userEvent.tab();
  expect(field('Passport expires')).toHaveValue('06/09/2029');
  await submit();
  await waitFor(() => expect(api.payloads('/beneficiary/create')).toHaveLength(1));
  expect(api.lastPayload('/beneficiary/create')).toMatchObject({
    firstName: 'Ananya',
    lastName: 'Iyer',
    dateOfBirth: '1992-04-17',
    passport: { number: 'Z4821937', countryId: 101, expiryDate: '2029-06-09', issueDate: null },
    visa: null,
  });
  await waitFor(() => expect(location()).toBe('/beneficiaries-details/10000000-0000-4000-8000-000000000042'));
});
