import { PDFDict, PDFName, PDFRef, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { SIGNATURE_IMAGE_MAX_BYTES, type TSignaturePlacement } from 'shared/contract';
import { unprocessable } from '../../platform/http';
import { addSealPlaceholder, signPlaceholder, type SealInput } from './esign.seal';
import { loadUserPdf } from '../../platform/pdf';

/*
 * Stamping a signature and the certificate page with pdf-lib (docs/esign.md "The signed PDF").
 * - Where the signature goes (`SignatureTarget`): a USCIS form's mapped signature box (the
 *   widget rectangle of the field the mapping names; its date box is filled too), a box the
 *   requester placed on a page of an uploaded PDF, or else the certificate page only — a
 *   signature never lands over the document's printed content.
 * - A certificate page is appended; it always shows each signer's signature box. When the
 *   attorney signs after the petitioner, the previous certificate page is replaced by one that
 *   lists both signers and carries the petitioner's box over.
 * - Standard fonts only (no font files): text outside WinAnsi is transliterated or replaced.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BRAND = rgb(0.12, 0.31, 0.55);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);

/** A PDF by its bytes (the `%PDF-` header), whatever its name says. */
export const looksLikePdf = (bytes: Uint8Array): boolean =>
  bytes.length > 5 && Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

/** The PNG of a drawn signature from its data URL: checked by magic bytes and size. */
export function decodeSignatureImage(dataUrl: string | undefined, path = 'signatureImage'): Buffer {
  const m = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl ?? '');
  if (!m) throw unprocessable(path, 'Draw your signature (a PNG image) or type your name.');
  const png = Buffer.from(m[1]!, 'base64');
  if (png.length > SIGNATURE_IMAGE_MAX_BYTES) throw unprocessable(path, 'The signature image is too large.');
  if (png.length < 64 || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw unprocessable(path, 'The signature is not a PNG image.');
  return png;
}

/** Pages of a PDF to sign; 422 naming `name` when pdf-lib cannot work on it (issue 14.9). */
export async function pdfPageCount(bytes: Uint8Array, name?: string): Promise<number> {
  const doc = await loadPdf(bytes, name);
  return doc.getPageCount();
}

/** Uploaded or stored PDFs are checked by platform/pdf: a broken one is 422, never a pdf-lib TypeError. */
const loadPdf = (bytes: Uint8Array, name?: string): Promise<PDFDocument> =>
  loadUserPdf(bytes, { name, path: 'fileIds' });

/** Latin letters that do not decompose into a base letter plus accents. */
const LATIN: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŀ: 'L',
  ŀ: 'l',
};

/** Text the standard fonts can write: accents dropped where needed, anything else as '?'. */
export function winAnsi(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    if (canEncode(font, ch)) out += ch;
    else {
      const plain = LATIN[ch] ?? ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += plain && [...plain].every((c) => canEncode(font, c)) ? plain : '?';
    }
  }
  return out;
}

