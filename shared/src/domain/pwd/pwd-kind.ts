import { z } from 'zod';
import { ACTIVITY_LABELS, MANAGER_LIST } from '../cases/activity-codes';
import type { Workflow } from '../cases/workflow';
import { ROLE } from '../roles';
import { PWD_EDUCATION, PWD_WAGE_LEVELS, PWD_WAGE_SOURCES, PWD_WAGE_UNITS } from './pwd-rules';

/* The PWD case kind's registry pieces (shared/domain/cases/case-kinds.ts): workflow and side-table schema (docs/pwd.md). */

const roles = (...ids: number[]) => ids.map((roleId) => ({ roleId }));

/** A PWD case's own workflow: created, DOL's determination recorded (filing is a PWD status, not a step). */
export const pwdWorkflow = (_tenantTypeId: number, caseTypeId: number): Workflow => ({
  typeId: caseTypeId,
  activities: [
    { code: 'CREATE_CASE', label: ACTIVITY_LABELS.CREATE_CASE, actionRequired: 'Yes', editors: roles(...MANAGER_LIST, ROLE.LCA_MANAGER), watchers: roles(ROLE.LCA_MANAGER) },
    { code: 'UPDATE_DOL_RESPONSE', label: ACTIVITY_LABELS.UPDATE_DOL_RESPONSE, actionRequired: 'Yes', editors: roles(...MANAGER_LIST, ROLE.LCA_MANAGER), watchers: roles(...MANAGER_LIST, ROLE.PETITIONER) },
  ],
});

const ZIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** One pwd_details row's ETA-9141 data. */
export const ZPwdCaseData = z.object({
  pwdStatusId: z.number().int(),
  jobTitle: z.string().nullable(),
  socCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  education: z.enum(PWD_EDUCATION).nullable(),
  experienceMonths: z.number().int().nullable(),
  filedDate: ZIso.nullable(),
  determinationDate: ZIso.nullable(),
  wage: z.number().nullable(),
  wageUnit: z.enum(PWD_WAGE_UNITS),
  wageLevel: z.enum(PWD_WAGE_LEVELS).nullable(),
  wageSource: z.enum(PWD_WAGE_SOURCES).nullable(),
  validFrom: ZIso.nullable(),
  validTo: ZIso.nullable(),
});
export type PwdCaseData = z.infer<typeof ZPwdCaseData>;
