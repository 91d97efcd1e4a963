import type { ApiClient } from 'shared/client';
import { listBeneficiariesCall } from 'shared/contract/beneficiary';
import { listCompaniesCall } from 'shared/contract/company';
import { PAGE_SIZE } from 'shared/domain/limits';
import type { SelectOption } from 'shared/ui';

/*
 * Petitioner and beneficiary pickers' option loaders, apart from listsQueries.ts: the people
 * schemas they load (and the phone rules those import) are fetched when a picker opens (the
 * filter or create dialog), not with the case list (issue 21 point 4).
 */

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
