import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  ACTIVITY_LABELS,
  canActOnFilingFee,
  computeFilingFees,
  feeTableOn,
  formatDate,
} from 'shared/domain';
import {
  CASE_COLUMN_LABELS,
  CASE_COLUMNS,
  type TCaseColumn,
  type TCaseListItem,
  type TFileDownload,
  type TFilingFeesResult,
  type ZDownloadDetailsAsPdfPayload,
  type ZExportPetitionsPayload,
  type ZFilingFeesPayload,
} from 'shared/contract';
import { eq } from 'drizzle-orm';
import { AppError, forbidden } from '../../platform/http';
import { companies } from '../companies';
import { toCsv, todayOf } from '../../platform/data';
import { caseAccess } from './petitions.access';
import { toListItem, workflowOf, workflowStateOf } from './petitions.mapper';
import * as repo from './petitions.repository';
import { caseView, completeAndNotify, assertCanComplete, effectiveFilter, listWhere, type Ctx } from './petitions.service';

/*
 * Files the case calls produce: the filtered list as CSV/XLSX (exceljs), the details as a PDF
 * (pdf-lib: pure JavaScript, standard fonts, no native dependencies), and the filing fees.
 */

export const EXPORT_MAX_ROWS = 10_000;

function cell(item: TCaseListItem, col: TCaseColumn): string | number | boolean | null {
  switch (col) {
    case 'attorneyName':
      return item.attorney?.name ?? null;
    case 'paralegalName':
      return item.paralegal?.name ?? null;
    case 'premiumProcessing':
      return item.premiumProcessing ? 'Yes' : 'No';
    case 'deadlineDate':
      return item.deadlineDate ? `${item.deadlineDate}${item.overdueDays ? ` (Overdue by ${item.overdueDays} day(s))` : ''}` : null;
    default:
      return (item as unknown as Record<string, string | number | null>)[col] ?? null;
  }
}

