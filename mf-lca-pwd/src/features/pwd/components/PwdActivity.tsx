import { useState } from 'react';
import { formatDateTime } from 'shared/domain';
import { errorMessage, Loading, StyledButton } from 'shared/ui';
import { usePwdActivity } from '../api/pwdQueries';

const PER_PAGE = 10;

/** The PWD's history, newest first, ten at a time. */
export function PwdActivity({ pwdId }: { pwdId: string }) {
  const [page, setPage] = useState(1);
  const q = usePwdActivity(pwdId, page);
  if (q.isPending) return <Loading label="Loading the activity…" />;
  if (q.isError) return <p role="alert">{errorMessage(q.error)}</p>;
  const { data, count } = q.data;
  if (count === 0) return <p>No activity yet.</p>;
  const pages = Math.max(1, Math.ceil(count / PER_PAGE));
  return (
    <>
      <ol aria-label="Activity">
        {data.map((a) => (
          <li key={a.id}>
            <strong>{a.activityLabel ?? a.action}</strong> · {a.userName ?? 'System'} · <time dateTime={a.at}>{formatDateTime(a.at)}</time>
            {a.note ? <div style={{ whiteSpace: 'pre-wrap' }}>{a.note}</div> : null}
          </li>
        ))}
      </ol>
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
