import { PDFDocument, type PDFPage, type PDFTextField } from 'pdf-lib';
import { formMapping } from 'shared/forms-mappings';
import { findRepoRoot } from '../../../platform/config';
import { fillPdf, uscisPdfDir } from '../../forms';
import {
  checkPlacement,
  decodeSignatureImage,
  stampAndCertifyPlaced,
  type SignatureTarget,
  type SignerRecord,
} from '../esign.pdf';
import { imagePlacements, pageText, pngDataUrl, samplePdf } from './support';

/*
 * Issue 20 point 2: the signature lands in the form's signature box (the widget rectangle of the
 * field its mapping names), the date box is filled, and without a box it goes to the certificate
 * page, never over the document's content.
 */

const signer = (over: Partial<SignerRecord> = {}): SignerRecord => ({
  role: 'signer',
  name: 'Dana Whitfield',
  email: 'dana@example.test',
  method: 'draw',
  ip: '203.0.113.7',
  userAgent: 'jest',
  viewedAt: '2026-11-22T10:00:00.000Z',
  consentedAt: '2026-11-22T10:02:00.000Z',
  signedAt: '2026-11-22T10:03:00.000Z',
  ...over,
});

const certificate = (signers: SignerRecord[], previousSha256: string | null = null) => ({
  documentName: 'I-129.pdf',
  reference: '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e',
  firmName: 'Demo Law LLP',
  caseNumber: 'H1B-2026-0001',
  originalSha256: 'a'.repeat(64),
  previousSha256,
  verifyUrl: 'http://demo.localhost/verify-signature',
  consentText: 'I agree to sign this document electronically.',
  signers,
});

type Rect = { x: number; y: number; width: number; height: number };
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.x + inner.width <= outer.x + outer.width + 0.01 &&
  inner.y + inner.height <= outer.y + outer.height + 0.01;

/** The field's page index and widget rectangle in a PDF. */
function widgetOf(doc: PDFDocument, name: string): { page: number; rect: Rect } {
  const field = doc.getForm().getField(name);
  const widget = field.acroField.getWidgets()[0]!;
  const ref = doc.context.getObjectRef(widget.dict);
  const page = doc.getPages().findIndex((p) => (p.node.Annots()?.asArray() ?? []).includes(ref!));
  return { page, rect: widget.getRectangle() };
}

/** Images a page draws that the same page of the original did not. */
const newImages = (original: PDFPage, signed: PDFPage): Rect[] => {
  const had = imagePlacements(original).map((r) => JSON.stringify(r));
  return imagePlacements(signed).filter((r) => !had.includes(JSON.stringify(r)));
};

