import { lazy, Suspense, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared/domain/format';
import type { AnswerIssue, QuestionnaireKind, TAnswers } from 'shared/domain';
import { ErrorPanel, Loading, PageFrame, StyledCard } from 'shared/ui-core';
import { errorCode } from 'shared/ui/errors';
import { EmptyState } from 'shared/ui/widgets';
import { useFillQuestionnaire, useFillSave, useFillSubmit } from '../api/questionnaireQueries';
import type { FillLanguage } from '../i18n';
import { useQuestionWording } from '../i18n/useQuestionWording';
import { AnswersView } from './AnswersView';
import { LocalizedPage } from './LocalizedPage';
import { QuestionnaireForm, type FormLabels } from './QuestionnaireForm';

const DEFAULT_REMOTE = 'mf-cases';

/* The upload control (react-dropzone) loads with the first step that asks for a file. */
const LinkUpload = lazy(() => import('./LinkUpload').then((m) => ({ default: m.LinkUpload })));

/** The draft, with what the firm already knows filled in where the draft has no answer. */
function withKnownFacts(answers: TAnswers, known: TAnswers): TAnswers {
  const out = { ...answers };
  for (const [key, fact] of Object.entries(known)) {
    const current = out[key];
    if (current == null || current === '') out[key] = fact;
  }
  return out;
}

export interface FillQuestionnaireProps {
  token: string | null;
  /** The route's variant (the title until the questionnaire loads). */
  kind: QuestionnaireKind;
  /** /filled-case-details: the answers read-only, never the form. */
  readOnly?: boolean;
  /** The first language (from the page's query or the browser); the client can switch. */
  language?: FillLanguage;
  /** The remote whose page frame shows the screen (mf-cases unless another case remote hosts it). */
  remote?: string;
}

/** The client-facing page in the client's language (English, Spanish; see ../i18n). */
export function FillQuestionnaire({ language = 'en', ...props }: FillQuestionnaireProps) {
  return <LocalizedPage language={language}>{(picker) => <FillContent {...props} picker={picker} />}</LocalizedPage>;
}

/**
 * The client's page behind a questionnaire link (SPEC §2.3): no login, no case header or
 * actions; one step per section with a draft saved at every step; submit → thank-you.
 */
function FillContent({
  token,
  kind,
  readOnly = false,
  picker,
  remote = DEFAULT_REMOTE,
}: Omit<FillQuestionnaireProps, 'language'> & { picker: ReactElement }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as FillLanguage;
  const labels: FormLabels = {
    back: t('form.back'),
    next: t('form.next'),
    submit: t('form.submit'),
    saving: t('form.saving'),
    saved: t('form.saved'),
    step: (n, total) => t('form.step', { n, total }),
    fixErrors: t('form.fixErrors'),
    choose: t('form.choose'),
    yes: t('form.yes'),
    noFiles: t('form.noFiles'),
    review: t('form.review'),
    reviewIntro: t('form.reviewIntro'),
    edit: (section: string) => t('form.edit', { section }),
    no: t('form.no'),
    countrySearch: t('form.countrySearch'),
    noMatches: t('form.noMatches'),
    issue: (i: AnswerIssue, field: string) =>
      i.rule === 'invalid' ? i.message : t(`messages.${i.rule}`, { field, n: i.n }),
  };
  const query = useFillQuestionnaire(token);
  const [done, setDone] = useState(false);
  const save = useFillSave(token ?? '');
  const submit = useFillSubmit(token ?? '');
  const raw = query.data?.fields;
  const wording = useQuestionWording(lang);
  const fields = useMemo(() => (raw && wording ? wording.fields(raw) : []), [raw, wording]);
  // A link without `?lang=` opens in the language staff chose when sending (else the browser's).
  const stored = query.data?.language ?? null;
  const linkHasLanguage = useLocation().search.includes('lang=');
  useEffect(() => {
    if (stored && !linkHasLanguage) void i18n.changeLanguage(stored);
  }, [stored, linkHasLanguage, i18n]);

  if (!token) {
    return (
      <PageFrame title={t(`title.${kind}`)} remote={remote} actions={picker}>
        <EmptyState title={t('incomplete.title')} description={t('incomplete.text')} />
      </PageFrame>
    );
  }
  // A translated page waits for its questions' wording (it loads beside the questionnaire).
  if (query.isLoading || (query.data && !wording)) {
    return (
      <PageFrame title={t(`title.${kind}`)} remote={remote} actions={picker}>
        <Loading label={t('loading')} />
      </PageFrame>
    );
  }
  if (query.isError || !query.data || !wording) {
    const invalid = errorCode(query.error) === 'LINK_TOKEN_INVALID';
    return (
      <PageFrame title={t(`title.${kind}`)} remote={remote} actions={picker}>
        {invalid ? (
          <EmptyState title={t('dead.title')} description={t('dead.text')} />
        ) : (
          <ErrorPanel title={t('loadError.title')} message={t('loadError.text')} onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  const q = query.data;
  const title = `${wording.templateName(q.templateName)} — ${q.caseNumber}`;
  const description = `${q.firmName}${q.user.name ? ` · ${q.user.name}` : ''}`;
  if (done) {
    return (
      <PageFrame title={title} description={description} remote={remote} actions={picker}>
        <StyledCard role="status">
          <h2>{t('thanks.title')}</h2>
          <p>{t('thanks.text')}</p>
        </StyledCard>
      </PageFrame>
    );
  }
  if (readOnly || q.status === 'submitted') {
    return (
      <PageFrame title={title} description={description} remote={remote} actions={picker}>
        {q.status === 'submitted' ? (
          <p>{t('submittedOn', { date: formatDate(q.submittedAt) })}</p>
        ) : (
          <p>{t('notSubmitted')}</p>
        )}
        <AnswersView
          fields={fields}
          answers={q.answers}
          emptyText={t('noAnswers')}
          words={{ yes: t('form.yes'), no: t('form.no') }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} description={description} remote={remote} actions={picker}>
      <p>{t('intro', { date: formatDate(q.expiresAt) })}</p>
      <QuestionnaireForm
        labels={labels}
        fields={fields}
        initialAnswers={withKnownFacts(q.answers, q.known)}
        // A returning client goes on where they stopped, and reviews everything before Submit.
        resume
        review
        onSaveStep={(answers) => save.mutateAsync(answers)}
        renderUpload={(field, files, onChange) => (
          <Suspense fallback={<Loading label={t('upload.preparing')} />}>
            <LinkUpload token={token} field={field} files={files} onChange={onChange} />
          </Suspense>
        )}
        onSubmit={async (answers) => {
          await submit.mutateAsync(answers);
          setDone(true);
        }}
      />
    </PageFrame>
  );
}
