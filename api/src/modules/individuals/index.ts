export { individualRoutes } from './individuals.routes';
export { individuals } from './individuals.table';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { individualVisibility, createIndividualFor } from './individuals.service';
