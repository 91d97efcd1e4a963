export { branches } from './branches.table';
export type { BranchRow } from './branches.table';
export * as branchesRepository from './branches.repository';
export { branchRoutes } from './branches.routes';
export { toBranch } from './branches.mapper';
