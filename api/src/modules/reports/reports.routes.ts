import {
  customDeleteCall,
  customListCall,
  customRunCall,
  customSaveCall,
  customScheduleCall,
  deadlineListCall,
  exportReportCall,
  getPreparerListCall,
  getStatsByUserCall,
  processingTimesListCall,
  processingTimesUpdateCall,
  runReportCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './reports.service';
import * as engine from './reports.engine';
import * as custom from './reports.custom';
import * as processing from './reports.processing';

export const reportRoutes: CallRegistration[] = [
  handle(getPreparerListCall, (ctx) => service.preparerList(ctx)),
  handle(getStatsByUserCall, (ctx) => service.statsByUser(ctx)),
  handle(deadlineListCall, (ctx) => service.deadlineList(ctx)),
  handle(runReportCall, (ctx) => engine.runReport(ctx)),
  handle(exportReportCall, (ctx) => engine.exportReport(ctx)),
  handle(customListCall, (ctx) => custom.customList(ctx)),
  handle(customSaveCall, (ctx) => custom.customSave(ctx)),
  handle(customDeleteCall, (ctx) => custom.customDelete(ctx)),
  handle(customRunCall, (ctx) => custom.customRun(ctx)),
  handle(customScheduleCall, (ctx) => custom.customSchedule(ctx)),
  handle(processingTimesListCall, (ctx) => processing.processingTimesList(ctx)),
  handle(processingTimesUpdateCall, (ctx) => processing.processingTimesUpdate(ctx)),
];
