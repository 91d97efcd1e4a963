import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type UploadOptions } from 'shared/client';
import type { TDocumentInput } from 'shared/contract';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { COMPANY_DOCUMENT_GROUPS } from '../../petitioners/utils/companyDocumentGroups';
import { DocumentUploader } from './DocumentUploader';

const stored = (name: string, i: number) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name,
  mimetype: 'application/pdf',
  extn: 'pdf',
  path: `t/00000000-0000-4000-8000-000000000001/2026/01/00000000-0000-4000-8000-00000000000${i}.pdf`,
  size: 1234,
  petitionId: null,
  isNew: true,
  status: true,
  createdAt: '2026-01-02T00:00:00.000Z',
});

function setup(upload: (path: string, fd: FormData, opts?: UploadOptions) => Promise<unknown>) {
  const api = createMockApi();
  api.upload = jest.fn(upload) as typeof api.upload;
  const attach = jest.fn(async (docs: TDocumentInput[]) => ({ documents: [] as never[], docs }));
  const firstType = COMPANY_DOCUMENT_GROUPS[0]!.slots[0]!;
  const r = renderWithServices(<DocumentUploader groups={COMPANY_DOCUMENT_GROUPS} owner="Northwind" attach={attach} />, { api });
  return { ...r, attach, firstType };
}

const pdf = (name: string) => new File(['%PDF-1.4 hello'], name, { type: 'application/pdf' });

test('asks for the document type first (SPEC §5 wording) and uploads nothing without it', async () => {
  const { api, attach } = setup(async () => ({ data: [] }));
  await userEvent.upload(screen.getByTestId('file-drop-input'), pdf('a.pdf'));
  expect(await screen.findByText('Please fill Document type .')).toBeInTheDocument();
  expect(api.upload).not.toHaveBeenCalled();
  expect(attach).not.toHaveBeenCalled();
});

test('uploads each file as multipart with progress, then attaches them under the type', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const { api, attach, firstType, toasts } = setup(async (_path, fd, opts) => {
    const file = fd.get('file') as File;
    opts?.onProgress?.({ loaded: 5, total: 10, percent: 50 });
    await gate;
    return { data: [stored(file.name, file.name === 'a.pdf' ? 2 : 3)] };
  });
  await userEvent.selectOptions(screen.getByLabelText(/Document type/), firstType.key);
  await userEvent.upload(screen.getByTestId('file-drop-input'), [pdf('a.pdf'), pdf('b.pdf')]);
  const list = await screen.findByRole('list', { name: 'Uploads' });
  expect(await within(list).findByText(/50%/)).toBeInTheDocument();
  expect(within(list).getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute('value', '50');
  release();
  await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
  expect(api.upload).toHaveBeenCalledTimes(2);
  expect((api.upload as jest.Mock).mock.calls[0][0]).toBe('/s3/upload');
  expect(attach.mock.calls[0]![0]).toEqual([
    { docType: firstType.key, key: stored('a.pdf', 2).path, name: 'a.pdf', mimetype: 'application/pdf', size: 1234 },
    { docType: firstType.key, key: stored('b.pdf', 3).path, name: 'b.pdf', mimetype: 'application/pdf', size: 1234 },
  ]);
  await waitFor(() => expect(within(list).getAllByText(/Done/)).toHaveLength(2));
  expect(toasts.getState().toasts.map((t) => t.message)).toContain(`2 files added to Northwind as ${firstType.label}.`);
});

test('a refused file shows the server message; the others are still attached', async () => {
  const { attach, firstType } = setup(async (_p, fd) => {
    const file = fd.get('file') as File;
    if (file.name === 'big.pdf') throw new ApiError('PAYLOAD_TOO_LARGE', 'Files may be at most 25 MB.', 413);
    return { data: [stored(file.name, 4)] };
  });
  await userEvent.selectOptions(screen.getByLabelText(/Document type/), firstType.key);
  await userEvent.upload(screen.getByTestId('file-drop-input'), [pdf('big.pdf'), pdf('ok.pdf')]);
  expect(await screen.findByText('Files may be at most 25 MB.')).toBeInTheDocument();
  await waitFor(() => expect(attach).toHaveBeenCalledTimes(1));
  expect(attach.mock.calls[0]![0].map((d) => d.name)).toEqual(['ok.pdf']);
});

test('a file of a refused type never reaches the server', async () => {
  const { api, firstType } = setup(async () => ({ data: [] }));
  await userEvent.selectOptions(screen.getByLabelText(/Document type/), firstType.key);
  await userEvent.upload(screen.getByTestId('file-drop-input'), new File(['x'], 'run.exe', { type: 'application/x-msdownload' }), {
    applyAccept: false,
  });
  expect(await screen.findByText(/Only images, PDF and Word documents can be uploaded/)).toBeInTheDocument();
  expect(api.upload).not.toHaveBeenCalled();
});
