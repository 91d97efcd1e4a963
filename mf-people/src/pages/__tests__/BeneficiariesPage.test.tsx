import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beneficiaryListItem, masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser, makeTenant } from 'shared/testing';
import BeneficiariesPage from '../BeneficiariesPage';

const list = () => ({
  data: [beneficiaryListItem(1)],
  count: 1,
  page: 1,
  perpage: 25,
  nextCursor: null,
  term: 'beneficiary',
});

function setup(employeeMngmt: 0 | 1, routeId: string, url: string, roleId?: number) {
  const api = createMockApi({
    '/beneficiary/list': list,
    '/masterdata/list': masterdataHandler,
    '/expiry/list': () => ({ data: [], count: 0, page: 1, perpage: 25, today: '2026-01-01' }),
    '/expiry/settings-get': () => ({
      enabled: true,
      leadTimes: [180, 90, 30],
      recipients: { attorney: true, petitionerHr: true, beneficiary: false },
      kinds: ['passport'],
    }),
  });
  const tenant = makeTenant({ typeId: 1, globalConfig: { isAllowExternalCases: 0, employeeMngmt } });
  return renderWithServices(
    <BeneficiariesPage routeId={routeId} params={{}} query={new URLSearchParams()} linkToken={null} />,
    { api, tenant, url, ...(roleId === undefined ? {} : { user: makeSessionUser({ roleId }) }) },
  );
}

test('a company tenant with employee management says "Employee" everywhere and links to the employee pages', async () => {
  const { location } = setup(1, 'people.employees', '/employees');
  expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New employee' })).toHaveAttribute('href', '/employee-edit/new');
  expect(screen.getByRole('tab', { name: 'All employees' })).toBeInTheDocument();
  expect(screen.queryByText(/beneficiar/i)).not.toBeInTheDocument();
  await userEvent.click(await screen.findByText('Person 1'));
  expect(location()).toBe('/employee-details/10000000-0000-4000-8000-000000000001');
});

test('a law firm without employee management says "Beneficiary"', async () => {
  const { location } = setup(0, 'people.beneficiaries', '/beneficiaries');
  expect(screen.getByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New beneficiary' })).toHaveAttribute('href', '/beneficiary-edit/new');
  expect(screen.queryByText(/employee/i)).not.toBeInTheDocument();
  await userEvent.click(await screen.findByText('Person 1'));
  expect(location()).toBe('/beneficiaries-details/10000000-0000-4000-8000-000000000001');
});

test('the Expiries view lists the calendar with kind and window filters', async () => {
  const { api } = setup(0, 'people.beneficiaries', '/beneficiaries');
  await userEvent.click(screen.getByRole('tab', { name: 'Expiries' }));
  expect(await screen.findByText('Nothing expiring')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Passport');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Window' }), 'Next 90 days');
  await waitFor(() =>
    expect(api.lastPayload('/expiry/list')).toMatchObject({
      matcher: { kinds: ['passport'], withinDays: 90, includeExpired: false },
      order: 1,
      page: 1,
    }),
  );
  expect(screen.getByRole('button', { name: 'Get my calendar address' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Reminder settings' })).toBeInTheDocument();
});

test('a petitioner sees his expiries and calendar address, not the firm’s reminder settings (staff only)', async () => {
  const { api } = setup(0, 'people.beneficiaries', '/beneficiaries', 50);
  await userEvent.click(screen.getByRole('tab', { name: 'Expiries' }));
  expect(await screen.findByText('Nothing expiring')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get my calendar address' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Reminder settings' })).not.toBeInTheDocument();
  expect(api.payloads('/expiry/settings-get')).toEqual([]);
});
