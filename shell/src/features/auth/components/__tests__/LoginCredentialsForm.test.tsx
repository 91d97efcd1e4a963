import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ApiError } from 'shared/client';
import { VALIDATION_MESSAGES as M } from 'shared/guard';
import { fakeApi, makeStore, Providers } from '../../../session/testing/shellTestKit';
import { LoginCredentialsForm } from '../LoginCredentialsForm';

function setup(onSubmit: (v: { email: string; password: string }) => Promise<unknown>) {
  const router = createMemoryRouter(
    [{ path: '/login', element: <LoginCredentialsForm busy={false} error={null} onSubmit={onSubmit} LinkComponent={Link} /> }],
    { initialEntries: ['/login'] },
  );
  render(
    <Providers store={makeStore()} api={fakeApi({})}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

test('empty fields: the shared required messages, nothing sent, the e-mail takes the focus', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(async () => null);
  const { email, submit } = setup(onSubmit);
  await user.click(submit);
  expect(await screen.findByText(M.required('Email'))).toBeInTheDocument();
  expect(screen.getByText(M.required('Password'))).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a malformed e-mail gets the SPEC §5 message, and the message goes once the value is fixed', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(async () => null);
  const { email, password, submit } = setup(onSubmit);
  await user.type(email, 'someone@nowhere');
  await user.type(password, 'secret');
  await user.click(submit);
  expect(await screen.findByText(M.email('Email'))).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  await user.type(email, '.com');
  await waitFor(() => expect(screen.queryByText(M.email('Email'))).not.toBeInTheDocument());
});

test('sends the trimmed, lower-cased e-mail and the password as typed', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(async () => null);
  const { email, password } = setup(onSubmit);
  await user.type(email, '  Admin@Demo.TEST ');
  await user.type(password, ' Pa ss{Enter}');
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@demo.test', password: ' Pa ss' }));
});

test("puts the server's field issues on the fields", async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn(
    async () => new ApiError('VALIDATION', 'Validation failed', 422, [{ path: 'password', message: 'Too long' }]),
  );
  const { email, password, submit } = setup(onSubmit);
  await user.type(email, 'a@b.co');
  await user.type(password, 'x');
  await user.click(submit);
  expect(await screen.findByText('Too long')).toBeInTheDocument();
  expect(password).toHaveAttribute('aria-invalid', 'true');
});
