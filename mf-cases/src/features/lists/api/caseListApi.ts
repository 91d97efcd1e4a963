import type { ApiClient } from 'shared/client';
import {
  exportPetitionsCall,
  listBeneficiariesCall,
  listBranchesCall,
  listCompaniesCall,
  listPetitionsCall,
  type TCaseColumn,
  type TCaseList,
  type TFileDownload,
} from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import type { SelectOption } from 'shared/ui';
import type { CaseListUrlState } from '../utils/caseListUrl';

/** Query-cache keys of the case lists; invalidate `caseListKeys.all` after any case change. */
export const caseListKeys = {
  all: ['cases', 'lists'] as const,
  list: (list: TCaseList, state: Omit<CaseListUrlState, 'filterError'>) => ['cases', 'lists', list, state] as const,
  views: (list: TCaseList) => ['cases', 'lists', 'views', list] as const,
  branches: ['cases', 'branch-options'] as const,
  preparers: ['cases', 'preparers'] as const,
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

/** Petitioner companies as options: by search, or by ids (to name the ones in a shared link). */
export const loadCompanyOptions = async (
  api: ApiClient,
  search: string,
  signal?: AbortSignal,
  ids?: string[],
): Promise<SelectOption[]> => {
  const page = await api.call(
    listCompaniesCall,
    {
      page: 1,
      perpage: PAGE_SIZE.DROPDOWN,
      matcher: ids ? { ids } : {},
      sort: { field: 'name', order: 1 },
      ...(search.trim() ? { search: search.trim() } : {}),
    },
    { signal },
  );
  return page.data.map((c) => ({ value: c.id, label: c.name, description: c.feiNumber ?? undefined }));
};

/** Beneficiaries as options, optionally of one petitioner. */
export const loadBeneficiaryOptions = async (
  api: ApiClient,
  search: string,
  signal?: AbortSignal,
  opts: { ids?: string[]; companyId?: string | null } = {},
): Promise<SelectOption[]> => {
  const page = await api.call(
    listBeneficiariesCall,
    {
      page: 1,
      perpage: PAGE_SIZE.DROPDOWN,
      matcher: {
        relation: 'all',
        ...(opts.ids ? { ids: opts.ids } : {}),
        ...(opts.companyId ? { companyIds: [opts.companyId] } : {}),
      },
      sort: { field: 'name', order: 1 },
      ...(search.trim() ? { search: search.trim() } : {}),
    },
    { signal },
  );
  return page.data.map((b) => ({
    value: b.id,
    label: b.name,
    description: [b.companyName, b.email].filter(Boolean).join(' · ') || undefined,
  }));
};

export const fetchBranchOptions = async (api: ApiClient, signal?: AbortSignal): Promise<SelectOption[]> => {
  const page = await api.call(listBranchesCall, { page: 1, perpage: PAGE_SIZE.DROPDOWN }, { signal });
  return page.data.map((b) => ({ value: b._id, label: b.name }));
};