function canEncode(font: PDFFont, ch: string): boolean {
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(font, text).split(' ')) {
    const pieces: string[] = [];
    let rest = word;
    // Hashes and user agents have long unbroken runs: cut them at the width.
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
      pieces.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    pieces.push(rest);
    for (const p of pieces) {
      const next = line ? `${line} ${p}` : p;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = p;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type SignatureMark = { kind: 'image'; png: Buffer } | { kind: 'text'; name: string };

export interface SignerRecord {
  role: 'signer' | 'attorney';
  name: string;
  email: string;
  method: 'draw' | 'type';
  ip: string;
  userAgent: string;
  viewedAt: string | null;
  consentedAt: string | null;
  signedAt: string;
}

export interface CertificateInfo {
  documentName: string;
  reference: string;
  firmName: string;
  caseNumber: string;
  originalSha256: string;
  /** The file this signature was added to, when it was already signed. */
  previousSha256: string | null;
  verifyUrl: string;
  consentText: string;
  signers: SignerRecord[];
}

/** Where a signature goes on the document's own pages (absent: on the certificate page only). */
export type SignatureTarget =
  /** A mapped USCIS form: its signature field (widget rectangle) and date field, by AcroForm name. */
  | { kind: 'field'; field: string; dateField: string }
  /** A box placed by the requester (page from 1, points from the crop box's bottom-left). */
  | ({ kind: 'box' } & TSignaturePlacement);

/** Where the signature went: the field's page and rectangle, the placed box, or the certificate page. */
export interface SignaturePlaced {
  where: 'field' | 'box' | 'certificate';
  /** Page index (from 0) and rectangle of the mark on the document, when not on the certificate page. */
  page: number | null;
  rect: { x: number; y: number; width: number; height: number } | null;
}

export interface StampInput {
  /** The PDF to sign: the original, or the petitioner-signed one (its certificate page is replaced). */
  bytes: Uint8Array;
  /** Pages of the original; the stamp goes on page `originalPageCount`, later pages are dropped. */
  originalPageCount: number;
  mark: SignatureMark;
  slot: 'left' | 'right';
  /** Where the signature goes on the document; absent or not found → the certificate page only. */
  target?: SignatureTarget | null;
  /** Seal the result with a PDF signature (PAdES B-B) with this certificate (docs/esign.md "Sealing"). */
  seal?: SealInput | null;
  signer: SignerRecord;
  reference: string;
  certificate: CertificateInfo;
}

const utc = (iso: string | null): string => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '—');

/** Stamps the signature and appends the certificate page; answers the new PDF's bytes. */
export async function stampAndCertify(input: StampInput): Promise<Uint8Array> {
  return (await stampAndCertifyPlaced(input)).bytes;
}

/** `stampAndCertify`, also telling where the signature went. */
export async function stampAndCertifyPlaced(
  input: StampInput,
): Promise<{ bytes: Uint8Array; placed: SignaturePlaced }> {
  const doc = await loadPdf(input.bytes);
  const total = doc.getPageCount();
  const keep = Math.min(Math.max(1, input.originalPageCount), total);
  // The other signer's box on the certificate page being replaced is carried over.
  const other = input.slot === 'left' ? 'right' : 'left';
  const carried = total > keep ? await doc.embedPage(doc.getPage(keep), boxRegion(other)) : null;
  for (let i = total - 1; i >= keep; i--) doc.removePage(i);
  removeSealFields(doc);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const fonts = { helvetica, script, bold };
  const placed = await place(doc, input, fonts);
  const cert = certificatePage(doc, input.certificate, fonts, input.seal ? input.seal.key.info.subject : null);
  if (carried) cert.drawPage(carried, { x: boxRegion(other).left, y: boxRegion(other).bottom });
  await drawMark(doc, cert, input, fonts, boxRect(input.slot), true);
  doc.setSubject(`Electronically signed · reference ${input.reference}`);
  doc.setKeywords([
    'e-signature',
    `reference:${input.reference}`,
    `original-sha256:${input.certificate.originalSha256}`,
  ]);
  doc.setModificationDate(new Date(input.signer.signedAt));
  if (!input.seal) return { bytes: await doc.save({ updateFieldAppearances: false }), placed };
  addSealPlaceholder(cert, input.seal);
  // The placeholder keeps the signature dictionary out of object streams (plain text in the file).
  const unsigned = await doc.save({ updateFieldAppearances: false });
  return { bytes: new Uint8Array(await signPlaceholder(unsigned, input.seal)), placed };
}

/** The signature boxes at the foot of the certificate page: the signer left, the attorney right. */
const CERT_BOX = { width: 240, height: 78, bottom: 40 } as const;
const boxRect = (slot: 'left' | 'right') => ({
  x: slot === 'left' ? 54 : 612 - 54 - CERT_BOX.width,
  y: CERT_BOX.bottom,
  width: CERT_BOX.width,
  height: CERT_BOX.height,
});
const boxRegion = (slot: 'left' | 'right') => {
  const r = boxRect(slot);
  return { left: r.x - 1, bottom: r.y - 1, right: r.x + r.width + 1, top: r.y + r.height + 1 };
};

/** An earlier pass's PDF signature (docs/esign.md "Sealing"): rewriting the file breaks it, so it goes. */
function removeSealFields(doc: PDFDocument): void {
  const acro = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acro?.has(PDFName.of('SigFlags'))) return;
  let form;
  try {
    form = doc.getForm();
  } catch {
    return;
  }
  for (const f of form.getFields()) {
    if (f.acroField.dict.get(PDFName.of('FT')) === PDFName.of('Sig')) form.removeField(f);
  }
}

type Fonts = { helvetica: PDFFont; script: PDFFont; bold: PDFFont };
type Rect = { x: number; y: number; width: number; height: number };

