import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  PDFBool,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
  ParseSpeeds,
} from 'pdf-lib';
import type { FormFieldValue, FormMapping } from 'shared/domain';
import { AppError } from '../../platform/http';

/*
 * Filling the official USCIS PDFs with pdf-lib (pure JavaScript, already used for the case PDF).
 * The PDFs are hybrid XFA + AcroForm with their owner password removed (api/assets/uscis-pdf/README.md).
 * We delete the AcroForm's XFA entry before filling, so viewers (Acrobat included) show the AcroForm values
 * instead of the XFA form; `ignoreEncryption` lets a file that still carries an encryption
 * dictionary load; NeedAppearances asks viewers to redraw the fields with their own fonts.
 */

/** The official PDFs the repository ships, with their manifest (edition, sha256, source). */
export const bundledUscisPdfDir = (repoRoot: string): string => join(repoRoot, 'api', 'assets', 'uscis-pdf');

/** Where the official PDFs are read from: USCIS_PDF_DIR (an override), else the shipped copies. */
export const uscisPdfDir = (repoRoot: string): string =>
  resolve(process.env.USCIS_PDF_DIR || bundledUscisPdfDir(repoRoot));

const cache = new Map<string, Promise<Uint8Array>>();

async function templateBytes(dir: string, file: string): Promise<Uint8Array> {
  const path = join(dir, file);
  let p = cache.get(path);
  if (!p) {
    p = readFile(path).then((b) => new Uint8Array(b));
    cache.set(path, p);
    p.catch(() => cache.delete(path));
  }
  try {
    return await p;
  } catch {
    throw new AppError(
      'UNAVAILABLE',
      `The official PDF of ${file.replace(/\.pdf$/, '').toUpperCase()} is not installed on the server.`,
      { status: 503 },
    );
  }
}

/**
 * pdf-lib yields to the event loop every N objects while parsing and writing. Its defaults (100 /
 * 50) made one I-129 take ~12 s on a busy 2-core box; 1000 took ~7 s with pauses under 0.1 s.
 */
const SAVE_OBJECTS_PER_TICK = 1000;

/** The standard fonts pdf-lib draws appearances with cover WinAnsi only. */
const winAnsi = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

/**
 * Loads an official PDF for filling: tolerant of a leftover encryption dictionary, and without
 * its XFA part (pdf-lib would drop it too, with a console warning), so viewers show the AcroForm
 * values rather than the unfilled XFA form.
 */
export async function openOfficialPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fast,
  });
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  return doc;
}

export interface FilledPdf {
  bytes: Uint8Array;
  /** Values the PDF could not take (missing field, option not in a list, text cut). */
  warnings: string[];
}

/** Fills `values` into the mapping's official PDF and returns the bytes. */
export async function fillPdf(
  dir: string,
  mapping: FormMapping,
  values: Record<string, FormFieldValue>,
): Promise<FilledPdf> {
  const doc = await openOfficialPdf(await templateBytes(dir, mapping.pdfFile));
  const form = doc.getForm();
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = form.getFieldMaybe(name);
    if (!field) {
      warnings.push(`Field not in the PDF: ${name}`);
      continue;
    }
    if (field instanceof PDFCheckBox) {
      if (value === true) field.check();
      else field.uncheck();
    } else if (field instanceof PDFTextField) {
      let text = winAnsi(String(value));
      const max = field.getMaxLength();
      if (max != null && text.length > max) {
        warnings.push(`${name}: cut to ${max} characters`);
        text = text.slice(0, max);
      }
      field.setText(text);
    } else if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
      const text = String(value);
      const option = field.getOptions().find((o) => o.trim().toLowerCase() === text.trim().toLowerCase());
      if (option !== undefined) field.select(option);
      else warnings.push(`${name}: "${text}" is not one of the form's choices`);
    } else if (field instanceof PDFRadioGroup) {
      const text = String(value);
      if (field.getOptions().includes(text)) field.select(text);
      else warnings.push(`${name}: "${text}" is not one of the form's choices`);
    }
  }
  // Some USCIS PDFs (I-485, I-131) mark their "additional information" boxes as rich text, whose
  // appearance pdf-lib refuses to draw; without the XFA part the flag has no use, so it is cleared.
  for (const f of form.getFields()) if (f instanceof PDFTextField && f.isRichFormatted()) f.disableRichFormatting();
  form.acroForm.dict.set(PDFName.of('NeedAppearances'), PDFBool.True);
  const bytes = await doc.save({ updateFieldAppearances: true, objectsPerTick: SAVE_OBJECTS_PER_TICK });
  return { bytes, warnings };
}
