import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { ROLE } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import BasicSettingsPage from '../components/BasicSettingsPage';

jest.setTimeout(30_000);

const props = (routeId = 'settings.basic') => ({ routeId, params: {}, query: new URLSearchParams(), linkToken: null });

const tenant = (over: Record<string, unknown> = {}) => ({
  _id: 't-1',
  slug: 'acme',
  name: 'Acme Immigration LLP',
  typeId: 1,
  status: 'active',
  logo: null,
  favicon: null,
  contactEmail: 'hello@acme.test',
  webApp: null,
  whiteLabled: true,
  theme: {},
  globalConfig: { isAllowExternalCases: 0, employeeMngmt: 0 },
  weeklyReports: false,
  permissions: {},
  issueInvoiceRoleIds: [],
  checklist: { petitionSetupCompleted: false, workflowSetupCompleted: false, branchSetupCompleted: false },
  profCompleted: 'no',
  defaultWorkflowComplted: false,
  adminName: 'Ada Admin',
  adminEmail: 'ada@acme.test',
  phone: null,
  phoneCountryCode: { countryCallingCode: '1' },
  feiNumber: null,
  address: null,
  profileUpdatedOn: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

const md = (id: number, name: string, extra: Record<string, unknown> = {}) => ({ id, name, active: true, category: 'x', designation: null, countryId: null, stateId: null, extra: {}, ...extra });

function api(over: Record<string, unknown> = {}) {
  let record = tenant(over);
  const mock = createMockApi({
    '/tenant/details': () => record,
    '/tenant/get-checklist': () => ({
      petitionSetupCompleted: true,
      workflowSetupCompleted: false,
      branchSetupCompleted: false,
      profCompleted: record.profCompleted,
      incomplete: ['workflowSetup', 'branchSetup'],
      isComplete: false,
    }),
    '/masterdata/list': (p) => {
      const c = p.category;
      const data = c === 'countries' ? [md(231, 'United States'), md(101, 'India')] : c === 'states' ? [md(3956, 'California', { countryId: 231 })] : [md(42, 'San Jose', { stateId: 3956 })];
      return { data, count: data.length, page: 1, perpage: 1000 };
    },
    '/tenant/update': (p) => {
      record = tenant({ ...record, ...p, phoneCountryCode: { countryCallingCode: p.phoneCountryCode ?? '1' }, profCompleted: p.profCompleted ?? 'no', updatedAt: '2026-02-01T00:00:00Z' });
      return record;
    },
  });
  return mock;
}

describe('/basic-settings', () => {
  it("is titled 'Company Details & Settings' for the admin, opens on the profile tab, and completes the profile with the address cascade", async () => {
    const user = userEvent.setup();
    const mock = api();
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    expect(await screen.findByRole('heading', { name: 'Company Details & Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/Complete your firm profile to get started/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Phone/), '2025550100');
    await user.type(screen.getByLabelText(/^FEIN/), '12-3456789');
    await user.type(screen.getByLabelText(/^Address line 1/), '1 Main St');
    const state = screen.getByLabelText(/^State/);
    expect(state).toBeDisabled();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Country/ }), '231');
    await waitFor(() => expect(within(state).getByRole('option', { name: 'California' })).toBeInTheDocument());
    await user.selectOptions(state, '3956');
    const city = screen.getByLabelText(/^City/);
    await waitFor(() => expect(within(city).getByRole('option', { name: 'San Jose' })).toBeInTheDocument());
    await user.selectOptions(city, '42');
    await user.type(screen.getByLabelText(/^Zip code/), '95112');
    await user.click(screen.getByRole('button', { name: 'Save and complete profile' }));

    await waitFor(() => expect(mock.payloads('/tenant/update')).toHaveLength(1));
    expect(mock.lastPayload('/tenant/update')).toMatchObject({
      profCompleted: 'yes',
      phone: '2025550100',
      feiNumber: '12-3456789',
      address: { line1: '1 Main St', countryId: 231, stateId: 3956, locationId: 42, zipcode: '95112', locationDetails: { name: 'San Jose' } },
    });
    expect(await screen.findByText('Your firm profile is complete.')).toBeInTheDocument();
  });

  it('refuses a bad phone and FEIN with the messages and sends nothing; saving with gaps keeps it incomplete', async () => {
    const user = userEvent.setup();
    const mock = api();
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    await user.type(await screen.findByLabelText(/^Phone/), '12345');
    await user.type(screen.getByLabelText(/^FEIN/), '12-34');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Phone is not a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('FEIN must be in the format NN-NNNNNNN')).toBeInTheDocument();
    expect(mock.payloads('/tenant/update')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Phone/));
    await user.clear(screen.getByLabelText(/^FEIN/));
    await user.click(screen.getByRole('button', { name: 'Save (profile stays incomplete)' }));
    await waitFor(() => expect(mock.payloads('/tenant/update')).toHaveLength(1));
    expect(mock.lastPayload('/tenant/update')).not.toHaveProperty('profCompleted');
  });

  it('shows the server’s field message when it refuses', async () => {
    const user = userEvent.setup();
    const mock = api({ phone: '2025550100', feiNumber: '12-3456789' });
    mock.on('/tenant/update', () => {
      throw new ApiError('VALIDATION_FAILED', 'Validation failed', 422, [{ path: 'phone', message: 'Phone is not a valid phone number' }]);
    });
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    await user.click(await screen.findByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Phone is not a valid phone number')).toBeInTheDocument();
  });

  it('refuses an unsupported logo file before uploading it', async () => {
    const mock = api();
    const upload = jest.fn();
    Object.assign(mock, { upload });
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    const input = await screen.findByLabelText('Logo file');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPG, SVG, WebP or ICO image of at most 2 MB.');
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 2 MB');
    expect(upload).not.toHaveBeenCalled();

    upload.mockResolvedValue({ data: [{ id: 'f1', name: 'logo.png', mimetype: 'image/png', extn: 'png', path: 't/t-1/2026/02/f1.png', size: 10, petitionId: null, isNew: true, status: true, createdAt: '' }] });
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Change logo' })).toBeInTheDocument();
  });

  it('opens the global configuration on /basic-configuration and saves the flags and invoice roles', async () => {
    const user = userEvent.setup();
    const mock = api();
    renderWithServices(<BasicSettingsPage {...props('settings.basicConfiguration')} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    expect(await screen.findByRole('tab', { name: 'Global configuration' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByLabelText(/Allow external cases/));
    await user.click(screen.getByLabelText('Attorney'));
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() => expect(mock.lastPayload('/tenant/update')).toEqual(expect.objectContaining({ globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 }, issueInvoiceRoleIds: [6] })));
  });

  it('lists the getting-started steps with links, and a branch manager sees the profile read-only', async () => {
    const user = userEvent.setup();
    const mock = api();
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.BRANCH_MANAGER }) });
    expect(await screen.findByText('Only the firm’s admin can change the profile.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Getting started' }));
    expect(await screen.findByText('3 of 4 steps left.')).toBeInTheDocument();
    expect(screen.getByText('Set up workflows').closest('li')).toHaveTextContent('To do');
    expect(screen.getByText('Set up case types').closest('li')).toHaveTextContent('Done');
    expect(within(screen.getByText('Add a branch').closest('li')!).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/branch-list');
  });

  it("is titled 'Settings' for the operator and points to the console; a load error offers a retry", async () => {
    renderWithServices(<BasicSettingsPage {...props()} />, { api: api(), user: makeSessionUser({ roleId: ROLE.PLATFORM_OPERATOR }), tenant: null });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Firms are managed from the operator console')).toBeInTheDocument();
  });

  it('shows an error with retry when the firm cannot be loaded', async () => {
    const mock = api();
    mock.on('/tenant/details', () => {
      throw new ApiError('INTERNAL', 'Server unavailable', 500);
    });
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.ADMIN }) });
    expect(await screen.findByText('Your firm’s details could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});

describe('petitioner (role 50)', () => {
  const company = { id: 'c-1', name: 'Globex', feiNumber: null, email: null, website: null, phone: null, countryCallingCode: '1', registrationCompleted: false };
  it('completes the company profile with registrationCompleted', async () => {
    const user = userEvent.setup();
    const mock = createMockApi({
      '/company/details': () => company,
      '/company/update': (p) => ({ ...company, ...p }),
    });
    renderWithServices(<BasicSettingsPage {...props()} />, { api: mock, user: makeSessionUser({ roleId: ROLE.PETITIONER, companyId: 'c-1', companyRegistrationCompleted: false }) });
    expect(await screen.findByRole('heading', { name: 'Company Details & Settings' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save and complete profile' }));
    expect(await screen.findByText('Please fill FEIN .')).toBeInTheDocument();
    expect(mock.payloads('/company/update')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^FEIN/), '12-3456789');
    await user.type(screen.getByLabelText(/^E-mail/), 'hr@globex.test');
    await user.type(screen.getByLabelText(/^Phone/), '2025550100');
    await user.click(screen.getByRole('button', { name: 'Save and complete profile' }));
    await waitFor(() => expect(mock.lastPayload('/company/update')).toMatchObject({ companyId: 'c-1', feiNumber: '12-3456789', registrationCompleted: true }));
  });
});
