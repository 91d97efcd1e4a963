import { defineModule } from '../../platform/modules';
import { individualRoutes } from './individuals.routes';
import { searchIndividuals } from './individuals.search';

export { individualRoutes } from './individuals.routes';
export { individuals } from './individuals.table';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { individualVisibility, createIndividualFor } from './individuals.service';

/** The individuals module: what it brings to the app (docs/modules.md). */
export const individualsModule = defineModule(() => ({
  name: 'individuals',
  calls: individualRoutes,
  searchProviders: [searchIndividuals],
}));
