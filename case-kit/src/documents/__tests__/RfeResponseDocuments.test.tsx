import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaseChecklist, TCaseDocument, TRfeApprovalRequest, TRfeResponseDocs } from 'shared/contract';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { CaseDocumentsPanel } from '../components/CaseDocumentsPanel';

jest.setTimeout(30_000);

const RFE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6c';

const doc = (over: Partial<TCaseDocument> = {}): TCaseDocument => ({
  id: '00000000-0000-4000-8000-000000000011',
  petitionId: RFE_ID,
  docKey: 'rfe_response_letter',
  category: 'rfe_response',
  path: 't/x/2026/11/brief.pdf',
  name: 'brief.pdf',
  mimetype: 'application/pdf',
  extn: 'pdf',
  size: 1000,
  version: 1,
  current: true,
  status: null,
  reason: null,
  uploadedByKind: 'staff',
  uploadedByName: 'Priya Paralegal',
  reviewedByName: null,
  reviewedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const request = (over: Partial<TRfeApprovalRequest> = {}): TRfeApprovalRequest => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'pending',
  note: 'Exhibit 9 is the expert opinion.',
  documentIds: [doc().id],
  requestedByName: 'Priya Paralegal',
  requestedAt: '2026-11-22T11:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
  reason: null,
  ...over,
});

const view = (over: Partial<TRfeResponseDocs> = {}): TRfeResponseDocs => ({
  petitionId: RFE_ID,
  caseNumber: 'RFE-2026-00003',
  statusId: 24,
  statusName: 'RFE Received',
  slots: [
    { key: 'rfe_response_letter', label: 'RFE Response Letter (cover brief)', multiple: false },
    { key: 'rfe_exhibits', label: 'Response Exhibits', multiple: true },
  ],
  documents: [],
  previous: [],
  approval: null,
  history: [],
  canUpload: true,
  canRequestApproval: false,
  requestBlocker: 'Upload the response documents before asking for approval.',
  canDecide: false,
  ...over,
});

const rfeChecklist: TCaseChecklist = { petitionId: RFE_ID, caseNumber: 'RFE-2026-00003', typeId: 8, kind: 'rfe', slots: [], missing: [], canReview: true };

