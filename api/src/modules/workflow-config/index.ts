/* Workflow configuration (issue 15.3, the settings domain): per tenant, case type and subtype. */
export { workflowConfigRoutes } from './workflow-config.routes';
export { workflowFor } from './workflow-config.service';
export { workflowConfigs } from './workflow-config.table';
