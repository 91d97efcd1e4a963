import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import { BRANCH_DC, BRANCH_NY, branchPage, makeBranch, makeUser } from '../../testing/userFixtures';
import BranchDetailsPage from '../BranchDetailsPage';
import BranchEditPage from '../BranchEditPage';
import BranchListPage from '../BranchListPage';

// Form-heavy pages: the shared 2-core machine can take longer than jest's 5 s default per test.
jest.setTimeout(20_000);

const as = (roleId: number) => makeSessionUser({ roleId, loginRoleId: roleId });
const ny = makeBranch(BRANCH_NY, 'New York', { isDefault: true, userCount: 30 });

const details = (page = 1) => ({
  ...ny,
  users: [{ _id: `u-${page}`, name: `Person p${page}`, email: `p${page}@demo.test`, roleId: 8, roleName: 'Paralegal', status: 'active' }],
  page,
  perpage: 25,
});

describe('/branch-list', () => {
  const props = { routeId: 'branches.list', params: {}, query: new URLSearchParams(), linkToken: null };

  test('admin: branches with user counts, a status filter, and New branch', async () => {
    const api = createMockApi({ '/branches/list': () => branchPage([ny, makeBranch(BRANCH_DC, 'Washington', { active: false })]) });
    renderWithServices(<BranchListPage {...props} />, { api, url: '/branch-list', user: as(3) });
    const row = (await screen.findByText('New York')).closest('tr')!;
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText(/Default/)).toBeInTheDocument();
    expect(within(screen.getByText('Washington').closest('tr')!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New branch' })).toHaveAttribute('href', '/branch-create');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'no');
    await waitFor(() => expect(api.lastPayload('/branches/list')).toMatchObject({ matcher: { active: false } }));
  });

  test('a branch manager sees his branches and cannot add one; empty state', async () => {
    const api = createMockApi({ '/branches/list': () => branchPage([]) });
    renderWithServices(<BranchListPage {...props} />, { api, url: '/branch-list', user: as(4) });
    expect(await screen.findByText('No branches yet')).toBeInTheDocument();
    expect(screen.getByText('No branch offices are assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New branch' })).not.toBeInTheDocument();
  });

  test('an error can be retried', async () => {
    let fail = true;
    const api = createMockApi({
      '/branches/list': () => {
        if (fail) throw new ApiError('NETWORK', 'Something went wrong', 0);
        return branchPage([ny]);
      },
    });
    renderWithServices(<BranchListPage {...props} />, { api, url: '/branch-list', user: as(3) });
    expect(await screen.findByText('Couldn’t load branches')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('New York')).toBeInTheDocument();
  });
});

