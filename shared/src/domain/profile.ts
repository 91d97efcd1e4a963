import { ROLE } from './roles';
import { isProfileCompleted } from './tenant-permissions';

/** SPEC §4: the tenant admin profile is complete only when profCompleted is 'yes' (trimmed, any case). */
export const isTenantProfileComplete = (profCompleted: string | null | undefined): boolean =>
  isProfileCompleted(profCompleted);

/** The parts of the session user that decide profile completeness. */
export interface ProfileUser {
  roleId: number;
  companyRegistrationCompleted?: boolean | null;
  tenantDetails?: { profCompleted?: string | null } | null;
}

/**
 * SPEC §4: role 3 needs the tenant profile, role 50 a completed company registration; no other
 * role has a profile to complete.
 */
export const isProfileComplete = (user: ProfileUser): boolean => {
  if (user.roleId === ROLE.ADMIN) return isTenantProfileComplete(user.tenantDetails?.profCompleted);
  if (user.roleId === ROLE.PETITIONER) return user.companyRegistrationCompleted === true;
  return true;
};

export type ChecklistItem = 'petition' | 'workflow' | 'branch';

/** SPEC §3 tenant checklist flags; a missing flag counts as incomplete. */
export interface ChecklistFlags {
  petitionSetupCompleted?: boolean | null;
  workflowSetupCompleted?: boolean | null;
  branchSetupCompleted?: boolean | null;
}

/** SPEC §4: the setup steps still incomplete, in the order petition, workflow, branch. */
export const checklistIncomplete = (flags: ChecklistFlags): ChecklistItem[] => {
  const steps: [ChecklistItem, boolean | null | undefined][] = [
    ['petition', flags.petitionSetupCompleted],
    ['workflow', flags.workflowSetupCompleted],
    ['branch', flags.branchSetupCompleted],
  ];
  return steps.filter(([, done]) => done !== true).map(([item]) => item);
};
