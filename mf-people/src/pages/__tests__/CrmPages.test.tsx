import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { categoryList, contactRecord, customerRecord, individualRecord } from '../../testing/crmFixtures';
import { masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import CategoryListPage from '../CategoryListPage';
import ContactDetailsPage from '../ContactDetailsPage';
import ContactsPage from '../ContactsPage';
import CustomerDetailsPage from '../CustomerDetailsPage';
import CustomersPage from '../CustomersPage';
import IndividualDetailsPage from '../IndividualDetailsPage';
import IndividualsPage from '../IndividualsPage';

const props = (routeId: string, params: Record<string, string> = {}, query = '') => ({
  routeId,
  params,
  query: new URLSearchParams(query),
  linkToken: null,
});
const page = <T,>(rows: T[]) => ({ data: rows, count: rows.length, page: 1, perpage: 25, nextCursor: null });

test('individuals: the account type filter is sent to the server', async () => {
  const api = createMockApi({ '/individual/list': () => page([individualRecord()]) });
  renderWithServices(<IndividualsPage {...props('people.individuals')} />, { api, url: '/individuals' });
  expect(await screen.findByText('Laura Martinez')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'Sponsor');
  await waitFor(() =>
    expect(api.lastPayload('/individual/list')).toMatchObject({ matcher: { accountTypes: ['Sponsor'] } }),
  );
});

test('individuals: /individuals-details without an id creates one', async () => {
  const api = createMockApi({ '/masterdata/list': masterdataHandler, '/individual/create': () => individualRecord() });
  const { location } = renderWithServices(<IndividualDetailsPage {...props('people.individualDetails')} />, {
    api,
    url: '/individuals-details',
  });
  await userEvent.selectOptions(await screen.findByLabelText('Account type'), 'Sponsor');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Laura');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Martinez');
  await userEvent.click(screen.getByRole('button', { name: 'Add individual' }));
  await waitFor(() =>
    expect(api.lastPayload('/individual/create')).toMatchObject({
      accountType: 'Sponsor',
      firstName: 'Laura',
      lastName: 'Martinez',
    }),
  );
  await waitFor(() => expect(location()).toBe(`/individuals-details/${individualRecord().id}`));
});

test('customers: rows link to the details with their kind', async () => {
  const api = createMockApi({ '/customer/list': () => page([customerRecord()]) });
  const { location } = renderWithServices(<CustomersPage {...props('people.customers')} />, { api, url: '/customers' });
  await userEvent.click(await screen.findByText('Northwind Analytics Inc.'));
  expect(location()).toBe(`/customer-details/${customerRecord().id}?kind=company`);
});

test('customer details without a kind try the company, then the individual', async () => {
  const api = createMockApi({
    '/customer/details': (p) => {
      if (p.kind === 'company') throw new ApiError('NOT_FOUND', 'Not found', 404);
      return {
        ...customerRecord({ kind: 'individual', name: 'Laura Martinez' }),
        beneficiaries: [{ id: 'b1', name: 'Carlos Martinez' }],
      };
    },
  });
  renderWithServices(<CustomerDetailsPage {...props('people.customerDetails', { itemId: customerRecord().id })} />, {
    api,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Laura Martinez' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Carlos Martinez' })).toBeInTheDocument();
  expect(api.payloads('/customer/details').map((p) => p.kind)).toEqual(['company', 'individual']);
});

test('contacts: filter by category, and add a contact from the dialog', async () => {
  const api = createMockApi({
    '/contact/list': () => page([contactRecord()]),
    '/contact/category-list': categoryList,
    '/contact/create': () => contactRecord({ id: '40000000-0000-4000-8000-000000000002', name: 'New Person' }),
  });
  const { location } = renderWithServices(<ContactsPage {...props('people.contacts')} />, { api, url: '/contacts' });
  expect(await screen.findByText('Hana Roe')).toBeInTheDocument();
  const category = screen.getByRole('combobox', { name: 'Category' });
  await within(category).findByRole('option', { name: 'Referral partner (4)' });
  await userEvent.selectOptions(category, 'Referral partner (4)');
  await waitFor(() =>
    expect(api.lastPayload('/contact/list')).toMatchObject({
      matcher: { categoryIds: ['50000000-0000-4000-8000-000000000001'] },
    }),
  );
  await userEvent.click(screen.getAllByRole('button', { name: 'New contact' })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'New contact' });
  await userEvent.type(within(dialog).getByLabelText(/^First name/), 'New');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Referral partner' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add contact' }));
  await waitFor(() =>
    expect(api.lastPayload('/contact/create')).toMatchObject({
      firstName: 'New',
      categoryIds: ['50000000-0000-4000-8000-000000000001'],
      subscribed: true,
    }),
  );
  await waitFor(() => expect(location()).toBe('/contact-details/40000000-0000-4000-8000-000000000002'));
});

test('contact details: delete asks first', async () => {
  const api = createMockApi({
    '/contact/details': () => contactRecord(),
    '/contact/delete': () => ({ id: contactRecord().id, deleted: true }),
    '/people/activity-list': () => page([]),
  });
  const { location } = renderWithServices(
    <ContactDetailsPage {...props('people.contactDetails', { itemId: contactRecord().id })} />,
    { api, url: '/contact-details/x' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(api.payloads('/contact/delete')).toHaveLength(0);
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete contact' }));
  await waitFor(() => expect(location()).toBe('/contacts'));
  expect(api.payloads('/contact/delete')).toHaveLength(1);
});

test('categories: list with counts, and a new category', async () => {
  const api = createMockApi({
    '/contact/category-list': categoryList,
    '/contact/category-save': (p) => ({
      id: 'c2',
      name: String(p.name),
      color: String(p.color),
      active: true,
      contactCount: 0,
    }),
  });
  renderWithServices(<CategoryListPage {...props('people.categoryList')} />, { api });
  expect(await screen.findByRole('link', { name: '4' })).toHaveAttribute(
    'href',
    '/contacts?category=50000000-0000-4000-8000-000000000001',
  );
  await userEvent.click(screen.getByRole('button', { name: 'New category' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please fill Category Name .')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Name/), 'HR contact');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.lastPayload('/contact/category-save')).toMatchObject({ name: 'HR contact', active: true }),
  );
});
