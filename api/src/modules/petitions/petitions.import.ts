import ExcelJS from 'exceljs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  CASE_STATUSES,
  CASE_SUB_TYPES,
  CASE_TYPES,
  completeActivity,
  initialWorkflowState,
  isCaseClosed,
  isValidReceiptNumber,
  normalizeReceiptNumber,
  parseUsDate,
  RECEIPT_NUMBER_MESSAGE,
  validateCustomCaseNumber,
  VALIDATION_MESSAGES,
  ROLE,
} from 'shared/domain';
import {
  ERROR_MESSAGES,
  OLD_CASE_COLUMNS,
  OLD_CASE_REQUIRED,
  type TOldCaseRowResult,
  type TOldCasesResult,
  type ZImportOldCasesPayload,
  type ZMigrateOldCasesPayload,
} from 'shared/contract';
import type { Db } from '../../platform/db';
import type { CallContext } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { branches } from '../branches';
import { companies } from '../companies';
import { parseCsv, todayOf } from '../../platform/data';
import { users } from '../users';
import { caseAccess, type CaseAccess } from './petitions.access';
import * as repo from './petitions.repository';
import { logCase, nextCaseNumber, unprocessable, type Ctx } from './petitions.service';
import { workflowFor } from '../workflow-config';
import type { NewPetitionRow } from './petitions.table';

/*
 * Old cases from a CSV or XLSX (the people import's CSV parser; exceljs for XLSX). Every row is
 * checked against the tenant's data; a row's problems come back as errorMsg plus messages (SPEC
 * §8), an unexpected failure as 'An unexpected error occurred.'. Nothing is written by
 * import-old-cases; migrate-old-cases writes all rows or none (unless skipInvalid).
 */

const MAX_ROWS = 5000;
const canonical = new Map(OLD_CASE_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Rows of the file as header → text records. */
export async function readRows(fileName: string, contentBase64: string): Promise<{ columns: string[]; rows: Record<string, string>[] }> {
  const bytes = Buffer.from(contentBase64, 'base64');
  let table: string[][];
  if (/\.xlsx$/i.test(fileName)) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw unprocessable('contentBase64', 'The file is not a readable .xlsx workbook.');
    }
    const sheet = book.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (c, col) => {
        const v = c.value;
        values[col - 1] =
          v instanceof Date ? v.toISOString().slice(0, 10) : v && typeof v === 'object' && 'text' in v ? String((v as { text: unknown }).text) : v == null ? '' : String(v);
      });
      table.push(Array.from(values, (x) => x ?? ''));
    });
  } else {
    table = parseCsv(bytes.toString('utf8'));
  }
  if (table.length < 2) throw unprocessable('contentBase64', 'The file has no data rows under a header row.');
  if (table.length - 1 > MAX_ROWS) throw unprocessable('contentBase64', `At most ${MAX_ROWS} rows can be imported at once.`);
  const header = table[0]!.map((h) => canonical.get(h.trim().toLowerCase()) ?? h.trim());
  const missing = OLD_CASE_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) throw unprocessable('contentBase64', `Missing column(s): ${missing.join(', ')}.`);
  const rows = table.slice(1).map((cells) => Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()])));
  return { columns: header, rows };
}

function isoDate(v: string): string | null | undefined {
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const d = new Date(`${v}T00:00:00Z`);
    return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? undefined : v;
  }
  const p = parseUsDate(v);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : undefined;
}

const byNameCodeOrId = <T extends { id: number; name: string; code: string }>(list: readonly T[], v: string): T | undefined => {
  const k = v.trim().toLowerCase();
  return list.find((x) => String(x.id) === k || x.name.toLowerCase() === k || x.code.toLowerCase() === k);
};

interface Lookups {
  companies: { id: string; name: string; fein: string | null; branchId: string | null }[];
  branches: { id: string; name: string; code: string | null }[];
  staff: { id: string; email: string; roleId: number }[];
}

async function lookups(tx: Db): Promise<Lookups> {
  return {
    companies: await tx
      .select({ id: companies.id, name: companies.name, fein: companies.feiNumber, branchId: companies.branchId })
      .from(companies)
      .where(isNull(companies.deletedAt)),
    branches: await tx.select({ id: branches.id, name: branches.name, code: branches.code }).from(branches),
    staff: await tx.select({ id: users.id, email: users.email, roleId: users.roleId }).from(users).where(eq(users.status, 'active')),
  };
}

