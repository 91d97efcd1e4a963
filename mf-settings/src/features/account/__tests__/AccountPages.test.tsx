import { screen } from '@testing-library/react';
import { ApiError } from 'shared/client';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import DefaultUserPage from '../components/DefaultUserPage';
import FilesPage, { fileKeyOf } from '../components/FilesPage';

const props = (routeId: string, query = '') => ({ routeId, params: {}, query: new URLSearchParams(query), linkToken: null });

describe('/files', () => {
  it('reads the file key from ?path=', () => {
    expect(fileKeyOf(new URLSearchParams('path=t/x/2026/01/a.pdf'))).toBe('t/x/2026/01/a.pdf');
    expect(fileKeyOf(new URLSearchParams('key=abc'))).toBeNull();
  });

  it('asks a visitor to sign in and asks nothing of the server', async () => {
    const api = createMockApi({});
    renderWithServices(<FilesPage {...props('settings.files', 'path=t/x/a.pdf')} />, { api, user: null });
    expect(await screen.findByText('Sign in to open this file')).toBeInTheDocument();
    expect(api.payloads('/s3/get-signed-url')).toHaveLength(0);
  });

  it('says when the link names no file', async () => {
    renderWithServices(<FilesPage {...props('settings.files')} />, { api: createMockApi({}), user: makeSessionUser() });
    expect(await screen.findByText('This link names no file')).toBeInTheDocument();
  });

  it('shows the refusal when the file may not be opened', async () => {
    const api = createMockApi({
      '/s3/get-signed-url': () => {
        throw new ApiError('FORBIDDEN', 'You may not open this file.', 403);
      },
    });
    renderWithServices(<FilesPage {...props('settings.files', 'path=t/x/a.pdf')} />, { api, user: makeSessionUser() });
    expect(await screen.findByText('The file could not be opened')).toBeInTheDocument();
    expect(api.lastPayload('/s3/get-signed-url')).toEqual({ keyName: 't/x/a.pdf' });
  });
});

it('/default-user explains how the first user is made and links to sign-in', async () => {
  renderWithServices(<DefaultUserPage {...props('settings.defaultUser')} />, { api: createMockApi({}), user: null });
  expect(await screen.findByText(/names its admin/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
