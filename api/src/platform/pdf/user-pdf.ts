import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFPage } from 'pdf-lib';
import { AppError } from '../http';

/*
 * PDFs that people provide (uploaded, or stored from an upload) are read through here, never with
 * PDFDocument.load directly. pdf-lib loads almost anything that starts with `%PDF-` and only fails
 * later, with a TypeError deep inside (no catalog, no page tree, a page without a size): that was
 * a 500 (issue 14.9). Here such a file is found at once and answered with 422 in plain words.
 */

export interface UserPdfOptions {
  /** The file's name as the user knows it, for the message. */
  name?: string;
  /** The payload field the file came from, for the validation issue. */
  path?: string;
}

/** 422 VALIDATION_FAILED: the file cannot be used as a PDF. */
export function unreadablePdf(opts: UserPdfOptions = {}, reason = 'it is damaged or is not really a PDF'): AppError {
  const subject = opts.name ? `“${opts.name}”` : 'This file';
  const message = `${subject} cannot be opened as a PDF: ${reason}. Open it on your computer, save or print it as a PDF again, and upload the new file.`;
  return new AppError('VALIDATION_FAILED', message, { status: 422, issues: [{ path: opts.path ?? 'file', message }] });
}

/**
 * Throws unless pdf-lib can draw on `page`: a usable size, and the entries drawing touches
 * (contents, resources with their fonts, images and graphics states, annotations) of the right
 * kind. Only reads: the document is left as loaded.
 */
function checkPage(page: PDFPage): void {
  const { width, height } = page.getSize();
  const box = page.getCropBox();
  if (![width, height, box.x, box.y, box.width, box.height].every(Number.isFinite) || width <= 0 || height <= 0) {
    throw new Error('page without a usable size');
  }
  const node = page.node;
  const contents = node.Contents();
  if (contents !== undefined && !(contents instanceof PDFStream) && !(contents instanceof PDFArray)) throw new Error('page contents');
  node.Annots();
  const resources = node.Resources();
  for (const key of ['Font', 'XObject', 'ExtGState']) resources?.lookupMaybe(PDFName.of(key), PDFDict);
}

/**
 * Loads a user's PDF and checks what pdf-lib needs to work on it: a page tree with at least one
 * page, each one drawable (checkPage), and a form dictionary if there is one. Anything else is 422
 * (see unreadablePdf), never a pdf-lib error.
 */
export async function loadUserPdf(bytes: Uint8Array, opts: UserPdfOptions = {}): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    for (const page of doc.getPages()) checkPage(page);
    doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  } catch {
    throw unreadablePdf(opts);
  }
  if (doc.getPageCount() === 0) throw unreadablePdf(opts, 'it has no pages');
  return doc;
}
