import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import VerifySignaturePage from '../VerifySignaturePage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';

jest.setTimeout(30_000);

const PAGES = { '/verify-signature': { Page: VerifySignaturePage, routeId: 'esign.verify' } };
const pdf = () => new File(['%PDF-1.4 signed'], 'signed.pdf', { type: 'application/pdf' });

describe('verify signature page', () => {
  it('uploads the PDF and shows the signers when it matches', async () => {
    const api = createMockApi({
      '/esign/verify': () => ({
        match: true,
        sha256: 'b'.repeat(64),
        document: {
          name: 'I-129-v1 (signed).pdf',
          signers: [{ name: 'Dana Whitfield', role: 'signer', signedAt: '2026-11-22T11:02:00.000Z' }],
        },
      }),
    });
    renderDetails(PAGES, { url: '/verify-signature', api });
    await userEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the signed PDF to check.');
    await userEvent.upload(screen.getByLabelText('Signed PDF'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    expect(await screen.findByRole('heading', { name: 'Verified: signed and unchanged' })).toBeInTheDocument();
    expect(screen.getByText(/Signer: Dana Whitfield/)).toHaveTextContent('Nov 22, 2026 11:02 AM UTC');
    expect(api.lastPayload('/esign/verify')).toEqual({
      fileName: 'signed.pdf',
      contentBase64: btoa('%PDF-1.4 signed'),
    });
  });

  it('says when a file is not ours or changed, and shows refusals', async () => {
    let answer: () => unknown = () => ({ match: false, sha256: 'c'.repeat(64), document: null });
    const api = createMockApi({ '/esign/verify': () => answer() });
    renderDetails(PAGES, { url: '/verify-signature', api });
    await userEvent.upload(screen.getByLabelText('Signed PDF'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    expect(await screen.findByRole('heading', { name: 'Not verified' })).toBeInTheDocument();
    answer = () => {
      throw new ApiError('VALIDATION_FAILED', 'This is not a PDF file. Upload the signed PDF you received.', 415);
    };
    await userEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This is not a PDF file.'));
  });
});