export async function exportPetitions(ctx: Ctx<typeof ZExportPetitionsPayload>): Promise<TFileDownload> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const filter = effectiveFilter(p);
  const rows = await repo.allCases(ctx.tx, listWhere(a, p, filter), p.sort, EXPORT_MAX_ROWS);
  const today = todayOf(p);
  const items = rows.map((r) => toListItem(r, today));
  const columns = p.columns ?? [...CASE_COLUMNS];
  const headers = columns.map((c) => CASE_COLUMN_LABELS[c]);
  const base = `cases-${p.list}-${today}`;
  if (p.format === 'xlsx') {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Cases');
    sheet.addRow(headers).font = { bold: true };
    for (const it of items) sheet.addRow(columns.map((c) => cell(it, c)));
    sheet.columns.forEach((c) => (c.width = 20));
    const buf = Buffer.from(await book.xlsx.writeBuffer());
    return { fileName: `${base}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', contentBase64: buf.toString('base64'), rowCount: items.length };
  }
  const csv = toCsv(headers, items.map((it) => columns.map((c) => cell(it, c))));
  return { fileName: `${base}.csv`, mimeType: 'text/csv', contentBase64: Buffer.from(csv, 'utf8').toString('base64'), rowCount: items.length };
}

// ─────────────────────────── PDF ───────────────────────────

/** Standard PDF fonts only cover WinAnsi: other characters become '?'. */
const winAnsi = (s: string): string => s.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/g, '?');

class PdfWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([612, 792]);
    this.y = 750;
  }
  line(text: string, opts: { size?: number; bold?: boolean; indent?: number; color?: [number, number, number] } = {}) {
    const size = opts.size ?? 10;
    if (this.y < 50) this.newPage();
    const font = opts.bold ? this.bold : this.font;
    const maxWidth = 612 - 100 - (opts.indent ?? 0);
    // Wrap on words.
    const words = winAnsi(text).split(' ');
    let current = '';
    const lines: string[] = [];
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > maxWidth && current) {
        lines.push(current);
        current = w;
      } else current = next;
    }
    lines.push(current);
    for (const l of lines) {
      if (this.y - size < 50) this.newPage();
      // `y` is the top of the line: its text stands on a baseline one font size lower, so a large
      // title no longer rises into the line above it (the firm name was overprinted).
      this.y -= size;
      this.page.drawText(l, { x: 50 + (opts.indent ?? 0), y: this.y, size, font, color: rgb(...(opts.color ?? [0.1, 0.1, 0.1])) });
      this.y -= 4;
    }
  }
  gap(n = 8) {
    this.y -= n;
  }
}

export async function downloadDetailsAsPdf(ctx: Ctx<typeof ZDownloadDetailsAsPdfPayload>): Promise<TFileDownload> {
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const c = await caseView(ctx, row);
  const doc = await PDFDocument.create();
  doc.setTitle(`Case ${c.caseNumber}`);
  // White label: the firm's name as the file's author, creator and producer, never the product's
  // (pdf-lib would write its own name as the producer).
  const firmName = ctx.tenant?.name ?? 'Case details';
  doc.setAuthor(firmName);
  doc.setCreator(firmName);
  doc.setProducer(firmName);
  const w = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const d = (v: string | null) => (v ? formatDate(v) || v : '-');
  w.line(ctx.tenant?.name ?? '', { size: 9, color: [0.4, 0.4, 0.4] });
  w.line(`Case ${c.caseNumber}`, { size: 18, bold: true });
  w.line(`${c.typeName}${c.subTypeName ? ` - ${c.subTypeName}` : ''} | Status: ${c.statusName}`, { size: 11 });
  w.gap();
  const section = (title: string, rows: [string, string | null | undefined][]) => {
    w.line(title, { size: 12, bold: true });
    for (const [k, v] of rows) w.line(`${k}: ${v ?? '-'}`, { indent: 10 });
    w.gap();
  };
  section('Parties', [
    ['Petitioner', c.petitionerName],
    ['Beneficiary', c.beneficiaryName],
    ['Branch', c.branchName],
  ]);
  section('Dates and filing', [
    ['Deadline', `${d(c.deadlineDate)}${c.overdueDays ? ` (Overdue by ${c.overdueDays} day(s))` : ''}`],
    ['Premium processing', c.premiumProcessing ? 'Yes' : 'No'],
    ['Receipt number', c.receiptNumber],
    ['Courier', c.courierTracking.trackingNumber ? `${c.courierTracking.carrierName ?? ''} ${c.courierTracking.trackingNumber}` : null],
    ['Validity', c.validityFrom || c.validityTo ? `${d(c.validityFrom)} to ${d(c.validityTo)}` : null],
    ['USCIS response', c.uscisOutcome ? `${c.uscisOutcome} (${d(c.uscisOutcomeDate)})` : null],
  ]);
  section('Assignments', [
    ['Attorney', c.attorney?.name],
    ['Paralegal', c.paralegal?.name],
    ['Supervisor', c.supervisor?.name],
    ['Documentation manager', c.docManager?.name],
    ['Documentation executive', c.docExecutive?.name],
    ['Front office', c.frontOffice?.name],
  ]);
  w.line('Workflow', { size: 12, bold: true });
  const done = new Map(c.completionLog.map((x) => [x.code, x]));
  for (const act of c.workflow.activities) {
    const x = done.get(act.code);
    const mark = x ? '[x]' : act.code === c.nextWorkflowActivity ? '[>]' : '[ ]';
    w.line(`${mark} ${act.label}${x ? ` - ${x.byName ?? ''} ${formatDate(x.at) || x.at}` : act.code === c.nextWorkflowActivity ? ' - next' : ''}`, { indent: 10 });
  }
  if (c.parent || c.children.length) {
    w.gap();
    section('Linked cases', [
      ...(c.parent ? ([['From', `${c.parent.caseNumber} (${c.parent.typeName})`]] as [string, string][]) : []),
      ...c.children.map((k) => [k.relation === 'rfe' ? 'RFE' : 'Follow-on', `${k.caseNumber} (${k.statusName}${k.deadlineDate ? `, due ${d(k.deadlineDate)}` : ''})`] as [string, string]),
    ]);
  }
  w.gap();
  w.line(`Printed ${formatDate(new Date().toISOString()) || new Date().toISOString()}`, { size: 8, color: [0.5, 0.5, 0.5] });
  const bytes = await doc.save();
  return { fileName: `case-${c.caseNumber}.pdf`, mimeType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') };
}

// ─────────────────────────── filing fees ───────────────────────────

export async function filingFees(ctx: Ctx<typeof ZFilingFeesPayload>): Promise<TFilingFeesResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  let row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: p.complete });
  let employeeCount = p.employeeCount ?? (typeof row.data?.employeeCount === 'number' ? row.data.employeeCount : null);
  if (employeeCount === null && row.petitionerId) {
    const [co] = await ctx.tx.select({ n: companies.employeesCount }).from(companies).where(eq(companies.id, row.petitionerId)).limit(1);
    employeeCount = co?.n ?? null;
  }
  const nonprofit = p.nonprofit ?? row.data?.nonprofit === true;
  const today = todayOf(p);
  // The fees of the day the case is filed; before that, of today.
  const filed = row.completionLog.find((x) => x.code === 'SUBMIT_TO_USCIS')?.at.slice(0, 10);
  const onDate = filed ?? today;
  const table = feeTableOn(onDate);
  if (!table) throw new AppError('VALIDATION_FAILED', `No fee table covers ${onDate}.`);
  const fees = computeFilingFees({
    typeId: row.typeId,
    subTypeId: row.subTypeId ?? undefined,
    employeeCount: employeeCount ?? undefined,
    nonprofit,
    premiumProcessing: row.premiumProcessing,
    onDate,
  });
  const rule = canActOnFilingFee(workflowOf(row), workflowStateOf(row), a.roleId);
  const inWorkflow = workflowOf(row).activities.some((x) => x.code === 'FILING_FEE');
  const completed = row.completedActivities.includes('FILING_FEE');
  if (p.complete && !completed) {
    if (!rule.allowed) throw forbidden(rule.reason);
    assertCanComplete(a, row, 'FILING_FEE');
    row = await completeAndNotify(ctx, a, row, 'FILING_FEE', {
      set: { data: { ...(row.data ?? {}), filingFees: { tableEffectiveDate: fees.tableEffectiveDate, totalCents: fees.totalCents, lines: fees.lines } } },
      note: `Filing fees $${(fees.totalCents / 100).toFixed(2)} (fee table of ${fees.tableEffectiveDate})`,
    });
  }
  const reason = !inWorkflow ? `"${ACTIVITY_LABELS.FILING_FEE}" is not part of this case's workflow.` : rule.allowed ? null : rule.reason;
  return {
    petitionId: row.id,
    tableEffectiveDate: fees.tableEffectiveDate,
    tableSource: table.source,
    form: fees.form,
    employeeCount,
    nonprofit,
    premiumProcessing: row.premiumProcessing,
    lines: fees.lines.map((l) => ({ code: l.code, label: l.label, amountCents: l.amountCents, amount: l.amountCents / 100 })),
    totalCents: fees.totalCents,
    total: fees.totalCents / 100,
    currency: 'USD',
    actionable: inWorkflow && rule.allowed && !row.completedActivities.includes('FILING_FEE'),
    reason: row.completedActivities.includes('FILING_FEE') ? null : reason,
    completed: row.completedActivities.includes('FILING_FEE'),
    fileOnlyAfterInvoice: row.fileOnlyAfterInvoice,
    fileOnlyAfterPayment: row.fileOnlyAfterPayment,
  };
}

