import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { loadUserPdf } from '../../platform/pdf';

/*
 * The public access file as one PDF (issue 19 point 4, 655.760(a); docs/lca-paf.md). pdf-lib with
 * the standard Helvetica fonts: an index page first (written last, once the page numbers are
 * known), then one section per PAF item. Notice proofs are embedded: PDF pages copied, JPEG/PNG
 * photos drawn on a page of their own; a proof pdf-lib cannot draw (HEIC, WebP, a damaged PDF) is
 * named on a page saying where the original is kept.
 */

export interface PafProofInput {
  name: string;
  mimetype: string;
  bytes: Uint8Array;
  /** "Worksite 1, Break room (hard copy), posted 2026-11-02". */
  caption: string;
}

export interface PafSection {
  title: string;
  /** Paragraphs; a paragraph of [label, value] pairs is drawn as a two-column table. */
  blocks: (string | [string, string][])[];
}

export interface PafPdfInput {
  title: string;
  subtitle: string;
  generatedOn: string;
  sections: PafSection[];
  /** Where the proofs go (after the section with this title). */
  proofsAfter: string;
  proofs: PafProofInput[];
  /** The firm's name: the PDF's Creator and Producer (white-label: never the product's name). */
  firmName?: string;
}

/** Creator/Producer of a PAF made without a firm's name: neutral, never the product's name. */
export const PAF_NEUTRAL_PRODUCER = 'Public access file';

export interface PafPdfResult {
  bytes: Uint8Array;
  pages: number;
  /** Index entries: section title and its first page (1-based, the index page is 1). */
  index: { title: string; page: number }[];
}

const A4 = { w: 612, h: 792 }; // US Letter, points
const M = 56;
const SIZE = 10.5;
const LEAD = 14.5;

/** Characters the standard fonts (WinAnsi) cannot draw become "?"; typographic ones are kept. */
function winAnsi(text: string): string {
  const extra = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
  return text.replace(/\t/g, '    ').replace(/[^\n\x20-\x7e\xa0-\xff]/g, (c) => (extra.includes(c) ? c : '?'));
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const para of winAnsi(text).split('\n')) {
    let line = '';
    for (const word of para.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) line = next;
      else {
        if (line) out.push(line);
        // A word longer than the line is cut.
        let w = word;
        while (font.widthOfTextAtSize(w, size) > width) {
          let n = w.length - 1;
          while (n > 1 && font.widthOfTextAtSize(w.slice(0, n), size) > width) n--;
          out.push(w.slice(0, n));
          w = w.slice(n);
        }
        line = w;
      }
    }
    out.push(line);
  }
  return out;
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly footer: string,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage([A4.w, A4.h]);
    this.y = A4.h - M;
    this.page.drawText(winAnsi(this.footer), { x: M, y: 28, size: 8, font: this.font, color: rgb(0.4, 0.4, 0.4) });
  }

  ensure(h: number): void {
    if (this.y - h < M) this.newPage();
  }

  heading(text: string): void {
    this.ensure(40);
    this.page.drawText(winAnsi(text), { x: M, y: this.y - 16, size: 16, font: this.bold });
    this.y -= 34;
  }

  paragraph(text: string): void {
    for (const line of wrap(text, this.font, SIZE, A4.w - 2 * M)) {
      this.ensure(LEAD);
      this.page.drawText(line, { x: M, y: this.y - SIZE, size: SIZE, font: this.font });
      this.y -= LEAD;
    }
    this.y -= 6;
  }

  table(rows: [string, string][]): void {
    const labelW = 170;
    for (const [label, value] of rows) {
      const lines = wrap(value || '—', this.font, SIZE, A4.w - 2 * M - labelW);
      const labels = wrap(label, this.bold, SIZE, labelW - 10);
      this.ensure(LEAD * Math.min(Math.max(lines.length, labels.length), 3));
      const top = this.y;
      labels.forEach((l, i) => this.page.drawText(l, { x: M, y: top - SIZE - i * LEAD, size: SIZE, font: this.bold }));
      for (const line of lines) {
        this.ensure(LEAD);
        this.page.drawText(line, { x: M + labelW, y: this.y - SIZE, size: SIZE, font: this.font });
        this.y -= LEAD;
      }
      // A label longer than its value keeps its own lines.
      if (this.y > top - labels.length * LEAD && this.y <= top) this.y = top - labels.length * LEAD;
      this.y -= 3;
    }
    this.y -= 6;
  }

  pageNumber(): number {
    return this.doc.getPageCount();
  }
}

