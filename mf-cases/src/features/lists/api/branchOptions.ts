import { listBranchesCall } from 'shared/contract/branches';
import type { TListBranchesResult } from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain/limits';
import { useCallQuery } from 'shared/query';
import type { SelectOption } from 'shared/ui';

/*
 * The branch picker's options, apart from listsQueries.ts: the branches contract loads with the
 * filter, create and transfer dialogs that use it, not with the case list (issue 21 point 4).
 */

const BRANCH_OPTIONS_PAYLOAD = { page: 1, perpage: PAGE_SIZE.DROPDOWN };

const toBranchOptions = (page: TListBranchesResult): SelectOption[] =>
  page.data.map((b) => ({ value: b._id, label: b.name }));

/** The tenant's branches as select options (one /branches/list answer for every screen, 5 minutes fresh). */
export const useBranchOptions = () =>
  useCallQuery(listBranchesCall, BRANCH_OPTIONS_PAYLOAD, { select: toBranchOptions, staleTime: 5 * 60_000 });
