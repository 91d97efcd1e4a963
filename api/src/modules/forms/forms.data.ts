import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  answersToData,
  CASE_SUB_TYPE_BY_ID,
  usStateCode,
  type FormLookups,
  type FormSourceData,
} from 'shared/domain';
import type { TAddress } from 'shared/contract';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries';
import { caseTypeNamerOf } from '../case-config';
import { companies } from '../companies';
import { masterdata } from '../masterdata';
import { petitions, type PetitionRow } from '../petitions';
import { questionnaires } from '../questionnaires';
import { tenants } from '../tenants';
import { users } from '../users';

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

/** Country answers that mean the United States (questionnaire answers are typed names). */
const US_NAMES = new Set(['united states', 'united states of america', 'usa', 'us', 'u.s.', 'u.s.a.', '231']);

const UNIT_TYPES: [RegExp, string][] = [
  [/^(?:(?:apt|apartment|unit|flat)\b\.?|#)\s*/i, 'apt'],
  [/^(?:ste|suite)\b\.?\s*/i, 'ste'],
  [/^(?:flr|fl|floor)\b\.?\s*/i, 'flr'],
];

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/** "Apt 4B" → { aptType: 'apt', line2: '4B' }; anything else is kept as the number. */
function splitUnit(unit: string | null): { aptType: string | null; line2: string | null } {
  if (!unit) return { aptType: null, line2: null };
  for (const [re, type] of UNIT_TYPES) if (re.test(unit)) return { aptType: type, line2: unit.replace(re, '') || null };
  return { aptType: null, line2: unit };
}

/** An address answer (already in the `addressData` shape) that is in the United States. */
const isUsAnswer = (a: unknown): a is Obj => !!a && typeof a === 'object' && !!((a as Obj).usZip || (a as Obj).state);

/**
 * A questionnaire address answer (`street`, `unit`, `city`, `state`, `zip`, `country`,
 * `inCareOf`, all typed text) in the shape of `addressData`: US state and ZIP only for a U.S.
 * address (the country says so, or no country and a U.S. state), province and postal code otherwise.
 */
export function answerAddress(a: unknown): Obj | null {
  if (!a || typeof a !== 'object') return null;
  const x = a as Obj;
  const line1 = text(x.street);
  if (!line1) return null;
  const country = text(x.country);
  const state = text(x.state);
  const us = country ? US_NAMES.has(country.toLowerCase()) : state != null && usStateCode(state) != null;
  return {
    inCareOf: text(x.inCareOf),
    line1,
    ...splitUnit(text(x.unit)),
    city: text(x.city),
    state: us ? state : null,
    province: us ? null : state,
    usZip: us ? text(x.zip) : null,
    foreignPostalCode: us ? null : text(x.zip),
    country: us ? 'United States' : country,
  };
}

/** Deep merge of plain objects: later sources win, objects are merged key by key. */
function merge(...sources: (Obj | undefined)[]): Obj {
  const out: Obj = {};
  for (const src of sources) {
    if (!src) continue;
    for (const [k, v] of Object.entries(src)) {
      const cur = out[k];
      out[k] =
        v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' && !Array.isArray(cur)
          ? merge(cur as Obj, v as Obj)
          : v;
    }
  }
  return out;
}

const yearsBetween = (from: string, to: Date): number | null => {
  const d = new Date(from);
  if (Number.isNaN(d.getTime())) return null;
  let years = to.getUTCFullYear() - d.getUTCFullYear();
  if (to.getUTCMonth() < d.getUTCMonth() || (to.getUTCMonth() === d.getUTCMonth() && to.getUTCDate() < d.getUTCDate()))
    years -= 1;
  return years;
};

/**
 * The family-based category (I-485 Part 2 item 3.a, I-130 Part 1) from the relation to the
 * petitioner (`relationship.type`: the beneficiary is the petitioner's spouse, parent, child or
 * sibling), the petitioner's status (`sponsor.status`: citizen or lpr) and, for a child, the
 * beneficiary's age and marital status. Null when the answers do not decide it.
 */
export function familyCategory(
  relation: unknown,
  sponsorStatus: unknown,
  dateOfBirth: unknown,
  maritalStatus: unknown,
  today = new Date(),
): string | null {
  const citizen = sponsorStatus === 'citizen';
  const lpr = sponsorStatus === 'lpr';
  if (!citizen && !lpr) return null;
  if (relation === 'spouse') return citizen ? 'ir-spouse' : 'f2a-spouse';
  if (relation === 'parent') return citizen ? 'ir-parent' : null;
  if (relation === 'sibling') return citizen ? 'f4-sibling' : null;
  if (relation !== 'child') return null;
  const age = typeof dateOfBirth === 'string' ? yearsBetween(dateOfBirth, today) : null;
  if (age == null) return null;
  const married = maritalStatus === 'married' || maritalStatus === 'separated';
  if (citizen) return age < 21 && !married ? 'ir-child' : married ? 'f3-married' : 'f1-unmarried';
  if (married) return null;
  return age < 21 ? 'f2a-child' : 'f2b-unmarried';
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
  const [parent] = row.parentId ? await tx.select().from(petitions).where(eq(petitions.id, row.parentId)).limit(1) : [];
  const data = (row.data ?? {}) as Obj;
  const subTypeCode = row.subTypeId ? (CASE_SUB_TYPE_BY_ID.get(row.subTypeId)?.code ?? null) : null;

  // Questionnaire answers of the case (every kind) over those of the case it follows on from (an
  // I-485 after its I-130 reads the I-130's relationship and sponsor answers), over the legacy
  // `data.questionnaire` object.
  const caseIds = [row.id, ...(parent ? [parent.id] : [])];
  const qRows = await tx
    .select({ petitionId: questionnaires.petitionId, answers: questionnaires.answers })
    .from(questionnaires)
    .where(inArray(questionnaires.petitionId, caseIds));
  const answersOf = (id: string): Obj[] =>
    qRows.filter((q) => q.petitionId === id).map((q) => answersToData(q.answers as Record<string, never>));
  const questionnaire = merge(
    data.questionnaire as Obj | undefined,
    ...(parent ? answersOf(parent.id) : []),
    ...answersOf(row.id),
  );
  for (const person of ['beneficiary', 'sponsor', 'spouse'] as const) {
    const p = questionnaire[person] as Obj | undefined;
    const address = p ? answerAddress(p.address) : null;
    if (p && address) p.mailingAddress = address;
  }
  const qBen = (questionnaire.beneficiary as Obj | undefined) ?? {};
  const qSponsor = (questionnaire.sponsor as Obj | undefined) ?? {};
  const relation = (questionnaire.relationship as Obj | undefined)?.type ?? null;

  let beneficiary: Obj | null = null;
  if (ben) {
    const profile = (ben.profile ?? {}) as Obj;
    const addresses = (profile.addresses as TAddress[] | undefined) ?? [];
    const usAddress = addresses.find((a) => a.countryDetails?.id === US && a.type !== 'foreign');
    const employment = (profile.employment as Obj[] | undefined) ?? [];
    const currentEmployer = employment.find((e) => e.current === true) ?? employment[0] ?? null;
    const dependents = await tx
      .select()
      .from(beneficiaries)
      .where(and(eq(beneficiaries.principalId, ben.id), isNull(beneficiaries.deletedAt)));
    const person = (d: (typeof dependents)[number]): Obj => ({
      firstName: d.firstName,
      middleName: d.middleName,
      lastName: d.lastName,
      dateOfBirth: d.dateOfBirth,
      birthCountryId: (d.profile as Obj | null)?.birthCountryId ?? null,
      alienNumber: (d.profile as Obj | null)?.alienNumber ?? null,
      relation: d.relation === 'spouse' ? 'Spouse' : 'Child',
    });
    const mailing = (qBen.mailingAddress as Obj | undefined) ?? addressData(pickAddress(addresses, 'mailing')) ?? null;
    const spouse = dependents.find((d) => d.relation === 'spouse');
    const children = dependents.filter((d) => d.relation === 'child');
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
      // The U.S. address boxes (I-129, I-539, I-765, I-9): the client's address answer when it is a
      // U.S. address (issue 20 point 1), else the profile's first U.S. address.
      usAddress: isUsAnswer(qBen.mailingAddress) ? qBen.mailingAddress : addressData(usAddress),
      foreignAddress: addressData(addresses.find((a) => a.countryDetails?.id != null && a.countryDetails.id !== US)),
      // The address the forms write: the questionnaire's answer, else the profile's mailing address.
      mailingAddress: mailing,
      // The U.S. residence (I-485): that address when it is in the U.S., else the profile's U.S. address.
      usResidence: mailing && (mailing.usZip || mailing.state) ? mailing : addressData(usAddress),
      currentEmployer: currentEmployer
        ? { ...currentEmployer, address: addressData(currentEmployer.address as TAddress | undefined) }
        : null,
      previousEmployer: employment.find((e) => e !== currentEmployer) ?? null,
      spouse: spouse ? person(spouse) : null,
      children: children.map(person),
      /** Spouse first, then children: the "family members" rows of I-130 Part 4 and I-864 Part 4. */
      family: [...(spouse ? [spouse] : []), ...children].map(person),
      childrenCount: children.length,
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

  // The preparer: the case's attorney and the firm (tenant).
  const [attorney] = row.attorneyId
    ? await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          name: users.name,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, row.attorneyId))
        .limit(1)
    : [];
  const [firm] = await tx
    .select({ name: tenants.name, phone: tenants.phone, email: tenants.contactEmail, address: tenants.address })
    .from(tenants)
    .where(eq(tenants.id, row.tenantId))
    .limit(1);
  const firmAddress = firm?.address as TAddress | null | undefined;

  const inUs = Boolean((beneficiary?.currentStatus as Obj | undefined)?.code);
  const category = familyCategory(
    relation,
    qSponsor.status,
    qBen.dateOfBirth ?? beneficiary?.dateOfBirth,
    qBen.maritalStatus ?? beneficiary?.maritalStatus,
  );
  const sponsorName = (qSponsor.name as Obj | undefined) ?? {};
  // The firm's names of the case types (issue 16.2: a rename shows in the data paths too).
  const names = await caseTypeNamerOf(tx);
  return {
    case: {
      id: row.id,
      caseNumber: row.customCaseNumber ?? row.caseNumber,
      typeId: row.typeId,
      typeName: names.typeName(row.typeId),
      subTypeId: row.subTypeId,
      subTypeName: names.subTypeName(row.subTypeId),
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
      parent: parent
        ? {
            id: parent.id,
            typeId: parent.typeId,
            typeName: names.typeName(parent.typeId),
            receiptNumber: parent.receiptNumber,
            priorityDate: ((parent.data ?? {}) as Obj).priorityDate ?? null,
          }
        : null,
      /** Family-based cases: the relation, the category and each side's spouse when they are married to each other. */
      family: {
        relation,
        category,
        sponsorStatus: qSponsor.status ?? null,
        /** 'family' or 'employment': the I-485 basis, from the sub-type or the case it follows. */
        basis:
          subTypeCode === 'i485_family' || parent?.typeId === 7
            ? 'family'
            : subTypeCode === 'i485_employment' || parent?.typeId === 9
              ? 'employment'
              : null,
        petitionerSpouse:
          relation === 'spouse' && beneficiary
            ? { lastName: beneficiary.lastName, firstName: beneficiary.firstName, middleName: beneficiary.middleName }
            : null,
        beneficiarySpouse:
          relation === 'spouse'
            ? {
                lastName: sponsorName.last,
                firstName: sponsorName.first,
                middleName: sponsorName.middle,
                dateOfBirth: qSponsor.dateOfBirth,
                birthCountry: (qSponsor.birth as Obj | undefined)?.country,
                alienNumber: qSponsor.alienNumber,
              }
            : null,
      },
      attorney: attorney
        ? {
            ...attorney,
            firstName: attorney.firstName ?? attorney.name.split(' ')[0] ?? null,
            lastName: attorney.lastName ?? attorney.name.split(' ').slice(1).join(' ') ?? null,
          }
        : null,
      firm: firm
        ? {
            name: firm.name,
            phone: firm.phone,
            email: firm.email,
            address:
              firmAddress && typeof firmAddress === 'object' && 'line1' in firmAddress
                ? addressData(firmAddress)
                : null,
          }
        : null,
    },
    petitioner,
    beneficiary,
    questionnaire,
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
