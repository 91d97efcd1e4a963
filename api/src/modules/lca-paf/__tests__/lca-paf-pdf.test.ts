import { PDFDocument } from 'pdf-lib';
import { buildPafPdf, PAF_NEUTRAL_PRODUCER } from '../lca-paf.pdf';

/* The PAF assembly on its own: index first, sections in order, proofs that cannot be drawn named on a page. */
describe('buildPafPdf', () => {
  const base = {
    title: 'Public Access File — LCA I-200-26327-000001',
    subtitle: 'Test employer',
    generatedOn: '2026-11-27',
    proofsAfter: 'Posting',
  };

  it('puts the index first and counts one page per section plus the proofs', async () => {
    const r = await buildPafPdf({
      ...base,
      sections: [
        { title: 'LCA', blocks: [[['Employer', 'Test employer']]] },
        { title: 'Posting', blocks: ['Two locations.'] },
        { title: 'Benefits', blocks: ['Health (≥ 50% paid) ✓'] },
      ],
      proofs: [
        { name: 'photo.heic', mimetype: 'image/heic', bytes: new Uint8Array([1, 2, 3]), caption: 'HQ' },
        { name: 'broken.pdf', mimetype: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4 nothing'), caption: 'HQ' },
        { name: 'gone.png', mimetype: 'unavailable', bytes: new Uint8Array(), caption: 'HQ' },
      ],
    });
    // index + 3 sections + 3 "cannot be reproduced" pages
    expect(r.pages).toBe(7);
    expect(r.index).toEqual([
      { title: 'LCA', page: 2 },
      { title: 'Posting', page: 3 },
      { title: 'Benefits', page: 7 },
    ]);
    const doc = await PDFDocument.load(r.bytes);
    expect(doc.getPageCount()).toBe(7);
    expect(doc.getTitle()).toBe(base.title);
  });

  it('a long section flows onto more pages and the index follows', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Paragraph ${i + 1} of the wage memo.`);
    const r = await buildPafPdf({ ...base, sections: [{ title: 'Memo', blocks: long }, { title: 'Posting', blocks: ['x'] }], proofs: [] });
    expect(r.index[0]).toEqual({ title: 'Memo', page: 2 });
    expect(r.index[1]!.page).toBeGreaterThan(3);
    expect(r.pages).toBe(r.index[1]!.page);
  });

  /* White label: what `pdfinfo` shows (Creator / Producer) is the firm's name, never the product's. */
  it('names the firm as Creator and Producer, never "Passage"', async () => {
    const r = await buildPafPdf({ ...base, sections: [{ title: 'Posting', blocks: ['x'] }], proofs: [], firmName: 'Demo Immigration Law LLP' });
    // pdf-lib rewrites Producer/Creator on load unless told not to: read what was written.
    const doc = await PDFDocument.load(r.bytes, { updateMetadata: false });
    expect(doc.getProducer()).toBe('Demo Immigration Law LLP');
    expect(doc.getCreator()).toBe('Demo Immigration Law LLP');
    const meta = [doc.getTitle(), doc.getSubject(), doc.getAuthor(), doc.getCreator(), doc.getProducer(), doc.getKeywords()].join('|');
    expect(meta).not.toMatch(/passage/i);
  });

  it('without a firm’s name the Creator and Producer are neutral text', async () => {
    const r = await buildPafPdf({ ...base, sections: [{ title: 'Posting', blocks: ['x'] }], proofs: [] });
    const doc = await PDFDocument.load(r.bytes, { updateMetadata: false });
    expect(doc.getProducer()).toBe(PAF_NEUTRAL_PRODUCER);
    expect(doc.getCreator()).toBe(PAF_NEUTRAL_PRODUCER);
    expect(`${doc.getCreator()}|${doc.getProducer()}`).not.toMatch(/passage/i);
  });
});
