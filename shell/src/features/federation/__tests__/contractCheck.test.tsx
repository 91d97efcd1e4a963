import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CONTRACT_VERSION, parseContractVersion, type RemoteModule } from 'shared/federation';
import { lightTheme } from 'shared/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteFailurePanel } from '../RemoteErrorBoundary';
import { loadRemoteModule } from '../remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

const { major, minor } = parseContractVersion(CONTRACT_VERSION)!;
const NEXT_MINOR = `${major}.${minor + 1}.0`;

const remote: RemoteModule = { id: 'mf-billing', contractVersion: CONTRACT_VERSION, pages: {} };

/** /remotes.json and the remote's mf-manifest.json, the manifest declaring `contract`. */
function serve(contract: string) {
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve(
          String(url).endsWith('/remotes.json')
            ? { 'mf-billing': '/remotes/mf-billing/mf-manifest.json' }
            : {
                shared: [
                  { name: 'react', version: '19.3.1' },
                  { name: 'shared/federation', version: contract },
                ],
              },
        ),
    }),
  ) as unknown as typeof fetch;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ remote });
  jest.mocked(registerRemotes).mockReset();
});

test("loads a remote built against the shell's contract", async () => {
  serve(CONTRACT_VERSION);
  await expect(loadRemoteModule('mf-billing', { force: true })).resolves.toBe(remote);
  expect(registerRemotes).toHaveBeenCalled();
});

test('refuses a remote built against a newer minor before registering it, with a clear panel', async () => {
  serve(NEXT_MINOR);
  const error = await loadRemoteModule('mf-billing', { force: true }).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'CONTRACT_MISMATCH', remote: 'mf-billing' });
  expect(registerRemotes).not.toHaveBeenCalled();
  expect(loadRemote).not.toHaveBeenCalled();

  render(
    <ThemeProvider theme={lightTheme}>
      <RemoteFailurePanel remote="mf-billing" error={error} onRetry={() => undefined} />
    </ThemeProvider>,
  );
  const panel = screen.getByTestId('error-panel');
  expect(panel).toHaveTextContent('mf-billing does not fit this version of the application');
  expect(panel).toHaveTextContent(`contract ${NEXT_MINOR}; this one provides ${CONTRACT_VERSION}`);
  expect(panel).toHaveTextContent('CONTRACT_MISMATCH');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a manifest that cannot be read is left to the federation runtime', async () => {
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        String(url).endsWith('/remotes.json')
          ? Promise.resolve({ 'mf-billing': '/remotes/mf-billing/mf-manifest.json' })
          : Promise.reject(new SyntaxError('Unexpected token')),
    }),
  ) as unknown as typeof fetch;
  await expect(loadRemoteModule('mf-billing', { force: true })).resolves.toBe(remote);
});
