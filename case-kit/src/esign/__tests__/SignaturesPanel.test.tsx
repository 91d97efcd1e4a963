import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { makeSessionUser } from '../../details/testing/sessionUser';
import { SignaturesPanel } from '../components/SignaturesPanel';
import { AttorneySignDeepLinkEffect } from '../components/AttorneySignDeepLinkEffect';
import { CASE_ID, FILE_ID, listResult, REQUEST_ID, signedRequest, signRequest } from '../testing/fixtures';
import { FakeSignaturePad } from '../testing/signaturePadMock';
import { openPdf } from '../../documents/pdf/openPdf';
import { fakePdf } from '../../documents/testing/fakePdf';

jest.mock('../../documents/pdf/openPdf', () => ({ openPdf: jest.fn() }));

jest.mock('signature_pad', () => ({
  __esModule: true,
  default: jest.requireActual('../testing/signaturePadMock').FakeSignaturePad,
}));

jest.setTimeout(30_000);

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
});

function StaffPage({ params }: PageProps) {
  return (
    <>
      <AttorneySignDeepLinkEffect />
      <SignaturesPanel petitionId={params.itemId!} isStaff />
    </>
  );
}
function PetitionerPage({ params }: PageProps) {
  return <SignaturesPanel petitionId={params.itemId!} isStaff={false} />;
}

const staff = (api: ReturnType<typeof createMockApi>, url = `/petition-details/${CASE_ID}?tab=Forms`) =>
  renderDetails(
    { '/petition-details/:itemId': { Page: StaffPage, routeId: 'cases.petitionDetails' } },
    { url, api, user: makeSessionUser({ roleId: 6, name: 'Jordan Blake', email: 'jordan@firm.test' }) },
  );