/** The mark on the document's own pages: the mapped field, else the placed box, else nowhere. */
async function place(doc: PDFDocument, input: StampInput, fonts: Fonts): Promise<SignaturePlaced> {
  const t = input.target;
  if (t?.kind === 'field') {
    const found = fieldWidget(doc, t.field);
    if (found) {
      const { page, index, rect, remove } = found;
      // The field itself goes: its appearance would paint over the mark, and nobody should type there.
      remove();
      const inner = { x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2 };
      await drawMark(doc, page, input, fonts, inner, false);
      writeDate(doc, t.dateField, input.signer.signedAt, fonts.helvetica);
      return { where: 'field', page: index, rect: inner };
    }
  }
  if (t?.kind === 'box' && t.page <= doc.getPageCount()) {
    const page = doc.getPage(t.page - 1);
    const { x: ox, y: oy } = page.getCropBox();
    const rect = { x: ox + t.x, y: oy + t.y, width: t.width, height: t.height };
    await drawMark(doc, page, input, fonts, rect, rect.height >= 40);
    return { where: 'box', page: t.page - 1, rect };
  }
  return { where: 'certificate', page: null, rect: null };
}

/** A form field's first widget: its page, rectangle, and how to remove the field. */
function fieldWidget(
  doc: PDFDocument,
  name: string,
): { page: PDFPage; index: number; rect: Rect; remove: () => void } | null {
  let form;
  try {
    form = doc.getForm();
  } catch {
    return null;
  }
  const field = form.getFieldMaybe(name);
  const widget = field?.acroField.getWidgets()[0];
  if (!field || !widget) return null;
  const ref = doc.context.getObjectRef(widget.dict);
  const pages = doc.getPages();
  let index = ref
    ? pages.findIndex((p) => (p.node.Annots()?.asArray() ?? []).some((a) => a instanceof PDFRef && a === ref))
    : -1;
  if (index < 0) {
    const pRef = widget.P();
    index = pages.findIndex((p) => p.ref === pRef);
  }
  if (index < 0) return null;
  const rect = widget.getRectangle();
  if (rect.width < 10 || rect.height < 6) return null;
  return { page: pages[index]!, index, rect, remove: () => form.removeField(field) };
}

/** The date of signing (MM/DD/YYYY, UTC) in the form's date box, made read-only. */
function writeDate(doc: PDFDocument, name: string, signedAt: string, font: PDFFont): void {
  try {
    const field = doc.getForm().getTextField(name);
    field.setText(`${signedAt.slice(5, 7)}/${signedAt.slice(8, 10)}/${signedAt.slice(0, 4)}`);
    field.enableReadOnly();
    field.updateAppearances(font);
  } catch {
    // A date box that is not a plain text field stays for the signer to date by hand.
  }
}

/** The signature in a rectangle: image or typed name, with the signer's name and time when it fits. */
async function drawMark(
  doc: PDFDocument,
  page: PDFPage,
  input: StampInput,
  fonts: Fonts,
  box: Rect,
  withCaption: boolean,
): Promise<void> {
  if (withCaption) {
    page.drawRectangle({ ...box, borderColor: BRAND, borderWidth: 0.8 });
  }
  const pad = withCaption ? 6 : 0;
  const captionH = withCaption ? 18 : 0;
  const area = { x: box.x + pad, y: box.y + captionH + 2, w: box.width - 2 * pad, h: box.height - captionH - 2 - pad };
  if (input.mark.kind === 'image') {
    const img = await doc.embedPng(input.mark.png);
    const scale = Math.min(area.w / img.width, area.h / img.height);
    const w = img.width * scale;
    const h = img.height * scale;
    page.drawImage(img, { x: area.x, y: area.y + (area.h - h) / 2, width: w, height: h });
  } else {
    const name = winAnsi(fonts.script, input.mark.name);
    let size = Math.min(22, area.h * 0.8);
    while (size > 6 && fonts.script.widthOfTextAtSize(name, size) > area.w) size -= 1;
    page.drawText(name, {
      x: area.x,
      y: area.y + Math.max(1, (area.h - size) / 2),
      size,
      font: fonts.script,
      color: INK,
    });
  }
  if (!withCaption) return;
  const f = fonts.helvetica;
  const who = input.signer.role === 'attorney' ? 'Attorney' : 'Signed';
  const line1 = wrap(f, `${who}: ${input.signer.name}`, 6.5, box.width - 12)[0] ?? '';
  page.drawText(line1, { x: box.x + 6, y: box.y + 11, size: 6.5, font: f, color: INK });
  const line2 =
    wrap(f, `${utc(input.signer.signedAt)} · ref ${input.reference.slice(0, 8)}`, 6, box.width - 12)[0] ?? '';
  page.drawText(line2, { x: box.x + 6, y: box.y + 4, size: 6, font: f, color: MUTED });
}

