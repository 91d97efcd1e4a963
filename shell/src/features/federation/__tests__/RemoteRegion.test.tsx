import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { PageProps, RemoteModule } from 'shared/federation';
import { lightTheme } from 'shared/ui';
import { RemoteRegion } from '../RemoteRegion';
import { loadRemoteModule } from '../remoteLoader';

jest.mock('../remoteLoader', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const pageProps: PageProps = { routeId: 'cases.list', params: {}, query: new URLSearchParams(), linkToken: null };
const casesRemote: RemoteModule = {
  id: 'mf-cases',
  contractVersion: '1.0.0',
  buildId: 'b1',
  pages: { 'cases.list': ({ routeId }: PageProps) => <h1>Page {routeId}</h1> },
};

const renderRegion = () =>
  render(
    <ThemeProvider theme={lightTheme}>
      <RemoteRegion remote="mf-cases" routeId="cases.list" pageProps={pageProps} />
    </ThemeProvider>,
  );

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the remote page for the route id', async () => {
  load.mockResolvedValue(casesRemote);
  renderRegion();
  expect(await screen.findByRole('heading', { name: 'Page cases.list' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf-cases', { force: false });
});

test('a failed load shows the error panel, and Retry forces a fresh load', async () => {
  load.mockRejectedValueOnce(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' }));
  load.mockResolvedValueOnce(casesRemote);
  renderRegion();
  const panel = await screen.findByTestId('error-panel');
  expect(panel).toHaveTextContent('mf-cases is unavailable');
  expect(panel).toHaveTextContent('ChunkLoadError');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Page cases.list' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf-cases', { force: true });
});

test('a remote that lacks the page says so instead of rendering nothing', async () => {
  load.mockResolvedValue({ ...casesRemote, pages: {} });
  renderRegion();
  expect(await screen.findByTestId('error-panel')).toHaveTextContent('PAGE_NOT_PROVIDED');
});
