import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAwaitingReviewItem, TAwaitingReviewResult } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import ApprovalDocumentsPage from '../ApprovalDocumentsPage';
import DocumentsPage from '../DocumentsPage';
import { createMockApi, makeSessionUser, renderDetails } from 'case-kit/testing/details';

jest.setTimeout(30_000);

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

const item = (n: number, over: Partial<TAwaitingReviewItem> = {}): TAwaitingReviewItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  petitionId: CASE_ID,
  docKey: 'resume',
  category: 'checklist',
  path: `t/x/2026/11/${n}.pdf`,
  name: `resume-${n}.pdf`,
  mimetype: 'application/pdf',
  extn: 'pdf',
  size: 100,
  version: 1,
  current: true,
  status: null,
  reason: null,
  uploadedByKind: 'client',
  uploadedByName: 'Ananya Iyer',
  reviewedByName: null,
  reviewedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  caseNumber: 'H1B-2026-00042',
  docLabel: 'Resume / CV',
  beneficiaryName: 'Ananya Iyer',
  ...over,
});

const PAGES = {
  '/approval-documents': {
    Page: (p: PageProps) => <ApprovalDocumentsPage {...p} />,
    routeId: 'cases.approvalDocuments',
  },
  '/documents': { Page: (p: PageProps) => <DocumentsPage {...p} />, routeId: 'cases.documents' },
};

describe('/approval-documents', () => {
  it('lists documents awaiting review across cases, accepts one and rejects one with a reason', async () => {
    let result: TAwaitingReviewResult = {
      items: [item(1), item(2, { caseNumber: 'H4-2026-00007', docLabel: 'Marriage Certificate' })],
      total: 2,
    };
    const api = createMockApi({
      '/petition/documents-awaiting-review': () => result,
      '/petition/accept-beneficiary-docs': (p) => {
        result = { items: result.items.filter((i) => i.id !== p.documentId), total: result.total - 1 };
        return { ...item(1), status: p.status as boolean };
      },
    });
    renderDetails(PAGES, { url: '/approval-documents', api });
    expect(await screen.findByRole('heading', { name: 'Approval Documents' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Documents awaiting review' });
    expect(within(table).getByRole('link', { name: 'H1B-2026-00042' })).toHaveAttribute(
      'href',
      `/petition-details/${CASE_ID}`,
    );
    expect(within(table).getByText('Marriage Certificate')).toBeInTheDocument();
    expect(screen.getByText(/2 waiting/)).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Accept resume-1.pdf' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/accept-beneficiary-docs')).toMatchObject({
        petitionId: CASE_ID,
        documentId: item(1).id,
        status: true,
      }),
    );
    await waitFor(() => expect(screen.queryByText('resume-1.pdf (v1)')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reject resume-2.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject resume-2.pdf' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Wrong person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/accept-beneficiary-docs')).toMatchObject({
        documentId: item(2).id,
        status: false,
        reason: 'Wrong person',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
  });

  it('/documents shows the checklist of the case named in the query', async () => {
    const api = createMockApi({
      '/petition/document-checklist': () => ({
        petitionId: CASE_ID,
        caseNumber: 'H1B-2026-00042',
        typeId: 1,
        kind: 'petition',
        slots: [],
        missing: [],
        canReview: true,
      }),
      '/petition/uscis-notices': () => ({ petitionId: CASE_ID, items: [], canUpload: true }),
    });
    renderDetails(PAGES, { url: `/documents?petitionId=${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'No document checklist' })).toBeInTheDocument();
    expect(api.lastPayload('/petition/document-checklist')).toEqual({ petitionId: CASE_ID });
  });

  it('/documents without a case lists what awaits review and links to the cases', async () => {
    const api = createMockApi({ '/petition/documents-awaiting-review': () => ({ items: [], total: 0 }) });
    renderDetails(PAGES, { url: '/documents', api });
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'case list' })).toHaveAttribute('href', '/petitions');
  });

  it('/documents for a client points to the case and asks the server for no review list', async () => {
    const api = createMockApi({});
    renderDetails(PAGES, { url: '/documents', api, user: makeSessionUser({ roleId: 51 }) });
    expect(await screen.findByText(/upload the documents it asks for/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.payloads('/petition/documents-awaiting-review')).toEqual([]);
  });
});
