import type { TUser, TUserStatus } from 'shared/contract';
import { ROLE_NAMES, type RoleId } from 'shared/domain';
import type { UserRow } from './users.table';
import { iso } from '../../platform/data';

export const roleName = (roleId: number): string => ROLE_NAMES[roleId as RoleId] ?? `Role ${roleId}`;

const STATUSES: readonly TUserStatus[] = ['active', 'inactive', 'invited', 'pending_verification', 'locked'];

/** A user row as the API shows it: never the password hash, MFA secret or recovery codes. */
export function toUser(row: UserRow, branchNames: ReadonlyMap<string, string> = new Map()): TUser {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: row.roleId,
    roleName: roleName(row.roleId),
    status: (STATUSES as readonly string[]).includes(row.status) ? (row.status as TUserStatus) : 'inactive',
    isExternal: row.isExternal === 1 ? 1 : 0,
    branchIds: row.branchIds,
    branches: row.branchIds.map((id) => ({ _id: id, name: branchNames.get(id) ?? '' })),
    phone: row.phone,
    profilePicture: row.profilePicture,
    mfaType: row.mfaType === 'totp' ? 'totp' : null,
    detailsId: row.detailsId ?? row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    companyStatusId: row.companyStatusId,
    accountType: row.accountType,
    accountSubType: row.accountSubType,
    casesAccessforAllUsers: row.casesAccessForAllUsers,
    passwordUpdated: row.passwordUpdated,
    registrationCompleted: row.registrationCompleted,
    companyRegistrationCompleted: row.companyRegistrationCompleted,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** Display name from first and last name. */
export const fullName = (firstName: string, lastName?: string | null): string =>
  [firstName.trim(), (lastName ?? '').trim()].filter(Boolean).join(' ');
