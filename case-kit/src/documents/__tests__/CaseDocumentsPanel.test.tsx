import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaseChecklist, TCaseDocument, TChecklistSlotView } from 'shared/contract';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { CaseDocumentsPanel } from '../components/CaseDocumentsPanel';

jest.setTimeout(30_000);

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

const doc = (over: Partial<TCaseDocument> = {}): TCaseDocument => ({
  id: '00000000-0000-4000-8000-000000000001',
  petitionId: CASE_ID,
  docKey: 'passport_bio_page',
  category: 'checklist',
  path: 't/x/2026/11/a.pdf',
  name: 'passport.pdf',
  mimetype: 'application/pdf',
  extn: 'pdf',
  size: 1000,
  version: 1,
  current: true,
  status: null,
  reason: null,
  uploadedByKind: 'client',
  uploadedByName: 'Ananya Iyer',
  reviewedByName: null,
  reviewedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const slot = (over: Partial<TChecklistSlotView> = {}): TChecklistSlotView => ({
  key: 'passport_bio_page',
  label: 'Passport (bio page)',
  required: true,
  multiple: false,
  files: [],
  previous: [],
  error: 'Passport (bio page) is required',
  ...over,
});

const checklist = (slots: TChecklistSlotView[], canReview = true): TCaseChecklist => ({
  petitionId: CASE_ID,
  caseNumber: 'H1B-2026-00042',
  typeId: 1,
  kind: 'petition',
  slots,
  missing: slots.flatMap((s) => (s.error ? [s.error] : [])),
  canReview,
});

/** The panel also lists the case's USCIS notices: none here. */
const panelApi = (handlers: Parameters<typeof createMockApi>[0]) =>
  createMockApi({ '/petition/uscis-notices': () => ({ petitionId: CASE_ID, items: [], canUpload: true }), ...handlers });

function Host(_: PageProps) {
  return <CaseDocumentsPanel petitionId={CASE_ID} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

describe('CaseDocumentsPanel', () => {
  it('shows the slots with the required message, rejects with a reason, accepts, and lists previous versions', async () => {
    let list = checklist([
      slot({ files: [doc({ version: 2 })], previous: [doc({ id: '00000000-0000-4000-8000-000000000009', name: 'old.pdf', current: false, status: false, reason: 'Blurry' })] }),
      slot({ key: 'pay_stubs', label: 'Pay Stubs', required: false, multiple: true, error: null }),
    ]);
    const api = panelApi({
      '/petition/document-checklist': () => list,
      '/petition/accept-beneficiary-docs': (p) => {
        const d = doc({ version: 2, status: p.status as boolean, reason: (p.reason as string) ?? null });
        list = checklist([slot({ files: [d], previous: list.slots[0]!.previous, error: d.status ? null : 'Passport (bio page) is required' }), list.slots[1]!]);
        return d;
      },
    });
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'Passport (bio page)' })).toBeInTheDocument();
    expect(screen.getByText('Passport (bio page) is required')).toBeInTheDocument();
    expect(screen.getByText('1 required document(s) missing')).toBeInTheDocument();
    expect(screen.getByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByText('No file yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Pay Stubs' })).toBeInTheDocument();

    // Previous versions are behind a disclosure.
    expect(screen.queryByText('old.pdf')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show previous versions (1)' }));
    expect(screen.getByText('old.pdf')).toBeInTheDocument();
    expect(screen.getByText('Reason: Blurry')).toBeInTheDocument();

    // Rejecting needs a reason.
    await userEvent.click(screen.getByRole('button', { name: 'Reject passport.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject passport.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please fill Reason .')).toBeInTheDocument();
    expect(api.payloads('/petition/accept-beneficiary-docs')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Expired passport');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/accept-beneficiary-docs')).toMatchObject({ petitionId: CASE_ID, status: false, reason: 'Expired passport' }),
    );
    expect(await screen.findByText('Reason: Expired passport')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept passport.pdf' }));
    expect(await screen.findByText('All required documents accepted')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toEqual(expect.arrayContaining(['passport.pdf rejected', 'passport.pdf accepted']));
  });

  it('uploads a dropped file with progress and attaches it to the slot; a refused attach deletes the upload', async () => {
    let list = checklist([slot()]);
    const api = panelApi({
      '/petition/document-checklist': () => list,
      '/petition/manage-document-upload': (p) => {
        if ((p.key as string).endsWith('bad.pdf')) throw new ApiError('VALIDATION_FAILED', 'Only images, PDF and Word documents can be uploaded', 422);
        const d = doc({ status: true, uploadedByKind: 'staff', name: 'scan.pdf' });
        list = checklist([slot({ files: [d], error: null })]);
        return d;
      },
      '/s3/delete': () => ({ data: [] }),
    });
    const upload = jest.fn(async (_path: string, fd: FormData, opts?: { onProgress?: (e: { loaded: number; total: number; percent: number }) => void }) => {
      const file = fd.get('file') as File;
      opts?.onProgress?.({ loaded: 1, total: 2, percent: 50 });
      return { data: [{ id: 'f', name: file.name, mimetype: 'application/pdf', extn: 'pdf', path: `t/x/2026/11/${file.name}`, size: file.size, petitionId: null, isNew: true, status: true, createdAt: '' }] };
    });
    Object.assign(api, { upload });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await screen.findByRole('heading', { name: 'Passport (bio page)' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.lastPayload('/petition/manage-document-upload')).toMatchObject({ petitionId: CASE_ID, docKey: 'passport_bio_page', key: 't/x/2026/11/scan.pdf' }));
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('All required documents accepted')).toBeInTheDocument();

    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'bad.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.lastPayload('/s3/delete')).toEqual({ keyName: ['t/x/2026/11/bad.pdf'] }));
    expect(await screen.findByText(/Only images, PDF and Word documents can be uploaded/)).toBeInTheDocument();
  });

  it('hides review and download for clients, lets them delete their pending file after confirming', async () => {
    let list = checklist([slot({ files: [doc()] })], false);
    const api = panelApi({
      '/petition/document-checklist': () => list,
      '/petition/delete-case-document': () => {
        list = checklist([slot()], false);
        return { deleted: true };
      },
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await screen.findByText('passport.pdf');
    expect(screen.queryByRole('button', { name: 'Accept passport.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download all' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete passport.pdf' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(api.payloads('/petition/delete-case-document')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.lastPayload('/petition/delete-case-document')).toEqual({ petitionId: CASE_ID, documentId: doc().id }));
    expect(await screen.findByText('No file yet.')).toBeInTheDocument();
  });

  it('opens a file through a signed address in a new tab', async () => {
    const api = panelApi({
      '/petition/document-checklist': () => checklist([slot({ files: [doc()] })]),
      '/s3/get-signed-url': () => ({ data: 'https://files.example/signed' }),
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await userEvent.click(await screen.findByRole('button', { name: 'Open passport.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/signed'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.lastPayload('/s3/get-signed-url')).toMatchObject({ keyName: 't/x/2026/11/a.pdf', fileName: 'passport.pdf', petitionId: CASE_ID });
    open.mockRestore();
  });

  it('shows the missing-case state when the checklist answers 404', async () => {
    const api = panelApi({
      '/petition/document-checklist': () => {
        throw new ApiError('NOT_FOUND', 'Case not found', 404);
      },
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'This case does not exist' })).toBeInTheDocument();
    expect(screen.queryByText('Case documents')).not.toBeInTheDocument();
  });
});
