import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { ROLE } from 'shared/domain';
import { forbidden, type CallContext } from '../../platform/http';
import { users } from '../users';
import { inList, ownBeneficiaryIds, petitionerCompanyIds } from '../people';
import { petitions } from './petitions.table';

/*
 * Who sees which cases (docs/cases.md "Visibility"):
 * - Admin (3): every case of the tenant; Branch Manager (4): cases of his branches (and any he is
 *   assigned to);
 * - other staff (5–13) and external users: only cases they are assigned to (any of the six
 *   slots), unless their user has casesAccessforAllUsers — then every case;
 * - Petitioner (50): the cases of his companies; Beneficiary (51): his own cases;
 * - anyone else (I-9 users…): only cases assigned to them (normally none).
 * A case outside the caller's view is "not found" (404), never "forbidden".
 */

export type CaseAccessKind = 'all' | 'branch' | 'assigned' | 'petitioner' | 'beneficiary';

export interface CaseAccess {
  kind: CaseAccessKind;
  userId: string;
  userName: string;
  roleId: number;
  isExternal: boolean;
  branchIds: string[];
  companyIds: string[];
  beneficiaryIds: string[];
}

/**
 * The user's "access to all cases" flag (SPEC §6): from the cached session when it carries it
 * (kept current by the request caches, ADR 0012), else read from the users table.
 */
export async function casesAccessForAll(ctx: CallContext<unknown>, userId: string): Promise<boolean> {
  const s = ctx.session;
  if (s && s.userId === userId && s.casesAccessForAllUsers !== undefined) return s.casesAccessForAllUsers;
  const [u] = await ctx.tx
    .select({ all: users.casesAccessForAllUsers })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(u?.all);
}

/** The caller's case access, or 403 without a tenant session. */
export async function caseAccess(ctx: CallContext<unknown>): Promise<CaseAccess> {
  const s = ctx.session;
  if (!s || !ctx.tenant) throw forbidden();
  const base: CaseAccess = {
    kind: 'assigned',
    userId: s.userId,
    userName: s.name,
    roleId: s.roleId,
    isExternal: s.isExternal === 1,
    branchIds: s.branchIds ?? [],
    companyIds: [],
    beneficiaryIds: [],
  };
  if (base.isExternal) return base;
  if (s.roleId === ROLE.ADMIN) return { ...base, kind: 'all' };
  if (s.roleId === ROLE.BRANCH_MANAGER) return { ...base, kind: 'branch' };
  if (s.roleId === ROLE.PETITIONER)
    return { ...base, kind: 'petitioner', companyIds: await petitionerCompanyIds(ctx.tx, s.userId) };
  if (s.roleId === ROLE.BENEFICIARY)
    return { ...base, kind: 'beneficiary', beneficiaryIds: await ownBeneficiaryIds(ctx.tx, s.userId) };
  if (s.roleId >= ROLE.FRONT_OFFICE && s.roleId <= ROLE.READ_ONLY_STAFF && (await casesAccessForAll(ctx, s.userId)))
    return { ...base, kind: 'all' };
  return base;
}

/**
 * The user holds one of the six assignment slots: six indexed equalities (uuid = is leakproof, so
 * the indexes work under row-level security; an array containment would not).
 */
export const assignedTo = (userId: string): SQL =>
  or(
    eq(petitions.attorneyId, userId),
    eq(petitions.paralegalId, userId),
    eq(petitions.supervisorId, userId),
    eq(petitions.docManagerId, userId),
    eq(petitions.docExecutiveId, userId),
    eq(petitions.frontOfficeId, userId),
  )!;

/** The SQL condition for the cases `a` may see (deleted cases never). */
export function caseVisibility(a: CaseAccess): SQL {
  const live = isNull(petitions.deletedAt);
  switch (a.kind) {
    case 'all':
      return live;
    case 'branch':
      return and(live, or(inList(petitions.branchId, a.branchIds), assignedTo(a.userId)))!;
    case 'petitioner':
      return and(live, inList(petitions.petitionerId, a.companyIds))!;
    case 'beneficiary':
      return and(live, inList(petitions.beneficiaryId, a.beneficiaryIds))!;
    default:
      return and(live, assignedTo(a.userId))!;
  }
}

/** Law-office staff (roles 3–13, not external). */
export const isStaff = (a: CaseAccess): boolean =>
  !a.isExternal && a.roleId >= ROLE.ADMIN && a.roleId <= ROLE.READ_ONLY_STAFF;
