/* Workflow configuration (issue 15.3, the settings domain): per tenant, case type and subtype; versions since issue 16.3 (docs/settings.md). */
import { defineModule } from '../../platform/modules';
import { workflowConfigRoutes } from './workflow-config.routes';
import { WORKFLOW_CONFIG_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { workflowConfigRoutes } from './workflow-config.routes';
export { workflowFor } from './workflow-config.service';
export { workflowConfigs, workflowVersions } from './workflow-config.table';

/** The workflow-config module: what it brings to the app (docs/modules.md). */
export const workflowConfigModule = defineModule(() => ({
  name: 'workflow-config',
  calls: workflowConfigRoutes,
  isolationFixtures: WORKFLOW_CONFIG_VICTIM_FIXTURES,
}));
