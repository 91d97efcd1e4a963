import {
  deleteLcaNoticeCall,
  generateLcaPafCall,
  lcaNoticesCall,
  lcaPafDetailsCall,
  listLcaPafsCall,
  listPafRequestsCall,
  saveLcaNoticeCall,
  savePafRequestCall,
  updateLcaPafCall,
  LCA_PAF_SORT_FIELDS,
  PAF_REQUEST_SORT_FIELDS,
  type TLcaPafListItem,
  type TPafRequest,
  type TUploadResult,
} from 'shared/contract';
import { uploadWith, type ApiClient } from 'shared/client';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

/*
 * The calls of the posting-notice panel and the PAF pages (/lca-paf/*, docs/lca-paf.md). Every
 * write refreshes the notices, the PAF and both lists (and the LCA's details, whose filing the
 * notices gate).
 */

const REFRESH = [lcaNoticesCall, lcaPafDetailsCall, listLcaPafsCall, listPafRequestsCall];

export const useLcaNotices = (lcaId: string) => useCallQuery(lcaNoticesCall, { lcaId }, { enabled: !!lcaId });
export const useSaveNotice = () => useCallMutation(saveLcaNoticeCall, { invalidates: REFRESH, successToast: 'Notice saved.' });
export const useDeleteNotice = () => useCallMutation(deleteLcaNoticeCall, { invalidates: REFRESH, successToast: 'Notice removed.', errorToast: true });
export const useLcaPaf = (lcaId: string) => useCallQuery(lcaPafDetailsCall, { lcaId }, { enabled: !!lcaId });
export const useUpdatePaf = () => useCallMutation(updateLcaPafCall, { invalidates: REFRESH, successToast: 'Public access file saved.' });
export const useGeneratePaf = () => useCallMutation(generateLcaPafCall, { invalidates: REFRESH, successToast: (p) => `Public access file generated (${p.file?.pages ?? 0} pages).`, errorToast: true });
export const useSavePafRequest = () => useCallMutation(savePafRequestCall, { invalidates: REFRESH, successToast: 'Request saved.' });

export const PAF_VIEW_KEY = 'view';
export const REQUEST_STATUS_KEY = 'status';

export const fetchPafPage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TLcaPafListItem>> => {
    const view = q.filters[PAF_VIEW_KEY];
    const field = (LCA_PAF_SORT_FIELDS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as (typeof LCA_PAF_SORT_FIELDS)[number]) : 'dueOn';
    const res = await api.call(
      listLcaPafsCall,
      {
        view: view === 'purge' || view === 'all' ? view : 'certified',
        page: q.page,
        perpage: q.perpage,
        ...(q.search.trim() ? { search: q.search.trim() } : {}),
        sort: { field, order: q.sort?.order ?? -1 },
      },
      { signal },
    );
    return { rows: res.data, total: res.count };
  };

export const fetchRequestPage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TPafRequest>> => {
    const status = q.filters[REQUEST_STATUS_KEY];
    const field = (PAF_REQUEST_SORT_FIELDS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as (typeof PAF_REQUEST_SORT_FIELDS)[number]) : 'receivedOn';
    const res = await api.call(
      listPafRequestsCall,
      {
        status: status === 'open' || status === 'answered' ? status : 'all',
        page: q.page,
        perpage: q.perpage,
        ...(q.search.trim() ? { search: q.search.trim() } : {}),
        sort: { field, order: q.sort?.order ?? -1 },
      },
      { signal },
    );
    return { rows: res.data, total: res.count };
  };

/** Uploads one proof file through /s3/upload; answers its storage key. */
export async function uploadProof(api: ApiClient, file: File, onProgress: (percent: number) => void): Promise<{ key: string; name: string }> {
  const fd = new FormData();
  fd.append('file', file, file.name);
  const res = await uploadWith<TUploadResult>(api, '/s3/upload', fd, { onProgress: (e) => onProgress(e.percent) });
  const stored = res.data[0];
  if (!stored) throw new Error('The server stored no file.');
  return { key: stored.path, name: stored.name };
}
