import { useState } from 'react';
import styled from 'styled-components';
import { CASE_TYPES, isoToUs, usToIso, VALIDATION_MESSAGES } from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import { DateInput, FormField, mobile, StyledButton, StyledCheckboxLabel, StyledSelect } from 'shared/ui';
import { usePreparers } from '../api/deadlinesQueries';
import type { DeadlineUrlState } from '../utils/deadlineUrl';

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface DeadlineFiltersProps {
  state: DeadlineUrlState;
  /** Staff may narrow by assignee (/petition/get-preparer-list is for roles 3–11). */
  canChooseAssignee: boolean;
  onChange: (change: Partial<Omit<DeadlineUrlState, 'after'>>) => void;
}

/** Range (MM/DD/YYYY), case type, assignee and closed cases; the range applies on Apply or Enter. */
export function DeadlineFilters({ state, canChooseAssignee, onChange }: DeadlineFiltersProps) {
  const [from, setFrom] = useState(isoToUs(state.from));
  const [to, setTo] = useState(isoToUs(state.to));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const staff = usePreparers(canChooseAssignee);
  const typeNames = useCaseTypeNames();

  const applyRange = () => {
    const next: { from?: string; to?: string } = {};
    const fromIso = from.trim() ? usToIso(from) : null;
    const toIso = to.trim() ? usToIso(to) : null;
    if (from.trim() && !fromIso) next.from = VALIDATION_MESSAGES.date;
    if (to.trim() && !toIso) next.to = VALIDATION_MESSAGES.date;
    if (fromIso && toIso && fromIso > toIso) next.to = 'The start date must not be after the end date';
    setErrors(next);
    if (!next.from && !next.to) onChange({ from: fromIso, to: toIso });
  };

  return (
    <StyledFilters
      aria-label="Deadline filters"
      onSubmit={(e) => {
        e.preventDefault();
        applyRange();
      }}
    >
      <FormField label="Deadline from" error={errors.from}>
        <DateInput value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="Deadline to" error={errors.to}>
        <DateInput value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <StyledButton type="submit">Apply dates</StyledButton>
      <FormField label="Case type">
        <StyledSelect
          value={state.typeId ?? ''}
          onChange={(e) => onChange({ typeId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">All types</option>
          {CASE_TYPES.map((t) => (
            <option key={t.id} value={t.id}>
              {typeNames.typeName(t.id)}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      {canChooseAssignee ? (
        <FormField label="Assignee">
          <StyledSelect
            value={state.assigneeId ?? ''}
            onChange={(e) => onChange({ assigneeId: e.target.value || null })}
          >
            <option value="">{staff.isLoading ? 'Loading…' : 'Anyone'}</option>
            {(staff.data?.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.roleName})
              </option>
            ))}
          </StyledSelect>
        </FormField>
      ) : null}
      <StyledCheckboxLabel>
        <input
          type="checkbox"
          checked={state.includeClosed}
          onChange={(e) => onChange({ includeClosed: e.target.checked })}
        />
        Include closed cases
      </StyledCheckboxLabel>
    </StyledFilters>
  );
}
