import {
  deleteTenantCall,
  exportTenantCall,
  tenantDeleteCancelCall,
  tenantExportDownloadCall,
  tenantExportListCall,
  inviteTenantCall,
  listTenantUsageCall,
  resendTenantActivationKeyCall,
  TENANT_USAGE_SORTS,
  updateTenantStatusCall,
  type TListTenantUsagePayload,
  type TTenantStatus,
  type TTenantUsageRow,
} from 'shared/contract';
import type { ApiClient } from 'shared/client';
import { formatDate } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import type { ListPageData, ListQuery } from 'shared/ui';

export const FIRM_FILTER_KEYS = { status: 'status' } as const;

export const FIRM_STATUS_LABELS: Record<Exclude<TTenantStatus, 'deleted'>, string> = {
  invited: 'Invited',
  active: 'Active',
  inactive: 'Suspended',
};

type SortKey = (typeof TENANT_USAGE_SORTS)[number];

/** The list page's query → the /tenant/usage-list payload (search, status, sort and page on the server). */
export function toFirmListPayload(q: ListQuery): TListTenantUsagePayload {
  const status = q.filters[FIRM_FILTER_KEYS.status];
  const sortBy = (TENANT_USAGE_SORTS as readonly string[]).includes(q.sort?.key ?? '') ? (q.sort!.key as SortKey) : 'createdAt';
  return {
    page: q.page,
    perpage: q.perpage,
    search: q.search.trim(),
    sortBy,
    sortDir: q.sort?.order === 1 ? 'asc' : 'desc',
    ...(status ? { status: status as Exclude<TTenantStatus, 'deleted'> } : {}),
  };
}

export const fetchFirmPage =
  (api: ApiClient) =>
  async (q: ListQuery, signal: AbortSignal): Promise<ListPageData<TTenantUsageRow>> => {
    const res = await api.call(listTenantUsageCall, toFirmListPayload(q), { signal });
    return { rows: res.data, total: res.count };
  };

const REFRESH = [listTenantUsageCall];

export const useInviteFirm = () =>
  useCallMutation(inviteTenantCall, {
    invalidates: REFRESH,
    successToast: (r) => `Invitation sent to ${r.tenant.adminEmail ?? 'the firm’s admin'}.`,
  });

export const useFirmStatus = () =>
  useCallMutation(updateTenantStatusCall, {
    invalidates: REFRESH,
    successToast: (t) => (t.status === 'active' ? `${t.name} is active.` : `${t.name} is suspended; its sessions ended.`),
    errorToast: true,
  });

export const useResendActivation = () =>
  useCallMutation(resendTenantActivationKeyCall, {
    invalidates: REFRESH,
    successToast: 'A new activation link was sent.',
    errorToast: true,
  });

export const useFirmExports = (tenantId: string) =>
  useCallQuery(
    tenantExportListCall,
    { tenantId },
    {
      // While an export is being built, its progress is polled.
      refetchInterval: (q) => (q.state.data?.data.some((e) => e.status === 'queued' || e.status === 'running') ? 1500 : false),
    },
  );

const EXPORT_REFRESH = [tenantExportListCall, listTenantUsageCall];

export const useStartExport = () => useCallMutation(exportTenantCall, { invalidates: EXPORT_REFRESH, successToast: 'Export started.', errorToast: true });
export const useDownloadExport = () => useCallMutation(tenantExportDownloadCall, { errorToast: true });
export const useDeleteFirm = () =>
  useCallMutation(deleteTenantCall, {
    invalidates: EXPORT_REFRESH,
    successToast: (r) => (r.deleteAfter ? `Deletion scheduled for ${formatDate(r.deleteAfter)}.` : 'Firm deleted.'),
    errorToast: true,
  });
export const useCancelDeletion = () => useCallMutation(tenantDeleteCancelCall, { invalidates: EXPORT_REFRESH, successToast: 'Deletion cancelled.', errorToast: true });
