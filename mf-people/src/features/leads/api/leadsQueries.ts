import {
  leadDetailsCall,
  exportLeadsCsvCall,
  LEAD_SOURCES,
  LEAD_STATUSES,
  listLeadsCall,
  type TLead,
  type TLeadStatus,
  type TListLeadsPayload,
} from 'shared/contract';
import { callKey, moduleKey, useCallQuery } from 'shared/query';
import type { ApiClient } from 'shared/client';
import {
  type CsvFile,
  filterValue,
  type ListPageData,
  type ListQuery,
  toListPayloadBase,
  withoutPaging,
} from 'shared/ui';

/** Cache keys of the leads feature, derived from the declarations (shared/query). */
export const leadKeys = {
  /** Every /lead call: the list, the board columns and the records. */
  all: moduleKey(listLeadsCall.module),
  details: (leadId: string) => callKey(leadDetailsCall, { leadId }),
};

export const useLead = (leadId: string | undefined) =>
  useCallQuery(leadDetailsCall, { leadId: leadId ?? '' }, { enabled: !!leadId });

export const LEAD_FILTER_KEYS = { status: 'status', source: 'source' } as const;
const LEAD_SORT_FIELDS = ['createdAt', 'name', 'status', 'updatedAt'] as const;

export const LEAD_SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
  manual: 'Added by hand',
  lead_form: 'Lead form',
  import: 'Import',
};

const isStatus = (v: string | undefined): v is TLeadStatus => (LEAD_STATUSES as readonly string[]).includes(v ?? '');
const isSource = (v: string | undefined): v is (typeof LEAD_SOURCES)[number] =>
  (LEAD_SOURCES as readonly string[]).includes(v ?? '');

export const toLeadListPayload = (query: ListQuery): TListLeadsPayload => {
  const status = filterValue(query, LEAD_FILTER_KEYS.status);
  const source = filterValue(query, LEAD_FILTER_KEYS.source);
  return {
    ...toListPayloadBase(query, LEAD_SORT_FIELDS),
    matcher: {
      ...(isStatus(status) ? { statuses: [status] } : {}),
      ...(isSource(source) ? { sources: [source] } : {}),
    },
  };
};

export const fetchLeadPage =
  (api: ApiClient) =>
  async (query: ListQuery, signal: AbortSignal): Promise<ListPageData<TLead>> => {
    const r = await api.call(listLeadsCall, toLeadListPayload(query), { signal });
    return { rows: r.data, total: r.count };
  };

export const exportLeadsCsv =
  (api: ApiClient) =>
  async (query: ListQuery): Promise<CsvFile> => {
    const { sort: _sort, ...payload } = withoutPaging(toLeadListPayload(query));
    const r = await api.call(exportLeadsCsvCall, payload);
    return { fileName: r.fileName, csv: r.content };
  };

/** Cards per board column; the column header shows the full count. */
export const BOARD_COLUMN_SIZE = 50;
