import { createPetitionCall, downloadDetailsAsPdfCall } from 'shared/contract';
import nodeModule from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { caseTenantSuite } from '../../../testing';

interface TextItem {
  str: string;
  transform: number[];
}

/** Text runs of page 1 with their baseline and font size (pdfjs-dist through Node's loader, ADR 0003). */
async function firstPageText(bytes: Uint8Array): Promise<{ str: string; y: number; size: number }[]> {
  const load = (nodeModule as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load;
  const pdfjs = load(require.resolve('pdfjs-dist/legacy/build/pdf.mjs'), null, false) as {
    getDocument(src: { data: Uint8Array; disableFontFace?: boolean }): {
      promise: Promise<{ getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }> }>;
    };
  };
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const items = (await (await doc.getPage(1)).getTextContent()).items.filter((i) => i.str.trim());
  return items.map((i) => ({ str: i.str, y: i.transform[5]!, size: Math.abs(i.transform[3]!) }));
}

/** Issue 20 point 9: the case summary PDF's title is not overprinted by the firm name above it. */
describe('case summary PDF', () => {
  const { h, A } = caseTenantSuite('pglite');

  it('leaves room above every line for its own font size: the title clears the firm name', async () => {
    const c = await h.post(
      A.t,
      createPetitionCall,
      { typeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId },
      A.admin,
    );
    expect(c.status).toBe(200);
    const pdf = await h.post(A.t, downloadDetailsAsPdfCall, { petitionId: c.result.id }, A.admin);
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(pdf.result.contentBase64, 'base64');
    const lines = await firstPageText(bytes);
    // The firm's name is the small grey line at the very top, the title right under it.
    const firm = [...lines].sort((a, b) => b.y - a.y)[0];
    // White label: the file's metadata names the firm (pdf-lib rewrites it on load unless told not to).
    const meta = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([meta.getAuthor(), meta.getCreator(), meta.getProducer()]).toEqual([firm!.str, firm!.str, firm!.str]);
    const title = lines.find((l) => l.str === `Case ${c.result.caseNumber}`);
    expect(firm?.size).toBe(9);
    expect(firm?.str).not.toBe(title?.str);
    expect(title?.size).toBe(18);
    // The title's capitals rise about 0.72 × 18 pt above its baseline; the firm name's baseline must be above them.
    expect(firm!.y - title!.y).toBeGreaterThanOrEqual(title!.size);
    // And in general: each line sits at least its own size below the one before.
    const ordered = [...lines].sort((a, b) => b.y - a.y);
    for (let i = 1; i < Math.min(ordered.length, 12); i++) {
      if (ordered[i - 1]!.y === ordered[i]!.y) continue;
      expect(ordered[i - 1]!.y - ordered[i]!.y).toBeGreaterThanOrEqual(ordered[i]!.size);
    }
  });
});