/**
 * Checks a requested placement against the document: the page exists and the box stays inside
 * the page as shown (its crop box). Refusals are 422 with `path`.
 */
export async function checkPlacement(bytes: Uint8Array, p: TSignaturePlacement, path: string): Promise<void> {
  const doc = await loadPdf(bytes);
  const pages = doc.getPageCount();
  if (p.page > pages)
    throw unprocessable(`${path}.page`, `The document has ${pages} page${pages === 1 ? '' : 's'}; choose one of them.`);
  const { width, height } = doc.getPage(p.page - 1).getCropBox();
  if (p.x + p.width > width + 0.01 || p.y + p.height > height + 0.01)
    throw unprocessable(
      path,
      `The signature box leaves page ${p.page} (${Math.round(width)} × ${Math.round(height)} points). Place it inside the page.`,
    );
}

function certificatePage(
  doc: PDFDocument,
  c: CertificateInfo,
  fonts: { helvetica: PDFFont; bold: PDFFont },
  sealedBy: string | null,
): PDFPage {
  const page = doc.addPage([612, 792]);
  const left = 54;
  const width = 612 - left * 2;
  let y = 738;
  const text = (s: string, size = 9.5, font = fonts.helvetica, color = INK) => {
    for (const line of wrap(font, s, size, width)) {
      page.drawText(line, { x: left, y, size, font, color });
      y -= size + 4;
    }
  };
  const row = (label: string, value: string) => {
    const labelW = 130;
    const lines = wrap(fonts.helvetica, value, 9, width - labelW);
    page.drawText(winAnsi(fonts.bold, label), { x: left, y, size: 9, font: fonts.bold, color: MUTED });
    for (const line of lines.length ? lines : ['—']) {
      page.drawText(line, { x: left + labelW, y, size: 9, font: fonts.helvetica, color: INK });
      y -= 13;
    }
  };
  const gap = (n = 8) => {
    y -= n;
  };

  text('Certificate of electronic signature', 17, fonts.bold, BRAND);
  gap(4);
  text(`${c.firmName} · case ${c.caseNumber}`, 10, fonts.helvetica, MUTED);
  gap(10);
  row('Document', c.documentName);
  row('Reference', c.reference);
  row('Pages signed', `${doc.getPageCount() - 1} (this certificate page added)`);
  row('SHA-256 of original', c.originalSha256);
  if (c.previousSha256) row('SHA-256 before this signature', c.previousSha256);
  for (const s of c.signers) {
    gap(10);
    text(s.role === 'attorney' ? 'Attorney' : 'Signer', 12, fonts.bold, INK);
    gap(2);
    row('Name', s.name);
    row('E-mail', s.email);
    row('Signature', s.method === 'draw' ? 'Drawn by hand' : 'Typed name');
    row('IP address', s.ip || '—');
    row('Browser (user agent)', s.userAgent || '—');
    row('Document viewed', utc(s.viewedAt));
    row('Consent given', utc(s.consentedAt));
    row('Signed', utc(s.signedAt));
  }
  gap(12);
  text('Consent to sign electronically', 10, fonts.bold, INK);
  text(`“${c.consentText}”`, 8.5, fonts.helvetica, MUTED);
  gap(10);
  text(
    `The SHA-256 of this signed file cannot be written inside it (writing it would change the file). ${c.firmName} records it with the signing record. To check that a copy is this file, unchanged, upload it at ${c.verifyUrl}.`,
    8.5,
    fonts.helvetica,
    MUTED,
  );
  if (sealedBy) {
    gap(4);
    text(
      `This file is sealed with a PDF digital signature (PAdES) by the certificate "${sealedBy}": any PDF reader shows whether it was changed after signing.`,
      8.5,
      fonts.helvetica,
      MUTED,
    );
  }
  return page;
}