describe('signature placement', () => {
  let i129: Uint8Array;
  beforeAll(async () => {
    // A generated I-129 (the filler's output), as the Forms tab sends it for signature.
    const m = formMapping('I-129')!;
    i129 = (await fillPdf(uscisPdfDir(findRepoRoot()), m, { [m.fields[0]!.field]: 'Northwind Labs' })).bytes;
  }, 120_000);

  it('signs the I-129 in Part 7: the image inside the signature field rectangle on page 7, date filled', async () => {
    const m = formMapping('I-129')!;
    const slot = m.signatures.find((s) => s.role === 'petitioner')!;
    expect(slot.label).toContain('Part 7');
    const before = await PDFDocument.load(i129);
    const pages = before.getPageCount();
    const { page, rect } = widgetOf(before, slot.field);
    expect(page).toBe(6); // page 7 of the PDF

    const target: SignatureTarget = { kind: 'field', field: slot.field, dateField: slot.dateField };
    const { bytes, placed } = await stampAndCertifyPlaced({
      bytes: i129,
      originalPageCount: pages,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      target,
      signer: signer(),
      reference: 'ref-1',
      certificate: certificate([signer()]),
    });
    expect(placed).toMatchObject({ where: 'field', page: 6 });

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(pages + 1);
    // Page 7 draws one image more than before (it has a pen icon of its own): the signature, in the box.
    const added = newImages(before.getPage(6), doc.getPage(6));
    expect(added).toHaveLength(1);
    expect(inside(added[0]!, rect)).toBe(true);
    expect(added[0]!.height).toBeGreaterThan(rect.height * 0.6);
    // Nothing stamped on the last page of the form (the old bottom-left stamp).
    expect(newImages(before.getPage(pages - 1), doc.getPage(pages - 1))).toHaveLength(0);
    expect(pageText(doc.getPage(pages - 1))).not.toContain('Signed: Dana Whitfield');
    // The date box carries the signing date; the signature field is gone (nothing paints over the mark).
    const date = doc.getForm().getField(slot.dateField) as PDFTextField;
    expect(date.getText()).toBe('11/22/2026');
    expect(date.isReadOnly()).toBe(true);
    expect(doc.getForm().getFieldMaybe(slot.field)).toBeUndefined();
    // The certificate page shows the signature too.
    expect(imagePlacements(doc.getPage(pages))).toHaveLength(1);
  }, 120_000);

  it('the attorney signs in Part 8 (preparer) and the petitioner’s signature stays in Part 7', async () => {
    const m = formMapping('I-129')!;
    const pet = m.signatures.find((s) => s.role === 'petitioner')!;
    const prep = m.signatures.find((s) => s.role === 'preparer')!;
    const before = await PDFDocument.load(i129);
    const pages = before.getPageCount();
    const petRect = widgetOf(before, pet.field).rect;
    const prepBox = widgetOf(before, prep.field);
    const first = await stampAndCertifyPlaced({
      bytes: i129,
      originalPageCount: pages,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      target: { kind: 'field', field: pet.field, dateField: pet.dateField },
      signer: signer(),
      reference: 'ref-1',
      certificate: certificate([signer()]),
    });
    const attorney = signer({ role: 'attorney', name: 'Jordan Blake', method: 'type', viewedAt: null });
    const second = await stampAndCertifyPlaced({
      bytes: first.bytes,
      originalPageCount: pages,
      mark: { kind: 'text', name: 'Jordan Blake' },
      slot: 'right',
      target: { kind: 'field', field: prep.field, dateField: prep.dateField },
      signer: attorney,
      reference: 'ref-1',
      certificate: certificate([signer(), attorney], 'b'.repeat(64)),
    });
    expect(second.placed).toMatchObject({ where: 'field', page: prepBox.page });
    expect(inside(second.placed.rect!, prepBox.rect)).toBe(true);
    const doc = await PDFDocument.load(second.bytes);
    expect(doc.getPageCount()).toBe(pages + 1);
    const added = newImages(before.getPage(6), doc.getPage(6));
    expect(added).toHaveLength(1);
    expect(inside(added[0]!, petRect)).toBe(true);
    expect(pageText(doc.getPage(6))).toContain('Jordan Blake');
    expect((doc.getForm().getField(prep.dateField) as PDFTextField).getText()).toBe('11/22/2026');
    // The replaced certificate page keeps the petitioner's drawn signature (carried over) and names both.
    const cert = pageText(doc.getPage(pages));
    expect(cert).toContain('Dana Whitfield');
    expect(cert).toContain('Jordan Blake');
  }, 180_000);

  it('puts the signature in a placed box on an uploaded PDF, and refuses a box off the page', async () => {
    const pdf = await samplePdf(2);
    const box = { page: 1, x: 300, y: 120, width: 200, height: 60 };
    await expect(checkPlacement(pdf, box, 'placement')).resolves.toBeUndefined();
    await expect(checkPlacement(pdf, { ...box, page: 3 }, 'placement')).rejects.toMatchObject({
      statusCode: 422,
      issues: [{ path: 'placement.page', message: 'The document has 2 pages; choose one of them.' }],
    });
    await expect(checkPlacement(pdf, { ...box, x: 500 }, 'placement')).rejects.toMatchObject({
      statusCode: 422,
      issues: [{ path: 'placement' }],
    });
    const { bytes, placed } = await stampAndCertifyPlaced({
      bytes: pdf,
      originalPageCount: 2,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      target: { kind: 'box', ...box },
      signer: signer(),
      reference: 'ref-1',
      certificate: certificate([signer()]),
    });
    expect(placed).toEqual({ where: 'box', page: 0, rect: { x: 300, y: 120, width: 200, height: 60 } });
    const doc = await PDFDocument.load(bytes);
    const images = imagePlacements(doc.getPage(0));
    expect(images).toHaveLength(1);
    expect(inside(images[0]!, placed.rect!)).toBe(true);
    expect(pageText(doc.getPage(0))).toContain('Signed: Dana Whitfield');
    expect(imagePlacements(doc.getPage(1))).toHaveLength(0);
  });

  it('without a box, signs on the certificate page only: the document’s pages are untouched', async () => {
    const pdf = await samplePdf(2);
    const { bytes, placed } = await stampAndCertifyPlaced({
      bytes: pdf,
      originalPageCount: 2,
      mark: { kind: 'image', png: decodeSignatureImage(pngDataUrl()) },
      slot: 'left',
      target: null,
      signer: signer(),
      reference: 'ref-1',
      certificate: certificate([signer()]),
    });
    expect(placed.where).toBe('certificate');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    for (const i of [0, 1]) {
      expect(imagePlacements(doc.getPage(i))).toHaveLength(0);
      expect(pageText(doc.getPage(i))).not.toContain('Dana Whitfield');
    }
    const cert = doc.getPage(2);
    const [img] = imagePlacements(cert);
    expect(img).toBeDefined();
    expect(img!.y).toBeLessThan(130); // the signature box at the foot of the certificate page
    expect(pageText(cert)).toContain('Signed: Dana Whitfield');
  });

  it('a mapped field missing from an uploaded edition falls back to the certificate page', async () => {
    const pdf = await samplePdf(1);
    const { placed } = await stampAndCertifyPlaced({
      bytes: pdf,
      originalPageCount: 1,
      mark: { kind: 'text', name: 'Dana Whitfield' },
      slot: 'left',
      target: { kind: 'field', field: 'form1[0].#subform[6].P5_Line6a_SignatureofApplicant[0]', dateField: 'x' },
      signer: signer({ method: 'type' }),
      reference: 'ref-1',
      certificate: certificate([signer({ method: 'type' })]),
    });
    expect(placed.where).toBe('certificate');
  });
});
