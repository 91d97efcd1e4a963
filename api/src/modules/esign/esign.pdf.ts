import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { SIGNATURE_IMAGE_MAX_BYTES } from 'shared/contract';
import { AppError } from '../../platform/http';

/*
 * Stamping a signature and the certificate page with pdf-lib (docs/esign.md "The signed PDF").
 * - The signature goes in a box at the bottom of the original's last page: the petitioner's
 *   signatory on the left, the attorney on the right. We do not look for signature fields: USCIS
 *   forms name them differently per edition, and a box in the margin never hides form content.
 * - A certificate page is appended. When the attorney signs after the petitioner, the previous
 *   certificate page is replaced by one that lists both signers.
 * - Standard fonts only (no font files): text outside WinAnsi is transliterated or replaced.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BRAND = rgb(0.12, 0.31, 0.55);
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);

const unprocessable = (path: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

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

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const doc = await loadPdf(bytes);
  return doc.getPageCount();
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'This PDF cannot be read. Generate or upload it again.', { status: 422 });
  }
}

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

export interface StampInput {
  /** The PDF to sign: the original, or the petitioner-signed one (its certificate page is replaced). */
  bytes: Uint8Array;
  /** Pages of the original; the stamp goes on page `originalPageCount`, later pages are dropped. */
  originalPageCount: number;
  mark: SignatureMark;
  slot: 'left' | 'right';
  signer: SignerRecord;
  reference: string;
  certificate: CertificateInfo;
}

const utc = (iso: string | null): string => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '—');

/** Stamps the signature and appends the certificate page; answers the new PDF's bytes. */
export async function stampAndCertify(input: StampInput): Promise<Uint8Array> {
  const doc = await loadPdf(input.bytes);
  const total = doc.getPageCount();
  const keep = Math.min(Math.max(1, input.originalPageCount), total);
  for (let i = total - 1; i >= keep; i--) doc.removePage(i);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const page = doc.getPage(keep - 1);
  await stamp(doc, page, input, { helvetica, script });
  certificatePage(doc, input.certificate, { helvetica, bold });
  doc.setSubject(`Electronically signed · reference ${input.reference}`);
  doc.setKeywords([
    'e-signature',
    `reference:${input.reference}`,
    `original-sha256:${input.certificate.originalSha256}`,
  ]);
  doc.setModificationDate(new Date(input.signer.signedAt));
  return doc.save({ updateFieldAppearances: false });
}

async function stamp(
  doc: PDFDocument,
  page: PDFPage,
  input: StampInput,
  fonts: { helvetica: PDFFont; script: PDFFont },
): Promise<void> {
  const { width } = page.getSize();
  const { x: ox, y: oy } = page.getCropBox();
  const boxW = Math.min(230, width / 2 - 24);
  const boxH = 62;
  const x = ox + (input.slot === 'left' ? 18 : width - 18 - boxW);
  const y = oy + 14;
  page.drawRectangle({
    x,
    y,
    width: boxW,
    height: boxH,
    color: rgb(1, 1, 1),
    borderColor: BRAND,
    borderWidth: 0.8,
    opacity: 0.95,
  });
  const area = { x: x + 6, y: y + 22, w: boxW - 12, h: 36 };
  if (input.mark.kind === 'image') {
    const img = await doc.embedPng(input.mark.png);
    const scale = Math.min(area.w / img.width, area.h / img.height);
    const w = img.width * scale;
    const h = img.height * scale;
    page.drawImage(img, { x: area.x, y: area.y + (area.h - h) / 2, width: w, height: h });
  } else {
    const name = winAnsi(fonts.script, input.mark.name);
    let size = 22;
    while (size > 8 && fonts.script.widthOfTextAtSize(name, size) > area.w) size -= 1;
    page.drawText(name, { x: area.x, y: area.y + 8, size, font: fonts.script, color: INK });
  }
  const f = fonts.helvetica;
  const who = input.signer.role === 'attorney' ? 'Attorney' : 'Signed';
  const line1 = wrap(f, `${who}: ${input.signer.name}`, 6.5, boxW - 12)[0] ?? '';
  page.drawText(line1, { x: x + 6, y: y + 12, size: 6.5, font: f, color: INK });
  page.drawText(winAnsi(f, `${utc(input.signer.signedAt)} · ref ${input.reference.slice(0, 8)}`), {
    x: x + 6,
    y: y + 4,
    size: 6,
    font: f,
    color: MUTED,
  });
}

function certificatePage(doc: PDFDocument, c: CertificateInfo, fonts: { helvetica: PDFFont; bold: PDFFont }): void {
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
}
