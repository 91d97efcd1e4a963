import { z } from 'zod';
import { ACTIVITY_LABELS, MANAGER_LIST } from '../cases/activity-codes';
import type { Workflow } from '../cases/workflow';
import { ROLE } from '../roles';
import { LCA_PW_SOURCES, LCA_WAGE_LEVELS, LCA_WAGE_UNITS } from './lca-rules';

/*
 * The LCA case kind's registry pieces (shared/domain/cases/case-kinds.ts): its workflow and the
 * zod schema of its side-table data (lca_details, docs/lca.md).
 */

const roles = (...ids: number[]) => ids.map((roleId) => ({ roleId }));

/**
 * An LCA case's own workflow: created, filed by the LCA manager (LCA_SUBMIT), DOL's answer
 * recorded (UPDATE_DOL_RESPONSE). The statuses follow the LCA status, not these steps.
 */
export const lcaWorkflow = (_tenantTypeId: number, caseTypeId: number): Workflow => ({
  typeId: caseTypeId,
  activities: [
    { code: 'CREATE_CASE', label: ACTIVITY_LABELS.CREATE_CASE, actionRequired: 'Yes', editors: roles(...MANAGER_LIST, ROLE.LCA_MANAGER), watchers: roles(ROLE.LCA_MANAGER) },
    { code: 'LCA_SUBMIT', label: ACTIVITY_LABELS.LCA_SUBMIT, actionRequired: 'Yes', editors: roles(ROLE.LCA_MANAGER), watchers: roles(...MANAGER_LIST) },
    { code: 'UPDATE_DOL_RESPONSE', label: ACTIVITY_LABELS.UPDATE_DOL_RESPONSE, actionRequired: 'Yes', editors: roles(ROLE.LCA_MANAGER), watchers: roles(...MANAGER_LIST, ROLE.PETITIONER) },
  ],
});

const ZIso = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** One lca_details row's ETA-9035 data (the side table; worksites and usages have tables of their own). */
export const ZLcaCaseData = z.object({
  lcaStatusId: z.number().int(),
  employerName: z.string().nullable(),
  fein: z.string().nullable(),
  jobTitle: z.string().nullable(),
  socCode: z.string().nullable(),
  wageLevel: z.enum(LCA_WAGE_LEVELS).nullable(),
  prevailingWage: z.number().nullable(),
  prevailingWageUnit: z.enum(LCA_WAGE_UNITS),
  pwSource: z.enum(LCA_PW_SOURCES).nullable(),
  wageFrom: z.number().nullable(),
  wageTo: z.number().nullable(),
  wageUnit: z.enum(LCA_WAGE_UNITS),
  periodStart: ZIso.nullable(),
  periodEnd: ZIso.nullable(),
  workers: z.number().int().min(1),
  h1bDependent: z.boolean().nullable(),
  wilfulViolator: z.boolean().nullable(),
});
export type LcaCaseData = z.infer<typeof ZLcaCaseData>;
