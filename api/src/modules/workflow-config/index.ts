/* Workflow configuration (issue 15.3, the settings domain): per tenant, case type and subtype. */
import { defineModule } from '../../platform/modules';
import { workflowConfigRoutes } from './workflow-config.routes';

export { workflowConfigRoutes } from './workflow-config.routes';
export { workflowFor } from './workflow-config.service';
export { workflowConfigs } from './workflow-config.table';

/** The workflow-config module: what it brings to the app (docs/modules.md). */
export const workflowConfigModule = defineModule(() => ({
  name: 'workflow-config',
  calls: workflowConfigRoutes,
}));
