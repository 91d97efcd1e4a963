export * from './branch-schemas';
export * from './create-branch';
export * from './update-branch';
export * from './list-branches';
export * from './branch-details';
import { branchDetailsCall } from './branch-details';
import { createBranchCall } from './create-branch';
import { listBranchesCall } from './list-branches';
import { updateBranchCall } from './update-branch';

export const BRANCHES_CALLS = [createBranchCall, updateBranchCall, listBranchesCall, branchDetailsCall] as const;
