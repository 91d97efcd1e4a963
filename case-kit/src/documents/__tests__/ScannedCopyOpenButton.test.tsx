import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { ScannedCopyOpenButton } from '../components/ScannedCopyOpenButton';

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const COPY = { key: 't/x/2026/11/packet.pdf', name: 'Filed packet.pdf' };

function Host(_: PageProps) {
  return <ScannedCopyOpenButton petitionId={CASE_ID} copy={COPY} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

describe('ScannedCopyOpenButton', () => {
  it('opens the scanned copy through download-scanned-copy in a tab opened in the click', async () => {
    const api = createMockApi({ '/petition/download-scanned-copy': () => ({ data: '/files/signed/packet.pdf?sig=1', name: COPY.name }) });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Filed packet.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('/files/signed/packet.pdf?sig=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.lastPayload('/petition/download-scanned-copy')).toEqual({ petitionId: CASE_ID, key: COPY.key });
    open.mockRestore();
  });

  it('closes the blank tab and shows the error when the copy is gone', async () => {
    const api = createMockApi({
      '/petition/download-scanned-copy': () => {
        throw new ApiError('NOT_FOUND', 'Scanned copy not found', 404);
      },
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Filed packet.pdf' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    await waitFor(() => expect(toasts.getState().toasts.map((t) => t.message)).toContain('Scanned copy not found'));
    open.mockRestore();
  });
});
