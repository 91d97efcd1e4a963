/**
 * Accepted upload types (SPEC §5): images, PDF, Word, and the office class
 * (doc, docx, txt, odt, rtf, dotm, wps, xml, xl, xlsx, xla, xlsb). Each accepted extension
 * names the byte signature it must carry; a name alone never decides (see file-sniffer.ts).
 */
export type SniffedKind =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'svg'
  | 'ole' // OLE compound file: doc, xls, xla, wps
  | 'docx' // OOXML word: docx, dotm
  | 'xlsx' // OOXML spreadsheet: xlsx, xlsb
  | 'odt'
  | 'zip' // any other zip
  | 'rtf'
  | 'xml'
  | 'text'
  | 'executable'
  | 'unknown';

export type FileClass = 'image' | 'pdf' | 'office';

interface AcceptedType {
  readonly cls: FileClass;
  readonly kinds: readonly SniffedKind[];
  readonly mime: string;
}

export const ACCEPTED_TYPES: Readonly<Record<string, AcceptedType>> = {
  pdf: { cls: 'pdf', kinds: ['pdf'], mime: 'application/pdf' },
  png: { cls: 'image', kinds: ['png'], mime: 'image/png' },
  jpg: { cls: 'image', kinds: ['jpeg'], mime: 'image/jpeg' },
  jpeg: { cls: 'image', kinds: ['jpeg'], mime: 'image/jpeg' },
  gif: { cls: 'image', kinds: ['gif'], mime: 'image/gif' },
  webp: { cls: 'image', kinds: ['webp'], mime: 'image/webp' },
  svg: { cls: 'image', kinds: ['svg'], mime: 'image/svg+xml' },
  doc: { cls: 'office', kinds: ['ole'], mime: 'application/msword' },
  dot: { cls: 'office', kinds: ['ole'], mime: 'application/msword' },
  docx: {
    cls: 'office',
    kinds: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  dotm: { cls: 'office', kinds: ['docx'], mime: 'application/vnd.ms-word.template.macroEnabled.12' },
  odt: { cls: 'office', kinds: ['odt'], mime: 'application/vnd.oasis.opendocument.text' },
  rtf: { cls: 'office', kinds: ['rtf'], mime: 'application/rtf' },
  // Served as text/plain with nosniff, so markup in a .txt is inert.
  txt: { cls: 'office', kinds: ['text', 'xml', 'svg'], mime: 'text/plain' },
  xml: { cls: 'office', kinds: ['xml'], mime: 'application/xml' },
  wps: { cls: 'office', kinds: ['ole'], mime: 'application/vnd.ms-works' },
  xls: { cls: 'office', kinds: ['ole'], mime: 'application/vnd.ms-excel' },
  xla: { cls: 'office', kinds: ['ole'], mime: 'application/vnd.ms-excel' },
  // SPEC lists "xl"; treated as a spreadsheet in either container.
  xl: { cls: 'office', kinds: ['ole', 'xlsx'], mime: 'application/vnd.ms-excel' },
  xlsx: {
    cls: 'office',
    kinds: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  xlsb: { cls: 'office', kinds: ['xlsx'], mime: 'application/vnd.ms-excel.sheet.binary.macroEnabled.12' },
};

/** Lower-case extension of a file name without the dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Content type for a stored key, from its (server-chosen, verified) extension. */
export function mimeForExtension(ext: string): string {
  return ACCEPTED_TYPES[ext.toLowerCase()]?.mime ?? 'application/octet-stream';
}

export type TypeCheck =
  | { ok: true; ext: string; mime: string; cls: FileClass }
  | { ok: false; reason: 'executable' | 'extension' | 'mismatch'; message: string };

/** Decides whether bytes of `kind` may be stored under the client's file name. */
export function checkType(fileName: string, kind: SniffedKind): TypeCheck {
  if (kind === 'executable') {
    return { ok: false, reason: 'executable', message: 'Executable files are not accepted' };
  }
  const ext = extensionOf(fileName);
  const accepted = ACCEPTED_TYPES[ext];
  if (!accepted) {
    return {
      ok: false,
      reason: 'extension',
      message: `File type ${ext ? `.${ext} ` : ''}is not accepted (images, PDF, Word and office documents only)`,
    };
  }
  if (!accepted.kinds.includes(kind)) {
    return { ok: false, reason: 'mismatch', message: `The file content is not a valid .${ext} file` };
  }
  return { ok: true, ext, mime: accepted.mime, cls: accepted.cls };
}
