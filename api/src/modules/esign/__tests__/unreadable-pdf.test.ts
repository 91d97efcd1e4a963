import { createPetitionCall, requestForPetitionerSignCall, signRequestListCall } from 'shared/contract';
import { loadUserPdf } from '../../../platform/pdf';
import { newStorageKey } from '../../../platform/storage/storage.service';
import { withTenant } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import { samplePdf, sha256 } from './support';
import { caseTenantSuite } from '../../../testing';

/*
 * Issue 14 point 9: /petition/request-for-petitioner-sign on an uploaded file that is not a valid
 * PDF answered 500 (a pdf-lib TypeError). Uploaded PDFs are read through platform/pdf, which
 * answers 422 with a message a person understands, naming the file.
 */

/** A one-page PDF whose page dictionary has `entries` (and `box` as its media box). */
const onePage = (entries: string, box = '/MediaBox[0 0 612 792]') =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R${box}${entries}>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`;

/** Files that start like a PDF but that pdf-lib cannot work on (each was a TypeError or Error). */
const BROKEN: Record<string, string> = {
  'header and an empty object': '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n',
  'header only': '%PDF-1.7\n',
  'header and garbage': `%PDF-1.4\n${'x'.repeat(200)}`,
  'catalog without pages': '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
  'page tree without kids': '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 1>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
  'page without a size':
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
  'no pages': '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[4 0 R]/Count 1>>endobj\n4 0 obj 42 endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
  // These load and have a size, but drawing the signature on them failed.
  'resources not a dictionary': onePage('/Resources 5'),
  'fonts not a dictionary': onePage('/Resources<</Font 5>>'),
  'contents not a stream': onePage('/Contents 7'),
  'annotations not a list': onePage('/Annots 5'),
  'media box of three numbers': onePage('', '/MediaBox[0 0 612]'),
  'form not a dictionary':
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/AcroForm 5>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
};

describe('loadUserPdf', () => {
  it.each(Object.entries(BROKEN))('%s → 422 naming the file', async (_what, text) => {
    await expect(loadUserPdf(Buffer.from(text, 'latin1'), { name: 'scan.pdf', path: 'fileIds' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      statusCode: 422,
      message: expect.stringContaining('“scan.pdf” cannot be opened as a PDF'),
      issues: [{ path: 'fileIds' }],
    });
  });

  it('loads a real PDF', async () => {
    const doc = await loadUserPdf(await samplePdf(3));
    expect(doc.getPageCount()).toBe(3);
  });
});

describe('request-for-petitioner-sign on a file that is not a valid PDF (issue 14.9)', () => {
  const { h, A } = caseTenantSuite();

  it.each(Object.entries(BROKEN))('%s → 422 with a plain message, nothing requested', async (what, text) => {
    const c = await h.post(A.t, createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin);
    expect(c.status).toBe(200);
    const bytes = Buffer.from(text, 'latin1');
    const key = newStorageKey(A.t.id, 'pdf');
    await h.app.storage.put(key, bytes, { contentType: 'application/pdf', size: bytes.length });
    const name = `Uploaded ${what}.pdf`;
    const [file] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .insert(files)
        .values({ key, name, mimetype: 'application/pdf', extn: 'pdf', size: bytes.length, sha256: sha256(bytes), petitionId: c.result.id })
        .returning(),
    );
    const res = await h.post(
      A.t,
      requestForPetitionerSignCall,
      { petitionId: c.result.id, fileIds: [file!.id], signerEmail: 'dana@example.test', signerName: 'Dana' },
      A.admin,
    );
    expect({ status: res.status, code: res.error?.code }).toEqual({ status: 422, code: 'VALIDATION_FAILED' });
    expect(res.error.message).toContain(`“${name}” cannot be opened as a PDF`);
    expect(res.body.message).not.toMatch(/TypeError|Cannot read properties|Expected instance/);
    const list = await h.post(A.t, signRequestListCall, { petitionId: c.result.id }, A.admin);
    expect(list.result.data).toEqual([]);
  });
});
