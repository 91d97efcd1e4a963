import {
  workflowConfigDetailsCall,
  workflowConfigListCall,
  workflowConfigResetCall,
  workflowConfigSaveCall,
  workflowConfigVersionCall,
  workflowConfigVersionsCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './workflow-config.service';

export const workflowConfigRoutes: CallRegistration[] = [
  handle(workflowConfigListCall, (ctx) => service.configList(ctx)),
  handle(workflowConfigDetailsCall, (ctx) => service.configGet(ctx)),
  handle(workflowConfigSaveCall, (ctx) => service.configSave(ctx)),
  handle(workflowConfigResetCall, (ctx) => service.configReset(ctx)),
  handle(workflowConfigVersionsCall, (ctx) => service.configVersions(ctx)),
  handle(workflowConfigVersionCall, (ctx) => service.configVersion(ctx)),
];
