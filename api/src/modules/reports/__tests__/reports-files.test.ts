import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import type { ReportColumn } from 'shared/domain';
import { NEUTRAL_FILE_CREATOR, renderReportFile, type FileInput } from '../reports.files';

/*
 * White label: a report file a firm downloads never names the product, in its pages or in its
 * metadata (what `pdfinfo` shows as Creator / Producer / Author, an XLSX's creator).
 */
const columns: ReportColumn[] = [
  { key: 'name', label: 'Name', type: 'text', sortable: true },
  { key: 'filedOn', label: 'Filed on', type: 'date', sortable: true },
];
const input = (over: Partial<FileInput> = {}): FileInput => ({
  title: 'Case list',
  baseName: 'case-list-2026-11-27',
  columns,
  rows: [{ name: 'Ananya Iyer', filedOn: '2026-11-02' }],
  truncated: false,
  subtitle: 'All cases',
  ...over,
});

/** The PDF's document information as written (pdf-lib rewrites Producer/Creator on load unless told not to). */
async function pdfMeta(base64: string) {
  const doc = await PDFDocument.load(Buffer.from(base64, 'base64'), { updateMetadata: false });
  return { title: doc.getTitle(), author: doc.getAuthor(), creator: doc.getCreator(), producer: doc.getProducer() };
}

describe('renderReportFile metadata (white label)', () => {
  it('a PDF carries the firm’s name as Author, Creator and Producer, never "Passage"', async () => {
    const file = await renderReportFile('pdf', input({ firmName: 'Demo Immigration Law LLP' }));
    const meta = await pdfMeta(file.contentBase64);
    expect(meta).toEqual({
      title: 'Case list',
      author: 'Demo Immigration Law LLP',
      creator: 'Demo Immigration Law LLP',
      producer: 'Demo Immigration Law LLP',
    });
    expect(JSON.stringify(meta)).not.toMatch(/passage/i);
    // The info dictionary in the bytes themselves (pdfmake writes it uncompressed).
    expect(Buffer.from(file.contentBase64, 'base64').toString('latin1')).not.toMatch(/passage/i);
  });

  it('without a firm’s name a PDF carries neutral text, never "Passage"', async () => {
    const file = await renderReportFile('pdf', input({ firmName: '  ' }));
    const meta = await pdfMeta(file.contentBase64);
    expect(meta.creator).toBe(NEUTRAL_FILE_CREATOR);
    expect(meta.producer).toBe(NEUTRAL_FILE_CREATOR);
    expect(JSON.stringify(meta)).not.toMatch(/passage/i);
    expect(Buffer.from(file.contentBase64, 'base64').toString('latin1')).not.toMatch(/passage/i);
  });

  it('an XLSX names the firm as its creator', async () => {
    const file = await renderReportFile('xlsx', input({ firmName: 'Demo Immigration Law LLP' }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
    expect(book.creator).toBe('Demo Immigration Law LLP');
    expect(book.lastModifiedBy).toBe('Demo Immigration Law LLP');
    expect(book.getWorksheet('Case list')?.getRow(2).getCell(1).value).toBe('Ananya Iyer');
  });
});