describe('signatures panel (staff)', () => {
  it('lists the requests with status and times, and sends a new request from the case’s PDFs', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () =>
        listResult({
          data: [signedRequest({ attorneyStatus: 'signed', attorneySignedAt: '2026-11-22T12:00:00.000Z' })],
        }),
      '/petition/request-for-petitioner-sign': () => ({ data: [signRequest()], activityCompleted: true }),
    });
    const r = staff(api);
    const item = await screen.findByRole('listitem', { name: 'I-129-v1.pdf: Signed' });
    expect(within(item).getByText('Attorney signed')).toBeInTheDocument();
    expect(within(item).getByText(/Signed from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Open signed PDF' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Request petitioner signature' }));
    const dialog = screen.getByRole('dialog', { name: 'Request petitioner signature' });
    expect(within(dialog).getByLabelText(/Signer e-mail/)).toHaveValue('dana@northwind.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Choose at least one document.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /I-129-v1\.pdf/ }));
    await userEvent.type(within(dialog).getByLabelText('Message to the signer'), 'Page 2 please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.api.lastPayload('/petition/request-for-petitioner-sign')).toEqual({
      petitionId: CASE_ID,
      fileIds: [FILE_ID],
      signerName: 'Dana Whitfield',
      signerEmail: 'dana@northwind.test',
      expiresInDays: 14,
      message: 'Page 2 please',
    });
    expect(r.toasts.getState().toasts.at(-1)?.message).toBe('Signature request sent');
  });

  it('resends and withdraws an unsigned request; shows an empty state', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () => listResult({ data: [signRequest({ linkState: 'expired' })] }),
      '/esign/resend': () => signRequest(),
      '/esign/cancel': () => signRequest({ status: 'cancelled' }),
    });
    staff(api);
    const item = await screen.findByRole('listitem', { name: 'I-129-v1.pdf: Sent' });
    expect(within(item).getByText('Link expired')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(api.lastPayload('/esign/resend')).toEqual({ petitionId: CASE_ID, requestId: REQUEST_ID }),
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(api.lastPayload('/esign/cancel')).toEqual({ petitionId: CASE_ID, requestId: REQUEST_ID }),
    );

    const empty = createMockApi({ '/petition/sign-request-list': () => listResult({ documents: [] }) });
    staff(empty);
    expect(await screen.findByText('No signature requests yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request petitioner signature' }).at(-1)).toBeDisabled();
  });

  it('opens the attorney’s dialog from the ATTORNEY_SIGN deep link and signs', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () => listResult({ data: [signedRequest()] }),
      '/petition/add-sign-to-document': () => signedRequest({ attorneyStatus: 'signed' }),
    });
    const r = staff(
      api,
      `/petition-details/${CASE_ID}?action=ATTORNEY_SIGN&petitionId=${CASE_ID}&documentId=${REQUEST_ID}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add your signature' });
    await waitFor(() => expect(r.location()).toBe(`/petition-details/${CASE_ID}?tab=Forms`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign document' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick “I agree to sign electronically” first.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I agree to sign electronically' }));
    act(() => FakeSignaturePad.last!.draw());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign document' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/add-sign-to-document')).toEqual({
        petitionId: CASE_ID,
        requestId: REQUEST_ID,
        consent: true,
        method: 'draw',
        signatureImage: expect.stringMatching(/^data:image\/png/),
      }),
    );
  });

  it('skips the attorney signature with a reason', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () => listResult({ data: [signedRequest()] }),
      '/petition/ignore-attorney-sign': () => signedRequest({ attorneyStatus: 'ignored' }),
    });
    staff(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore attorney sign' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip attorney signature' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Only the petitioner signs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip signature' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/ignore-attorney-sign')).toEqual({
        petitionId: CASE_ID,
        requestId: REQUEST_ID,
        reason: 'Only the petitioner signs',
      }),
    );
  });
});

describe('signatures panel (petitioner)', () => {
  const petitioner = (api: ReturnType<typeof createMockApi>) =>
    renderDetails(
      {
        '/petition-details/:itemId': { Page: PetitionerPage, routeId: 'cases.petitionDetails' },
        '/auth/sign-document': { Page: () => <p>sign page</p>, routeId: 'cases.signDocument' },
      },
      {
        url: `/petition-details/${CASE_ID}?tab=Forms`,
        api,
        user: makeSessionUser({ roleId: 50, email: 'dana@northwind.test' }),
      },
    );

  it('opens his documents to sign, and confirms the review', async () => {
    const api = createMockApi({
      '/petition/sign-request-list': () =>
        listResult({
          data: [
            signRequest(),
            signRequest({
              id: 'r2',
              signerEmail: 'other@northwind.test',
              document: { id: 'f2', name: 'G-28.pdf', path: 'p', sha256: 'c' },
            }),
          ],
          documents: [],
          canRequest: false,
          canAttorneySign: false,
          defaultSigner: null,
        }),
      '/petition/confirm-review-completed': () => ({ data: [] }),
      '/esign/my-sign-link': () => ({ path: '/auth/sign-document?token=fresh', expiresAt: '2026-12-06T10:00:00.000Z' }),
    });
    const r = petitioner(api);
    expect(await screen.findByRole('heading', { name: 'Documents to sign' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request petitioner signature' })).toBeNull();
    expect(screen.getByText('Sent to other@northwind.test for signature.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm review completed' }));
    await waitFor(() => expect(api.lastPayload('/petition/confirm-review-completed')).toEqual({ petitionId: CASE_ID }));
    await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
    await waitFor(() => expect(r.location()).toBe('/auth/sign-document?token=fresh'));
    expect(api.lastPayload('/esign/my-sign-link')).toEqual({ petitionId: CASE_ID, requestId: REQUEST_ID });
  });
});

describe('signed PDF preview', () => {
  it('previews the signed PDF in the page (pdf.js canvas), from its signed address', async () => {
    (openPdf as jest.MockedFunction<typeof openPdf>).mockResolvedValue(fakePdf(3));
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => ({ ok: true, arrayBuffer: async () => new ArrayBuffer(8) })) as unknown as typeof fetch;
    try {
      const signed = signedRequest();
      const api = createMockApi({
        '/petition/sign-request-list': () => listResult({ data: [signed] }),
        '/s3/get-signed-url': () => ({ data: '/files/signed/signed.pdf?sig=1' }),
      });
      staff(api);
      const item = await screen.findByRole('listitem', { name: 'I-129-v1.pdf: Signed' });
      await userEvent.click(within(item).getByRole('button', { name: 'Preview signed PDF' }));
      const dialog = await screen.findByRole('dialog', { name: signed.petitionerSignedFile!.name });
      const canvas = await within(dialog).findByRole('img', { name: `Preview of ${signed.petitionerSignedFile!.name}, page 1 of 3` });
      expect(canvas.tagName).toBe('CANVAS');
      expect(api.lastPayload('/s3/get-signed-url')).toMatchObject({ keyName: signed.petitionerSignedFile!.path, petitionId: CASE_ID });
      expect(global.fetch).toHaveBeenCalledWith('/files/signed/signed.pdf?sig=1', expect.objectContaining({ credentials: 'omit' }));
    } finally {
      global.fetch = realFetch;
    }
  });
});
