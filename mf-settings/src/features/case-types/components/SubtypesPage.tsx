import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { caseSubtypeListCall, CASE_CONFIG_MESSAGES, type TCaseSubtypeRow } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { callKey } from 'shared/query';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ConfirmDialog, EmptyState, ListPage, PageFrame, StatusBadge, StyledActionBar, StyledButton, type ListColumn } from 'shared/ui';
import { fetchSubtypePage, useAddSubtype, useDeleteSubtype, useRenameCaseType, useSetCaseTypeActive, useSubtypes } from '../api/caseConfigQueries';
import { EditActivateActions } from '../../../components/EditActivateActions';
import { activationMessage } from './activationMessage';
import { NameDialog } from './NameDialog';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * /petition-subtype-list/:id: the subtypes of a case type (standard ones and the firm's own):
 * add, rename, (de)activate; delete only the firm's own that no case uses (the api refuses the
 * rest with the reason, shown before asking).
 */
export default function SubtypesPage({ routeId, params }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const typeId = /^\d{1,4}$/.test(params.id ?? '') ? Number(params.id) : null;
  const header = useSubtypes(typeId);
  const fetchPage = useMemo(() => fetchSubtypePage(api, typeId ?? 0), [api, typeId]);
  const add = useAddSubtype();
  const rename = useRenameCaseType();
  const setActive = useSetCaseTypeActive();
  const remove = useDeleteSubtype();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<TCaseSubtypeRow | null>(null);
  const [deleting, setDeleting] = useState<TCaseSubtypeRow | null>(null);
  const type = header.data?.type;
  const title = `${route?.title ?? 'Petition Subtypes'}${type ? `: ${type.name}` : ''}`;

  if (!typeId || header.error) {
    return (
      <PageFrame title={route?.title ?? 'Petition Subtypes'} remote="mf-settings">
        <EmptyState title="Case type not found" description={<Link to="/petition-types">Back to the case types</Link>} />
      </PageFrame>
    );
  }

  const columns: ListColumn<TCaseSubtypeRow>[] = [
    { id: 'name', header: 'Subtype', mobile: 'title', alwaysVisible: true, wrap: true, cell: (s) => s.name },
    { id: 'origin', header: 'Origin', cell: (s) => (s.custom ? 'Added by your firm' : s.name === s.standardName ? 'Standard' : `Standard: ${s.standardName ?? ''}`) },
    { id: 'cases', header: 'In use by', align: 'right', cell: (s) => plural(s.casesInUse, 'case') },
    { id: 'status', header: 'Status', cell: (s) => <StatusBadge tone={s.active ? 'success' : 'neutral'}>{s.active ? 'Active' : 'Inactive'}</StatusBadge> },
    {
      id: 'actions',
      header: 'Actions',
      alwaysVisible: true,
      cell: (s) => (
        <StyledActionBar onClick={(e) => e.stopPropagation()}>
          <Link to={`/petition-config-list/${s.typeId}/${s.subTypeId}`} aria-label={`Configure ${s.name}`}>
            Configure
          </Link>
          <EditActivateActions
            name={s.name}
            active={s.active}
            editLabel="Rename"
            onEdit={() => setRenaming(s)}
            message={activationMessage(s)}
            busy={setActive.isPending}
            onSetActive={(active, done) => setActive.mutate({ typeId, subTypeId: s.subTypeId, active }, { onSettled: done })}
          />
          {s.custom ? (
            <StyledButton type="button" $variant="danger" onClick={() => setDeleting(s)} aria-label={`Delete ${s.name}`}>
              Delete
            </StyledButton>
          ) : null}
        </StyledActionBar>
      ),
    },
  ];

  return (
    <PageFrame
      title={title}
      description={route?.description}
      remote="mf-settings"
      actions={
        <StyledButton type="button" $variant="primary" onClick={() => setAdding(true)}>
          Add subtype
        </StyledButton>
      }
    >
      <p>
        <Link to="/petition-types">All case types</Link>
      </p>
      <ListPage
        queryKey={[...callKey(caseSubtypeListCall), typeId]}
        label="Subtypes"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(s) => String(s.subTypeId)}
        rowHref={(s) => `/petition-config-list/${s.typeId}/${s.subTypeId}`}
        searchPlaceholder="Subtype name…"
        emptyTitle="No subtypes match"
      />
      {adding ? (
        <NameDialog
          title={`Add a subtype${type ? ` to ${type.name}` : ''}`}
          label="Subtype name"
          submitLabel="Add"
          onSubmit={(name) => add.mutateAsync({ typeId, name })}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {renaming ? (
        <NameDialog
          title={`Rename ${renaming.name}`}
          label="Subtype name"
          initial={renaming.name}
          submitLabel="Rename"
          onSubmit={(name) => rename.mutateAsync({ typeId, subTypeId: renaming.subTypeId, name })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? (
        deleting.casesInUse > 0 ? (
          <ConfirmDialog
            title={`${deleting.name} cannot be deleted`}
            message={CASE_CONFIG_MESSAGES.subtypeInUse(deleting.casesInUse)}
            confirmLabel="Deactivate instead"
            busy={setActive.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => setActive.mutate({ typeId, subTypeId: deleting.subTypeId, active: false }, { onSettled: () => setDeleting(null) })}
          />
        ) : (
          <ConfirmDialog
            title={`Delete ${deleting.name}?`}
            message="No case uses this subtype. Deleting it removes it and its configuration."
            confirmLabel="Delete"
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => remove.mutate({ typeId, subTypeId: deleting.subTypeId }, { onSettled: () => setDeleting(null) })}
          />
        )
      ) : null}
    </PageFrame>
  );
}
