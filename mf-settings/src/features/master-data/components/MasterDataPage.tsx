import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listMasterdataCall, type TMasterdataCategory, type TMasterdataItem } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { callKey } from 'shared/query';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  FormField,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledFormGrid,
  StyledSelect,
  type ListColumn,
  type ListFilterDef,
} from 'shared/ui';
import { CATEGORIES, CATEGORY_LABEL, fetchMasterdataPage, isCategory, useAddMasterdata, useUpdateMasterdata } from '../api/masterdataQueries';
import { EditActivateActions } from '../../../components/EditActivateActions';
import { MasterDataDialog } from './MasterDataDialog';

const FILTERS: readonly ListFilterDef[] = [
  {
    key: 'owner',
    label: 'Rows',
    anyLabel: 'Global and your firm’s',
    options: [
      { value: 'own', label: 'Your firm’s' },
      { value: 'global', label: 'Global (read-only)' },
    ],
  },
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

/**
 * /master-data: the reference lists a firm works with (SPEC §3 categories). Global rows come with
 * the product and are read-only here (marked); the firm adds its own, edits and (de)activates them
 * (`/masterdata/add`, `/masterdata/update`). Paging, search and filters run on the server.
 */
export default function MasterDataPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: TMasterdataCategory = isCategory(raw) ? raw : 'carriers';
  const fetchPage = useMemo(() => fetchMasterdataPage(api, category), [api, category]);
  const add = useAddMasterdata();
  const update = useUpdateMasterdata();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TMasterdataItem | null>(null);

  const chooseCategory = (next: string) => {
    // A new list: back to its first page, search and filters cleared.
    setParams(new URLSearchParams({ category: next }), { replace: true });
  };

  const columns: ListColumn<TMasterdataItem>[] = [
    { id: 'name', header: 'Name', mobile: 'title', alwaysVisible: true, wrap: true, cell: (r) => r.name },
    { id: 'code', header: category === 'soc_codes' ? 'Title' : 'Code', mobile: 'subtitle', wrap: true, cell: (r) => (category === 'soc_codes' ? r.designation : r.code) ?? '—' },
    {
      id: 'owner',
      header: 'Owner',
      mobile: 'field',
      cell: (r) => (r.tenantId === null ? <StatusBadge tone="neutral">Global · read-only</StatusBadge> : <StatusBadge tone="info">Your firm</StatusBadge>),
    },
    { id: 'status', header: 'Status', mobile: 'field', cell: (r) => <StatusBadge tone={r.active ? 'success' : 'neutral'}>{r.active ? 'Active' : 'Inactive'}</StatusBadge> },
    {
      id: 'actions',
      header: 'Actions',
      alwaysVisible: true,
      cell: (r) =>
        r.tenantId === null ? (
          <span aria-label={`${r.name} is global master data: only the platform operator changes it`}>—</span>
        ) : (
          <StyledActionBar onClick={(e) => e.stopPropagation()}>
            <EditActivateActions
              name={r.name}
              active={r.active}
              editLabel="Edit"
              onEdit={() => setEditing(r)}
              message={
                r.active
                  ? `${r.name} stops being offered in your firm’s lists. Records that already use it keep it.`
                  : `${r.name} is offered in your firm’s lists again.`
              }
              busy={update.isPending}
              onSetActive={(active, done) => update.mutate({ category, id: r.id, active }, { onSettled: done })}
            />
          </StyledActionBar>
        ),
    },
  ];

  return (
    <PageFrame
      title={route?.title ?? 'Master Data'}
      description={route?.description}
      remote="mf-settings"
      actions={
        <StyledButton type="button" $variant="primary" onClick={() => setAdding(true)}>
          Add to {CATEGORY_LABEL[category].toLowerCase()}
        </StyledButton>
      }
    >
      <StyledFormGrid>
        <FormField label="List" span={3}>
          <StyledSelect value={category} onChange={(e) => chooseCategory(e.target.value)}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABEL[c]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      </StyledFormGrid>
      <p>Global rows come with the application and only the platform operator changes them; rows your firm adds are yours to edit and deactivate.</p>
      <ListPage
        key={category}
        queryKey={[...callKey(listMasterdataCall), category]}
        label={CATEGORY_LABEL[category]}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => `${r.tenantId ?? 'global'}-${r.id}`}
        filters={FILTERS}
        searchPlaceholder="Name or code…"
        emptyTitle={`No ${CATEGORY_LABEL[category].toLowerCase()} match`}
        emptyDescription="Change the search or filters, or add your firm’s own row."
      />
      {adding ? (
        <MasterDataDialog category={category} onSubmit={(values) => add.mutateAsync({ category, ...values })} onClose={() => setAdding(false)} />
      ) : null}
      {editing ? (
        <MasterDataDialog
          category={category}
          item={editing}
          onSubmit={(values) => update.mutateAsync({ category, id: editing.id, ...values })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
