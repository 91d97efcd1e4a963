import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  FEIN_MESSAGE,
  FEIN_PATTERN,
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_REQUIRED,
  type TCommitPeopleImportResult,
  type TImportRow,
  type TPeopleImportKind,
  type TPreviewPeopleImportResult,
  type ZCommitPeopleImportPayload,
  type ZPreviewPeopleImportPayload,
} from 'shared/contract';
import {
  parseUsDate,
  validateDate,
  validateDigitsOnly,
  validateEmail,
  validateMax,
  validatePassport,
  validatePhone,
  validateZip,
  VALIDATION_MESSAGES as M,
} from 'shared/domain';
import type { Db } from '../../platform/db';
import { AppError, type CallContext, type Ctx } from '../../platform/http';
import { masterdata } from '../masterdata';
import { beneficiaries } from '../beneficiaries';
import { createBeneficiaryFor } from '../beneficiaries';
import { companies } from '../companies';
import { companyVisibility, insertCompany } from '../companies';
import { internalAccess, requirePeopleTerm, type PeopleAccess } from '../people';
import { parseCsv } from '../../platform/data';

/*
 * CSV import of beneficiaries or petitioners. The preview checks every row with the SPEC §5
 * messages (plus duplicates in the file and in the tenant) and writes nothing; the commit checks
 * again and writes every row in the call's one transaction, or nothing when any row has an error.
 */

export const MAX_IMPORT_ROWS = 5000;

const LABELS: Record<string, string> = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  dateOfBirth: 'Date of Birth',
  name: 'Company Name',
  feiNumber: 'FEIN',
  naicsCode: 'NAICS Code',
  employeesCount: 'Employees Count',
  grossIncome: 'Gross Income',
  netIncome: 'Net Income',
  yearEstablished: 'Year Established',
  signerEmail: 'Signer Email',
};
const label = (c: string) => LABELS[c] ?? c;

interface CountryIndex {
  byId: Map<number, string>;
  byKey: Map<string, number>;
}

async function countryIndex(tx: Db): Promise<CountryIndex> {
  const rows = await tx.select({ id: masterdata.id, name: masterdata.name, code: masterdata.code }).from(masterdata).where(eq(masterdata.category, 'countries'));
  const byKey = new Map<string, number>();
  for (const r of rows) {
    byKey.set(r.name.toLowerCase(), r.id);
    if (r.code) byKey.set(r.code.toLowerCase(), r.id);
    byKey.set(String(r.id), r.id);
  }
  for (const [alias, iso2] of [['usa', 'us'], ['united states of america', 'us'], ['uk', 'gb']] as const) {
    const id = byKey.get(iso2);
    if (id) byKey.set(alias, id);
  }
  return { byId: new Map(rows.map((r) => [r.id, r.name])), byKey };
}

const COUNTRY_MESSAGE = 'Country not valid';
const isoOf = (us: string): string | null => {
  const d = parseUsDate(us);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;
};

interface Parsed {
  kind: TPeopleImportKind;
  columns: string[];
  unknownColumns: string[];
  rows: TImportRow[];
}