describe('/branch-create and /branch-edit/{id}', () => {
  test('create: SPEC §5 messages, then /branches/create and the details page', async () => {
    const api = createMockApi({ '/branches/create': (p) => makeBranch(BRANCH_DC, String(p.name)) });
    const { location } = renderWithServices(
      <BranchEditPage routeId="branches.create" params={{}} query={new URLSearchParams()} linkToken={null} />,
      { api, url: '/branch-create', user: as(3) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create branch' }));
    expect(await screen.findByText('Please fill Name .')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'C');
    await userEvent.type(screen.getByLabelText(/Zip code/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Create branch' }));
    expect(await screen.findByText('Minimum value 2 is required')).toBeInTheDocument();
    expect(screen.getByText('Zip Code not valid')).toBeInTheDocument();
    expect(api.payloads('/branches/create')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Name/), 'hicago');
    await userEvent.clear(screen.getByLabelText(/Zip code/));
    await userEvent.type(screen.getByLabelText(/Zip code/), '60601');
    await userEvent.type(screen.getByLabelText(/City/), 'Chicago');
    await userEvent.click(screen.getByRole('checkbox', { name: /Default branch/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create branch' }));
    await waitFor(() => expect(api.payloads('/branches/create')).toHaveLength(1));
    expect(api.lastPayload('/branches/create')).toMatchObject({
      name: 'Chicago',
      code: null,
      address: { city: 'Chicago', zipcode: '60601', country: 'United States' },
      isDefault: true,
    });
    await waitFor(() => expect(location()).toBe(`/branchdetails/${BRANCH_DC}`));
  });

  test('only admins create branches', () => {
    const api = createMockApi();
    renderWithServices(<BranchEditPage routeId="branches.create" params={{}} query={new URLSearchParams()} linkToken={null} />, {
      api,
      user: as(4),
    });
    expect(screen.getByText('Only admins add branches')).toBeInTheDocument();
  });

  test('a branch manager edits his branch without the admin-only settings', async () => {
    const api = createMockApi({ '/branches/details': () => details(), '/branches/update': (p) => ({ ...ny, name: String(p.name) }) });
    renderWithServices(
      <BranchEditPage routeId="branches.edit" params={{ id: BRANCH_NY }} query={new URLSearchParams()} linkToken={null} />,
      { api, user: as(4) },
    );
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('New York');
    expect(screen.queryByRole('checkbox', { name: 'Active' })).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'New York Midtown');
    await userEvent.click(screen.getByRole('button', { name: 'Save branch' }));
    await waitFor(() => expect(api.payloads('/branches/update')).toHaveLength(1));
    const sent = api.lastPayload('/branches/update')!;
    expect(sent).toMatchObject({ branchId: BRANCH_NY, name: 'New York Midtown' });
    expect(sent).not.toHaveProperty('active');
    expect(sent).not.toHaveProperty('isDefault');
  });

  test('an unknown branch says so', async () => {
    const api = createMockApi({
      '/branches/details': () => {
        throw new ApiError('NOT_FOUND', 'Branch not found', 404);
      },
    });
    renderWithServices(
      <BranchEditPage routeId="branches.edit" params={{ id: BRANCH_DC }} query={new URLSearchParams()} linkToken={null} />,
      { api, user: as(3) },
    );
    expect(await screen.findByText('This branch does not exist')).toBeInTheDocument();
  });
});

describe('/branchdetails/{itemId}', () => {
  const props = { routeId: 'branches.details', params: { itemId: BRANCH_NY }, query: new URLSearchParams(), linkToken: null };

  test('overview, managers and paged users', async () => {
    const api = createMockApi({
      '/branches/details': (p) => details(Number(p.page)),
      '/users/list': () => ({ data: [makeUser(7, { name: 'Bea Manager', roleId: 4, email: 'bm@demo.test' })], count: 1, page: 1, perpage: 100 }),
    });
    renderWithServices(<BranchDetailsPage {...props} />, { api, user: as(3) });
    expect(await screen.findByRole('heading', { name: 'New York' })).toBeInTheDocument();
    expect(screen.getByText('Person p1')).toBeInTheDocument();
    expect(await screen.findByText(/Bea Manager/)).toBeInTheDocument();
    expect(api.lastPayload('/users/list')).toMatchObject({ matcher: { branchId: BRANCH_NY, roleIds: [4] } });
    expect(screen.getByRole('link', { name: 'Edit branch' })).toHaveAttribute('href', `/branch-edit/${BRANCH_NY}`);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person p2')).toBeInTheDocument();
    expect(api.lastPayload('/branches/details')).toMatchObject({ branchId: BRANCH_NY, page: 2 });
  });

  test('no users and no managers yet', async () => {
    const api = createMockApi({
      '/branches/details': () => ({ ...details(), users: [], userCount: 0 }),
      '/users/list': () => ({ data: [], count: 0, page: 1, perpage: 100 }),
    });
    renderWithServices(<BranchDetailsPage {...props} />, { api, user: as(3) });
    expect(await screen.findByText('No users in this branch yet')).toBeInTheDocument();
    expect(await screen.findByText(/No branch manager yet/)).toBeInTheDocument();
  });

  test('another branch of a branch manager is not found (the server hides it)', async () => {
    const api = createMockApi({
      '/branches/details': () => {
        throw new ApiError('NOT_FOUND', 'Branch not found', 404);
      },
    });
    renderWithServices(<BranchDetailsPage {...props} />, { api, user: as(4) });
    expect(await screen.findByText('This branch does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to branches' })).toBeInTheDocument();
  });

  test('other roles are refused without a call', () => {
    const api = createMockApi();
    renderWithServices(<BranchDetailsPage {...props} />, { api, user: as(6) });
    expect(screen.getByText('Only admins and branch managers see branch details')).toBeInTheDocument();
    expect(api.payloads('/branches/details')).toHaveLength(0);
  });
});
