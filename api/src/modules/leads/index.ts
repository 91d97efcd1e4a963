import { defineModule } from '../../platform/modules';
import { leadRoutes } from './leads.routes';
import { searchLeads } from './leads.search';

export { leadRoutes } from './leads.routes';
export { leads } from './leads.table';

/** The leads module: what it brings to the app (docs/modules.md). */
export const leadsModule = defineModule(() => ({
  name: 'leads',
  calls: leadRoutes,
  searchProviders: [searchLeads],
}));
