import { defineModule } from '../../platform/modules';
import { masterdataRoutes } from './masterdata.routes';

export { masterdataRoutes } from './masterdata.routes';
export { masterdata } from './masterdata.table';
export { seedMasterdata } from './masterdata.seed';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { globalMasterdataRows, seedDataDir } from './masterdata.seed';
export { nextTenantMasterdataId } from './masterdata.repository';

/** The masterdata module: what it brings to the app (docs/modules.md). */
export const masterdataModule = defineModule(() => ({
  name: 'masterdata',
  calls: masterdataRoutes,
}));
