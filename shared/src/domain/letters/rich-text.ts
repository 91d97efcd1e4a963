import { z } from 'zod';

/*
 * Letter bodies are stored as TipTap (ProseMirror) JSON, the editor's own document format, limited
 * to what a letter needs and what the PDF renderer draws: paragraphs, headings 1–3, bold, italic,
 * underline, bullet and numbered lists, hard line breaks and a horizontal rule. Anything else
 * (images, links, code, tables) is refused, so a stored body always renders.
 */

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline'] as const;
export type RichTextMarkType = (typeof RICH_TEXT_MARKS)[number];

export interface RichTextMark {
  type: RichTextMarkType;
}

export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

export interface RichTextHardBreak {
  type: 'hardBreak';
}

export type RichTextInline = RichTextText | RichTextHardBreak;

export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextInline[];
}

export interface RichTextHeading {
  type: 'heading';
  attrs: { level: 1 | 2 | 3 };
  content?: RichTextInline[];
}

export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

export interface RichTextBulletList {
  type: 'bulletList';
  content: RichTextListItem[];
}

export interface RichTextOrderedList {
  type: 'orderedList';
  attrs?: { start?: number };
  content: RichTextListItem[];
}

export interface RichTextRule {
  type: 'horizontalRule';
}

export type RichTextBlock =
  RichTextParagraph | RichTextHeading | RichTextBulletList | RichTextOrderedList | RichTextRule;

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlock[];
}

/** Largest stored body, as JSON text (a long support letter is ~25 KB). */
export const RICH_TEXT_MAX_CHARS = 200_000;
/** Deepest nesting accepted (doc → list → item → list … → text). */
export const RICH_TEXT_MAX_DEPTH = 16;

export const RICH_TEXT_TOO_LARGE = 'The letter is too long. Keep it under 200,000 characters.';
export const RICH_TEXT_TOO_DEEP = 'The letter nests lists too deeply.';

const ZMark = z.object({ type: z.enum(RICH_TEXT_MARKS) });

const ZText = z.object({
  type: z.literal('text'),
  text: z.string().min(1).max(20_000),
  marks: z.array(ZMark).max(3).optional(),
});
const ZHardBreak = z.object({ type: z.literal('hardBreak') });
const ZInline = z.discriminatedUnion('type', [ZText, ZHardBreak]);
const inlineContent = z.array(ZInline).max(5000).optional();

const ZParagraph = z.object({ type: z.literal('paragraph'), content: inlineContent });
const ZHeading = z.object({
  type: z.literal('heading'),
  attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  content: inlineContent,
});
const ZRule = z.object({ type: z.literal('horizontalRule') });

// Recursive: list items hold blocks, which may be lists again (zod 4 getters).
const ZListItem = z.object({
  type: z.literal('listItem'),
  get content() {
    return z.array(ZBlock).min(1).max(200);
  },
});
const ZBulletList = z.object({ type: z.literal('bulletList'), content: z.array(ZListItem).min(1).max(500) });
const ZOrderedList = z.object({
  type: z.literal('orderedList'),
  attrs: z.object({ start: z.number().int().min(0).max(10_000).optional() }).optional(),
  content: z.array(ZListItem).min(1).max(500),
});
const ZBlock: z.ZodType<RichTextBlock> = z.discriminatedUnion('type', [
  ZParagraph,
  ZHeading,
  ZBulletList,
  ZOrderedList,
  ZRule,
]) as unknown as z.ZodType<RichTextBlock>;

/** Nesting depth of a JSON value, counted without recursion (a hostile body cannot overflow the stack). */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) max = d;
    if (max > 64) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

const ZDocShape = z.object({ type: z.literal('doc'), content: z.array(ZBlock).max(2000) });

/**
 * A letter body: TipTap JSON with the nodes and marks above. Size and depth are checked before the
 * structure, so an oversized or deeply nested body is refused with a plain message.
 */
export const ZRichTextDoc = z
  .unknown()
  .superRefine((v, ctx) => {
    // Each level of the TipTap JSON is an object plus its content array: 2 JSON levels per node.
    if (jsonDepth(v) > RICH_TEXT_MAX_DEPTH * 2) ctx.addIssue({ code: 'custom', message: RICH_TEXT_TOO_DEEP });
    else if ((JSON.stringify(v ?? null) ?? '').length > RICH_TEXT_MAX_CHARS)
      ctx.addIssue({ code: 'custom', message: RICH_TEXT_TOO_LARGE });
  })
  .pipe(ZDocShape) as unknown as z.ZodType<RichTextDoc>;

/** A document with one paragraph per line of `text` (blank lines dropped). */
export function docFromText(text: string): RichTextDoc {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  return { type: 'doc', content: lines.map((l) => ({ type: 'paragraph', content: [{ type: 'text', text: l }] })) };
}

/** Plain text of a document: blocks separated by blank lines, list items by new lines. */
export function docToText(doc: RichTextDoc): string {
  const inline = (c: RichTextInline[] | undefined): string =>
    (c ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');
  const block = (b: RichTextBlock, prefix = ''): string => {
    switch (b.type) {
      case 'paragraph':
      case 'heading':
        return prefix + inline(b.content);
      case 'horizontalRule':
        return '—';
      case 'bulletList':
      case 'orderedList':
        return b.content
          .map((item, i) =>
            item.content
              .map((c, j) =>
                block(c, j === 0 ? (b.type === 'bulletList' ? '• ' : `${(b.attrs?.start ?? 1) + i}. `) : '  '),
              )
              .join('\n'),
          )
          .join('\n');
    }
  };
  return doc.content.map((b) => block(b)).join('\n\n');
}
