import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { fakeApi, makeStore, renderPage } from '../../features/session/testing/shellTestKit';
import { RegisterPage } from '../RegisterPage';

jest.setTimeout(20_000);

function setup(signup: (payload: Record<string, unknown>) => unknown = () => ({ accepted: true, message: 'ok' })) {
  const api = fakeApi({ '/auth/signup': signup });
  renderPage(<RegisterPage />, {
    path: '/register',
    routePath: '/register',
    store: makeStore(),
    api,
  });
  return api;
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Pat');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'pat@client.test');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
}

test('a company registers as a petitioner (role 50) with its company name', async () => {
  const api = setup();
  const user = userEvent.setup({ delay: null });
  await fillCommon(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Please fill Company Name .')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Company name'), 'Client Co');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
  expect(api.callsTo('/auth/signup')).toEqual([
    {
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@client.test',
      password: 'Secret@123',
      phone: undefined,
      roleId: 50,
      companyName: 'Client Co',
    },
  ]);
});

test('an individual registers as a beneficiary (role 51, SPEC §5) without a company', async () => {
  const api = setup();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('radio', { name: /An individual/ }));
  expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  await fillCommon(user);
  await user.type(screen.getByLabelText('Phone (optional)'), '(201) 555-0123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('heading', { name: 'Check your e-mail' });
  expect(api.callsTo('/auth/signup')[0]).toMatchObject({ roleId: 51, companyName: undefined, phone: '(201) 555-0123' });
});

test('a bad phone number gets the SPEC §5 message', async () => {
  const api = setup();
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('radio', { name: /An individual/ }));
  await fillCommon(user);
  await user.type(screen.getByLabelText('Phone (optional)'), '12');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Phone is not a valid phone number')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('server field issues land on the fields', async () => {
  setup(() => {
    throw new ApiError('VALIDATION_FAILED', 'Validation failed', 422, [
      { path: 'password', message: 'Too common a password' },
    ]);
  });
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('radio', { name: /An individual/ }));
  await fillCommon(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Too common a password')).toBeInTheDocument();
});

test('the page speaks of the tenant, never the product', () => {
  setup();
  expect(screen.getByText(/work with Acme Immigration Law/)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('Passage');
});
