import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
  type PDFPage,
} from 'pdf-lib';

export const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

/** A small PDF of `pages` pages with a line of text each. */
export async function samplePdf(pages = 2, title = 'Sample document'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${title} — page ${i}`, { x: 72, y: 700, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A valid RGBA PNG (a dark stroke on transparent), as a drawn signature would be. */
export function signaturePng(width = 120, height = 40): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) {
      const on = Math.abs(y - (height / 2 + Math.sin(x / 8) * 10)) < 2;
      row.writeUInt32BE(on ? 0x1a1a1aff : 0x00000000, 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png = signaturePng()): string => `data:image/png;base64,${png.toString('base64')}`;

/** The text a page draws (pdf-lib writes standard-font text as hex strings). */
export function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  let out = '';
  for (const s of streams) {
    if (!(s instanceof PDFRawStream)) continue;
    const ops = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out += `${Buffer.from(m[1]!, 'hex').toString('latin1')}\n`;
  }
  return out;
}

export const uniqueName = (ext = 'pdf') => `doc-${randomUUID().slice(0, 8)}.${ext}`;

/**
 * Where a page draws images: each `Do` of an image XObject with the rectangle its unit square
 * lands on (the current transformation, tracked through q/Q and cm; no rotation expected).
 */
export function imagePlacements(page: PDFPage): { x: number; y: number; width: number; height: number }[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const isImage = (name: string) => {
    const x = xobjects?.lookup(PDFName.of(name));
    const dict = x instanceof PDFRawStream ? x.dict : null;
    return dict?.get(PDFName.of('Subtype')) === PDFName.of('Image');
  };
  type M = [number, number, number, number, number, number];
  const mul = (m: M, n: M): M => [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
  const out: { x: number; y: number; width: number; height: number }[] = [];
  let ctm: M = [1, 0, 0, 1, 0, 0];
  const stack: M[] = [];
  for (const s of streams) {
    if (!(s instanceof PDFRawStream)) continue;
    const ops = Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    const tokens = ops.match(/\/[^\s/<>[\]()]+|[-+]?\d*\.?\d+(?:e[-+]?\d+)?|[A-Za-z*'"]+|\S/g) ?? [];
    const operands: string[] = [];
    for (const t of tokens) {
      if (t === 'q') stack.push(ctm);
      else if (t === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (t === 'cm') ctm = mul(operands.slice(-6).map(Number) as M, ctm);
      else if (t === 'Do') {
        const name = operands[operands.length - 1]!.slice(1);
        if (isImage(name)) out.push({ x: ctm[4], y: ctm[5], width: ctm[0], height: ctm[3] });
      }
      if (/^[A-Za-z*'"]+$/.test(t)) operands.length = 0;
      else operands.push(t);
    }
  }
  return out;
}

const run = promisify(execFile);

/**
 * poppler's `pdfsig` report of a file (Debian package poppler-utils: `apt-get install -y
 * poppler-utils`). It exits non-zero for a file whose signature does not verify; the report is
 * answered either way. A missing pdfsig fails the test.
 */
export async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdfsig-'));
  const file = join(dir, 'signed.pdf');
  await writeFile(file, bytes);
  try {
    const { stdout, stderr } = await run('pdfsig', [file]);
    return stdout + stderr;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; code?: unknown };
    if (e.code === 'ENOENT') throw new Error('pdfsig is not installed: apt-get install -y poppler-utils');
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A copy of a sealed PDF with one byte changed inside the signed range (a letter of its /Reason). */
export function tamperedInRange(bytes: Uint8Array): Buffer {
  const copy = Buffer.from(bytes);
  const at = copy.indexOf('/Reason (Electronically');
  if (at < 0) throw new Error('no sealed /Reason in this PDF');
  const pos = at + '/Reason (E'.length;
  copy[pos] = copy[pos] === 0x6c ? 0x4c : 0x6c;
  return copy;
}
