export * from './workflow-config-schemas';
export * from './workflow-config-list';
export * from './workflow-config-details';
export * from './workflow-config-save';
export * from './workflow-config-reset';
export * from './workflow-config-versions';
export * from './workflow-config-version';
import { workflowConfigDetailsCall } from './workflow-config-details';
import { workflowConfigListCall } from './workflow-config-list';
import { workflowConfigResetCall } from './workflow-config-reset';
import { workflowConfigSaveCall } from './workflow-config-save';
import { workflowConfigVersionCall } from './workflow-config-version';
import { workflowConfigVersionsCall } from './workflow-config-versions';

/** The workflow versions calls (issue 16.3); ALL_CALLS lists them (the four below come through PETITION_CALLS). */
export const WORKFLOW_VERSION_CALLS = [workflowConfigVersionsCall, workflowConfigVersionCall] as const;

/** The workflow configuration calls (api module `workflow-config`); the first four are also in PETITION_CALLS. */
export const WORKFLOW_CONFIG_CALLS = [
  workflowConfigListCall,
  workflowConfigDetailsCall,
  workflowConfigSaveCall,
  workflowConfigResetCall,
  ...WORKFLOW_VERSION_CALLS,
] as const;
