import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FEE_STEP, ROLE_NAMES, WORKFLOW_ASSIGNABLE_ROLES, type RoleId, type WorkflowActivity } from 'shared/domain';
import { StyledButton, StyledSelect, mobile } from 'shared/ui';

const StyledStep = styled.article<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  h3 {
    margin: 0;
    font-size: 1rem;
    flex: 1 1 12rem;
  }
  code {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.75rem;
  }
`;

const StyledTools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  flex-wrap: wrap;
  ${mobile} {
    width: 100%;
  }
`;

const StyledHandle = styled.button`
  cursor: grab;
  touch-action: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 44px;
  min-height: 44px;
  font-size: 1.1rem;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledRoles = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
    min-height: 32px;
  }
`;

const StyledRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  align-items: center;
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
  }
`;

const StyledIssues = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.danger};
`;

/** The drag handle's props from @dnd-kit (null when the list is read-only). */
export interface StepHandle {
  ref: (el: HTMLElement | null) => void;
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
}

function RoleChecks({
  legend,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  value: readonly { roleId: number }[];
  onChange: (next: { roleId: number }[]) => void;
  disabled: boolean;
}) {
  const chosen = new Set(value.map((r) => r.roleId));
  const toggle = (roleId: number) =>
    onChange(
      WORKFLOW_ASSIGNABLE_ROLES.filter((r) => (r === roleId ? !chosen.has(r) : chosen.has(r))).map((r) => ({
        roleId: r,
      })),
    );
  return (
    <StyledRoles disabled={disabled}>
      <legend>{legend}</legend>
      {WORKFLOW_ASSIGNABLE_ROLES.map((roleId) => (
        <label key={roleId}>
          <input type="checkbox" checked={chosen.has(roleId)} onChange={() => toggle(roleId)} />
          {ROLE_NAMES[roleId as RoleId]}
        </label>
      ))}
    </StyledRoles>
  );
}

export interface StepEditorProps {
  step: WorkflowActivity;
  index: number;
  total: number;
  issues: string[];
  readOnly: boolean;
  handle: StepHandle | null;
  onChange: (next: WorkflowActivity) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  extra?: ReactNode;
}

/** One step of the designer: order tools, action required, editors and watchers by role, the fee flags. */
export function StepEditor({
  step,
  index,
  total,
  issues,
  readOnly,
  handle,
  onChange,
  onMove,
  onRemove,
}: StepEditorProps) {
  const titleId = useId();
  const set = (over: Partial<WorkflowActivity>) => onChange({ ...step, ...over });
  return (
    <StyledStep aria-labelledby={titleId} $invalid={issues.length > 0} data-step={step.code}>
      <StyledHead>
        {handle ? (
          <StyledHandle
            type="button"
            ref={handle.ref}
            {...handle.attributes}
            {...handle.listeners}
            aria-label={`Drag ${step.label}`}
          >
            ⠿
          </StyledHandle>
        ) : null}
        <h3 id={titleId}>
          {index + 1}. {step.label} <code>{step.code}</code>
          {step.optional ? ' (optional)' : ''}
        </h3>
        {readOnly ? null : (
          <StyledTools>
            <StyledButton
              type="button"
              onClick={() => onMove(index - 1)}
              disabled={index === 0}
              aria-label={`Move ${step.label} up`}
            >
              ↑ Up
            </StyledButton>
            <StyledButton
              type="button"
              onClick={() => onMove(index + 1)}
              disabled={index === total - 1}
              aria-label={`Move ${step.label} down`}
            >
              ↓ Down
            </StyledButton>
            <StyledButton type="button" $variant="danger" onClick={onRemove} aria-label={`Remove ${step.label}`}>
              Remove
            </StyledButton>
          </StyledTools>
        )}
      </StyledHead>
      <StyledRow>
        <label>
          Action required
          <StyledSelect
            value={step.actionRequired}
            disabled={readOnly}
            onChange={(e) => set({ actionRequired: e.target.value === 'No' ? 'No' : 'Yes' })}
            aria-label={`Action required for ${step.label}`}
          >
            <option value="Yes">Yes</option>
            <option value="No">No (notification only)</option>
          </StyledSelect>
        </label>
        {step.code === FEE_STEP ? (
          <>
            <label>
              <input
                type="checkbox"
                checked={!!step.fileOnlyAfterInvoice}
                disabled={readOnly}
                onChange={(e) => set({ fileOnlyAfterInvoice: e.target.checked })}
              />
              File only after invoice
            </label>
            <label>
              <input
                type="checkbox"
                checked={!!step.fileOnlyAfterPayment}
                disabled={readOnly}
                onChange={(e) => set({ fileOnlyAfterPayment: e.target.checked })}
              />
              File only after payment
            </label>
          </>
        ) : null}
      </StyledRow>
      <details>
        <summary>
          Editors: {step.editors.map((r) => ROLE_NAMES[r.roleId as RoleId]).join(', ') || 'none'} · Watchers:{' '}
          {step.watchers.map((r) => ROLE_NAMES[r.roleId as RoleId]).join(', ') || 'none'}
        </summary>
        <RoleChecks
          legend={`Editors of ${step.label}`}
          value={step.editors}
          disabled={readOnly}
          onChange={(editors) => set({ editors })}
        />
        <RoleChecks
          legend={`Watchers of ${step.label}`}
          value={step.watchers}
          disabled={readOnly}
          onChange={(watchers) => set({ watchers })}
        />
      </details>
      {issues.length ? (
        <StyledIssues aria-label={`Problems with ${step.label}`}>
          {issues.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </StyledIssues>
      ) : null}
    </StyledStep>
  );
}
