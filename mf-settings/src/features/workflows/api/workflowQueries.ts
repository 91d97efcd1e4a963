import {
  caseSubtypeListCall,
  workflowConfigDetailsCall,
  workflowConfigListCall,
  workflowConfigResetCall,
  workflowConfigSaveCall,
  workflowConfigVersionCall,
  workflowConfigVersionsCall,
  caseTypeNamer,
  type CaseTypeNamer,
} from 'shared/contract';
import { moduleKey, useCallMutation, useCallQuery } from 'shared/query';

/** Every /workflow/* call: what a save or reset refreshes. */
const WORKFLOW_CALLS = moduleKey(workflowConfigListCall.module);

/** A workflow's key in the URL: `<typeId>` or `<typeId>-<subTypeId>` (/workflow-config/4-12). */
export interface WorkflowKey {
  typeId: number;
  subTypeId: number | null;
}

export const workflowKeyParam = (k: WorkflowKey): string =>
  k.subTypeId ? `${k.typeId}-${k.subTypeId}` : String(k.typeId);

/** Parses a key from the URL; null when it is not one. A firm's own subtype ids start at 100000. */
export function parseWorkflowKey(param: string | undefined): WorkflowKey | null {
  const m = /^(\d{1,4})(?:-(\d{1,9}))?$/.exec(param ?? '');
  if (!m) return null;
  const typeId = Number(m[1]);
  const subTypeId = m[2] ? Number(m[2]) : null;
  return typeId > 0 && subTypeId !== 0 ? { typeId, subTypeId } : null;
}

/** "H-1B – Extension" or "H-1B (all subtypes)", with the firm's names (`useCaseTypeNames()`). */
export const workflowName = (k: WorkflowKey, names: CaseTypeNamer = caseTypeNamer()): string => {
  const type = names.typeName(k.typeId);
  return k.subTypeId ? `${type} – ${names.subTypeName(k.subTypeId)}` : `${type} (all subtypes)`;
};

export const useWorkflowList = () => useCallQuery(workflowConfigListCall, {});

/**
 * The active subtypes of a type a workflow can be made for: the product's and the firm's own
 * (`/case-config/subtype-list`, one page of 100, with the firm's names), for the New workflow picker.
 */
export const useWorkflowSubtypes = (typeId: number | null) =>
  useCallQuery(caseSubtypeListCall, { typeId: typeId ?? 1, page: 1, perpage: 100, activeOnly: true }, { enabled: !!typeId });

export const useWorkflow = (key: WorkflowKey | null) =>
  useCallQuery(
    workflowConfigDetailsCall,
    { typeId: key?.typeId ?? 1, subTypeId: key?.subTypeId ?? null },
    { enabled: !!key },
  );

export const useWorkflowVersions = (key: WorkflowKey | null, page: number) =>
  useCallQuery(
    workflowConfigVersionsCall,
    { typeId: key?.typeId ?? 1, subTypeId: key?.subTypeId ?? null, page, perpage: 20 },
    { enabled: !!key },
  );

export const useWorkflowVersion = (versionId: string | null) =>
  useCallQuery(workflowConfigVersionCall, { versionId: versionId ?? '' }, { enabled: !!versionId });

export const useSaveWorkflow = () =>
  useCallMutation(workflowConfigSaveCall, {
    successToast: (r) => `${r.typeName}${r.subTypeName ? ` – ${r.subTypeName}` : ''}: version ${r.version ?? ''} saved`,
    invalidates: [WORKFLOW_CALLS],
  });

export const useResetWorkflow = () =>
  useCallMutation(workflowConfigResetCall, {
    successToast: (r) =>
      `${r.typeName}${r.subTypeName ? ` – ${r.subTypeName}` : ''}: the default workflow applies again`,
    errorToast: true,
    invalidates: [WORKFLOW_CALLS],
  });
