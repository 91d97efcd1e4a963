import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LINKED_RECORD_LABELS, LINKED_RECORD_TYPES, listNotesCall, NOTE_VISIBILITIES, type TNoteItem } from 'shared/contract';
import { formatDateTime, TRUNCATE_LENGTHS, truncate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { callKey } from 'shared/query';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { recordHref } from '../../records/recordLinks';
import { DateRangeFilter } from '../../tasks/components/DateRangeFilter';
import { fetchNotePage, NOTE_FILTER_KEYS } from '../api/notesQueries';
import { NoteForm } from '../components/NoteForm';
import { visibilityLabel, visibilityTone } from '../components/noteText';

const COLUMNS: ListColumn<TNoteItem>[] = [
  { id: 'text', header: 'Note', mobile: 'title', alwaysVisible: true, wrap: true, cell: (n) => <span title={n.text}>{truncate(n.text, TRUNCATE_LENGTHS.M)}</span> },
  {
    id: 'record',
    header: 'On',
    mobile: 'subtitle',
    wrap: true,
    cell: (n) =>
      n.record.id ? (
        <Link to={recordHref(n.record.type, n.record.id)} onClick={(e) => e.stopPropagation()}>
          {LINKED_RECORD_LABELS[n.record.type]}: {n.record.label}
        </Link>
      ) : (
        ''
      ),
  },
  { id: 'author', header: 'Author', cell: (n) => n.createdByName ?? '' },
  { id: 'visibility', header: 'Shared', cell: (n) => <StatusBadge tone={visibilityTone(n.visibility)}>{visibilityLabel(n.visibility)}</StatusBadge> },
  { id: 'createdAt', header: 'Written', sortKey: 'createdAt', cell: (n) => formatDateTime(n.createdAt) },
  { id: 'updatedAt', header: 'Edited', sortKey: 'updatedAt', optional: true, cell: (n) => (n.updatedAt ? formatDateTime(n.updatedAt) : '') },
];

const FILTERS: ListFilterDef[] = [
  { key: NOTE_FILTER_KEYS.record, label: 'Record', options: LINKED_RECORD_TYPES.map((r) => ({ value: r, label: LINKED_RECORD_LABELS[r] })) },
  { key: NOTE_FILTER_KEYS.visibility, label: 'Shared', options: NOTE_VISIBILITIES.map((v) => ({ value: v, label: visibilityLabel(v) })) },
  { key: NOTE_FILTER_KEYS.author, label: 'Author', anyLabel: 'Anyone', options: [{ value: 'me', label: 'Written by me' }] },
];

/** /notes-list: the notes of the firm the user may see (his private ones and shared ones on records he may see). */
export default function NotesListPage({ routeId }: PageProps) {
  const api = useApi();
  const me = useSession((s) => s.user?.userId ?? '');
  const route = routeById(routeId);
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fetchPage = useMemo(() => fetchNotePage(api, { from, to }, me), [api, from, to, me]);
  const queryKey = useMemo(() => [...callKey(listNotesCall), 'range', from, to], [from, to]);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const newButton = (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New note
    </StyledButton>
  );
  return (
    <PageFrame title={route?.title ?? 'Notes'} description={route?.description} remote="mf-comms" actions={newButton}>
      <DateRangeFilter
        labels={['Written from', 'Written to']}
        from={from}
        to={to}
        onChange={(a, b) =>
          setParams(
            (cur) => {
              const next = new URLSearchParams(cur);
              for (const [k, v] of [['from', a], ['to', b]] as const) if (v) next.set(k, v);
              else next.delete(k);
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
      />
      <ListPage
        queryKey={queryKey}
        label="Notes"
        columns={COLUMNS}
        fetchPage={fetchPage}
        rowKey={(n) => n.id}
        rowHref={(n) => buildPath('comms.noteDetails', { itemId: n.id })}
        filters={FILTERS}
        defaultSort={{ key: 'createdAt', order: -1 }}
        searchPlaceholder="Words in the note…"
        columnsKey="comms.notes"
        emptyTitle="No notes"
        emptyDescription="Notes written on cases, beneficiaries and petitioners show here."
        emptyActions={newButton}
      />
      {creating ? <NoteForm onClose={() => setCreating(false)} onSaved={(n) => navigate(buildPath('comms.noteDetails', { itemId: n.id }))} /> : null}
    </PageFrame>
  );
}
