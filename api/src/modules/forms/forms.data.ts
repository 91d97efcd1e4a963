import { and, eq, inArray } from 'drizzle-orm';
import { CASE_SUB_TYPE_BY_ID, CASE_TYPE_BY_ID, type FormLookups, type FormSourceData } from 'shared/domain';
import type { TAddress } from 'shared/contract';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries/beneficiaries.table';
import { companies } from '../companies/companies.table';
import { masterdata } from '../masterdata/masterdata.table';
import type { PetitionRow } from '../petitions/petitions.table';

/*
 * The data a form mapping reads (docs/forms.md "Data paths"), built from the case row, its
 * petitioner company and its beneficiary. Derived values (basis for classification, requested
 * action, the mailing and U.S. addresses) are computed here so the mappings stay plain data.
 */

const US = 231;

type Obj = Record<string, unknown>;

function addressData(a: TAddress | undefined): Obj | null {
  if (!a) return null;
  const countryId = a.countryDetails?.id ?? null;
  const us = countryId === US;
  return {
    line1: a.line1 || null,
    line2: a.line2 ?? null,
    aptType: a.aptType ?? null,
    city: a.locationDetails?.name ?? null,
    state: us ? (a.stateDetails?.name ?? null) : null,
    province: us ? null : (a.stateDetails?.name ?? null),
    usZip: us ? (a.zipcode ?? null) : null,
    foreignPostalCode: us ? null : (a.zipcode ?? null),
    country: a.countryDetails ?? null,
  };
}

const pickAddress = (list: readonly TAddress[] | undefined, type: string): TAddress | undefined =>
  list?.find((a) => a.type === type) ?? list?.[0];

/** I-129 Part 2 item 2 (basis for classification) from the sub-type. */
const BASIS: Record<string, string> = {
  h1b_new: 'new',
  h1b_cap: 'new',
  h1b_consular: 'new',
  l1a: 'new',
  l1b: 'new',
  l1_blanket: 'new',
  h1b_extension: 'continuation',
  l1_extension: 'continuation',
  h1b_transfer: 'changeOfEmployer',
  h1b_amendment: 'amended',
};

function requestedAction(subTypeCode: string | null, inUs: boolean): string {
  if (subTypeCode === 'h1b_consular') return 'notify';
  if (subTypeCode === 'h1b_extension' || subTypeCode === 'l1_extension' || subTypeCode === 'h1b_transfer')
    return 'extend';
  if (subTypeCode === 'h1b_amendment') return 'amend';
  return inUs ? 'changeOfStatus' : 'notify';
}

export async function buildFormData(tx: Db, row: PetitionRow): Promise<FormSourceData> {
  const [company] = row.petitionerId
    ? await tx.select().from(companies).where(eq(companies.id, row.petitionerId)).limit(1)
    : [];
  const [ben] = row.beneficiaryId
    ? await tx.select().from(beneficiaries).where(eq(beneficiaries.id, row.beneficiaryId)).limit(1)
    : [];
  const data = (row.data ?? {}) as Obj;
  const subTypeCode = row.subTypeId ? (CASE_SUB_TYPE_BY_ID.get(row.subTypeId)?.code ?? null) : null;

  let beneficiary: Obj | null = null;
  if (ben) {
    const profile = (ben.profile ?? {}) as Obj;
    const addresses = (profile.addresses as TAddress[] | undefined) ?? [];
    const usAddress = addresses.find((a) => a.countryDetails?.id === US && a.type !== 'foreign');
    beneficiary = {
      ...profile,
      firstName: ben.firstName,
      middleName: ben.middleName,
      lastName: ben.lastName,
      fullName: [ben.firstName, ben.middleName, ben.lastName].filter(Boolean).join(' '),
      email: ben.email,
      phone: ben.phone,
      dateOfBirth: ben.dateOfBirth,
      citizenshipCountryId: ben.citizenshipCountryId,
      passport: {
        ...((profile.passport as Obj) ?? {}),
        ...(ben.passportNumber ? { number: ben.passportNumber } : {}),
        ...(ben.passportCountryId ? { countryId: ben.passportCountryId } : {}),
        ...(ben.passportExpiry ? { expiryDate: ben.passportExpiry } : {}),
      },
      currentStatus: {
        ...((profile.currentStatus as Obj) ?? {}),
        ...(ben.currentStatusCode ? { code: ben.currentStatusCode } : {}),
        ...(ben.statusExpiry ? { expiryDate: ben.statusExpiry } : {}),
      },
      usAddress: addressData(usAddress),
      foreignAddress: addressData(addresses.find((a) => a.countryDetails?.id != null && a.countryDetails.id !== US)),
    };
  }

  let petitioner: Obj | null = null;
  if (company) {
    const signer = company.authSigner;
    petitioner = {
      name: company.name,
      dba: company.dba,
      fein: company.feiNumber,
      naicsCode: company.naicsCode,
      employeesCount: company.employeesCount,
      grossIncome: company.grossIncome,
      netIncome: company.netIncome,
      yearEstablished: company.yearEstablished,
      businessType: company.businessType,
      website: company.website,
      email: company.email,
      phone: company.phone,
      mailingAddress: addressData(pickAddress(company.addresses, 'mailing')),
      signer: signer ? { ...signer, fullName: `${signer.firstName} ${signer.lastName}`.trim() } : null,
    };
  }

  const inUs = Boolean((beneficiary?.currentStatus as Obj | undefined)?.code);
  return {
    case: {
      id: row.id,
      caseNumber: row.customCaseNumber ?? row.caseNumber,
      typeId: row.typeId,
      typeName: CASE_TYPE_BY_ID.get(row.typeId)?.name ?? null,
      subTypeId: row.subTypeId,
      subTypeCode,
      title: row.title,
      receiptNumber: row.receiptNumber,
      premiumProcessing: row.premiumProcessing,
      validityFrom: row.validityFrom,
      validityTo: row.validityTo,
      basis: (data.basis as string | undefined) ?? (subTypeCode ? (BASIS[subTypeCode] ?? null) : null),
      requestedAction: (data.requestedAction as string | undefined) ?? requestedAction(subTypeCode, inUs),
      workers: (data.workers as number | undefined) ?? 1,
      data,
    },
    petitioner,
    beneficiary,
    questionnaire: (data.questionnaire as Obj | undefined) ?? {},
  };
}

/** Country names for the ids the data holds (master data `countries`, tenant rows included). */
export async function formLookups(tx: Db, data: FormSourceData): Promise<FormLookups> {
  const ids = new Set<number>();
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'number' && /countryId$/i.test(key)) ids.add(v);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v as Obj)) walk(x, k);
  };
  walk(data);
  if (ids.size === 0) return {};
  const rows = await tx
    .select({ id: masterdata.id, name: masterdata.name })
    .from(masterdata)
    .where(and(eq(masterdata.category, 'countries'), inArray(masterdata.id, [...ids])));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return { countryName: (id) => names.get(id) ?? null };
}
