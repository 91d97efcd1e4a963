export { searchRoutes } from './search.routes';
export { SEARCH_PROVIDERS } from './search.registry';
export type { SearchContext, SearchProvider, SearchProviderHit } from './search.types';
