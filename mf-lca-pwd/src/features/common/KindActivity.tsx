import type { Dispatch, SetStateAction } from 'react';
import styled from 'styled-components';
import type { TCaseActivity } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { errorMessage, Loading, StyledButton } from 'shared/ui';

const StyledList = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  .meta {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .note {
    white-space: pre-wrap;
  }
`;

export const ACTIVITY_PER_PAGE = 10;

/** What a kind's activity hook answers: one page of the case's activity. */
export interface ActivityPageQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: TCaseActivity[]; count: number } | undefined;
}

/**
 * A kind case's history (LCA, PWD), newest first, ten at a time: `q` is the kind's activity query
 * for `page` (the caller keeps the page, as its hook takes it).
 */
export function KindActivity({ q, page, setPage }: { q: ActivityPageQuery; page: number; setPage: Dispatch<SetStateAction<number>> }) {
  if (q.isPending) return <Loading label="Loading the activity…" />;
  if (q.isError || !q.data) return <p role="alert">{errorMessage(q.error)}</p>;
  const { data, count } = q.data;
  if (count === 0) return <p>No activity yet.</p>;
  const pages = Math.max(1, Math.ceil(count / ACTIVITY_PER_PAGE));
  return (
    <>
      <StyledList aria-label="Activity">
        {data.map((a) => (
          <li key={a.id}>
            <div>
              <strong>{a.activityLabel ?? a.action}</strong>
              {a.changes.length ? ` — ${a.changes.map((c) => c.field).join(', ')}` : ''}
            </div>
            <div className="meta">
              {a.userName ?? 'System'} · <time dateTime={a.at}>{formatDateTime(a.at)}</time>
            </div>
            {a.note ? <div className="note">{a.note}</div> : null}
          </li>
        ))}
      </StyledList>
      {pages > 1 ? (
        <nav aria-label="Activity pages" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <StyledButton type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </StyledButton>
          <span>
            Page {page} of {pages}
          </span>
          <StyledButton type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Older
          </StyledButton>
        </nav>
      ) : null}
    </>
  );
}
