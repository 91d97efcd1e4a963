#!/usr/bin/env node
/**
 * Lists the AcroForm fields of the official USCIS PDFs (docs/forms.md): name, kind, on-values of
 * check boxes and radio groups, max length and the page. Usage:
 *   node api/scripts/list-pdf-fields.mjs [pdfDir] [outDir]
 * pdfDir defaults to USCIS_PDF_DIR or api/assets/uscis-pdf; with outDir, writes
 * <outDir>/<form>.fields.tsv per PDF, else prints to stdout.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFCheckBox, PDFDocument, PDFDropdown, PDFName, PDFRadioGroup, PDFTextField } from 'pdf-lib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pdfDir = resolve(
  process.argv[2] || process.env.USCIS_PDF_DIR || join(repoRoot, 'api', 'assets', 'uscis-pdf'),
);
const outDir = process.argv[3] ? resolve(process.argv[3]) : null;

function pageOf(doc, field) {
  const pages = doc.getPages();
  const w = field.acroField.getWidgets()[0];
  if (!w) return '';
  const p = w.P();
  const idx = p ? pages.findIndex((pg) => pg.ref === p) : -1;
  return idx >= 0 ? String(idx + 1) : '';
}

for (const file of readdirSync(pdfDir)
  .filter((f) => f.endsWith('.pdf'))
  .sort()) {
  const doc = await PDFDocument.load(readFileSync(join(pdfDir, file)), {
    ignoreEncryption: true,
    updateMetadata: false,
  });
  const lines = ['name\tkind\tpage\toptions\tmaxLength\ttooltip'];
  for (const f of doc.getForm().getFields()) {
    let kind = 'other';
    let options = '';
    let max = '';
    if (f instanceof PDFTextField) {
      kind = 'text';
      max = f.getMaxLength() ?? '';
    } else if (f instanceof PDFCheckBox) {
      kind = 'checkbox';
      options = f.acroField
        .getWidgets()
        .map((w) => w.getOnValue()?.decodeText?.() ?? String(w.getOnValue() ?? ''))
        .join('|');
    } else if (f instanceof PDFRadioGroup) {
      kind = 'radio';
      options = f.getOptions().join('|');
    } else if (f instanceof PDFDropdown) {
      kind = 'dropdown';
      options =
        f.getOptions().slice(0, 5).join('|') + (f.getOptions().length > 5 ? `|…(${f.getOptions().length})` : '');
    } else kind = f.constructor.name;
    const tu = f.acroField.dict.lookup(PDFName.of('TU'));
    const tooltip = tu && typeof tu.decodeText === 'function' ? tu.decodeText().replace(/\s+/g, ' ').trim() : '';
    lines.push([f.getName(), kind, pageOf(doc, f), options, max, tooltip].join('\t'));
  }
  const hasXfa = Boolean(doc.catalog.lookup(PDFName.of('AcroForm'))?.get?.(PDFName.of('XFA')));
  const header = `# ${file}: ${lines.length - 1} fields, pages ${doc.getPageCount()}, XFA ${hasXfa ? 'yes' : 'no'}`;
  if (outDir) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `${basename(file, '.pdf')}.fields.tsv`), `${header}\n${lines.join('\n')}\n`);
    console.log(header);
  } else console.log(`${header}\n${lines.join('\n')}\n`);
}
