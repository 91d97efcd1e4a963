import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TWidgetFilters } from 'shared/contract';
import {
  CASE_STATUSES,
  CASE_TYPE_STAT_CASES,
  CASE_TYPE_STAT_CHOICES,
  CASE_TYPES,
  isoToUs,
  usToIso,
  VALIDATION_MESSAGES,
  WIDGET_PAGE_SIZES,
  widgetFilterIssues,
  type CaseTypeStatChoice,
  type DashboardWidgetDef,
} from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import {
  DateInput,
  FormField,
  mobile,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledSelect,
} from 'shared/ui';
import { CheckListFilter } from '../../reports/components/filters/CheckListFilter';

/** A choice list the api gives (branches, petitioners the user may see). */
export interface FilterChoice {
  id: string;
  name: string;
}

export interface WidgetFilterChoices {
  branches?: readonly FilterChoice[];
  petitioners?: readonly FilterChoice[];
}

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  fieldset {
    grid-column: 1 / -1;
  }
`;

const StyledActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Draft {
  typeIds: number[];
  subTypeIds: number[];
  statusIds: number[];
  branchIds: string[];
  petitionerIds: string[];
  caseTypes: CaseTypeStatChoice[];
  createdFrom: string;
  createdTo: string;
  dueFrom: string;
  dueTo: string;
  sortPath: string;
  sortOrder: '1' | '-1';
  pageSize: string;
}

const toDraft = (f: TWidgetFilters, def: DashboardWidgetDef): Draft => ({
  typeIds: [...(f.typeIds ?? [])],
  subTypeIds: [...(f.subTypeIds ?? [])],
  statusIds: [...(f.statusIds ?? [])],
  branchIds: [...(f.branchIds ?? [])],
  petitionerIds: [...(f.petitionerIds ?? [])],
  caseTypes: [...(f.caseTypes ?? [])],
  createdFrom: isoToUs(f.createdFrom ?? null),
  createdTo: isoToUs(f.createdTo ?? null),
  dueFrom: isoToUs(f.dueFrom ?? null),
  dueTo: isoToUs(f.dueTo ?? null),
  sortPath: f.sortPath ?? def.defaultSort?.path ?? '',
  sortOrder: String(f.sortOrder ?? def.defaultSort?.order ?? 1) as '1' | '-1',
  pageSize: String(f.pageSize),
});

type DateField = 'createdFrom' | 'createdTo' | 'dueFrom' | 'dueTo';

export interface WidgetFiltersProps {
  def: DashboardWidgetDef;
  filters: TWidgetFilters;
  choices: WidgetFilterChoices;
  onApply: (filters: TWidgetFilters) => void;
  onCancel: () => void;
}

/**
 * The filter panel of one widget, built from its registry entry: only the filters the widget
 * has (type, sub type, status, branch, petitioner, case type choices, created and due ranges),
 * its sort options with the order (1 ascending, −1 descending) and the page size (25 or 100).
 * Applying saves them with the layout, so they are the user's own on every device.
 */
export function WidgetFilters({ def, filters, choices, onApply, onCancel }: WidgetFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters, def));
  const [errors, setErrors] = useState<Partial<Record<DateField, string>>>({});
  const has = (field: DashboardWidgetDef['filters'][number]) => def.filters.includes(field);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  // Sub types of the chosen case types (all when no type is chosen).
  // The firm's names and own subtypes (issue 16.2).
  const typeNames = useCaseTypeNames();
  const subTypeOf = (typeIds: readonly number[]) =>
    typeNames.subtypes().filter((s) => !typeIds.length || typeIds.includes(s.typeId));
  const subTypes = subTypeOf(draft.typeIds);
  const branches = choices.branches ?? [];
  const petitioners = choices.petitioners ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: TWidgetFilters = { pageSize: Number(draft.pageSize) as TWidgetFilters['pageSize'] };
    const dateErrors: Partial<Record<DateField, string>> = {};
    const dates = (['createdFrom', 'createdTo', 'dueFrom', 'dueTo'] as const).filter((k) =>
      has(k.startsWith('created') ? 'createdRange' : 'dueRange'),
    );
    for (const k of dates) {
      const text = draft[k].trim();
      if (!text) continue;
      const iso = usToIso(text);
      if (iso) next[k] = iso;
      else dateErrors[k] = VALIDATION_MESSAGES.date;
    }
    if (has('typeIds') && draft.typeIds.length) next.typeIds = draft.typeIds;
    if (has('subTypeIds') && draft.subTypeIds.length) next.subTypeIds = draft.subTypeIds;
    if (has('statusIds') && draft.statusIds.length) next.statusIds = draft.statusIds;
    if (has('branchIds') && draft.branchIds.length) next.branchIds = draft.branchIds;
    if (has('petitionerIds') && draft.petitionerIds.length) next.petitionerIds = draft.petitionerIds;
    if (has('caseTypes') && draft.caseTypes.length) next.caseTypes = draft.caseTypes;
    if (def.sortOptions.length && draft.sortPath) {
      next.sortPath = draft.sortPath;
      next.sortOrder = draft.sortOrder === '-1' ? -1 : 1;
    }
    for (const issue of widgetFilterIssues(def.key, next)) {
      if (issue.path === 'createdTo' || issue.path === 'dueTo') dateErrors[issue.path] = issue.message;
    }
    setErrors(dateErrors);
    if (Object.keys(dateErrors).length === 0) onApply(next);
  };

  const dateField = (k: DateField, label: string) => (
    <FormField label={label} error={errors[k]}>
      <DateInput value={draft[k]} onChange={(e) => set(k, e.target.value)} />
    </FormField>
  );

  return (
    <StyledForm aria-label={`${def.title} filters`} onSubmit={submit} noValidate>
      {has('typeIds') ? (
        <CheckListFilter
          label="Case type"
          options={CASE_TYPES.map((t) => ({ value: t.id as number, label: typeNames.typeName(t.id) }))}
          value={draft.typeIds}
          onChange={(typeIds) =>
            setDraft((d) => {
              const kept = new Set(subTypeOf(typeIds).map((x) => x.id as number));
              return { ...d, typeIds, subTypeIds: d.subTypeIds.filter((id) => kept.has(id)) };
            })
          }
        />
      ) : null}
      {has('subTypeIds') ? (
        <CheckListFilter
          label="Sub type"
          options={subTypes.map((t) => ({ value: t.id as number, label: t.name }))}
          value={draft.subTypeIds}
          onChange={(v) => set('subTypeIds', v)}
        />
      ) : null}
      {has('statusIds') ? (
        <CheckListFilter
          label="Status"
          options={CASE_STATUSES.map((x) => ({ value: x.id as number, label: x.name }))}
          value={draft.statusIds}
          onChange={(v) => set('statusIds', v)}
        />
      ) : null}
      {has('branchIds') && branches.length ? (
        <CheckListFilter
          label="Branch"
          options={branches.map((b) => ({ value: b.id, label: b.name }))}
          value={draft.branchIds}
          onChange={(v) => set('branchIds', v)}
        />
      ) : null}
      {has('petitionerIds') && petitioners.length ? (
        <CheckListFilter
          label="Petitioner"
          options={petitioners.map((p) => ({ value: p.id, label: p.name }))}
          value={draft.petitionerIds}
          onChange={(v) => set('petitionerIds', v)}
        />
      ) : null}
      {has('createdRange') ? (
        <>
          {dateField('createdFrom', 'Created from')}
          {dateField('createdTo', 'Created to')}
        </>
      ) : null}
      {has('dueRange') ? (
        <>
          {dateField('dueFrom', 'Due from')}
          {dateField('dueTo', 'Due to')}
        </>
      ) : null}
      {has('caseTypes') ? (
        <StyledFieldset>
          <legend>Case types</legend>
          {CASE_TYPE_STAT_CHOICES.map((c) => (
            <StyledCheckboxLabel key={c}>
              <input
                type="checkbox"
                checked={draft.caseTypes.includes(c)}
                onChange={(e) =>
                  set('caseTypes', e.target.checked ? [...draft.caseTypes, c] : draft.caseTypes.filter((x) => x !== c))
                }
              />
              {CASE_TYPE_STAT_CASES[c].label}
            </StyledCheckboxLabel>
          ))}
        </StyledFieldset>
      ) : null}
      {def.sortOptions.length ? (
        <>
          <FormField label="Sort by">
            <StyledSelect value={draft.sortPath} onChange={(e) => set('sortPath', e.target.value)}>
              {def.sortOptions.map((o) => (
                <option key={o.path} value={o.path}>
                  {o.label}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Order">
            <StyledSelect value={draft.sortOrder} onChange={(e) => set('sortOrder', e.target.value as '1' | '-1')}>
              <option value="1">Ascending</option>
              <option value="-1">Descending</option>
            </StyledSelect>
          </FormField>
        </>
      ) : null}
      <FormField label="Page size">
        <StyledSelect value={draft.pageSize} onChange={(e) => set('pageSize', e.target.value)}>
          {WIDGET_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <StyledActions>
        <StyledButton type="submit" $variant="primary">
          Apply filters
        </StyledButton>
        <StyledButton
          type="button"
          onClick={() => {
            setErrors({});
            setDraft(toDraft({ pageSize: filters.pageSize }, def));
          }}
        >
          Clear
        </StyledButton>
        <StyledButton type="button" onClick={onCancel}>
          Cancel
        </StyledButton>
      </StyledActions>
    </StyledForm>
  );
}

/** How many filters are set (for the 'Filters (n)' button). */
export function activeFilterCount(f: TWidgetFilters): number {
  const lists = [f.typeIds, f.subTypeIds, f.statusIds, f.branchIds, f.petitionerIds, f.caseTypes];
  const ranges = [f.createdFrom || f.createdTo, f.dueFrom || f.dueTo];
  return lists.filter((l) => (l?.length ?? 0) > 0).length + ranges.filter(Boolean).length;
}
