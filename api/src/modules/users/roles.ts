import type { TRoleInfo } from 'shared/contract';
import { ROLE_NAMES, isAdminRole, type RoleId } from 'shared/domain';

/** What each role is for (docs/roles.md says the same at length). */
export const ROLE_DESCRIPTIONS: Record<RoleId, string> = {
  1: 'Runs the platform: registers tenants and manages their admins (app host only).',
  2: 'Platform staff who help tenants: signs in at the app host and reads, but changes nothing.',
  3: 'Tenant admin: manages users, branches, settings and every case; completes the company profile.',
  4: 'Manages the users and sees the data of his own branches.',
  5: 'Receives new cases and clients, updates courier tracking and USCIS receipts.',
  6: 'Reviews and files cases, requests signatures.',
  7: 'Supervises case preparation and reviews forms (the default role of beneficiary-linked lists).',
  8: 'Prepares cases, forms and responses.',
  9: 'Manages document collection for cases.',
  10: 'Collects and checks case documents.',
  11: 'Requests and files LCAs.',
  12: 'Issues invoices and follows payments (always allowed to issue invoices); no case editing.',
  13: 'Sees cases, people and reports of the tenant but changes nothing.',
  49: 'Works only on I-9 verifications (lands on the I-9 list).',
  50: 'A client company user: creates cases, answers questionnaires, signs; completes the company profile.',
  51: 'A foreign worker or family member: fills questionnaires and uploads documents for their cases.',
};

export function roleKind(id: number): TRoleInfo['kind'] {
  if (id === 1 || id === 2) return 'platform';
  if (id === 49) return 'i9';
  if (id === 50 || id === 51) return 'external';
  return 'internal';
}

export const ALL_ROLE_IDS = Object.keys(ROLE_NAMES).map(Number) as RoleId[];

export const roleInfo = (id: RoleId, assignable: boolean): TRoleInfo => ({
  id,
  name: ROLE_NAMES[id],
  description: ROLE_DESCRIPTIONS[id],
  kind: roleKind(id),
  admin: isAdminRole(id),
  assignable,
});
