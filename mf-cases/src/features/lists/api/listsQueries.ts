import type { ApiClient } from 'shared/client';
import { exportPetitionsCall, listPetitionsCall } from 'shared/contract/case-list';
import { listPetitionViewsCall } from 'shared/contract/saved-views';
import type { TCaseColumn, TCaseList, TFileDownload } from 'shared/contract';
import { callKey, type CallTarget } from 'shared/query';
import type { CaseListUrlState } from '../utils/caseListUrl';

/**
 * Query-cache keys of the case lists, derived from the declarations (`shared/query`). Invalidate
 * `caseListKeys.all` (`invalidateCalls(client, ...caseListKeys.all)`) after cases are created,
 * transferred or reassigned; after a change on one case, `invalidateCases` (case-kit/details)
 * reaches the lists too.
 */
export const caseListKeys = {
  /** Every case list page and every list's saved views. */
  all: [listPetitionsCall, listPetitionViewsCall] as readonly CallTarget[],
  /** One page of a list: `[...callKey(listPetitionsCall), 'list', list, state]` (the URL state, not the payload). */
  list: (list: TCaseList, state: Omit<CaseListUrlState, 'filterError'>) =>
    [...callKey(listPetitionsCall), 'list', list, state] as const,
  views: (list: TCaseList) => callKey(listPetitionViewsCall, { list }),
};

/** One keyset page of a case list (the filter goes as the matcher object; the server answers it encoded too). */
export const fetchCasePage = (api: ApiClient, list: TCaseList, state: CaseListUrlState, signal?: AbortSignal) =>
  api.call(
    listPetitionsCall,
    {
      list,
      matcher: state.filter,
      ...(state.search.trim() ? { search: state.search.trim() } : {}),
      sort: state.sort,
      perpage: state.perpage,
      cursor: state.after,
      withCount: true,
    },
    { signal },
  );

export const exportCases = (
  api: ApiClient,
  list: TCaseList,
  state: CaseListUrlState,
  format: 'csv' | 'xlsx',
  columns: TCaseColumn[],
) =>
  api.call(exportPetitionsCall, {
    list,
    matcher: state.filter,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    sort: state.sort,
    format,
    ...(columns.length > 0 ? { columns } : {}),
  });

/** Saves a file answer (base64 content) through a temporary link: the browser's own download. */
export function saveFileDownload(file: TFileDownload): void {
  const binary = atob(file.contentBase64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
