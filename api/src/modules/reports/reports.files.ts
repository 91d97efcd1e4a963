import ExcelJS from 'exceljs';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatDateTime, type ReportColumn, type ReportFormat } from 'shared/domain';
import type { TReportFile, TReportRow } from 'shared/contract';
import { toCsv } from '../../platform/data';
import { pdfmake } from '../letters';

/*
 * A report as a file (reports/export, custom-run with a format, scheduled deliveries): the same
 * rows and column order as the table. CSV through the platform's csv helper (formula-safe cells),
 * XLSX through exceljs (dates as dates, numbers as numbers), PDF through pdfmake (landscape table,
 * header row repeated on each page). Dates in CSV stay YYYY-MM-DD (machine-readable); the PDF
 * shows the app's 'MMM DD, YYYY'.
 */

export interface FileInput {
  title: string;
  /** File base name, e.g. `case-list-2026-11-26`. */
  baseName: string;
  columns: readonly ReportColumn[];
  rows: readonly TReportRow[];
  truncated: boolean;
  /** A line under the title (filters, date). */
  subtitle: string;
  /**
   * The firm's name: the PDF's Creator/Producer and the XLSX's creator. White-label: the files a firm
   * gets never name the product; without it they carry NEUTRAL_FILE_CREATOR.
   */
  firmName?: string;
}

/** Creator/Producer of a report file made without a firm's name (never the product's name). */
export const NEUTRAL_FILE_CREATOR = 'Report export';

const MIME: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const shown = (c: ReportColumn, v: TReportRow[string] | undefined): string => {
  if (v === null || v === undefined || v === '') return '';
  if (c.type === 'date' && typeof v === 'string') return formatDate(v) || v;
  if (c.type === 'datetime' && typeof v === 'string') return formatDateTime(v) || v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
};

export async function renderReportFile(format: ReportFormat, input: FileInput): Promise<TReportFile> {
  // Arrays of this realm: exceljs tells a row's array from an object with `instanceof Array`, and
  // lists read from jsonb (a saved report's columns) may come from the database driver's realm.
  const columns = [...input.columns];
  const rows = input.rows;
  const fileName = `${input.baseName}.${format}`;
  const creator = input.firmName?.trim() || NEUTRAL_FILE_CREATOR;
  let bytes: Buffer;
  if (format === 'csv') {
    bytes = Buffer.from(toCsv(columns.map((c) => c.label), rows.map((r) => columns.map((c) => r[c.key] ?? null))), 'utf8');
  } else if (format === 'xlsx') {
    const book = new ExcelJS.Workbook();
    book.creator = creator;
    book.lastModifiedBy = creator;
    const sheet = book.addWorksheet(input.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    sheet.addRow([...columns.map((c) => c.label)]).font = { bold: true };
    for (const r of rows) {
      sheet.addRow([
        ...columns.map((c) => {
          const v = r[c.key];
          if (v === null || v === undefined) return null;
          if ((c.type === 'date' || c.type === 'datetime') && typeof v === 'string') return new Date(c.type === 'date' ? `${v}T00:00:00Z` : v);
          // A string stays a string cell (exceljs writes formulas only from { formula }).
          return v;
        }),
      ]);
    }
    columns.forEach((c, i) => {
      const col = sheet.getColumn(i + 1);
      col.width = c.type === 'number' ? 12 : 22;
      if (c.type === 'date') col.numFmt = 'mmm dd, yyyy';
      if (c.type === 'datetime') col.numFmt = 'mmm dd, yyyy hh:mm AM/PM';
    });
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    if (input.truncated) sheet.addRow([`Cut at ${rows.length} rows: narrow the filters for the rest.`]);
    bytes = Buffer.from(await book.xlsx.writeBuffer());
  } else {
    const body: Content[][] = [
      columns.map((c) => ({ text: c.label, bold: true, fillColor: '#eeeeee' })),
      ...rows.map((r) => columns.map((c) => ({ text: shown(c, r[c.key]), alignment: c.type === 'number' ? ('right' as const) : ('left' as const) }))),
    ];
    const doc: TDocumentDefinitions = {
      pageSize: 'LETTER',
      pageOrientation: 'landscape',
      pageMargins: [30, 40, 30, 40],
      info: { title: input.title, author: creator, creator, producer: creator },
      defaultStyle: { fontSize: 8 },
      content: [
        { text: input.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
        { text: input.subtitle, fontSize: 9, color: '#555555', margin: [0, 0, 0, 8] },
        rows.length
          ? { table: { headerRows: 1, widths: columns.map(() => '*'), body }, layout: 'lightHorizontalLines' }
          : { text: 'No rows match the filters.', italics: true },
        ...(input.truncated ? [{ text: `Cut at ${rows.length} rows: narrow the filters for the rest.`, margin: [0, 8, 0, 0] as [number, number, number, number] }] : []),
      ],
      footer: (page: number, pages: number) => ({ text: `${page} / ${pages}`, alignment: 'center', fontSize: 8 }),
    };
    bytes = await pdfmake().createPdf(doc).getBuffer();
  }
  return { fileName, mimeType: MIME[format], contentBase64: bytes.toString('base64'), rowCount: rows.length, truncated: input.truncated };
}
