import { convertLeadCall, createLeadCall, exportLeadsCsvCall, leadDetailsCall, listLeadsCall, updateLeadCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './leads.service';

export const leadRoutes: CallRegistration[] = [
  handle(listLeadsCall, (ctx) => service.listLeads(ctx)),
  handle(leadDetailsCall, (ctx) => service.leadDetails(ctx)),
  handle(createLeadCall, (ctx) => service.createLead(ctx)),
  handle(updateLeadCall, (ctx) => service.updateLead(ctx)),
  handle(convertLeadCall, (ctx) => service.convertLead(ctx)),
  handle(exportLeadsCsvCall, (ctx) => service.exportLeadsCsv(ctx)),
];
