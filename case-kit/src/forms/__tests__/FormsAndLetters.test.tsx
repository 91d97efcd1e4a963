import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPdfFormVersion, TPdfFormVersionListResult } from 'shared/contract';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { FormsPanel } from '../components/FormsPanel';

jest.setTimeout(30_000);

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

const version = (n: number, over: Partial<TPdfFormVersion> = {}): TPdfFormVersion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  petitionId: CASE_ID,
  formCode: 'I-129',
  edition: '01/20/25',
  source: 'generated',
  category: 'form',
  isFinal: false,
  finalAt: null,
  finalByName: null,
  version: n,
  file: { id: `f${n}`, path: `t/x/2026/11/v${n}.pdf`, name: `I-129-v${n}.pdf`, size: 1000, sha256: 'x' },
  unmappedCount: 0,
  createdBy: null,
  createdByName: 'Alex Admin',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...over,
});

const stored = (name: string) => ({
  data: [
    {
      id: 'f',
      name,
      mimetype: 'application/pdf',
      extn: 'pdf',
      path: `t/x/2026/11/${name}`,
      size: 10,
      petitionId: null,
      isNew: true,
      status: true,
      createdAt: '',
    },
  ],
});

function Host(_: PageProps) {
  return <FormsPanel petitionId={CASE_ID} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

describe('FormsPanel: forms and letters', () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    jest.restoreAllMocks();
  });

  it('uploads a prepared letter (PDF only) as a new final version, and deletes the upload again when refused', async () => {
    let list: TPdfFormVersionListResult = { forms: [], versions: [] };
    const api = createMockApi({
      '/petition/pdf-form-version-list': () => list,
      '/petition/upload-forms-and-letters': (p) => {
        if ((p.key as string).endsWith('refused.pdf'))
          throw new ApiError('CONFLICT', 'This file is already attached to the case.', 409);
        const v = version(1, {
          formCode: p.formCode as string,
          edition: '',
          source: 'uploaded',
          category: 'letter',
          isFinal: true,
          file: { id: 'f', path: p.key as string, name: 'support.pdf', size: 10, sha256: 'x' },
        });
        list = { ...list, versions: [v] };
        return v;
      },
      '/s3/delete': () => ({ data: { deleted: [] } }),
    });
    Object.assign(api, {
      upload: jest.fn(async (_path: string, fd: FormData) => stored((fd.get('file') as File).name)),
    });
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    // No mapped form for this case type: the empty state, and uploads still possible.
    expect(await screen.findByRole('heading', { name: 'No USCIS form to fill' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload a prepared form or letter' })).toBeInTheDocument();

    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    // A name is needed for another form or letter.
    await user.upload(input, new File(['%PDF-1.4'], 'support.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please fill Form or letter .')).toBeInTheDocument();
    expect(api.payloads('/petition/upload-forms-and-letters')).toEqual([]);

    await user.type(screen.getByLabelText(/^Name/), 'Employer support letter');
    await user.click(screen.getByRole('checkbox', { name: 'Mark as the final version to file' }));
    // Not a PDF: refused before any upload.
    await user.upload(input, new File(['x'], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByText(/Only PDF files can be uploaded as forms and letters\./)).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4'], 'support.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/upload-forms-and-letters')).toMatchObject({
        petitionId: CASE_ID,
        key: 't/x/2026/11/support.pdf',
        formCode: 'Employer support letter',
        category: 'letter',
        markFinal: true,
      }),
    );
    const row = (await screen.findByRole('checkbox', { name: 'Choose Employer support letter version 1' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Uploaded')).toBeInTheDocument();
    expect(within(row).getByText('Letter')).toBeInTheDocument();
    expect(within(row).getByText('Final')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain(
      'support.pdf added as Employer support letter version 1',
    );

    // The same letter is now offered in the list; a refused attach removes the stored upload.
    expect(screen.getByRole('option', { name: 'Employer support letter (letter)' })).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4'], 'refused.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.lastPayload('/s3/delete')).toEqual({ keyName: ['t/x/2026/11/refused.pdf'] }));
    expect(await screen.findByText(/This file is already attached to the case\./)).toBeInTheDocument();
  });

  it('marks a version final, deletes one after confirming, and downloads the chosen versions', async () => {
    let list: TPdfFormVersionListResult = {
      forms: [],
      versions: [version(2, { source: 'uploaded' }), version(1)],
    };
    const api = createMockApi({
      '/petition/pdf-form-version-list': () => list,
      '/petition/update-forms-and-letters-version': (p) => {
        list = {
          ...list,
          versions: list.versions.map((v) => ({ ...v, isFinal: v.id === p.versionId && (p.isFinal as boolean) })),
        };
        return list.versions.find((v) => v.id === p.versionId);
      },
      '/filled-forms-and-letters/delete': (p) => {
        list = { ...list, versions: list.versions.filter((v) => v.id !== p.versionId) };
        return { deleted: true };
      },
      '/filled-forms-and-letters/download': (p) =>
        (p.versionIds as string[]).length === 1
          ? { kind: 'url', url: 'https://files.example/v.pdf', fileName: 'I-129-v1.pdf' }
          : { kind: 'zip', fileName: 'forms.zip', mimeType: 'application/zip', contentBase64: 'UEsFBg==', rowCount: 2 },
    });
    const tab = { location: { href: '' }, close: jest.fn() };
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark I-129 version 2 as final' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/update-forms-and-letters-version')).toEqual({
        petitionId: CASE_ID,
        versionId: version(2).id,
        isFinal: true,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unmark I-129 version 2 as final' })).toBeInTheDocument();
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('I-129 version 2 is the final version');

    // Download: one chosen version opens through its signed address, two arrive as a zip.
    const downloadSelected = screen.getByRole('button', { name: 'Download selected' });
    expect(downloadSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose I-129 version 1' }));
    await user.click(downloadSelected);
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/v.pdf'));
    expect(api.lastPayload('/filled-forms-and-letters/download')).toEqual({
      petitionId: CASE_ID,
      versionIds: [version(1).id],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Choose I-129 version 2' }));
    await user.click(screen.getByRole('button', { name: 'Download selected (2)' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();
    expect(api.lastPayload('/filled-forms-and-letters/download')).toEqual({
      petitionId: CASE_ID,
      versionIds: [version(2).id, version(1).id],
    });

    // Delete asks first; cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: 'Delete I-129 version 2' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete I-129 version 2 (I-129-v2.pdf)? It is the final version to file.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.payloads('/filled-forms-and-letters/delete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete I-129 version 2' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.lastPayload('/filled-forms-and-letters/delete')).toEqual({
        petitionId: CASE_ID,
        versionId: version(2).id,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /I-129 version 2/ })).not.toBeInTheDocument());
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('I-129 version 2 deleted');
  });
});