/** Reads the CSV: header mapping (case-insensitive, spaces/underscores ignored) and rows of values. */
function readCsv(kind: TPeopleImportKind, csv: string): Parsed {
  const table = parseCsv(csv);
  if (table.length === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.', { issues: [{ path: 'csv', message: 'The file is empty.' }] });
  const known = PEOPLE_IMPORT_COLUMNS[kind];
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]/g, '');
  const byNorm = new Map(known.map((c) => [norm(c), c]));
  const header = table[0]!.map((h) => byNorm.get(norm(h)) ?? null);
  const missing = PEOPLE_IMPORT_REQUIRED[kind].filter((c) => !header.includes(c));
  if (missing.length) {
    const message = `Missing column(s): ${missing.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'csv', message }] });
  }
  const data = table.slice(1);
  if (data.length > MAX_IMPORT_ROWS) {
    const message = `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`;
    throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'csv', message }] });
  }
  return {
    kind,
    columns: header.filter((h): h is string => !!h),
    unknownColumns: table[0]!.filter((_, i) => !header[i]).map((h) => h.trim()),
    rows: data.map((cells, i) => {
      const values: Record<string, string> = {};
      header.forEach((h, j) => {
        if (h) values[h] = (cells[j] ?? '').trim();
      });
      return { rowNumber: i + 1, values, errors: [] };
    }),
  };
}

async function checkBeneficiaryRows(tx: Db, a: PeopleAccess, rows: TImportRow[]): Promise<void> {
  const countries = await countryIndex(tx);
  const seenPassport = new Map<string, number>();
  const seenEmail = new Map<string, number>();
  const companyCache = new Map<string, string | null>();
  for (const r of rows) {
    const v = r.values;
    const err = (field: string, message: string) => r.errors.push({ field, message });
    for (const c of PEOPLE_IMPORT_REQUIRED.beneficiary) if (!v[c]) err(c, M.required(label(c)));
    if (v.email) {
      const m = validateEmail(v.email, 'Email');
      if (m) err('email', m);
    }
    if (v.phone) {
      const m = validatePhone(v.phone, { us: !v.phone.startsWith('+') }, 'Phone');
      if (m) err('phone', m);
    }
    for (const d of ['dateOfBirth', 'passportIssueDate', 'passportExpiryDate', 'visaExpiryDate', 'i94ExpiryDate', 'statusExpiryDate']) {
      if (v[d]) {
        const m = validateDate(v[d]);
        if (m) err(d, m);
      }
    }
    const country = (col: string): number | null => {
      if (!v[col]) return null;
      const id = countries.byKey.get(v[col]!.toLowerCase());
      if (!id) err(col, COUNTRY_MESSAGE);
      return id ?? null;
    };
    const citizenship = country('citizenshipCountry');
    country('birthCountry');
    const passportCountry = country('passportCountry') ?? citizenship;
    if (v.passportNumber) {
      const m = validatePassport(v.passportNumber, passportCountry);
      if (m) err('passportNumber', m);
      const key = v.passportNumber.toUpperCase();
      if (seenPassport.has(key)) err('passportNumber', `Duplicate passport number (same as row ${seenPassport.get(key)})`);
      else seenPassport.set(key, r.rowNumber);
      const [dup] = await tx
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(and(isNull(beneficiaries.deletedAt), sql`upper(${beneficiaries.passportNumber}) = ${key}`))
        .limit(1);
      if (dup) err('passportNumber', 'A beneficiary with this passport number already exists');
    }
    if (v.email) {
      const key = v.email.toLowerCase();
      if (seenEmail.has(key)) err('email', `Duplicate e-mail (same as row ${seenEmail.get(key)})`);
      else seenEmail.set(key, r.rowNumber);
      const [dup] = await tx
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(and(isNull(beneficiaries.deletedAt), sql`lower(${beneficiaries.email}) = ${key}`))
        .limit(1);
      if (dup) err('email', 'A beneficiary with this e-mail already exists');
    }
    if (v.i94Number && !/^[0-9A-Za-z]{11}$/.test(v.i94Number)) err('i94Number', 'I-94 number must be 11 letters or digits');
    if (v.gender && !['male', 'female', 'other'].includes(v.gender.toLowerCase())) err('gender', 'Gender must be male, female or other');
    if (v.petitionerFein || v.petitionerName) {
      if (v.petitionerFein && !FEIN_PATTERN.test(v.petitionerFein)) err('petitionerFein', FEIN_MESSAGE);
      else {
        const key = `${v.petitionerFein ?? ''}|${(v.petitionerName ?? '').toLowerCase()}`;
        if (!companyCache.has(key)) {
          const [c] = await tx
            .select({ id: companies.id })
            .from(companies)
            .where(
              and(
                companyVisibility(a),
                v.petitionerFein ? eq(companies.feiNumber, v.petitionerFein) : sql`lower(${companies.name}) = ${(v.petitionerName ?? '').toLowerCase()}`,
              ),
            )
            .limit(2);
          companyCache.set(key, c?.id ?? null);
        }
        const id = companyCache.get(key);
        if (!id) err(v.petitionerFein ? 'petitionerFein' : 'petitionerName', 'Petitioner not found');
        else v.__companyId = id;
      }
    }
    if (citizenship) v.__citizenshipCountryId = String(citizenship);
    if (passportCountry) v.__passportCountryId = String(passportCountry);
    const birth = v.birthCountry ? countries.byKey.get(v.birthCountry.toLowerCase()) : undefined;
    if (birth) v.__birthCountryId = String(birth);
  }
}

async function checkCompanyRows(tx: Db, rows: TImportRow[]): Promise<void> {
  const countries = await countryIndex(tx);
  const seenFein = new Map<string, number>();
  const year = new Date().getUTCFullYear();
  for (const r of rows) {
    const v = r.values;
    const err = (field: string, message: string) => r.errors.push({ field, message });
    if (!v.name) err('name', M.required(label('name')));
    if (v.feiNumber) {
      if (!FEIN_PATTERN.test(v.feiNumber)) err('feiNumber', FEIN_MESSAGE);
      else {
        if (seenFein.has(v.feiNumber)) err('feiNumber', `Duplicate FEIN (same as row ${seenFein.get(v.feiNumber)})`);
        else seenFein.set(v.feiNumber, r.rowNumber);
        const [dup] = await tx
          .select({ id: companies.id })
          .from(companies)
          .where(and(isNull(companies.deletedAt), eq(companies.feiNumber, v.feiNumber)))
          .limit(1);
        if (dup) err('feiNumber', 'A petitioner with this FEIN already exists');
      }
    }
    if (v.naicsCode && !/^\d{2,6}$/.test(v.naicsCode)) err('naicsCode', 'NAICS code must be 2 to 6 digits');
    for (const c of ['employeesCount', 'yearEstablished']) {
      if (v[c]) {
        const m = validateDigitsOnly(v[c], label(c));
        if (m) err(c, m);
      }
    }
    if (v.yearEstablished && /^\d+$/.test(v.yearEstablished)) {
      const m = validateMax(v.yearEstablished, year);
      if (m) err('yearEstablished', m);
    }
    for (const c of ['grossIncome', 'netIncome']) {
      if (v[c] && !/^-?\d+(\.\d{1,2})?$/.test(v[c]!.replace(/[,$]/g, ''))) err(c, `${label(c)} must be an amount in USD`);
    }
    for (const c of ['email', 'signerEmail']) {
      if (v[c]) {
        const m = validateEmail(v[c], label(c));
        if (m) err(c, m);
      }
    }
    if (v.phone) {
      const m = validatePhone(v.phone, { us: !v.phone.startsWith('+') }, 'Phone');
      if (m) err('phone', m);
    }
    let countryId: number | null = null;
    if (v.country) {
      countryId = countries.byKey.get(v.country.toLowerCase()) ?? null;
      if (!countryId) err('country', COUNTRY_MESSAGE);
      else v.__countryId = String(countryId);
    }
    if (v.zipcode) {
      const m = validateZip(v.zipcode, countryId ?? 231);
      if (m) err('zipcode', m);
    }
    if (countryId) v.__countryName = countries.byId.get(countryId) ?? '';
  }
}

async function check(ctx: CallContext<unknown>, kind: TPeopleImportKind, csv: string): Promise<{ a: PeopleAccess; parsed: Parsed }> {
  const a = await internalAccess(ctx, { write: true });
  if (kind === 'beneficiary') await requirePeopleTerm(ctx);
  const parsed = readCsv(kind, csv);
  if (kind === 'beneficiary') await checkBeneficiaryRows(ctx.tx, a, parsed.rows);
  else await checkCompanyRows(ctx.tx, parsed.rows);
  return { a, parsed };
}

const publicValues = (v: Record<string, string>) => Object.fromEntries(Object.entries(v).filter(([k]) => !k.startsWith('__')));

export async function previewImport(ctx: Ctx<typeof ZPreviewPeopleImportPayload>): Promise<TPreviewPeopleImportResult> {
  const { parsed } = await check(ctx, ctx.payload.kind, ctx.payload.csv);
  const errorCount = parsed.rows.filter((r) => r.errors.length).length;
  return {
    kind: parsed.kind,
    columns: parsed.columns,
    unknownColumns: parsed.unknownColumns,
    rows: parsed.rows.map((r) => ({ ...r, values: publicValues(r.values) })),
    validCount: parsed.rows.length - errorCount,
    errorCount,
  };
}

const num = (s: string | undefined) => (s ? Number(s.replace(/[,$]/g, '')) : null);
const int = (s: string | undefined) => (s ? Number.parseInt(s, 10) : null);

export async function commitImport(ctx: Ctx<typeof ZCommitPeopleImportPayload>): Promise<TCommitPeopleImportResult> {
  const { a, parsed } = await check(ctx, ctx.payload.kind, ctx.payload.csv);
  const bad = parsed.rows.filter((r) => r.errors.length);
  if (bad.length) {
    const issues = bad.flatMap((r) => r.errors.map((e) => ({ path: `rows.${r.rowNumber}.${e.field}`, message: e.message })));
    throw new AppError('VALIDATION_FAILED', `${bad.length} row(s) have errors; nothing was imported.`, { issues });
  }
  if (!parsed.rows.length) throw new AppError('VALIDATION_FAILED', 'The file has no rows.', { issues: [{ path: 'csv', message: 'The file has no rows.' }] });
  const ids: string[] = [];
  const actor = { userId: a.userId, userName: a.userName };
  for (const r of parsed.rows) {
    const v = r.values;
    if (parsed.kind === 'beneficiary') {
      const passport = v.passportNumber
        ? { number: v.passportNumber.toUpperCase(), countryId: int(v.__passportCountryId), issueDate: isoOf(v.passportIssueDate ?? ''), expiryDate: isoOf(v.passportExpiryDate ?? '') }
        : undefined;
      const row = await createBeneficiaryFor(
        ctx.tx,
        a,
        {
          firstName: v.firstName!,
          middleName: v.middleName || null,
          lastName: v.lastName!,
          email: v.email ? v.email.toLowerCase() : null,
          phone: v.phone || null,
          dateOfBirth: isoOf(v.dateOfBirth ?? ''),
          gender: v.gender ? (v.gender.toLowerCase() as 'male' | 'female' | 'other') : null,
          citizenshipCountryId: int(v.__citizenshipCountryId),
          birthCountryId: int(v.__birthCountryId),
          passport,
          visa: v.visaType || v.visaExpiryDate ? { type: v.visaType || null, expiryDate: isoOf(v.visaExpiryDate ?? '') } : undefined,
          i94: v.i94Number || v.i94ExpiryDate ? { number: v.i94Number || null, expiryDate: isoOf(v.i94ExpiryDate ?? '') } : undefined,
          currentStatus: v.currentStatus || v.statusExpiryDate ? { code: v.currentStatus || null, expiryDate: isoOf(v.statusExpiryDate ?? '') } : undefined,
          companyId: v.__companyId ?? undefined,
        },
        'import',
      );
      ids.push(row.id);
    } else {
      const row = await insertCompany(ctx.tx, actor, {
        name: v.name!,
        feiNumber: v.feiNumber || null,
        naicsCode: v.naicsCode || null,
        employeesCount: int(v.employeesCount),
        grossIncome: num(v.grossIncome),
        netIncome: num(v.netIncome),
        yearEstablished: int(v.yearEstablished),
        email: v.email ? v.email.toLowerCase() : null,
        phone: v.phone || null,
        website: v.website || null,
        addresses: v.line1
          ? [
              {
                type: 'physical',
                line1: v.line1,
                line2: v.line2 || null,
                locationDetails: v.city ? { name: v.city } : null,
                stateDetails: v.state ? { name: v.state } : null,
                countryDetails: v.__countryId ? { id: Number(v.__countryId), name: v.__countryName ?? '' } : { id: 231, name: 'United States' },
                zipcode: v.zipcode || null,
              },
            ]
          : [],
        authSigner:
          v.signerFirstName || v.signerLastName
            ? { firstName: v.signerFirstName ?? '', lastName: v.signerLastName ?? '', title: v.signerTitle || null, email: v.signerEmail || null, phone: null, countryCallingCode: null, signatureKey: null, signedAt: null }
            : null,
        branchId: a.kind === 'branch' ? (a.branchIds[0] ?? null) : null,
        createdBy: a.userId,
      });
      ids.push(row.id);
    }
  }
  return { kind: parsed.kind, created: ids.length, ids };
}
