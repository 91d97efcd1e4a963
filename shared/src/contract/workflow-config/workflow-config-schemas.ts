import { z } from 'zod';
import { ZWorkflow } from '../../domain/cases/workflow';

/*
 * Per-tenant workflow configuration per case type and subtype (the calls behind
 * /petition-config-list and /workflow-*). Without a tenant row the SPEC §4 default workflow
 * applies (JSON-backed default: defaultWorkflow of the domain). Saving creates a new version
 * (issue 16.3, docs/settings.md "Workflow designer").
 */

export const ZWorkflowConfigKey = {
  typeId: z.number().int().positive().max(1000),
  /**
   * Omitted or null: the type's workflow for any subtype without its own. A product subtype, or
   * one the firm added (ids from 100000, the same bound as the case type settings); the api checks
   * it is the caller's firm's subtype of `typeId`.
   */
  subTypeId: z.number().int().positive().max(100_000_000).nullable().optional(),
};

/** Messages of the workflow calls the api and the screens share (kept once, here). */
export const WORKFLOW_CONFIG_MESSAGES = {
  noConfigurableWorkflow: 'This case type has no configurable workflow.',
  subtypeNotOfType: 'The sub type does not belong to the case type.',
  /** A firm's own subtype id that is not one of the caller's firm's subtypes of the type (another firm's, or none). */
  unknownOwnSubtype: 'This subtype is not one of your firm’s subtypes of this case type.',
  /** Saving a workflow for a subtype the firm deactivated (its cases cannot be created). */
  inactiveOwnSubtype: 'This subtype is deactivated in your firm’s settings: activate it before giving it a workflow.',
} as const;

export const ZWorkflowConfigSummary = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  subTypeId: z.number().int().nullable(),
  subTypeName: z.string().nullable(),
  /** tenant: the tenant saved its own; default: the SPEC §4 default applies. */
  source: z.enum(['tenant', 'default']),
  activityCount: z.number().int(),
  updatedAt: z.string().nullable(),
  /** The current version number (null: the default, or a workflow saved before versions existed). */
  version: z.number().int().nullable(),
  /** The current version's id (the `id` cases created now snapshot). */
  versionId: z.string().nullable(),
  /** Cases that run the current workflow (its version, or the default for cases of the type that run it). */
  casesInUse: z.number().int(),
});
export type TWorkflowConfigSummary = z.infer<typeof ZWorkflowConfigSummary>;
export const ZWorkflowConfigDetailsResult = ZWorkflowConfigSummary.extend({ workflow: ZWorkflow });
export type TWorkflowConfigDetailsResult = z.infer<typeof ZWorkflowConfigDetailsResult>;

/** One saved version of a workflow. */
export const ZWorkflowVersionSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  activityCount: z.number().int(),
  /** Cases that started with this version and keep it. */
  casesInUse: z.number().int(),
  /** The version new cases take now. */
  current: z.boolean(),
});
export type TWorkflowVersionSummary = z.infer<typeof ZWorkflowVersionSummary>;
