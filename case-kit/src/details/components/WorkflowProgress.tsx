import { useId } from 'react';
import styled from 'styled-components';
import { formatDateTime } from 'shared/domain/format';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { StyledSectionHeader } from 'shared/ui/widgets';
import type { StepView } from '../utils/caseRules';

const StyledSteps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledStep = styled.li<{ $state: 'done' | 'next' | 'pending' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $state }) => ($state === 'next' ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $state }) => ($state === 'done' ? theme.color.surfaceAlt : theme.color.surface)};
  .mark {
    width: 1.5em;
    text-align: center;
    font-weight: 700;
    color: ${({ theme, $state }) => ($state === 'done' ? theme.color.success : $state === 'next' ? theme.color.brand : theme.color.textMuted)};
  }
  .label {
    flex: 1 1 12em;
    font-weight: ${({ $state }) => ($state === 'next' ? 600 : 400)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .reason {
    flex-basis: 100%;
    padding-left: 2em;
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function Step({ step, onAction }: { step: StepView; onAction: (step: StepView) => void }) {
  const reasonId = useId();
  const state = step.done ? 'done' : step.isNext ? 'next' : 'pending';
  const action = step.action;
  const showButton = !!action && (action.decision.allowed || step.isNext);
  return (
    <StyledStep $state={state} data-step={step.code} aria-current={step.isNext ? 'step' : undefined}>
      <span className="mark" aria-hidden="true">
        {step.done ? '✓' : step.isNext ? '→' : '○'}
      </span>
      <span className="label">
        {step.label}
        {step.optional ? <small> (optional)</small> : null}
        {step.isNext ? <small> — next step</small> : null}
      </span>
      {step.done ? (
        <small>
          Done by {step.byName ?? 'someone'}
          {step.at ? `, ${formatDateTime(step.at)}` : ''}
        </small>
      ) : null}
      {showButton && action ? (
        <StyledButton
          type="button"
          $variant={step.isNext && action.decision.allowed ? 'primary' : 'secondary'}
          disabled={!action.decision.allowed}
          aria-describedby={action.decision.allowed ? undefined : reasonId}
          onClick={() => onAction(step)}
        >
          {action.label}
        </StyledButton>
      ) : null}
      {action && !action.decision.allowed ? (
        <span className="reason" id={reasonId}>
          {action.decision.reason}
        </span>
      ) : null}
    </StyledStep>
  );
}

/** Every activity of the case's workflow, who did it and when, the next one with its button, and why a step is unavailable. */
export function WorkflowProgress({ steps, onAction }: { steps: readonly StepView[]; onAction: (step: StepView) => void }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <StyledCard aria-labelledby="workflow-progress-title">
      <StyledSectionHeader>
        <h2 id="workflow-progress-title">Workflow progress</h2>
        <span>
          {done} of {steps.length} done
        </span>
      </StyledSectionHeader>
      <StyledSteps aria-label="Workflow activities">
        {steps.map((s) => (
          <Step key={s.code} step={s} onAction={onAction} />
        ))}
      </StyledSteps>
    </StyledCard>
  );
}
