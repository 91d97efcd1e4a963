import { workflowConfigDetailsCall, workflowConfigListCall, workflowConfigResetCall, workflowConfigSaveCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './workflow-config.service';

export const workflowConfigRoutes: CallRegistration[] = [
  handle(workflowConfigListCall, (ctx) => service.configList(ctx)),
  handle(workflowConfigDetailsCall, (ctx) => service.configGet(ctx)),
  handle(workflowConfigSaveCall, (ctx) => service.configSave(ctx)),
  handle(workflowConfigResetCall, (ctx) => service.configReset(ctx)),
];
