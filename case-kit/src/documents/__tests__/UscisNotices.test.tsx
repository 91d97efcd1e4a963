import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUscisNotice, TUscisNoticeList } from 'shared/contract';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { makeSessionUser } from '../../details/testing/sessionUser';
import { renderDetails } from '../../details/testing/renderDetails';
import { UscisNotices } from '../components/UscisNotices';
import { openPdf } from '../pdf/openPdf';
import { fakePdf } from '../testing/fakePdf';

jest.mock('../pdf/openPdf', () => ({ openPdf: jest.fn() }));
const openPdfMock = openPdf as jest.MockedFunction<typeof openPdf>;

jest.setTimeout(30_000);

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

const notice = (over: Partial<TUscisNotice> = {}): TUscisNotice => ({
  id: '00000000-0000-4000-8000-000000000021',
  petitionId: CASE_ID,
  docKey: 'uscis_receipt_notice',
  category: 'uscis_notice',
  path: 't/x/2026/11/i797c.pdf',
  name: 'i797c.pdf',
  mimetype: 'application/pdf',
  extn: 'pdf',
  size: 2000,
  version: 1,
  current: true,
  status: true,
  reason: null,
  uploadedByKind: 'staff',
  uploadedByName: 'Priya Paralegal',
  reviewedByName: null,
  reviewedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  noticeType: 'receipt',
  noticeTypeLabel: 'USCIS Receipt Notice (I-797C)',
  noticeDate: '2026-11-02',
  receiptNumber: 'EAC2612345678',
  ...over,
});

