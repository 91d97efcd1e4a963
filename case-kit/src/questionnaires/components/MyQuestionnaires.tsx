import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TMyQuestionnaire } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { QUESTIONNAIRE_LANGUAGE_NAMES } from 'shared/domain/questionnaire/template';
import { ErrorPanel, Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { EmptyState, StatusBadge } from 'shared/ui/widgets';
import type { BadgeTone } from 'shared/ui';
import { useMyFillLink, useMyQuestionnaires } from '../api/myQuestionnaireQueries';

const DEFAULT_REMOTE = 'mf-cases';

const STATUS: Readonly<Record<TMyQuestionnaire['status'], { label: string; tone: BadgeTone }>> = {
  sent: { label: 'Not started', tone: 'info' },
  'in-progress': { label: 'In progress', tone: 'warning' },
  submitted: { label: 'Submitted', tone: 'success' },
};

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledItem = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
  dt {
    font-weight: 600;
    display: inline;
  }
  dd {
    display: inline;
    margin: 0 0 0 ${({ theme }) => theme.space(1)};
  }
  @media (max-width: 600px) {
    flex-direction: column;
    align-items: stretch;
    button {
      width: 100%;
      min-height: 44px;
    }
  }
`;

const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  @media (max-width: 600px) {
    align-items: stretch;
  }
`;

const StyledMore = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

function Action({ q }: { q: TMyQuestionnaire }) {
  const navigate = useNavigate();
  const link = useMyFillLink();
  if (q.status === 'submitted')
    return <p>{q.submittedAt ? `Submitted on ${formatDate(q.submittedAt)}` : 'Submitted'}</p>;
  if (!q.sentToYou) return <p>Sent to another e-mail address: use the link in that e-mail.</p>;
  if (q.linkExpired) return <p>The link has expired. Ask your case team to send it again.</p>;
  const label = q.status === 'in-progress' ? 'Continue' : 'Fill in';
  return (
    <StyledAction>
      <StyledButton
        type="button"
        disabled={link.isPending}
        aria-label={`${label}: ${q.title}, case ${q.caseNumber}`}
        onClick={() =>
          link.mutate({ petitionId: q.petitionId, kind: q.kind }, { onSuccess: (r) => void navigate(r.path) })
        }
      >
        {link.isPending ? 'Opening…' : label}
      </StyledButton>
      {link.isError ? <span role="alert">{errorMessage(link.error)}</span> : null}
    </StyledAction>
  );
}

function Item({ q }: { q: TMyQuestionnaire }) {
  const status = STATUS[q.status];
  return (
    <li>
      <StyledItem data-testid="my-questionnaire">
        <div>
          <h2>{q.title}</h2>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          <dl>
            <div>
              <dt>Case</dt>
              <dd>
                {q.caseNumber} · {q.typeName}
              </dd>
            </div>
            {q.sentAt ? (
              <div>
                <dt>Sent</dt>
                <dd>{formatDate(q.sentAt)}</dd>
              </div>
            ) : null}
            {q.dueAt && q.status !== 'submitted' ? (
              <div>
                <dt>Due</dt>
                <dd>{formatDate(q.dueAt)}</dd>
              </div>
            ) : null}
            {q.language ? (
              <div>
                <dt>Language</dt>
                <dd>{QUESTIONNAIRE_LANGUAGE_NAMES[q.language]}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <Action q={q} />
      </StyledItem>
    </li>
  );
}

/**
 * /my-questionnaires — the questionnaires the firm sent the signed-in client (issue 14). `remote`:
 * the remote whose page frame shows it (mf-cases unless another case remote hosts it).
 */
export function MyQuestionnaires({ remote = DEFAULT_REMOTE }: { remote?: string } = {}) {
  const query = useMyQuestionnaires();
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.count ?? 0;
  return (
    <PageFrame
      title="My Questionnaires"
      description="The questionnaires your case team sent you. Fill them in here or from the link in the e-mail."
      remote={remote}
    >
      {query.isLoading ? <Loading label="Loading your questionnaires…" /> : null}
      {query.isError && !query.data ? (
        <ErrorPanel
          title="Couldn’t load your questionnaires"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data && !rows.length ? (
        <EmptyState
          title="No questionnaires yet"
          description="When your case team sends you a questionnaire, it appears here."
        />
      ) : null}
      {rows.length ? (
        <>
          <p>
            {total} questionnaire{total === 1 ? '' : 's'}
          </p>
          <StyledList>
            {rows.map((q) => (
              <Item key={q.id} q={q} />
            ))}
          </StyledList>
        </>
      ) : null}
      {query.hasNextPage ? (
        <StyledMore>
          <StyledButton type="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </StyledButton>
        </StyledMore>
      ) : null}
      {query.isError && query.data ? (
        <ErrorPanel
          title="Couldn’t load more questionnaires"
          message={errorMessage(query.error)}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
    </PageFrame>
  );
}