interface Checked {
  result: TOldCaseRowResult;
  values?: Omit<NewPetitionRow, 'caseNumber' | 'workflow'> & { oldNumber: string | null };
}

async function checkRow(tx: Db, l: Lookups, values: Record<string, string>, rowNumber: number, seen: Set<string>): Promise<Checked> {
  const messages: { field: string; message: string }[] = [];
  const err = (field: string, message: string) => messages.push({ field, message });
  for (const f of OLD_CASE_REQUIRED) if (!values[f]) err(f, VALIDATION_MESSAGES.required(f));
  const type = values.type ? byNameCodeOrId(CASE_TYPES.filter((t) => ['petition', 'perm', 'gc'].includes(t.kind)), values.type) : undefined;
  if (values.type && !type) err('type', `Unknown case type "${values.type}".`);
  const sub = values.subType ? byNameCodeOrId(CASE_SUB_TYPES, values.subType) : undefined;
  if (values.subType && (!sub || (type && sub.typeId !== type.id))) err('subType', `Unknown sub type "${values.subType}" for this case type.`);
  const status = values.status ? CASE_STATUSES.find((s) => String(s.id) === values.status || s.name.toLowerCase() === values.status!.toLowerCase()) : undefined;
  if (values.status && !status) err('status', `Unknown status "${values.status}".`);
  const pk = (values.petitioner ?? '').toLowerCase();
  const company = pk ? l.companies.find((c) => c.name.toLowerCase() === pk || c.fein === values.petitioner) : undefined;
  if (pk && !company) err('petitioner', `No petitioner named "${values.petitioner}".`);
  let beneficiaryId: string | null = null;
  if (values.beneficiary && company) {
    const k = values.beneficiary.toLowerCase();
    const [b] = await tx
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(
        and(
          isNull(beneficiaries.deletedAt),
          eq(beneficiaries.companyId, company.id),
          k.includes('@')
            ? eq(beneficiaries.email, k)
            : sql`(upper(${beneficiaries.passportNumber}) = ${k.toUpperCase()} or lower(${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}) = ${k})`,
        ),
      )
      .limit(1);
    if (!b) err('beneficiary', `No beneficiary "${values.beneficiary}" of ${company.name}.`);
    beneficiaryId = b?.id ?? null;
  }
  const branch = values.branch ? l.branches.find((b) => b.name.toLowerCase() === values.branch!.toLowerCase() || (b.code ?? '').toLowerCase() === values.branch!.toLowerCase()) : undefined;
  if (values.branch && !branch) err('branch', `Unknown branch "${values.branch}".`);
  const staff = (field: 'attorneyEmail' | 'paralegalEmail', role: number) => {
    const v = values[field]?.toLowerCase();
    if (!v) return null;
    const u = l.staff.find((s) => s.email.toLowerCase() === v && s.roleId === role);
    if (!u) err(field, `No active ${role === ROLE.ATTORNEY ? 'attorney' : 'paralegal'} with e-mail ${values[field]}.`);
    return u?.id ?? null;
  };
  const attorneyId = staff('attorneyEmail', 6);
  const paralegalId = staff('paralegalEmail', 8);
  const dates: Record<string, string | null> = {};
  for (const f of ['deadlineDate', 'validityFrom', 'validityTo'] as const) {
    const d = isoDate(values[f] ?? '');
    if (d === undefined) err(f, VALIDATION_MESSAGES.date);
    dates[f] = d ?? null;
  }
  let receipt: string | null = null;
  if (values.receiptNumber) {
    if (!isValidReceiptNumber(values.receiptNumber)) err('receiptNumber', RECEIPT_NUMBER_MESSAGE);
    else receipt = normalizeReceiptNumber(values.receiptNumber);
  }
  const pp = (values.premiumProcessing ?? '').toLowerCase();
  if (pp && !['yes', 'no', 'true', 'false', 'y', 'n', '1', '0'].includes(pp)) err('premiumProcessing', 'Premium Processing must be Yes or No.');
  let oldNumber: string | null = null;
  if (values.caseNumber) {
    const check = validateCustomCaseNumber(values.caseNumber, values.caseNumber);
    if (!check.ok) err('caseNumber', check.message);
    else if (seen.has(check.value.toLowerCase())) err('caseNumber', `Case number ${check.value} appears twice in the file.`);
    else if (await repo.caseNumberTaken(tx, check.value)) err('caseNumber', `Case number ${check.value} is already used by another case.`);
    else {
      oldNumber = check.value;
      seen.add(check.value.toLowerCase());
    }
  }
  const result: TOldCaseRowResult = {
    rowNumber,
    values,
    ok: messages.length === 0,
    errorMsg: messages.length ? `Row ${rowNumber}: ${messages.length} problem(s) — ${messages.map((m) => m.message).join(' ')}` : null,
    messages,
    petitionId: null,
    caseNumber: null,
  };
  if (messages.length) return { result };
  const statusId = status?.id ?? 1;
  return {
    result,
    values: {
      oldNumber,
      kind: type!.kind,
      typeId: type!.id,
      subTypeId: sub?.id ?? null,
      statusId,
      title: values.title || null,
      petitionerId: company!.id,
      beneficiaryId,
      branchId: branch?.id ?? company!.branchId,
      attorneyId,
      paralegalId,
      deadlineDate: dates.deadlineDate ?? null,
      validityFrom: dates.validityFrom ?? null,
      validityTo: dates.validityTo ?? null,
      receiptNumber: receipt,
      premiumProcessing: ['yes', 'true', 'y', '1'].includes(pp),
      isOld: true,
      closedAt: isCaseClosed(statusId) ? new Date() : null,
    },
  };
}

