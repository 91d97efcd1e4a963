import { open, type FileHandle } from 'node:fs/promises';
import type { SniffedKind } from './file-types';

/**
 * A small magic-number sniffer for the accepted upload types. `file-type` is ESM-only and
 * does not load under the CommonJS jest transform; the set we accept is small enough to
 * recognise directly: signatures at the start, the zip central directory for OOXML/ODF, and a
 * text sniff for txt/xml/svg.
 */

const HEAD_BYTES = 64 * 1024;

const startsWith = (buf: Buffer, sig: number[] | string, at = 0): boolean => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return buf.length >= at + bytes.length && buf.subarray(at, at + bytes.length).equals(bytes);
};

function isExecutable(head: Buffer): boolean {
  return (
    startsWith(head, 'MZ') || // PE / DOS
    startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(head, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(head, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(head, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(head, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(head, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O fat / Java class
    startsWith(head, [0x00, 0x61, 0x73, 0x6d]) || // WebAssembly
    startsWith(head, '#!') // script with an interpreter line
  );
}

/**
 * True when the bytes hold no control characters other than whitespace. Any 8-bit encoding is
 * accepted (legacy Windows-1252 .txt files are common); binary formats carry NUL or control bytes.
 */
function looksLikeText(head: Buffer): boolean {
  for (const b of head) {
    if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) {
      return false;
    }
  }
  return true;
}

/** Classifies markup text: an SVG document, other XML, or plain text. */
function classifyText(text: string): SniffedKind {
  let s = text.replace(/^\uFEFF/, '').trimStart();
  if (!s.startsWith('<')) return 'text';
  // Skip the prolog: declaration, processing instructions, comments, doctype.
  for (;;) {
    const before = s;
    s = s
      .replace(/^<\?[\s\S]*?\?>\s*/, '')
      .replace(/^<!--[\s\S]*?-->\s*/, '')
      .replace(/^<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*/i, '');
    if (s === before) break;
  }
  if (/^<svg[\s>/:]/i.test(s) || /^<[a-z0-9]+:svg[\s>]/i.test(s)) return 'svg';
  return 'xml';
}

interface ZipEntries {
  names: Set<string>;
}

/** Reads entry names from a zip's central directory (no decompression). */
async function readZipEntries(fh: FileHandle, size: number): Promise<ZipEntries | null> {
  const tailLen = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLen);
  await fh.read(tail, 0, tailLen, size - tailLen);
  let eocd = -1;
  for (let i = tailLen - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdOffset === 0xffffffff || cdSize === 0xffffffff || cdOffset + cdSize > size) return null;
  const cd = Buffer.alloc(cdSize);
  await fh.read(cd, 0, cdSize, cdOffset);
  const names = new Set<string>();
  let p = 0;
  for (let n = 0; n < count && p + 46 <= cd.length; n++) {
    if (cd.readUInt32LE(p) !== 0x02014b50) break;
    const nameLen = cd.readUInt16LE(p + 28);
    const extraLen = cd.readUInt16LE(p + 30);
    const commentLen = cd.readUInt16LE(p + 32);
    names.add(cd.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return { names };
}

/** ODF puts an uncompressed `mimetype` entry first; returns its content. */
function odfMimetype(head: Buffer): string | null {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return null;
  const method = head.readUInt16LE(8);
  const compSize = head.readUInt32LE(18);
  const nameLen = head.readUInt16LE(26);
  const extraLen = head.readUInt16LE(28);
  if (method !== 0 || head.toString('latin1', 30, 30 + nameLen) !== 'mimetype') return null;
  const start = 30 + nameLen + extraLen;
  return head.toString('latin1', start, Math.min(head.length, start + compSize));
}

async function classifyZip(fh: FileHandle, size: number, head: Buffer): Promise<SniffedKind> {
  if (odfMimetype(head) === 'application/vnd.oasis.opendocument.text') return 'odt';
  const zip = await readZipEntries(fh, size);
  if (!zip) return 'zip';
  if (zip.names.has('[Content_Types].xml')) {
    if (zip.names.has('word/document.xml')) return 'docx';
    if (zip.names.has('xl/workbook.xml') || zip.names.has('xl/workbook.bin')) return 'xlsx';
  }
  return 'zip';
}

/** Sniffs a head buffer alone (zip containers report 'zip'). Exposed for tests. */
export function sniffHead(head: Buffer): SniffedKind {
  if (head.length === 0) return 'unknown';
  if (isExecutable(head)) return 'executable';
  // PDF readers accept a header within the first 1024 bytes.
  if (head.subarray(0, 1024).includes(Buffer.from('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, '{\\rtf')) return 'rtf';
  const bom = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (looksLikeText(head.subarray(bom))) return classifyText(head.toString('utf8', bom));
  return 'unknown';
}

/** Sniffs a file on disk by its bytes. */
export async function sniffFile(path: string): Promise<SniffedKind> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await fh.read(head, 0, head.length, 0);
    const kind = sniffHead(head);
    return kind === 'zip' ? await classifyZip(fh, size, head) : kind;
  } finally {
    await fh.close();
  }
}
