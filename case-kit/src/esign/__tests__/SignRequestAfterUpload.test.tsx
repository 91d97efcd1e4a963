import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPdfFormVersionListResult, TSignRequestListResult } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { makeSessionUser } from '../../details/testing/sessionUser';
import { FormsPanel } from '../../forms/components/FormsPanel';
import { SignaturesPanel } from '../components/SignaturesPanel';
import { CASE_ID, listResult } from '../testing/fixtures';

jest.setTimeout(30_000);

/** The Forms tab as staff see it: the forms (with the upload) above the signatures panel. */
function FormsTab({ params }: PageProps) {
  return (
    <>
      <FormsPanel petitionId={params.itemId!} />
      <SignaturesPanel petitionId={params.itemId!} isStaff />
    </>
  );
}

it('enables "Request petitioner signature" as soon as a prepared form is uploaded, without a reload', async () => {
  let forms: TPdfFormVersionListResult = { forms: [], versions: [] };
  let signatures: TSignRequestListResult = listResult({ documents: [] });
  const api = createMockApi({
    '/petition/pdf-form-version-list': () => forms,
    '/petition/sign-request-list': () => signatures,
    '/petition/upload-forms-and-letters': (p) => {
      const v = {
        id: '00000000-0000-4000-8000-000000000001',
        petitionId: CASE_ID,
        formCode: p.formCode as string,
        edition: '',
        source: 'uploaded' as const,
        category: 'form' as const,
        isFinal: false,
        finalAt: null,
        finalByName: null,
        version: 1,
        file: { id: 'f-up', path: p.key as string, name: 'I-129 prepared.pdf', size: 10, sha256: 'x' },
        unmappedCount: 0,
        createdBy: null,
        createdByName: 'Alex Admin',
        createdAt: '2026-11-22T10:00:00.000Z',
      };
      forms = { ...forms, versions: [v] };
      signatures = listResult({ documents: [{ fileId: 'f-up', name: 'I-129 prepared.pdf', path: p.key as string, size: 10, createdAt: v.createdAt, source: 'form' }] });
      return v;
    },
  });
  Object.assign(api, {
    upload: jest.fn(async (_path: string, fd: FormData) => ({
      data: [{ id: 'f-up', name: (fd.get('file') as File).name, mimetype: 'application/pdf', extn: 'pdf', path: 't/x/2026/11/prepared.pdf', size: 10, petitionId: null, isNew: true, status: true, createdAt: '' }],
    })),
  });
  renderDetails(
    { '/petition-details/:itemId': { Page: FormsTab, routeId: 'cases.petitionDetails' } },
    { url: `/petition-details/${CASE_ID}?tab=Forms`, api, user: makeSessionUser({ roleId: 6 }) },
  );
  const request = await screen.findByRole('button', { name: 'Request petitioner signature' });
  expect(request).toBeDisabled();

  const user = userEvent.setup({ applyAccept: false });
  await user.type(screen.getByLabelText(/^Name/), 'I-129 prepared');
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'prepared.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(api.payloads('/petition/upload-forms-and-letters')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Request petitioner signature' })).toBeEnabled());
  expect(api.payloads('/petition/sign-request-list')).toHaveLength(2);
});
