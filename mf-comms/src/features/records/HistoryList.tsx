import styled from 'styled-components';
import type { THistoryEntry } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { EmptyState } from 'shared/ui';

const StyledHistory = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: ${({ theme }) => theme.space(3)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    margin: ${({ theme }) => `${theme.space(1)} 0 0`};
    padding-left: ${({ theme }) => theme.space(4)};
  }
  del {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ACTIONS: Record<string, string> = { created: 'Created', updated: 'Edited', edited: 'Edited', status: 'Status changed', commented: 'Commented' };

const shown = (v: unknown, field: string, names: Record<string, string>): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string' && names[field + ':' + v]) return names[field + ':' + v]!;
  return typeof v === 'string' ? v : JSON.stringify(v);
};

/** Who changed what, newest first, with before → after per field. `fieldLabels` names fields; `valueNames` names values (`field:value`). */
export function HistoryList({
  entries,
  fieldLabels,
  valueNames = {},
}: {
  entries: readonly THistoryEntry[];
  fieldLabels: Record<string, string>;
  valueNames?: Record<string, string>;
}) {
  if (!entries.length) return <EmptyState level={3} title="No history yet" />;
  return (
    <StyledHistory aria-label="History">
      {entries.map((h) => (
        <li key={h.id}>
          <small>
            {ACTIONS[h.action] ?? h.action} by {h.byName ?? 'someone'}, {formatDateTime(h.at)}
          </small>
          {h.changes.length && h.action !== 'created' ? (
            <ul>
              {h.changes.map((c) => (
                <li key={c.field}>
                  {fieldLabels[c.field] ?? c.field}: <del>{shown(c.before, c.field, valueNames)}</del> → {shown(c.after, c.field, valueNames)}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </StyledHistory>
  );
}
