import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { caseTypeListCall, type TCaseTypeRow } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { callKey } from 'shared/query';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledActionBar, type ListColumn } from 'shared/ui';
import { EditActivateActions } from '../../../components/EditActivateActions';
import { fetchCaseTypePage, useRenameCaseType, useSetCaseTypeActive } from '../api/caseConfigQueries';
import { activationMessage } from './activationMessage';
import { NameDialog } from './NameDialog';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * /petition-types: the firm's case types (the product's fixed list, each with the firm's name and
 * active flag), with their subtypes and cases in use; rename, (de)activate, open subtypes and
 * the configuration. A type is never deleted: cases keep it; deactivating stops new cases.
 */
export default function CaseTypesPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const fetchPage = useMemo(() => fetchCaseTypePage(api), [api]);
  const rename = useRenameCaseType();
  const setActive = useSetCaseTypeActive();
  const [renaming, setRenaming] = useState<TCaseTypeRow | null>(null);

  const columns: ListColumn<TCaseTypeRow>[] = [
    { id: 'name', header: 'Case type', mobile: 'title', alwaysVisible: true, cell: (t) => t.name },
    { id: 'standard', header: 'Standard name', cell: (t) => (t.name === t.standardName ? '—' : t.standardName) },
    { id: 'subtypes', header: 'Subtypes', align: 'right', cell: (t) => t.subtypeCount },
    { id: 'cases', header: 'In use by', align: 'right', cell: (t) => plural(t.casesInUse, 'case') },
    { id: 'status', header: 'Status', cell: (t) => <StatusBadge tone={t.active ? 'success' : 'neutral'}>{t.active ? 'Active' : 'Inactive'}</StatusBadge> },
    {
      id: 'actions',
      header: 'Actions',
      alwaysVisible: true,
      cell: (t) => (
        <StyledActionBar onClick={(e) => e.stopPropagation()}>
          <Link to={`/petition-subtype-list/${t.typeId}`} aria-label={`Subtypes of ${t.name}`}>
            Subtypes
          </Link>
          <Link to={`/petition-config-list/${t.typeId}`} aria-label={`Configure ${t.name}`}>
            Configure
          </Link>
          <EditActivateActions
            name={t.name}
            active={t.active}
            editLabel="Rename"
            onEdit={() => setRenaming(t)}
            message={activationMessage(t)}
            busy={setActive.isPending}
            onSetActive={(active, done) => setActive.mutate({ typeId: t.typeId, subTypeId: 0, active }, { onSettled: done })}
          />
        </StyledActionBar>
      ),
    },
  ];

  return (
    <PageFrame title={route?.title ?? 'Petition Types'} description={route?.description} remote="mf-settings">
      <ListPage
        queryKey={callKey(caseTypeListCall)}
        label="Case types"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(t) => String(t.typeId)}
        rowHref={(t) => `/petition-subtype-list/${t.typeId}`}
        searchPlaceholder="Case type name…"
        emptyTitle="No case types match"
      />
      {renaming ? (
        <NameDialog
          title={`Rename ${renaming.name}`}
          label="Name shown in your firm"
          initial={renaming.name}
          submitLabel="Rename"
          onSubmit={(name) => rename.mutateAsync({ typeId: renaming.typeId, subTypeId: 0, name })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </PageFrame>
  );
}
