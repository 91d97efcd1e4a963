import styled from 'styled-components';
import { templateSections, visibleFields } from 'shared/domain/questionnaire/rules';
import type { TAnswers, TQuestionnaireField } from 'shared/domain';
import { StyledFieldset } from 'shared/ui/form';
import { DetailGrid } from 'shared/ui/widgets';
import { answerText } from './QuestionField';

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The answers read-only, section by section (the filled view and the staff summary). */
export function AnswersView({
  fields,
  answers,
  emptyText = 'No answers yet.',
  words,
}: {
  fields: readonly TQuestionnaireField[];
  answers: TAnswers;
  emptyText?: string;
  /** Yes/No of a ticked box in the page's language. */
  words?: { yes: string; no: string };
}) {
  const shown = visibleFields(fields, answers);
  if (!Object.keys(answers).length) return <StyledEmpty>{emptyText}</StyledEmpty>;
  return (
    <>
      {templateSections(shown).map((s) => (
        <StyledFieldset key={s}>
          <legend>{s}</legend>
          <DetailGrid
            items={shown
              .filter((f) => f.section === s)
              .map((f) => ({ label: f.label, value: answerText(f, answers[f.key], words) }))}
          />
        </StyledFieldset>
      ))}
    </>
  );
}
