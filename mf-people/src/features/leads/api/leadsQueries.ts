import {
  leadDetailsCall,
  exportLeadsCsvCall,
  LEAD_SOURCES,
  LEAD_STATUSES,
  listLeadsCall,
  type TLeadStatus,
  type TListLeadsPayload,
} from 'shared/contract';
import { filterValue, type ListQuery, toListPayloadBase } from 'shared/ui';
import { csvExporter, detailsQuery, entityKeys, listPageFetcher } from '../../people/api/entityQueries';

/** `all`: every /lead call (the list, the board columns and the records); `details(id)`: one record. */
export const leadKeys = entityKeys(listLeadsCall, leadDetailsCall, 'leadId');

export const useLead = detailsQuery(leadDetailsCall, 'leadId');

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

export const fetchLeadPage = listPageFetcher(listLeadsCall, toLeadListPayload);

/** The lead export takes no sort. */
export const exportLeadsCsv = csvExporter(exportLeadsCsvCall, toLeadListPayload, { sort: false });

/** Cards per board column; the column header shows the full count. */
export const BOARD_COLUMN_SIZE = 50;
