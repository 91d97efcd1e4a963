import { branchDetailsCall, createBranchCall, listBranchesCall, updateBranchCall } from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './branches.service';

export const branchRoutes: CallRegistration[] = [
  handle(createBranchCall, (ctx) => service.createBranch(ctx)),
  handle(updateBranchCall, (ctx) => service.updateBranch(ctx)),
  handle(listBranchesCall, (ctx) => service.listBranches(ctx)),
  handle(branchDetailsCall, (ctx) => service.branchDetails(ctx)),
];
