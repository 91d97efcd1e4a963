import { COMPANY_DOCUMENT_TYPES, documentTypeLabel, type TCompany, type TCompanyListItem, type TPeopleDocument } from 'shared/contract';
import type { AuthSignerJson, CompanyDocumentRow, CompanyRow } from './companies.table';
import type { BeneficiaryDocumentRow } from '../beneficiaries';
import { fullName, isoOrEpoch as iso } from '../../platform/data';

export function docLabel(docType: string): string {
  return (COMPANY_DOCUMENT_TYPES as Record<string, string>)[docType] ?? documentTypeLabel(docType);
}

export function toDocument(row: CompanyDocumentRow | BeneficiaryDocumentRow): TPeopleDocument {
  return {
    id: row.id,
    docType: row.docType,
    label: docLabel(row.docType),
    name: row.name,
    key: row.fileKey,
    mimetype: row.mimetype,
    size: row.size,
    status: row.status,
    uploadedAt: iso(row.createdAt),
    uploadedBy: row.uploadedBy,
  };
}

export function toAuthSigner(s: AuthSignerJson | null | undefined): TCompany['authSigner'] {
  if (!s) return null;
  return {
    firstName: s.firstName ?? '',
    lastName: s.lastName ?? '',
    name: fullName(s.firstName, s.lastName),
    title: s.title ?? null,
    email: s.email ?? null,
    phone: s.phone ?? null,
    countryCallingCode: s.countryCallingCode ?? null,
    signatureKey: s.signatureKey ?? null,
    signedAt: s.signedAt ?? null,
  };
}

export interface CompanyExtras {
  statusName: string;
  branchName: string | null;
  internalUsers: TCompany['internalUsers'];
  documents: TPeopleDocument[];
  beneficiaryCount: number;
}

export function toCompany(row: CompanyRow, x: CompanyExtras): TCompany {
  return {
    id: row.id,
    name: row.name,
    dba: row.dba,
    feiNumber: row.feiNumber,
    naicsCode: row.naicsCode,
    employeesCount: row.employeesCount,
    grossIncome: row.grossIncome === null ? null : Number(row.grossIncome),
    netIncome: row.netIncome === null ? null : Number(row.netIncome),
    yearEstablished: row.yearEstablished,
    businessType: row.businessType,
    website: row.website,
    email: row.email,
    phone: row.phone,
    countryCallingCode: row.countryCallingCode,
    addresses: row.addresses ?? [],
    contacts: row.contacts ?? [],
    authSigner: toAuthSigner(row.authSigner),
    statusId: row.statusId,
    statusName: x.statusName,
    branchId: row.branchId,
    branchName: x.branchName,
    internalUsers: x.internalUsers,
    primaryUserId: row.primaryUserId,
    documents: x.documents,
    beneficiaryCount: x.beneficiaryCount,
    registrationCompleted: row.registrationCompleted,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toCompanyListItem(
  row: CompanyRow,
  x: { statusName: string; branchName: string | null; beneficiaryCount: number },
): TCompanyListItem {
  const addr = (row.addresses ?? [])[0];
  const primary = (row.contacts ?? []).find((c) => c.isPrimary) ?? (row.contacts ?? [])[0];
  return {
    id: row.id,
    name: row.name,
    feiNumber: row.feiNumber,
    statusId: row.statusId,
    statusName: x.statusName,
    branchId: row.branchId,
    branchName: x.branchName,
    email: row.email,
    phone: row.phone,
    city: addr?.locationDetails?.name || null,
    state: addr?.stateDetails?.name || null,
    primaryContactName: primary?.name ?? null,
    beneficiaryCount: x.beneficiaryCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
