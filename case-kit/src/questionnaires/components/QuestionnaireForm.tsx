import { useMemo, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { templateSections, validateAnswers, visibleFields } from 'shared/domain/questionnaire/rules';
import { fieldNameOf } from 'shared/domain/questionnaire/template';
import type { AnswerIssue, TAnswers, TFileAnswer, TQuestionnaireField } from 'shared/domain';
import { ApiError } from 'shared/client';
import { StyledButton } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { StyledFieldset, StyledFormActions, StyledFormGrid } from 'shared/ui/form';
import { AnswersView } from './AnswersView';
import { QuestionField } from './QuestionField';

const StyledSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  font-size: 13px;
  li[aria-current='step'] {
    font-weight: 600;
    text-decoration: underline;
  }
  li[data-error='true'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledReviewSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  button {
    justify-self: start;
    min-height: 44px;
  }
`;

const StyledAlert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.danger};
`;

/** Every string the form shows, so the client-facing page can translate them. */
export interface FormLabels {
  back: string;
  next: string;
  submit: string;
  saving: string;
  saved: string;
  step: (n: number, total: number) => string;
  fixErrors: string;
  choose: string;
  yes: string;
  noFiles: string;
  /** The review step before Submit (the fill page): its name, intro and per-section Edit. */
  review?: string;
  reviewIntro?: string;
  edit?: (section: string) => string;
  no?: string;
  countrySearch?: string;
  noMatches?: string;
  /** An issue in the page's language (the issue's `message` is the SPEC §5 English). */
  issue?: (issue: AnswerIssue, fieldLabel: string) => string;
}

export const ENGLISH_FORM_LABELS: FormLabels = {
  back: 'Back',
  next: 'Save and continue',
  submit: 'Submit',
  saving: 'Saving…',
  saved: 'Draft saved',
  step: (n, total) => `Step ${n} of ${total}`,
  fixErrors: 'Please correct the highlighted fields.',
  choose: 'Choose…',
  yes: 'Yes',
  noFiles: 'No file uploaded yet.',
  review: 'Review',
  reviewIntro: 'Check your answers before you submit them. Use Edit to change a section.',
  edit: (section) => `Edit ${section}`,
  no: 'No',
};

/**
 * Where a returning client resumes: the first step not done yet — one whose visible questions
 * are all unanswered, or that does not pass its check — else the last step (or the review).
 * Steps are saved only once they pass, so this is the step where the client stopped.
 */
export function resumeStepOf(
  fields: readonly TQuestionnaireField[],
  answers: TAnswers,
  sections: readonly string[],
): number {
  for (const [i, section] of sections.entries()) {
    const shown = visibleFields(fields, answers).filter((f) => f.section === section);
    const touched = shown.some((f) => {
      const v = answers[f.key];
      return v != null && v !== '' && !(Array.isArray(v) && v.length === 0);
    });
    if (!touched || !validateAnswers({ fields }, answers, { section }).ok) return i;
  }
  return sections.length;
}

export interface QuestionnaireFormProps {
  fields: readonly TQuestionnaireField[];
  initialAnswers: TAnswers;
  /** Saves a draft when the user moves on (every step). */
  onSaveStep: (answers: TAnswers) => Promise<unknown>;
  /** Final submission; an API error with `answers.<key>` issues marks those fields. */
  onSubmit: (answers: TAnswers) => Promise<unknown>;
  submitLabel?: string;
  labels?: FormLabels;
  /** Open at the step where the client stopped (a returning link) rather than the first. */
  resume?: boolean;
  /** Show every answer on a review step before Submit. */
  review?: boolean;
  renderUpload?: (
    field: TQuestionnaireField,
    files: TFileAnswer[],
    onChange: (files: TFileAnswer[]) => void,
  ) => ReactElement;
}

/**
 * The questionnaire as steps, one per section: the step's fields are checked with the SPEC §5
 * rule before moving on, and the answers are saved as a draft at every step. Hidden fields
 * (conditions) are neither shown nor checked.
 */
export function QuestionnaireForm({
  fields,
  initialAnswers,
  onSaveStep,
  onSubmit,
  submitLabel,
  labels = ENGLISH_FORM_LABELS,
  renderUpload,
  resume = false,
  review = false,
}: QuestionnaireFormProps) {
  const [answers, setAnswers] = useState<TAnswers>(initialAnswers);
  const sections = useMemo(() => templateSections(fields), [fields]);
  // The review is one more step after the sections.
  const stepCount = sections.length + (review ? 1 : 0);
  const [step, setStep] = useState(() =>
    resume ? Math.min(resumeStepOf(fields, initialAnswers, sections), stepCount - 1) : 0,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [alert, setAlert] = useState<string>('');
  const headingRef = useRef<HTMLLegendElement>(null);

  const reviewing = review && step === sections.length;
  const section = sections[step] ?? '';
  const shown = visibleFields(fields, answers).filter((f) => f.section === section);
  const last = step === stepCount - 1;
  // The steps list names the sections; the review follows them (its own heading says so).
  const stepNames = sections;
  const errorSections = new Set(fields.filter((f) => errors[f.key]).map((f) => f.section));

  const set = (key: string, value: TAnswers[string]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  };

  const goTo = (n: number) => {
    setStep(n);
    setAlert('');
    // Move focus to the new step's heading for keyboard and screen-reader users.
    setTimeout(() => headingRef.current?.focus(), 0);
  };

  /** Issues by key, each in the page's language. */
  const issueTexts = (issues: AnswerIssue[]): Record<string, string> =>
    Object.fromEntries(
      issues.map((i) => [
        i.key,
        labels.issue
          ? labels.issue(i, fieldNameOf(fields.find((f) => f.key === i.key) ?? { key: i.key, label: i.key }))
          : i.message,
      ]),
    );

  const checkStep = (): boolean => {
    if (reviewing) return true;
    const r = validateAnswers({ fields }, answers, { section });
    setErrors(issueTexts(r.issues));
    if (!r.ok) setAlert(labels.fixErrors);
    return r.ok;
  };

  const next = async () => {
    if (!checkStep()) return;
    setBusy(true);
    setStatus(labels.saving);
    try {
      await onSaveStep(answers);
      setStatus(labels.saved);
      goTo(step + 1);
    } catch (e) {
      setStatus('');
      setAlert(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const r = validateAnswers({ fields }, answers);
    if (!r.ok) {
      setErrors(issueTexts(r.issues));
      setAlert(labels.fixErrors);
      const first = fields.find((f) => r.issues.some((i) => i.key === f.key));
      if (first) goTo(sections.indexOf(first.section));
      setAlert(labels.fixErrors);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(answers);
    } catch (e) {
      const issues = e instanceof ApiError ? e.issues.filter((i) => i.path.startsWith('answers.')) : [];
      if (issues.length) {
        setErrors(Object.fromEntries(issues.map((i) => [i.path.slice('answers.'.length), i.message])));
        const first = fields.find((f) => issues.some((i) => i.path === `answers.${f.key}`));
        if (first) goTo(sections.indexOf(first.section));
      }
      setAlert(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void (last ? submit() : next());
      }}
    >
      <StyledSteps aria-label={reviewing ? (labels.review ?? 'Review') : labels.step(step + 1, sections.length)}>
        {stepNames.map((s, i) => (
          <li
            key={s}
            aria-current={i === step ? 'step' : undefined}
            data-error={errorSections.has(s) ? 'true' : undefined}
          >
            {i + 1}. {s}
          </li>
        ))}
      </StyledSteps>
      {alert ? <StyledAlert role="alert">{alert}</StyledAlert> : null}
      {reviewing ? (
        <StyledFieldset>
          <legend ref={headingRef} tabIndex={-1}>
            {labels.review ?? 'Review'}
          </legend>
          <p>{labels.reviewIntro}</p>
          {sections.map((s, i) => (
            <StyledReviewSection key={s} aria-label={s}>
              <AnswersView
                fields={visibleFields(fields, answers).filter((f) => f.section === s)}
                answers={answers}
                emptyText=""
                words={{ yes: labels.yes, no: labels.no ?? 'No' }}
              />
              <StyledButton type="button" onClick={() => goTo(i)}>
                {labels.edit ? labels.edit(s) : `Edit ${s}`}
              </StyledButton>
            </StyledReviewSection>
          ))}
        </StyledFieldset>
      ) : (
        <StyledFieldset>
          <legend ref={headingRef} tabIndex={-1}>
            {section} <span>({labels.step(step + 1, sections.length)})</span>
          </legend>
          <StyledFormGrid>
            {shown.map((f) => (
              <QuestionField
                key={f.key}
                field={f}
                value={answers[f.key]}
                error={errors[f.key]}
                onChange={(v) => set(f.key, v)}
                renderUpload={renderUpload}
                labels={labels}
              />
            ))}
          </StyledFormGrid>
        </StyledFieldset>
      )}
      <StyledFormActions>
        <StyledStatus aria-live="polite">{status}</StyledStatus>
        <StyledButton type="button" disabled={busy || step === 0} onClick={() => goTo(step - 1)}>
          {labels.back}
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={busy}>
          {last ? (submitLabel ?? labels.submit) : labels.next}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}