function Host(_: PageProps) {
  return <CaseDocumentsPanel petitionId={RFE_ID} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.rfePetitionDetails' } };

const base = (rfe: () => TRfeResponseDocs, more: Parameters<typeof createMockApi>[0] = {}) =>
  createMockApi({
    '/petition/document-checklist': () => rfeChecklist,
    '/petition/uscis-notices': () => ({ petitionId: RFE_ID, items: [], canUpload: true }),
    '/petition/rfe-response-docs': () => rfe(),
    ...more,
  });

describe('RFE response documents', () => {
  it('only shows on RFE cases', async () => {
    const api = base(() => view(), { '/petition/document-checklist': () => ({ ...rfeChecklist, kind: 'petition', typeId: 1 }) });
    renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'USCIS notices' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RFE response documents' })).not.toBeInTheDocument();
    expect(api.payloads('/petition/rfe-response-docs')).toEqual([]);
  });

  it('staff upload a response document of the chosen kind with progress, then ask the attorney for approval', async () => {
    let current = view();
    const api = base(() => current, {
      '/petition/upload-rfe-response-docs': (p) => {
        current = view({ statusId: 32, statusName: 'Response Docs Prepared', documents: [doc({ docKey: p.docKey as string, name: 'exhibit-1.pdf' })], canRequestApproval: true, requestBlocker: null });
        return current;
      },
      '/petition/req-rfe-response-docs-approval': (p) => {
        current = view({ ...current, approval: request({ note: (p.note as string) ?? null }), history: [request()], canUpload: false, canRequestApproval: false, requestBlocker: null });
        return current;
      },
    });
    const upload = jest.fn(async (_path: string, fd: FormData, opts?: { onProgress?: (e: { loaded: number; total: number; percent: number }) => void }) => {
      const file = fd.get('file') as File;
      opts?.onProgress?.({ loaded: 1, total: 2, percent: 50 });
      return { data: [{ id: 'f', name: file.name, mimetype: 'application/pdf', extn: 'pdf', path: `t/x/2026/11/${file.name}`, size: file.size, petitionId: null, isNew: true, status: true, createdAt: '' }] };
    });
    Object.assign(api, { upload });
    const { toasts } = renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    const section = await screen.findByRole('region', { name: 'RFE response documents' });
    expect(await within(section).findByText('RFE Received')).toBeInTheDocument();
    expect(within(section).getByText(/No response document yet/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Request attorney approval' })).toBeDisabled();
    expect(within(section).getByText('Upload the response documents before asking for approval.')).toBeInTheDocument();

    await userEvent.selectOptions(within(section).getByLabelText('Kind of document'), 'rfe_exhibits');
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'exhibit-1.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/upload-rfe-response-docs')).toMatchObject({ petitionId: RFE_ID, docKey: 'rfe_exhibits', key: 't/x/2026/11/exhibit-1.pdf' }),
    );
    expect(await within(section).findByText('Response Docs Prepared')).toBeInTheDocument();
    expect(within(section).getByText('Draft')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('exhibit-1.pdf added as Response Exhibits');

    await userEvent.type(within(section).getByLabelText('Note for the attorney'), 'Exhibit 9 is the expert opinion.');
    await userEvent.click(within(section).getByRole('button', { name: 'Request attorney approval' }));
    await waitFor(() => expect(api.lastPayload('/petition/req-rfe-response-docs-approval')).toEqual({ petitionId: RFE_ID, note: 'Exhibit 9 is the expert opinion.' }));
    expect(await within(section).findByText(/Waiting for attorney approval — requested by Priya Paralegal/)).toBeInTheDocument();
    expect(within(section).getByText('Awaiting approval')).toBeInTheDocument();
    // Waiting for the decision: no upload, no second request, and this user cannot decide.
    expect(within(section).queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Request attorney approval' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve response documents' })).not.toBeInTheDocument();
  });

  it('the attorney sends the documents back with a required reason the requester sees', async () => {
    let current = view({ statusId: 32, statusName: 'Response Docs Prepared', documents: [doc()], approval: request(), history: [request()], canUpload: false, canDecide: true, requestBlocker: null });
    const api = base(() => current, {
      '/petition/approve-rfe-response-docs': (p) => {
        if (p.approve) {
          current = view({ statusId: 33, statusName: 'Response Docs Approved', documents: [doc({ status: true })], approval: request({ status: 'approved', decidedByName: 'Alan Attorney', decidedAt: '2026-11-22T12:00:00.000Z' }), canUpload: true });
        } else {
          current = view({
            statusId: 32,
            statusName: 'Response Docs Prepared',
            documents: [doc({ status: false, reason: p.reason as string })],
            approval: request({ status: 'rejected', reason: p.reason as string, decidedByName: 'Alan Attorney', decidedAt: '2026-11-22T12:00:00.000Z' }),
            canUpload: true,
            canRequestApproval: true,
            requestBlocker: null,
          });
        }
        return current;
      },
    });
    renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    const section = await screen.findByRole('region', { name: 'RFE response documents' });
    expect(await within(section).findByText('Note: Exhibit 9 is the expert opinion.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the response documents back' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText('Please fill Reason .')).toBeInTheDocument();
    expect(api.payloads('/petition/approve-rfe-response-docs')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Add the end-client letter.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(api.lastPayload('/petition/approve-rfe-response-docs')).toEqual({ petitionId: RFE_ID, approve: false, reason: 'Add the end-client letter.' }));
    expect(await within(section).findByText(/Sent back by Alan Attorney .*: Add the end-client letter\./)).toBeInTheDocument();
    expect(within(section).getAllByText('Sent back').length).toBeGreaterThan(0);

  });

  it('the attorney approves: the case shows Response Docs Approved', async () => {
    let current = view({ statusId: 32, statusName: 'Response Docs Prepared', documents: [doc()], approval: request(), history: [request()], canUpload: false, canDecide: true, requestBlocker: null });
    const api = base(() => current, {
      '/petition/approve-rfe-response-docs': () => {
        current = view({ statusId: 33, statusName: 'Response Docs Approved', documents: [doc({ status: true })], approval: request({ status: 'approved', decidedByName: 'Alan Attorney', decidedAt: '2026-11-22T12:00:00.000Z' }), canUpload: true });
        return current;
      },
    });
    const { toasts } = renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    const section = await screen.findByRole('region', { name: 'RFE response documents' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Approve response documents' }));
    await waitFor(() => expect(api.lastPayload('/petition/approve-rfe-response-docs')).toEqual({ petitionId: RFE_ID, approve: true }));
    expect(await within(section).findByText('Response Docs Approved')).toBeInTheDocument();
    expect(within(section).getByText(/Approved by Alan Attorney/)).toBeInTheDocument();
    expect(within(section).getByText('Approved')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('Response documents approved');
  });

  it('a client reads the response documents without any action', async () => {
    const api = base(() => view({ statusId: 33, statusName: 'Response Docs Approved', documents: [doc({ status: true })], canUpload: false, canRequestApproval: false, requestBlocker: null }));
    renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    const section = await screen.findByRole('region', { name: 'RFE response documents' });
    expect(await within(section).findByText('brief.pdf')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Preview brief.pdf' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete brief.pdf' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Request attorney approval' })).not.toBeInTheDocument();
    expect(section.querySelector('input[type="file"]')).toBeNull();
  });

  it('shows the error state when the response documents cannot be loaded', async () => {
    const api = base(() => {
      throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
    });
    renderDetails(PAGES, { url: `/case/${RFE_ID}`, api });
    const section = await screen.findByRole('region', { name: 'RFE response documents' });
    expect(await within(section).findByText(/Something went wrong/)).toBeInTheDocument();
  });
});
