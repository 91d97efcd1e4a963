import { dirname, join } from 'node:path';
import type { RichTextBlock, RichTextDoc, RichTextInline } from 'shared/domain';
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';

/*
 * Letters to PDF (docs/letters.md "Rendering"): the TipTap JSON body becomes a pdfmake document
 * definition (paragraphs, headings, bold/italic/underline, bullet and numbered lists, hard breaks,
 * rules), rendered on the server with pdfmake's bundled Roboto fonts. US Letter, one-inch margins,
 * the firm's letterhead on the first page when the template asks for it, page numbers from page 2.
 */

export interface Letterhead {
  name: string;
  address: string | null;
  /** Phone and e-mail, one line. */
  contact: string | null;
}

export interface LetterPdfInput {
  body: RichTextDoc;
  title: string;
  /** The firm's name: the PDF's Author, Creator and Producer (white-label: never the product's name). */
  author: string;
  letterhead: Letterhead | null;
}

const PAGE_WIDTH = 612;
const MARGIN = 72;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

type Run = string | ContentText;

function runs(inline: readonly RichTextInline[] | undefined): Run[] {
  const out: Run[] = [];
  for (const n of inline ?? []) {
    if (n.type === 'hardBreak') {
      out.push('\n');
      continue;
    }
    const marks = new Set((n.marks ?? []).map((m) => m.type));
    if (marks.size === 0) out.push(n.text);
    else
      out.push({
        text: n.text,
        ...(marks.has('bold') ? { bold: true } : {}),
        ...(marks.has('italic') ? { italics: true } : {}),
        ...(marks.has('underline') ? { decoration: 'underline' as const } : {}),
      });
  }
  return out;
}

function block(b: RichTextBlock, inList = false): Content {
  switch (b.type) {
    case 'paragraph': {
      const r = runs(b.content);
      // An empty paragraph is a blank line, as in the editor.
      return { text: r.length ? r : ' ', margin: [0, 0, 0, inList ? 2 : 10] };
    }
    case 'heading':
      return { text: runs(b.content), style: `h${b.attrs.level}` };
    case 'horizontalRule':
      return {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: TEXT_WIDTH, y2: 0, lineWidth: 0.5, lineColor: '#8a8f98' }],
        margin: [0, 4, 0, 12],
      };
    case 'bulletList':
    case 'orderedList': {
      const items = b.content.map((item): Content => {
        const parts = item.content.map((c) => block(c, true));
        return parts.length === 1 ? parts[0]! : { stack: parts };
      });
      return b.type === 'bulletList'
        ? { ul: items, margin: [0, 0, 0, 10] }
        : { ol: items, start: b.attrs?.start ?? 1, margin: [0, 0, 0, 10] };
    }
  }
}

function letterheadContent(l: Letterhead): Content[] {
  return [
    { text: l.name, style: 'firm' },
    ...(l.address ? [{ text: l.address, style: 'firmLine' } as Content] : []),
    ...(l.contact ? [{ text: l.contact, style: 'firmLine' } as Content] : []),
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: TEXT_WIDTH, y2: 0, lineWidth: 1, lineColor: '#1f3a5f' }],
      margin: [0, 6, 0, 24],
    },
  ];
}

/** The pdfmake document of a letter (exported for tests: what is drawn, before any bytes). */
export function letterDocDefinition(input: LetterPdfInput): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: input.title, author: input.author, creator: input.author, producer: input.author },
    content: [
      ...(input.letterhead ? letterheadContent(input.letterhead) : []),
      ...input.body.content.map((b) => block(b)),
    ],
    footer: (page, pages) =>
      pages > 1 && page > 1
        ? { text: `Page ${page} of ${pages}`, alignment: 'right', margin: [MARGIN, 24, MARGIN, 0], style: 'footer' }
        : null,
    defaultStyle: { font: 'Roboto', fontSize: 11, lineHeight: 1.25 },
    styles: {
      firm: { fontSize: 16, bold: true, alignment: 'center', color: '#1f3a5f' },
      firmLine: { fontSize: 9, alignment: 'center', color: '#4a5160' },
      h1: { fontSize: 16, bold: true, margin: [0, 8, 0, 8] },
      h2: { fontSize: 13, bold: true, margin: [0, 6, 0, 6] },
      h3: { fontSize: 11, bold: true, margin: [0, 4, 0, 4] },
      footer: { fontSize: 8, color: '#6b7280' },
    },
  };
}

export interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let engine: PdfMake | null = null;

/** pdfmake with its bundled Roboto fonts; no remote or other local files may be read. */
export function pdfmake(): PdfMake {
  if (engine) return engine;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pm = require('pdfmake') as PdfMake;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pm.setFonts({
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy((path) => path.startsWith(fonts));
  engine = pm;
  return pm;
}

/** Renders a letter to PDF bytes. */
export async function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  return pdfmake().createPdf(letterDocDefinition(input)).getBuffer();
}
