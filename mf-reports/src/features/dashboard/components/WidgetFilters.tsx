import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TWidgetFilters } from 'shared/contract';
import {
  CASE_STATUSES,
  CASE_SUB_TYPES,
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
import {
  DateInput,
  FormField,
  mobile,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledSelect,
} from 'shared/ui';

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
  typeId: string;
  subTypeId: string;
  statusId: string;
  branchId: string;
  petitionerId: string;
  caseTypes: CaseTypeStatChoice[];
  createdFrom: string;
  createdTo: string;
  dueFrom: string;
  dueTo: string;
  sortPath: string;
  sortOrder: '1' | '-1';
  pageSize: string;
}

const first = (ids: readonly (string | number)[] | undefined) => (ids?.[0] === undefined ? '' : String(ids[0]));

const toDraft = (f: TWidgetFilters, def: DashboardWidgetDef): Draft => ({
  typeId: first(f.typeIds),
  subTypeId: first(f.subTypeIds),
  statusId: first(f.statusIds),
  branchId: first(f.branchIds),
  petitionerId: first(f.petitionerIds),
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
  const subTypes = CASE_SUB_TYPES.filter((s) => !draft.typeId || String(s.typeId) === draft.typeId);
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
    if (has('typeIds') && draft.typeId) next.typeIds = [Number(draft.typeId)];
    if (has('subTypeIds') && draft.subTypeId) next.subTypeIds = [Number(draft.subTypeId)];
    if (has('statusIds') && draft.statusId) next.statusIds = [Number(draft.statusId)];
    if (has('branchIds') && draft.branchId) next.branchIds = [draft.branchId];
    if (has('petitionerIds') && draft.petitionerId) next.petitionerIds = [draft.petitionerId];
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
        <FormField label="Case type">
          <StyledSelect
            value={draft.typeId}
            onChange={(e) => setDraft((d) => ({ ...d, typeId: e.target.value, subTypeId: '' }))}
          >
            <option value="">All types</option>
            {CASE_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      ) : null}
      {has('subTypeIds') ? (
        <FormField label="Sub type">
          <StyledSelect value={draft.subTypeId} onChange={(e) => set('subTypeId', e.target.value)}>
            <option value="">All sub types</option>
            {subTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      ) : null}
      {has('statusIds') ? (
        <FormField label="Status">
          <StyledSelect value={draft.statusId} onChange={(e) => set('statusId', e.target.value)}>
            <option value="">All statuses</option>
            {CASE_STATUSES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      ) : null}
      {has('branchIds') && branches.length ? (
        <FormField label="Branch">
          <StyledSelect value={draft.branchId} onChange={(e) => set('branchId', e.target.value)}>
            <option value="">All branches</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      ) : null}
      {has('petitionerIds') && petitioners.length ? (
        <FormField label="Petitioner">
          <StyledSelect value={draft.petitionerId} onChange={(e) => set('petitionerId', e.target.value)}>
            <option value="">All petitioners</option>
            {petitioners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
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
