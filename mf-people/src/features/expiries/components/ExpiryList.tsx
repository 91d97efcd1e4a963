import { useMemo } from 'react';
import { listExpiriesCall, EXPIRY_KIND_LABELS, EXPIRY_KINDS, type TExpiryItem } from 'shared/contract';
import { formatDate, overdueLabel } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { type BadgeTone, type ListColumn, type ListFilterDef, ListPage, StatusBadge } from 'shared/ui';
import type { PeopleWords } from '../../people/utils/peopleTerm';
import { EXPIRY_FILTER_KEYS, EXPIRY_WINDOWS, fetchExpiryPage } from '../api/expiriesQueries';

const tone = (item: TExpiryItem): BadgeTone =>
  item.expired || item.daysLeft <= 30 ? 'danger' : item.daysLeft <= 90 ? 'warning' : 'neutral';

/** 'Overdue by N day(s)' (SPEC §9) once past, else the days left. */
export const daysLeftLabel = (item: TExpiryItem): string =>
  item.daysLeft < 0 ? overdueLabel(-item.daysLeft) : item.daysLeft === 0 ? 'Today' : `In ${item.daysLeft} day(s)`;

/** Every passport, visa, I-94, status, EAD, I-797 and six-year date across the firm, soonest first. */
export function ExpiryList({ words }: { words: PeopleWords }) {
  const api = useApi();
  const columns = useMemo<ListColumn<TExpiryItem>[]>(
    () => [
      { id: 'date', header: 'Date', sortKey: 'date', mobile: 'subtitle', cell: (r) => formatDate(r.date) },
      { id: 'left', header: 'When', cell: (r) => <StatusBadge tone={tone(r)}>{daysLeftLabel(r)}</StatusBadge> },
      { id: 'what', header: 'What', wrap: true, cell: (r) => r.label },
      {
        id: 'who',
        header: words.singular,
        mobile: 'title',
        wrap: true,
        cell: (r) => (
          <>
            <strong>{r.beneficiaryName}</strong>
            {r.relation !== 'principal' && r.principalName ? ` (${r.relation} of ${r.principalName})` : ''}
          </>
        ),
      },
      { id: 'company', header: 'Petitioner', wrap: true, cell: (r) => r.companyName ?? '' },
      { id: 'attorney', header: 'Attorney', wrap: true, cell: (r) => r.attorneyName ?? '' },
    ],
    [words.singular],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: EXPIRY_FILTER_KEYS.kind,
        label: 'Kind',
        anyLabel: 'All kinds',
        options: EXPIRY_KINDS.map((k) => ({ value: k, label: EXPIRY_KIND_LABELS[k] })),
      },
      { key: EXPIRY_FILTER_KEYS.window, label: 'Window', anyLabel: 'Any date', options: EXPIRY_WINDOWS },
      {
        key: EXPIRY_FILTER_KEYS.relation,
        label: 'Show',
        anyLabel: 'Everyone',
        options: [
          { value: 'principal', label: `Principal ${words.plural.toLowerCase()}` },
          { value: 'dependent', label: 'Dependents' },
        ],
      },
    ],
    [words.plural],
  );
  const fetchPage = useMemo(() => fetchExpiryPage(api), [api]);
  return (
    <ListPage
      queryKey={listExpiriesCall}
      label="Expiries"
      columns={columns}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      rowHref={(r) => `${buildPath(words.routes.details, { itemId: r.beneficiaryId })}?tab=status`}
      filters={filters}
      urlPrefix="x_"
      defaultSort={{ key: 'date', order: 1 }}
      searchable={false}
      emptyTitle="Nothing expiring"
      emptyDescription="Passport, visa, I-94, status, EAD, I-797 and six-year dates of everyone you represent show here as they approach."
    />
  );
}
