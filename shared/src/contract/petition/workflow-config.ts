import { z } from 'zod';
import { ZWorkflow } from '../../domain/cases/workflow';
import { callPayload, defineCall } from '../define-call';

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

export const ZWorkflowConfigListPayload = callPayload({ typeId: z.number().int().positive().optional() });
export type TWorkflowConfigListPayload = z.input<typeof ZWorkflowConfigListPayload>;
export const workflowConfigListCall = defineCall({
  path: '/workflow/config-list',
  summary: "Every case type (and each subtype with its own workflow) with the workflow's source: the tenant's or the default.",
  payload: ZWorkflowConfigListPayload,
  result: z.object({ data: z.array(ZWorkflowConfigSummary) }),
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  example: {},
});

export const ZWorkflowConfigDetailsPayload = callPayload({ ...ZWorkflowConfigKey });
export type TWorkflowConfigDetailsPayload = z.input<typeof ZWorkflowConfigDetailsPayload>;
export const ZWorkflowConfigDetailsResult = ZWorkflowConfigSummary.extend({ workflow: ZWorkflow });
export type TWorkflowConfigDetailsResult = z.infer<typeof ZWorkflowConfigDetailsResult>;
export const workflowConfigDetailsCall = defineCall({
  path: '/workflow/config-details',
  summary: 'The workflow new cases of a type and subtype get: the subtype’s, else the type’s, else the default.',
  payload: ZWorkflowConfigDetailsPayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  example: { typeId: 1, subTypeId: 1 },
});

export const ZWorkflowConfigSavePayload = callPayload({ ...ZWorkflowConfigKey, workflow: ZWorkflow });
export type TWorkflowConfigSavePayload = z.input<typeof ZWorkflowConfigSavePayload>;
export const workflowConfigSaveCall = defineCall({
  path: '/workflow/config-save',
  summary: "Save the tenant's workflow for a type (and subtype); running cases keep the workflow they started with.",
  payload: ZWorkflowConfigSavePayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: [3] },
  scope: 'tenant',
  example: {
    typeId: 4,
    workflow: {
      typeId: 4,
      activities: [
        { code: 'CREATE_CASE', label: 'Create Case', actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [] },
        { code: 'ASSIGN_ATTORNEY', label: 'Attorney', actionRequired: 'Yes', editors: [{ roleId: 3 }], watchers: [{ roleId: 6 }] },
      ],
    },
  },
});

export const ZWorkflowConfigResetPayload = callPayload({ ...ZWorkflowConfigKey });
export type TWorkflowConfigResetPayload = z.input<typeof ZWorkflowConfigResetPayload>;
export const workflowConfigResetCall = defineCall({
  path: '/workflow/config-reset',
  summary: "Remove the tenant's own workflow for a type (and subtype): the default applies again.",
  payload: ZWorkflowConfigResetPayload,
  result: ZWorkflowConfigDetailsResult,
  auth: { kind: 'session', roles: [3] },
  scope: 'tenant',
  example: { typeId: 4 },
});
