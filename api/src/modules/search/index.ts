import { defineModule } from '../../platform/modules';
import { searchRoutes } from './search.routes';

export { searchRoutes } from './search.routes';
export { globalSearch } from './search.service';
export type { SearchContext, SearchProvider, SearchProviderHit } from './search.types';
/** For the modules' own providers (listed in their definitions' `searchProviders`). */
export { textSearch, containsPattern } from './search.sql';
export type { TextSearchSpec } from './search.sql';
export { beneficiaryDetailsPath, isStaff, joinSub, sqlFullName } from './search.helpers';

/** The search module: what it brings to the app (docs/modules.md). */
export const searchModule = defineModule(() => ({
  name: 'search',
  calls: searchRoutes,
}));
