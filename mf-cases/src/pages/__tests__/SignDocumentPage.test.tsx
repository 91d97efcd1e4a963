import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiError } from 'shared/client';
import SignDocumentPage from '../SignDocumentPage';
import { createMockApi, renderDetails } from 'case-kit/testing/details';
import { REQUEST_ID, signDetails, FakeSignaturePad, en, es } from 'case-kit/testing/esign';
import { openPdf } from 'case-kit/pdf';
import { fakePdf } from 'case-kit/testing/documents';

jest.mock('case-kit/pdf', () => ({ openPdf: jest.fn() }));

jest.mock('signature_pad', () => ({
  __esModule: true,
  default: jest.requireActual('case-kit/testing/esign').FakeSignaturePad,
}));

jest.setTimeout(30_000);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as never;
  (openPdf as jest.MockedFunction<typeof openPdf>).mockImplementation(async () => fakePdf(2));
});

/** Stands in for the shell's thank-you page: shows the signed copy handed over in the history state. */
function OutcomeProbe() {
  const copy = (useLocation().state as { signedCopy?: { fileName: string; contentBase64: string } } | null)?.signedCopy;
  return <p>{copy ? `copy: ${copy.fileName} ${copy.contentBase64}` : 'no copy'}</p>;
}

const PAGES = {
  '/auth/sign-document': { Page: SignDocumentPage, routeId: 'cases.signDocument' },
  '/auth/on-esign-complete': { Page: OutcomeProbe, routeId: 'esign.complete' },
};
const PDF_B64 = btoa('%PDF-1.4 sample');

const handlers = () => ({
  '/esign/sign-details': () => signDetails(),
  '/esign/view': () => ({
    fileName: 'I-129-v1.pdf',
    mimeType: 'application/pdf',
    contentBase64: PDF_B64,
    viewedAt: '2026-11-22T11:00:00.000Z',
  }),
  '/esign/sign': () => ({
    requestId: REQUEST_ID,
    status: 'signed',
    signedAt: '2026-11-22T11:02:00.000Z',
    activityCompleted: false,
    signedCopy: { fileName: 'I-129-v1 (signed).pdf', mimeType: 'application/pdf', contentBase64: 'JVBERi1zaWduZWQ=' },
  }),
  '/esign/decline': () => ({ requestId: REQUEST_ID, status: 'declined' }),
});

const open = (api = createMockApi(handlers()), url = '/auth/sign-document?token=tok-1') =>
  renderDetails(PAGES, { url, api });

describe('sign document page', () => {
  it('shows the document to review, the consent and the signature, with no case actions', async () => {
    const r = open();
    expect(await screen.findByRole('heading', { name: 'Sign document — I-129-v1.pdf' })).toBeInTheDocument();
    expect(
      screen.getByText('Demo Law Group asks you to review and sign I-129-v1.pdf for case H1B-2026-00042 (H-1B).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Please sign page 2\./)).toBeInTheDocument();
    // pdf.js draws the PDF into the page (no iframe or plugin, which phones and the CSP refuse).
    const preview = await screen.findByRole('img', { name: 'Document: I-129-v1.pdf, page 1 of 2' });
    expect(preview.tagName).toBe('CANVAS');
    expect(new TextDecoder().decode((openPdf as jest.Mock).mock.calls.at(-1)[0] as ArrayBuffer)).toBe(
      '%PDF-1.4 sample',
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', 'blob:preview');
    expect(r.api.lastPayload('/esign/view')).toMatchObject({ token: 'tok-1' });
    expect(screen.getByText(en.consent.text)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: /assign|complete/i })).toBeNull();
  });

  it('asks for consent and a signature, then signs a drawn signature and shows the outcome page', async () => {
    const r = open();
    const sign = await screen.findByRole('button', { name: 'Sign document' });
    await screen.findByRole('img', { name: 'Document: I-129-v1.pdf, page 1 of 2' });
    await userEvent.click(sign);
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.consent);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    // Ticking the box answers the message: it goes at once, not on the next click.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(sign);
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.emptyDraw);
    act(() => FakeSignaturePad.last!.draw());
    await userEvent.click(sign);
    await waitFor(() =>
      expect(r.location()).toBe(`/auth/on-esign-complete?status=signed&requestId=${REQUEST_ID}&lang=en`),
    );
    // The thank-you page gets the signed copy to offer for download.
    expect(await screen.findByText('copy: I-129-v1 (signed).pdf JVBERi1zaWduZWQ=')).toBeInTheDocument();
    expect(r.api.lastPayload('/esign/sign')).toEqual({
      token: 'tok-1',
      consent: true,
      method: 'draw',
      signatureImage: expect.stringMatching(/^data:image\/png;base64,/),
    });
  });

  it('signs with a typed name (pre-filled with the signer’s name)', async () => {
    const r = open();
    await screen.findByRole('img', { name: 'Document: I-129-v1.pdf, page 1 of 2' });
    await userEvent.click(screen.getByRole('tab', { name: 'Type' }));
    expect(screen.getByLabelText('Type your full name')).toHaveValue('Dana Whitfield');
    await userEvent.clear(screen.getByLabelText('Type your full name'));
    await userEvent.type(screen.getByLabelText('Type your full name'), 'Dana R. Whitfield');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign document' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/esign/sign')).toEqual({
        token: 'tok-1',
        consent: true,
        method: 'type',
        typedName: 'Dana R. Whitfield',
      }),
    );
  });

  it('declines with a reason', async () => {
    const r = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Decline to sign?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Wrong address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(r.location()).toBe(`/auth/on-esign-complete?status=declined&requestId=${REQUEST_ID}&lang=en`),
    );
    expect(r.api.lastPayload('/esign/decline')).toEqual({ token: 'tok-1', reason: 'Wrong address' });
  });

  it('explains a missing token, and an expired or used link', async () => {
    const api = createMockApi({
      '/esign/sign-details': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
      },
    });
    const r = open(api, '/auth/sign-document');
    expect(screen.getByText(en.incomplete.title)).toBeInTheDocument();
    r.unmount();
    open(api);
    expect(await screen.findByText(en.dead.title)).toBeInTheDocument();
  });

  it('shows a link that died while signing', async () => {
    const api = createMockApi({
      ...handlers(),
      '/esign/sign': () => {
        throw new ApiError('LINK_TOKEN_INVALID', 'This link is invalid or has expired.', 401);
      },
    });
    open(api);
    await screen.findByRole('img', { name: 'Document: I-129-v1.pdf, page 1 of 2' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to sign electronically' }));
    act(() => FakeSignaturePad.last!.draw());
    await userEvent.click(screen.getByRole('button', { name: 'Sign document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.dead.text);
  });

  it('speaks Spanish with ?lang=es, and switches language', async () => {
    open(createMockApi(handlers()), '/auth/sign-document?token=tok-1&lang=es');
    expect(await screen.findByRole('button', { name: es.actions.sign })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: es.consent.label })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: es.signature.type })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: es.languageLabel }), 'en');
    expect(await screen.findByRole('button', { name: 'Sign document' })).toBeInTheDocument();
  });

  it('has the same keys in every language', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });
});
