import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { DRIVE_MESSAGES, type TDriveCaseSync, type TDriveConnection } from 'shared/contract';
import { createMockApi, renderWithServices } from 'shared/testing';
import DriveOauthReturnPage from '../components/DriveOauthReturnPage';
import DriveSettingsPage, { browser } from '../components/DriveSettingsPage';

jest.setTimeout(30_000);

const props = (routeId: string, query = '') => ({ routeId, params: {}, query: new URLSearchParams(query), linkToken: null });
const counts = { pending: 0, running: 0, synced: 0, failed: 0 };
const conn = (over: Partial<TDriveConnection> = {}): TDriveConnection => ({
  provider: 'dropbox',
  connected: false,
  configured: true,
  accountName: null,
  accountEmail: null,
  folderId: null,
  folderName: null,
  connectedAt: null,
  connectedByName: null,
  counts,
  ...over,
});
const connected = (over: Partial<TDriveConnection> = {}) =>
  conn({ connected: true, accountName: 'Firm Owner', accountEmail: 'owner@firm.test', connectedAt: '2026-11-20T10:00:00.000Z', connectedByName: 'Ada Admin', ...over });
const row = (over: Partial<TDriveCaseSync> = {}): TDriveCaseSync => ({
  petitionId: '11111111-1111-4111-8111-111111111111',
  caseNumber: 'H1B-0001',
  folderName: 'Case H1B-0001',
  status: 'synced',
  filesSynced: 3,
  lastError: null,
  attempts: 1,
  lastSyncedAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  ...over,
});

describe('drive settings (/dropbox-config, /ms, /google-drive)', () => {
  it('connects: asks the api for the sign-in address and sends the browser there', async () => {
    const go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
    const api = createMockApi({
      '/drives/status': (p) => conn({ provider: p.provider as 'onedrive' }),
      '/drives/connect': () => ({ authorizeUrl: 'https://login.example/authorize?state=s' }),
    });
    renderWithServices(<DriveSettingsPage {...props('settings.oneDrive')} />, { api, url: '/ms' });
    expect(await screen.findByRole('heading', { name: 'OneDrive is not connected' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect OneDrive' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://login.example/authorize?state=s'));
    expect(api.lastPayload('/drives/connect')).toEqual({ provider: 'onedrive' });
    go.mockRestore();
  });

  it('says so when the server has no client id for the drive', async () => {
    const api = createMockApi({ '/drives/status': () => conn({ provider: 'google', configured: false }) });
    renderWithServices(<DriveSettingsPage {...props('settings.googleDrive')} />, { api, url: '/google-drive' });
    expect(await screen.findByText(/not set up on this server/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });

  it('shows an error with a retry when the status cannot load', async () => {
    const api = createMockApi({
      '/drives/status': () => {
        throw new ApiError('INTERNAL', 'Server unavailable', 500);
      },
    });
    renderWithServices(<DriveSettingsPage {...props('settings.dropbox')} />, { api, url: '/dropbox-config' });
    expect(await screen.findByText(/Server unavailable/)).toBeVisible();
  });

  it('browses folders by keyboard and chooses one', async () => {
    const user = userEvent.setup();
    let chosen = false;
    const api = createMockApi({
      '/drives/status': () => (chosen ? connected({ folderId: '/Clients/Passage', folderName: 'Passage' }) : connected()),
      '/drives/folders': (p) =>
        p.parentId === '/Clients'
          ? { data: [{ id: '/Clients/Passage', name: 'Passage' }] }
          : { data: [{ id: '/Clients', name: 'Clients' }, { id: '/Archive', name: 'Archive' }] },
      '/drives/choose-folder': (p) => {
        chosen = true;
        return connected({ folderId: p.folderId as string, folderName: p.folderName as string, counts: { ...counts, pending: 4 } });
      },
      '/drives/sync-list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
    });
    renderWithServices(<DriveSettingsPage {...props('settings.dropbox')} />, { api, url: '/dropbox-config' });
    expect(await screen.findByText(/owner@firm.test/)).toBeVisible();
    const folders = await screen.findByRole('list', { name: 'Folders' });
    expect(within(folders).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Clients'),
      expect.stringContaining('Archive'),
    ]);
    screen.getByRole('button', { name: 'Open Clients' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Use Passage' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clients' })).toHaveAttribute('aria-current', 'location');
    await user.click(screen.getByRole('button', { name: 'Use Passage' }));
    await waitFor(() => expect(api.lastPayload('/drives/choose-folder')).toEqual({ provider: 'dropbox', folderId: '/Clients/Passage', folderName: 'Passage' }));
    expect(await screen.findByRole('heading', { name: 'No cases to show' })).toBeVisible();
  });

  it('lists mirroring per case with the last error, filters on the server and retries a failed case', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/drives/status': () => connected({ folderId: '/Passage', folderName: 'Passage', counts: { ...counts, synced: 1, failed: 1 } }),
      '/drives/sync-list': (p) => {
        const rows = [row(), row({ petitionId: '22222222-2222-4222-8222-222222222222', caseNumber: 'H1B-0002', folderName: 'Case H1B-0002', status: 'failed', lastError: 'internal_error/', filesSynced: 0, lastSyncedAt: null })];
        const data = p.status ? rows.filter((r) => r.status === p.status) : rows;
        return { data, count: data.length, page: 1, perpage: 25 };
      },
      '/drives/sync': () => ({ queued: 1 }),
    });
    renderWithServices(<DriveSettingsPage {...props('settings.dropbox')} />, { api, url: '/dropbox-config' });
    const table = await screen.findByRole('table', { name: 'Cases on the drive' });
    expect(within(table).getByText('internal_error/')).toBeVisible();
    expect(screen.getByText('1 mirrored · 0 waiting · 1 failed')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(api.lastPayload('/drives/sync-list')).toMatchObject({ status: 'failed', page: 1 }));
    await waitFor(() => expect(screen.queryByText('H1B-0001')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Retry H1B-0002' }));
    await waitFor(() => expect(api.lastPayload('/drives/sync')).toEqual({ provider: 'dropbox', petitionId: '22222222-2222-4222-8222-222222222222' }));
  });

  it('asks before disconnecting, and cancelling changes nothing', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/drives/status': () => connected({ folderId: '/Passage', folderName: 'Passage' }),
      '/drives/sync-list': () => ({ data: [], count: 0, page: 1, perpage: 25 }),
      '/drives/disconnect': () => conn(),
    });
    renderWithServices(<DriveSettingsPage {...props('settings.dropbox')} />, { api, url: '/dropbox-config' });
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disconnect Dropbox?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/drives/disconnect')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.lastPayload('/drives/disconnect')).toEqual({ provider: 'dropbox' }));
  });
});

