import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CASE_STATUSES, CASE_TYPES, type ReportFilter } from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import { useApi } from 'shared/session';
import { DateInput, FormField, mobile, StyledButton, StyledInput, StyledSelect } from 'shared/ui';
import { loadPetitionerOptions, loadUserOptions, useBranchOptions } from '../api/reportsQueries';
import { countActive, fromDraft, toDraft, type DraftValue, type FilterDraft } from '../utils/filterDraft';
import type { FilterValue } from '../utils/reportUrl';
import { AsyncMultiFilter } from './filters/AsyncMultiFilter';
import { CheckListFilter } from './filters/CheckListFilter';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledRange = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-size: 13px;
    font-weight: 500;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  > div {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    width: 100%;
  }
`;

const StyledRangeError = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  align-self: end;
`;

const STATUS_OPTIONS = CASE_STATUSES.map((s) => ({ value: s.id, label: s.name }));

/** Fiscal years offered: the next two seasons and the ten before. */
const fiscalYears = (): number[] => {
  const next = new Date().getFullYear() + 2;
  return Array.from({ length: 12 }, (_, i) => next - i);
};

export interface ReportFilterBarProps {
  label: string;
  filters: readonly ReportFilter[];
  values: Readonly<Record<string, FilterValue>>;
  onApply: (filters: Record<string, FilterValue>) => void;
  applyLabel?: string;
}

/**
 * The filters of a report, built from its registry entry. Changes are a draft until Apply (or
 * Enter), so one history entry holds one change of the view; Clear empties every filter.
 */
export function ReportFilterBar({
  label,
  filters,
  values,
  onApply,
  applyLabel = 'Apply filters',
}: ReportFilterBarProps) {
  const api = useApi();
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(filters, values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const branches = useBranchOptions(filters.some((f) => f.type === 'branches'));
  // The firm's names of the case types (issue 16.2).
  const typeNames = useCaseTypeNames();
  const caseTypeOptions = CASE_TYPES.map((t) => ({ value: t.id, label: typeNames.typeName(t.id) }));
  const petitioners = useCallback(
    (search: string, signal: AbortSignal, ids?: readonly string[]) => loadPetitionerOptions(api, search, signal, ids),
    [api],
  );
  const users = useCallback(
    (search: string, signal: AbortSignal, ids?: readonly string[]) => loadUserOptions(api, search, signal, ids),
    [api],
  );

  if (filters.length === 0) return null;
  const set = (key: string, v: DraftValue) => setDraft((d) => ({ ...d, [key]: v }));

  const field = (f: ReportFilter): ReactNode => {
    const d = draft[f.key];
    switch (f.type) {
      case 'dateRange': {
        const r = (d as { from: string; to: string } | undefined) ?? { from: '', to: '' };
        return (
          <StyledRange key={f.key}>
            <legend>{f.label}</legend>
            <div>
              <DateInput
                aria-label={`${f.label} from`}
                aria-invalid={errors[f.key] ? true : undefined}
                value={r.from}
                onChange={(e) => set(f.key, { ...r, from: e.target.value })}
              />
              <DateInput
                aria-label={`${f.label} to`}
                aria-invalid={errors[f.key] ? true : undefined}
                value={r.to}
                onChange={(e) => set(f.key, { ...r, to: e.target.value })}
              />
            </div>
            {errors[f.key] ? <StyledRangeError role="alert">{errors[f.key]}</StyledRangeError> : null}
          </StyledRange>
        );
      }
      case 'date':
        return (
          <FormField key={f.key} label={f.label} error={errors[f.key]} hint={f.hint}>
            <DateInput value={(d as string) ?? ''} onChange={(e) => set(f.key, e.target.value)} />
          </FormField>
        );
      case 'caseTypes':
        return (
          <CheckListFilter
            key={f.key}
            label={f.label}
            options={caseTypeOptions}
            value={(d as number[]) ?? []}
            onChange={(v) => set(f.key, v)}
          />
        );
      case 'caseStatuses':
        return (
          <CheckListFilter
            key={f.key}
            label={f.label}
            options={STATUS_OPTIONS}
            value={(d as number[]) ?? []}
            onChange={(v) => set(f.key, v)}
          />
        );
      case 'branches':
        return (
          <CheckListFilter
            key={f.key}
            label={f.label}
            options={branches.data ?? []}
            loading={branches.isLoading}
            value={(d as string[]) ?? []}
            onChange={(v) => set(f.key, v)}
          />
        );
      case 'multiChoice':
        return (
          <CheckListFilter
            key={f.key}
            label={f.label}
            options={f.options ?? []}
            value={(d as string[]) ?? []}
            onChange={(v) => set(f.key, v)}
          />
        );
      case 'petitioners':
      case 'users':
        return (
          <AsyncMultiFilter
            key={f.key}
            label={f.label}
            value={(d as string[]) ?? []}
            onChange={(v) => set(f.key, v)}
            load={f.type === 'users' ? users : petitioners}
          />
        );
      case 'choice':
        return (
          <FormField key={f.key} label={f.label} hint={f.hint}>
            <StyledSelect value={(d as string) ?? ''} onChange={(e) => set(f.key, e.target.value)}>
              <option value="">Any</option>
              {(f.options ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        );
      case 'fiscalYear':
        return (
          <FormField key={f.key} label={f.label} error={errors[f.key]} hint={f.hint}>
            <StyledSelect value={(d as string) ?? ''} onChange={(e) => set(f.key, e.target.value)}>
              <option value="">Any</option>
              {fiscalYears().map((y) => (
                <option key={y} value={y}>
                  FY {y}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        );
      case 'number':
        return (
          <FormField key={f.key} label={f.label} error={errors[f.key]} hint={f.hint}>
            <StyledInput
              type="number"
              inputMode="numeric"
              min={f.min}
              max={f.max}
              value={(d as string) ?? ''}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        );
      default:
        return (
          <FormField key={f.key} label={f.label} hint={f.hint}>
            <StyledInput
              type="search"
              maxLength={100}
              value={(d as string) ?? ''}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        );
    }
  };

  const apply = () => {
    const checked = fromDraft(filters, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onApply(checked.filters);
  };

  return (
    <StyledForm
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      {filters.map(field)}
      <StyledActions>
        <StyledButton type="submit" $variant="primary">
          {applyLabel}
        </StyledButton>
        {countActive(values) > 0 ? (
          <StyledButton
            type="button"
            onClick={() => {
              setDraft(toDraft(filters, {}));
              setErrors({});
              onApply({});
            }}
          >
            Clear filters
          </StyledButton>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
