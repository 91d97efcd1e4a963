import { temporaryEmailFlag, type TBeneficiary, type TBeneficiaryListItem, type TPeopleDocument } from 'shared/contract';
import { fullName, isoOrEpoch as iso } from '../../platform/data';
import type { BeneficiaryRow } from './beneficiaries.table';

/** Profile keys stored in the `profile` JSON (the rest of ZBeneficiary is in columns). */
export const PROFILE_KEYS = [
  'otherNames',
  'gender',
  'maritalStatus',
  'preferredLanguage',
  'birthCity',
  'birthCountryId',
  'addresses',
  'passport',
  'visa',
  'i94',
  'currentStatus',
  'ead',
  'i797',
  'hlStartDate',
  'maxOutDate',
  'alienNumber',
  'ssn',
  'education',
  'employment',
] as const;

type Profile = Record<string, unknown>;

const p = <T>(profile: Profile, key: string, fallback: T): T => (profile[key] === undefined ? fallback : (profile[key] as T));

export interface BeneficiaryExtras {
  companyName: string | null;
  attorneyName: string | null;
  principalName: string | null;
  citizenshipCountryName: string | null;
  dependents: TBeneficiary['dependents'];
  documents: TPeopleDocument[];
}

export function beneficiaryName(row: Pick<BeneficiaryRow, 'firstName' | 'middleName' | 'lastName'>): string {
  return fullName(row.firstName, row.middleName, row.lastName);
}

export function toBeneficiary(row: BeneficiaryRow, x: BeneficiaryExtras): TBeneficiary {
  const profile = (row.profile ?? {}) as Profile;
  const ssn = p<string | null>(profile, 'ssn', null);
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    name: beneficiaryName(row),
    otherNames: p(profile, 'otherNames', null),
    gender: p(profile, 'gender', null),
    maritalStatus: p(profile, 'maritalStatus', null),
    preferredLanguage: p(profile, 'preferredLanguage', null),
    dateOfBirth: row.dateOfBirth,
    birthCity: p(profile, 'birthCity', null),
    birthCountryId: p(profile, 'birthCountryId', null),
    citizenshipCountryId: row.citizenshipCountryId,
    citizenshipCountryName: x.citizenshipCountryName,
    email: row.email,
    isTemporaryEmail: temporaryEmailFlag(row.email),
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    addresses: p(profile, 'addresses', []),
    passport: p(profile, 'passport', null),
    visa: p(profile, 'visa', null),
    i94: p(profile, 'i94', null),
    currentStatus: p(profile, 'currentStatus', null),
    ead: p(profile, 'ead', null),
    i797: p(profile, 'i797', null),
    hlStartDate: p(profile, 'hlStartDate', null),
    maxOutDate: row.maxOutDate,
    alienNumber: p(profile, 'alienNumber', null),
    ssnLast4: ssn ? ssn.replace(/\D/g, '').slice(-4) : null,
    education: p(profile, 'education', []),
    employment: p(profile, 'employment', []),
    companyId: row.companyId,
    companyName: x.companyName,
    attorneyUserId: row.attorneyUserId,
    attorneyName: x.attorneyName,
    branchId: row.branchId,
    relation: row.relation as TBeneficiary['relation'],
    principalId: row.principalId,
    principalName: x.principalName,
    dependents: x.dependents,
    userId: row.userId,
    status: row.status as TBeneficiary['status'],
    documents: x.documents,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toBeneficiaryListItem(
  row: BeneficiaryRow,
  x: { companyName: string | null; citizenshipCountryName: string | null; dependentCount: number },
): TBeneficiaryListItem {
  return {
    id: row.id,
    name: beneficiaryName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isTemporaryEmail: temporaryEmailFlag(row.email),
    phone: row.phone,
    citizenshipCountryId: row.citizenshipCountryId,
    citizenshipCountryName: x.citizenshipCountryName,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    currentStatusCode: row.currentStatusCode,
    currentStatusExpiry: row.statusExpiry,
    companyId: row.companyId,
    companyName: x.companyName,
    relation: row.relation as TBeneficiaryListItem['relation'],
    principalId: row.principalId,
    dependentCount: x.dependentCount,
    status: row.status as TBeneficiaryListItem['status'],
    userId: row.userId,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