describe('OAuth return page (/google-drive-check)', () => {
  it('finishes the connection once with the code and state, then links to the folder choice', async () => {
    const api = createMockApi({ '/drives/oauth-callback': () => connected({ provider: 'google', accountName: 'Google Owner', accountEmail: null }) });
    renderWithServices(<DriveOauthReturnPage {...props('settings.googleDriveCheck', 'code=abc&state=xyz')} />, { api, url: '/google-drive-check?code=abc&state=xyz' });
    expect(await screen.findByRole('heading', { name: 'Google Drive is connected' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose the folder' })).toHaveAttribute('href', '/google-drive');
    expect(api.payloads('/drives/oauth-callback')).toEqual([{ code: 'abc', state: 'xyz' }]);
  });

  it('shows the wrong-state message and does not claim success', async () => {
    const api = createMockApi({
      '/drives/oauth-callback': () => {
        throw new ApiError('VALIDATION', DRIVE_MESSAGES.WRONG_STATE, 422);
      },
    });
    renderWithServices(<DriveOauthReturnPage {...props('settings.googleDriveCheck', 'code=abc&state=bad')} />, { api, url: '/google-drive-check?code=abc&state=bad' });
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVE_MESSAGES.WRONG_STATE);
    expect(screen.getByRole('heading', { name: 'The drive did not connect' })).toBeVisible();
  });

  it('shows the provider refusal without calling the api', async () => {
    const api = createMockApi({});
    renderWithServices(<DriveOauthReturnPage {...props('settings.googleDriveCheck', 'error=access_denied')} />, { api, url: '/google-drive-check?error=access_denied' });
    expect(await screen.findByText(/access_denied/)).toBeVisible();
    expect(api.payloads('/drives/oauth-callback')).toHaveLength(0);
  });
});
