import { useState } from 'react';
import type { QuestionnaireKind } from 'shared/domain';
import { EmptyState, errorCode, ErrorPanel, Loading, PageFrame, StyledCard } from 'shared/ui';
import { useFillQuestionnaire, useFillSave, useFillSubmit } from '../api/questionnaireQueries';
import { AnswersView } from './AnswersView';
import { LinkUpload } from './LinkUpload';
import { QuestionnaireForm } from './QuestionnaireForm';

const REMOTE = 'mf-cases';

const TITLES: Record<QuestionnaireKind, string> = {
  beneficiary: 'Questionnaire',
  petitioner: 'Petitioner Questionnaire',
  sponsor: 'Sponsor Questionnaire',
  investor: 'Investor Questionnaire',
};

export interface FillQuestionnaireProps {
  token: string | null;
  /** The route's variant (the title until the questionnaire loads). */
  kind: QuestionnaireKind;
  /** /filled-case-details: the answers read-only, never the form. */
  readOnly?: boolean;
}

/**
 * The client's page behind a questionnaire link (SPEC §2.3): no login, no case header or
 * actions; one step per section with a draft saved at every step; submit → thank-you.
 */
export function FillQuestionnaire({ token, kind, readOnly = false }: FillQuestionnaireProps) {
  const query = useFillQuestionnaire(token);
  const [done, setDone] = useState(false);
  const save = useFillSave(token ?? '');
  const submit = useFillSubmit(token ?? '');

  if (!token) {
    return (
      <PageFrame title={TITLES[kind]} remote={REMOTE}>
        <EmptyState title="This link is incomplete" description="Open the link from your e-mail again, or ask your case team to send a new one." />
      </PageFrame>
    );
  }
  if (query.isLoading) {
    return (
      <PageFrame title={TITLES[kind]} remote={REMOTE}>
        <Loading label="Loading your questionnaire…" />
      </PageFrame>
    );
  }
  if (query.isError || !query.data) {
    const invalid = errorCode(query.error) === 'LINK_TOKEN_INVALID';
    return (
      <PageFrame title={TITLES[kind]} remote={REMOTE}>
        {invalid ? (
          <EmptyState
            title="This link no longer works"
            description="It has expired, was replaced by a newer link, or was withdrawn. Ask your case team to send you a new one."
          />
        ) : (
          <ErrorPanel title="Couldn’t load your questionnaire" message="Please try again in a moment." onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  const q = query.data;
  const title = `${q.templateName} — ${q.caseNumber}`;
  const description = `${q.firmName}${q.user.name ? ` · ${q.user.name}` : ''}`;
  if (done) {
    return (
      <PageFrame title={title} description={description} remote={REMOTE}>
        <StyledCard role="status">
          <h2>Thank you!</h2>
          <p>Your answers have been sent to your case team. They will contact you if anything else is needed.</p>
        </StyledCard>
      </PageFrame>
    );
  }
  if (readOnly || q.status === 'submitted') {
    return (
      <PageFrame title={title} description={description} remote={REMOTE}>
        {q.status === 'submitted' ? <p>Submitted on {q.submittedAt?.slice(0, 10)}. Your case team can correct an answer for you.</p> : <p>Not submitted yet.</p>}
        <AnswersView fields={q.fields} answers={q.answers} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} description={description} remote={REMOTE}>
      <p>Answer the questions step by step. Your answers are saved at every step, so you can come back with the same link until {q.expiresAt.slice(0, 10)}.</p>
      <QuestionnaireForm
        fields={q.fields}
        initialAnswers={q.answers}
        onSaveStep={(answers) => save.mutateAsync(answers)}
        renderUpload={(field, files, onChange) => <LinkUpload token={token} field={field} files={files} onChange={onChange} />}
        onSubmit={async (answers) => {
          await submit.mutateAsync(answers);
          setDone(true);
        }}
      />
    </PageFrame>
  );
}