function Host(_: PageProps) {
  return <UscisNotices petitionId={CASE_ID} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

const stored = (file: File) => ({
  data: [{ id: 'f', name: file.name, mimetype: file.type, extn: 'pdf', path: `t/x/2026/11/${file.name}`, size: file.size, petitionId: null, isNew: true, status: true, createdAt: '' }],
});

describe('USCIS notices', () => {
  const realFetch = global.fetch;
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, arrayBuffer: async () => new TextEncoder().encode('%PDF-1.4').buffer })) as unknown as typeof fetch;
    openPdfMock.mockResolvedValue(fakePdf(2));
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    global.fetch = realFetch;
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
  });

  it('staff add a notice: checks the fields, uploads the scan with progress, sends type, ISO date and receipt number', async () => {
    let list: TUscisNoticeList = { petitionId: CASE_ID, items: [], canUpload: true };
    const api = createMockApi({
      '/petition/uscis-notices': () => list,
      '/petition/upload-uscis-docs': (p) => {
        const n = notice({ noticeType: p.noticeType as 'approval', noticeTypeLabel: 'USCIS Approval Notice (I-797 / I-797A / I-797B)', noticeDate: p.noticeDate as string, receiptNumber: (p.receiptNumber as string) ?? null, name: 'approval.pdf' });
        list = { ...list, items: [n] };
        return n;
      },
    });
    Object.assign(api, { upload: jest.fn(async (_p: string, fd: FormData, o?: { onProgress?: (e: { loaded: number; total: number; percent: number }) => void }) => (o?.onProgress?.({ loaded: 1, total: 1, percent: 100 }), stored(fd.get('file') as File))) });
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'No USCIS notice yet' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add USCIS notice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    expect(within(dialog).getByText('Please fill Notice Date .')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill Notice file .')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Notice Date/), '13/45/2026');
    await userEvent.type(within(dialog).getByLabelText(/Receipt Number/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    expect(within(dialog).getByText('Date must be a valid format (MM/DD/YYYY)')).toBeInTheDocument();
    expect(within(dialog).getByText('Receipt Number must be 3 letters followed by 10 digits (e.g. EAC2612345678)')).toBeInTheDocument();
    expect(api.payloads('/petition/upload-uscis-docs')).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Notice type/), 'approval');
    await userEvent.clear(within(dialog).getByLabelText(/Notice Date/));
    await userEvent.type(within(dialog).getByLabelText(/Notice Date/), '11/15/2026');
    await userEvent.clear(within(dialog).getByLabelText(/Receipt Number/));
    await userEvent.type(within(dialog).getByLabelText(/Receipt Number/), 'EAC2612345678');
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'approval.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/upload-uscis-docs')).toEqual({
        petitionId: CASE_ID,
        key: 't/x/2026/11/approval.pdf',
        noticeType: 'approval',
        noticeDate: '2026-11-15',
        receiptNumber: 'EAC2612345678',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'USCIS notices' });
    expect(within(table).getByText('USCIS Approval Notice (I-797 / I-797A / I-797B)')).toBeInTheDocument();
    expect(within(table).getByText('Nov 15, 2026')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('USCIS Approval Notice (I-797 / I-797A / I-797B) added');
  });

  it('a refused notice deletes the newly uploaded file from storage and shows why', async () => {
    const api = createMockApi({
      '/petition/uscis-notices': () => ({ petitionId: CASE_ID, items: [], canUpload: true }),
      '/petition/upload-uscis-docs': () => {
        throw new ApiError('VALIDATION_FAILED', 'The notice date cannot be after today.', 422);
      },
      '/s3/delete': () => ({ data: { deleted: [] } }),
    });
    Object.assign(api, { upload: jest.fn(async (_p: string, fd: FormData) => stored(fd.get('file') as File)) });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add USCIS notice' });
    await userEvent.type(within(dialog).getByLabelText(/Notice Date/), '12/31/2026');
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'late.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notice' }));
    await waitFor(() => expect(api.lastPayload('/s3/delete')).toEqual({ keyName: ['t/x/2026/11/late.pdf'] }));
    expect((await within(dialog).findAllByText('The notice date cannot be after today.')).length).toBeGreaterThan(0);
  });

  it('a client reads the notices, previews a PDF in a dialog that Escape closes, and cannot add or delete', async () => {
    const api = createMockApi({
      '/petition/uscis-notices': () => ({ petitionId: CASE_ID, items: [notice(), notice({ id: '00000000-0000-4000-8000-000000000022', name: 'biometrics.png', mimetype: 'image/png', extn: 'png', noticeType: 'biometrics', noticeTypeLabel: 'Biometrics Appointment Notice', receiptNumber: null })], canUpload: false }),
      '/s3/get-signed-url': () => ({ data: '/files/signed/t/x/2026/11/i797c.pdf?exp=1&sig=a' }),
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api, user: makeSessionUser({ roleId: 51 }) });
    const table = await screen.findByRole('table', { name: 'USCIS notices' });
    expect(within(table).getByText('EAC2612345678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add notice' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Preview i797c.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'i797c.pdf' });
    // Drawn by pdf.js into a canvas of the page (no <object>: the CSP has object-src 'none').
    const frame = await within(dialog).findByRole('img', { name: 'Preview of i797c.pdf, page 1 of 2' });
    expect(frame.tagName).toBe('CANVAS');
    expect(within(dialog).queryByText(/cannot show PDFs/)).toBeNull();
    expect(global.fetch).toHaveBeenCalledWith('/files/signed/t/x/2026/11/i797c.pdf?exp=1&sig=a', expect.objectContaining({ credentials: 'omit' }));
    expect(api.lastPayload('/s3/get-signed-url')).toMatchObject({ keyName: 't/x/2026/11/i797c.pdf', petitionId: CASE_ID });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    expect(within(table).getByRole('button', { name: 'Preview i797c.pdf' })).toHaveFocus();

    await userEvent.click(within(table).getByRole('button', { name: 'Preview biometrics.png' }));
    const img = await screen.findByRole('img', { name: 'biometrics.png' });
    expect(img).toHaveAttribute('src', '/files/signed/t/x/2026/11/i797c.pdf?exp=1&sig=a');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the preview cannot be shown (and keeps Open in new tab) when the PDF bytes cannot be fetched', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const api = createMockApi({
      '/petition/uscis-notices': () => ({ petitionId: CASE_ID, items: [notice()], canUpload: true }),
      '/s3/get-signed-url': () => ({ data: 'https://bucket.example/i797c.pdf?sig=b' }),
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Preview i797c.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'i797c.pdf' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The preview could not be shown. Use “Open in new tab”');
    expect(within(dialog).getByRole('button', { name: 'Open in new tab' })).toBeEnabled();
    expect(dialog.querySelector('iframe, object')).toBeNull();
  });

  it('staff delete a notice after confirming', async () => {
    let list: TUscisNoticeList = { petitionId: CASE_ID, items: [notice()], canUpload: true };
    const api = createMockApi({
      '/petition/uscis-notices': () => list,
      '/petition/delete-case-document': () => {
        list = { ...list, items: [] };
        return { deleted: true };
      },
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete i797c.pdf' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/USCIS Receipt Notice \(I-797C\) of Nov 02, 2026/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.lastPayload('/petition/delete-case-document')).toEqual({ petitionId: CASE_ID, documentId: notice().id }));
    expect(await screen.findByRole('heading', { name: 'No USCIS notice yet' })).toBeInTheDocument();
  });
});
