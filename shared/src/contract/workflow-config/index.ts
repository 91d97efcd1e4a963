export * from './workflow-config-schemas';
export * from './workflow-config-list';
export * from './workflow-config-details';
export * from './workflow-config-save';
export * from './workflow-config-reset';
import { workflowConfigDetailsCall } from './workflow-config-details';
import { workflowConfigListCall } from './workflow-config-list';
import { workflowConfigResetCall } from './workflow-config-reset';
import { workflowConfigSaveCall } from './workflow-config-save';

/** The workflow configuration calls (api module `workflow-config`); also listed in PETITION_CALLS. */
export const WORKFLOW_CONFIG_CALLS = [
  workflowConfigListCall,
  workflowConfigDetailsCall,
  workflowConfigSaveCall,
  workflowConfigResetCall,
] as const;