async function embedProof(w: Writer, p: PafProofInput): Promise<void> {
  const kind = p.mimetype.toLowerCase();
  if (kind === 'application/pdf') {
    try {
      const src = await loadUserPdf(p.bytes, { name: p.name });
      w.newPage();
      w.paragraph(`Notice proof: ${p.caption}`);
      w.paragraph(`The ${src.getPageCount()} page(s) of “${p.name}” follow.`);
      const pages = await w.doc.copyPages(src, src.getPageIndices());
      for (const pg of pages) w.doc.addPage(pg);
      return;
    } catch {
      // Falls through to the "not embeddable" page.
    }
  } else if (kind === 'image/jpeg' || kind === 'image/png') {
    try {
      const img = kind === 'image/png' ? await w.doc.embedPng(p.bytes) : await w.doc.embedJpg(p.bytes);
      w.newPage();
      w.paragraph(`Notice proof: ${p.caption}`);
      w.paragraph(`Photo “${p.name}”.`);
      const maxW = A4.w - 2 * M;
      const maxH = w.y - M;
      const scale = Math.min(maxW / img.width, maxH / img.height, 1);
      w.page.drawImage(img, { x: M, y: w.y - img.height * scale, width: img.width * scale, height: img.height * scale });
      w.y -= img.height * scale + 10;
      return;
    } catch {
      // Falls through.
    }
  }
  w.newPage();
  w.paragraph(`Notice proof: ${p.caption}`);
  w.paragraph(`“${p.name}” (${p.mimetype}) cannot be reproduced in this PDF. The original is kept with the LCA's files and is part of the public access file.`);
}

/** Builds the PAF PDF; the index page is page 1. */
export async function buildPafPdf(input: PafPdfInput): Promise<PafPdfResult> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(input.title));
  doc.setSubject('Public access file (20 CFR 655.760)');
  const producer = input.firmName?.trim() || PAF_NEUTRAL_PRODUCER;
  doc.setProducer(producer);
  doc.setCreator(producer);
  doc.setCreationDate(new Date(`${input.generatedOn}T12:00:00Z`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, font, bold, `${input.title} — generated ${input.generatedOn}`);
  const index: { title: string; page: number }[] = [];

  const sectionsWithProofs: (PafSection | 'proofs')[] = [];
  for (const s of input.sections) {
    sectionsWithProofs.push(s);
    if (s.title === input.proofsAfter) sectionsWithProofs.push('proofs');
  }
  for (const s of sectionsWithProofs) {
    if (s === 'proofs') {
      for (const p of input.proofs) await embedProof(w, p);
      continue;
    }
    w.newPage();
    // +1: the index page is inserted in front.
    index.push({ title: s.title, page: w.pageNumber() + 1 });
    w.heading(s.title);
    for (const b of s.blocks) {
      if (typeof b === 'string') w.paragraph(b);
      else w.table(b);
    }
  }

  // The index page, in front.
  const first = doc.insertPage(0, [A4.w, A4.h]);
  let y = A4.h - M;
  first.drawText(winAnsi(input.title), { x: M, y: y - 18, size: 18, font: bold });
  y -= 30;
  for (const line of wrap(input.subtitle, font, 11, A4.w - 2 * M)) {
    first.drawText(line, { x: M, y: y - 11, size: 11, font });
    y -= 15;
  }
  y -= 12;
  first.drawText('Index', { x: M, y: y - 13, size: 13, font: bold });
  y -= 24;
  for (const e of index) {
    const t = winAnsi(e.title);
    first.drawText(t, { x: M, y: y - SIZE, size: SIZE, font });
    const pg = `page ${e.page}`;
    first.drawText(pg, { x: A4.w - M - font.widthOfTextAtSize(pg, SIZE), y: y - SIZE, size: SIZE, font });
    y -= LEAD + 2;
  }
  first.drawText(winAnsi(`Generated ${input.generatedOn}. Keep with the LCA for the retention period (20 CFR 655.760(c)).`), {
    x: M,
    y: 28,
    size: 8,
    font,
    color: rgb(0.4, 0.4, 0.4),
  });
  const bytes = await doc.save();
  return { bytes, pages: doc.getPageCount(), index };
}
