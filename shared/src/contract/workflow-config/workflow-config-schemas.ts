import { z } from 'zod';
import { ZWorkflow } from '../../domain/cases/workflow';

/*
 * Per-tenant workflow configuration per case type and subtype (the calls behind
 * /petition-config-list and /workflow-*). Without a tenant row the SPEC §4 default workflow
 * applies (JSON-backed default: defaultWorkflow of the domain).
 */

export const ZWorkflowConfigKey = {
  typeId: z.number().int().positive(),
  /** Omitted or null: the type's workflow for any subtype without its own. */
  subTypeId: z.number().int().positive().nullable().optional(),
};

export const ZWorkflowConfigSummary = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  /** tenant: the tenant saved its own; default: the SPEC §4 default applies. */
  source: z.enum(['tenant', 'default']),
  activityCount: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TWorkflowConfigSummary = z.infer<typeof ZWorkflowConfigSummary>;
export const ZWorkflowConfigDetailsResult = ZWorkflowConfigSummary.extend({ workflow: ZWorkflow });
export type TWorkflowConfigDetailsResult = z.infer<typeof ZWorkflowConfigDetailsResult>;
