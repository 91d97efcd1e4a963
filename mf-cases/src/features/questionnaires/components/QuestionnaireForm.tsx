import { useMemo, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import {
  templateSections,
  validateAnswers,
  visibleFields,
  type AnswerIssue,
  type TAnswers,
  type TFileAnswer,
  type TQuestionnaireField,
} from 'shared/domain';
import { errorMessage, fieldIssues, StyledButton, StyledFieldset, StyledFormActions, StyledFormGrid } from 'shared/ui';
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
};

export interface QuestionnaireFormProps {
  fields: readonly TQuestionnaireField[];
  initialAnswers: TAnswers;
  /** Saves a draft when the user moves on (every step). */
  onSaveStep: (answers: TAnswers) => Promise<unknown>;
  /** Final submission; an API error with `answers.<key>` issues marks those fields. */
  onSubmit: (answers: TAnswers) => Promise<unknown>;
  submitLabel?: string;
  labels?: FormLabels;
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
}: QuestionnaireFormProps) {
  const [answers, setAnswers] = useState<TAnswers>(initialAnswers);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [alert, setAlert] = useState<string>('');
  const headingRef = useRef<HTMLLegendElement>(null);

  const sections = useMemo(() => templateSections(fields), [fields]);
  const section = sections[step] ?? '';
  const shown = visibleFields(fields, answers).filter((f) => f.section === section);
  const last = step === sections.length - 1;
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
        labels.issue ? labels.issue(i, fields.find((f) => f.key === i.key)?.label ?? i.key) : i.message,
      ]),
    );

  const checkStep = (): boolean => {
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
      const issues = fieldIssues(e).filter((i) => i.path.startsWith('answers.'));
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
      <StyledSteps aria-label={labels.step(step + 1, sections.length)}>
        {sections.map((s, i) => (
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