async function checkFile(ctx: CallContext<unknown>, fileName: string, contentBase64: string) {
  const { columns, rows } = await readRows(fileName, contentBase64);
  const l = await lookups(ctx.tx);
  const seen = new Set<string>();
  const checked: Checked[] = [];
  for (const [i, values] of rows.entries()) {
    try {
      checked.push(await checkRow(ctx.tx, l, values, i + 1, seen));
    } catch (e) {
      ctx.log.warn({ err: e, row: i + 1 }, 'old case row failed');
      checked.push({ result: { rowNumber: i + 1, values, ok: false, errorMsg: ERROR_MESSAGES.UNEXPECTED, messages: [], petitionId: null, caseNumber: null } });
    }
  }
  return { columns, checked };
}

const summary = (columns: string[], checked: Checked[], created: number): TOldCasesResult => ({
  columns,
  rows: checked.map((c) => c.result),
  okCount: checked.filter((c) => c.result.ok).length,
  errorCount: checked.filter((c) => !c.result.ok).length,
  created,
});

export async function importOldCases(ctx: Ctx<typeof ZImportOldCasesPayload>): Promise<TOldCasesResult> {
  await caseAccess(ctx);
  const { columns, checked } = await checkFile(ctx, ctx.payload.fileName, ctx.payload.contentBase64);
  return summary(columns, checked, 0);
}

export async function migrateOldCases(ctx: Ctx<typeof ZMigrateOldCasesPayload>): Promise<TOldCasesResult> {
  const a: CaseAccess = await caseAccess(ctx);
  const { columns, checked } = await checkFile(ctx, ctx.payload.fileName, ctx.payload.contentBase64);
  const bad = checked.some((c) => !c.result.ok);
  if (bad && !ctx.payload.skipInvalid) return summary(columns, checked, 0);
  const today = todayOf(ctx.payload);
  let created = 0;
  for (const c of checked) {
    if (!c.values) continue;
    const { oldNumber, ...v } = c.values;
    const { workflow } = await workflowFor(ctx, v.typeId, v.subTypeId ?? null);
    const has = workflow.activities.some((x) => x.code === 'CREATE_CASE');
    const s0 = initialWorkflowState(workflow);
    const state = has ? completeActivity(workflow, s0, 'CREATE_CASE', a.userId, new Date().toISOString()) : s0;
    const row = await repo.insertCase(ctx.tx, {
      ...v,
      caseNumber: await nextCaseNumber(ctx.tx, v.typeId, today),
      customCaseNumber: oldNumber,
      allowCustomCaseNo: !!oldNumber,
      workflow,
      completedActivities: [...state.completedActivities],
      completionLog: [...state.completionLog],
      nextActivity: isCaseClosed(v.statusId ?? 1) ? null : state.nextWorkflowActivity,
      data: { importedFrom: ctx.payload.fileName, importedRow: c.result.rowNumber },
      createdBy: a.userId,
      updatedBy: a.userId,
    });
    await logCase(ctx.tx, a, 'import', null, row, { note: `Imported from ${ctx.payload.fileName}, row ${c.result.rowNumber}` });
    c.result.petitionId = row.id;
    c.result.caseNumber = row.customCaseNumber ?? row.caseNumber;
    created++;
  }
  return summary(columns, checked, created);
}
