import { useMemo } from 'react';
import { listIndividualsCall, INDIVIDUAL_ACCOUNT_TYPES, type TIndividualListItem } from 'shared/contract';
import { displayPhone, formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { type ListColumn, type ListFilterDef, ListPage, PageFrame, StatusBadge, StyledLinkButton } from 'shared/ui';
import {
  exportIndividualsCsv,
  fetchIndividualPage,
  INDIVIDUAL_FILTER_KEYS,
} from '../features/individuals/api/individualsQueries';
import { usePermissions } from '../features/people/hooks/usePermissions';

const COLUMNS: ListColumn<TIndividualListItem>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', mobile: 'title', cell: (r) => <strong>{r.name}</strong> },
  {
    id: 'type',
    header: 'Account',
    mobile: 'subtitle',
    cell: (r) => (
      <>
        <StatusBadge tone={r.accountType === 'Individual' ? 'neutral' : 'info'}>{r.accountType}</StatusBadge>
        {r.accountSubType ? ` ${r.accountSubType}` : ''}
      </>
    ),
  },
  { id: 'email', header: 'Email', cell: (r) => r.email ?? '' },
  { id: 'phone', header: 'Phone', cell: (r) => displayPhone(r.phone) },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <StatusBadge tone={r.status === 'active' ? 'success' : 'neutral'}>
        {r.status === 'active' ? 'Active' : 'Inactive'}
      </StatusBadge>
    ),
  },
  { id: 'updated', header: 'Updated', sortKey: 'updatedAt', mobile: 'hidden', cell: (r) => formatDate(r.updatedAt) },
];

const FILTERS: ListFilterDef[] = [
  {
    key: INDIVIDUAL_FILTER_KEYS.accountType,
    label: 'Account',
    anyLabel: 'All types',
    options: INDIVIDUAL_ACCOUNT_TYPES.map((t) => ({ value: t, label: t })),
  },
  {
    key: INDIVIDUAL_FILTER_KEYS.status,
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

/** Individual clients, sponsors and investors: the people behind I-130 and investor cases. */
export default function IndividualsPage({ routeId }: PageProps) {
  const api = useApi();
  const perms = usePermissions();
  const route = routeById(routeId);
  const fetchPage = useMemo(() => fetchIndividualPage(api), [api]);
  const exportCsv = useMemo(() => exportIndividualsCsv(api), [api]);
  const newLink = perms.canCreateCompany ? (
    <StyledLinkButton to={buildPath('people.individualDetails')}>New individual</StyledLinkButton>
  ) : null;
  return (
    <PageFrame
      title={route?.title ?? 'Individuals'}
      description={route?.description}
      remote="mf-people"
      actions={newLink}
    >
      <ListPage
        queryKey={listIndividualsCall}
        label="Individuals"
        columns={COLUMNS}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowHref={(r) => buildPath('people.individualDetails', { itemId: r.id })}
        filters={FILTERS}
        defaultSort={{ key: 'name', order: 1 }}
        searchPlaceholder="Name or e-mail…"
        exportCsv={exportCsv}
        emptyTitle="No individual clients yet"
        emptyDescription="Individuals, sponsors and investors you represent directly show here."
        emptyActions={newLink}
      />
    </PageFrame>
  );
}
