import { defineModule } from '../../platform/modules';
import { branchRoutes } from './branches.routes';

export { branches } from './branches.table';
export type { BranchRow } from './branches.table';
export * as branchesRepository from './branches.repository';
export { branchRoutes } from './branches.routes';
export { toBranch } from './branches.mapper';

// Used by other modules (issue 15.5: modules import each other only through index.ts).
export { branchNames } from './branches.repository';

/** The branches module: what it brings to the app (docs/modules.md). */
export const branchesModule = defineModule(() => ({
  name: 'branches',
  calls: branchRoutes,
}));
