import { useState } from 'react';
import styled from 'styled-components';
import { ZCustomSavePayload, type TCustomReport } from 'shared/contract';
import {
  CUSTOM_ENTITIES,
  CUSTOM_REPORT_ENTITIES,
  CUSTOM_REPORT_MAX_COLUMNS,
  type CustomReportEntity,
} from 'shared/domain';
import {
  ErrorPanel,
  errorMessage,
  fieldIssues,
  FormField,
  mobile,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { useCustomSave } from '../../api/reportsQueries';
import { builderFromReport, newBuilderState, runColumns, specOf, type BuilderState } from '../../utils/customSpec';
import { ReportFilterBar } from '../ReportFilterBar';
import { CustomRunPanel } from './CustomRunPanel';

const StyledSection = styled(StyledCard)`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 16px;
  }
`;

const StyledChoices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  min-width: 0;
  legend {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const StyledSaveRow = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) auto auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface CustomReportBuilderProps {
  /** The report being edited, or null for a new one. */
  report: TCustomReport | null;
  onDone: (saved: TCustomReport | null) => void;
}

/**
 * /custom-reports builder: the entity, its columns, filters and one grouping, a preview run on the
 * server, then a name and private or shared with the firm. Only the registry's keys can be chosen.
 */
export function CustomReportBuilder({ report, onDone }: CustomReportBuilderProps) {
  const [state, setState] = useState<BuilderState>(() => (report ? builderFromReport(report) : newBuilderState()));
  const [preview, setPreview] = useState<BuilderState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCustomSave();
  const entity = CUSTOM_ENTITIES[state.entity];
  const patch = (p: Partial<BuilderState>) => setState((s) => ({ ...s, ...p }));

  const chooseEntity = (e: CustomReportEntity) => {
    setState((s) => ({ ...newBuilderState(e), name: s.name, shared: s.shared }));
    setPreview(null);
    setErrors({});
  };

  const toggleColumn = (key: string, on: boolean) =>
    patch({
      columns: on
        ? entity.columns.map((c) => c.key).filter((k) => k === key || state.columns.includes(k))
        : state.columns.filter((k) => k !== key),
    });

  const runPreview = () => {
    if (state.columns.length === 0) {
      setErrors((e) => ({ ...e, columns: 'Pick at least one column' }));
      return;
    }
    setErrors((e) => ({ ...e, columns: '' }));
    setPreview(state);
  };

  const submit = () => {
    const payload = {
      ...(report ? { id: report.id } : {}),
      name: state.name,
      spec: specOf(state),
      shared: state.shared,
    };
    const parsed = ZCustomSavePayload.safeParse(payload);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) {
        const key = i.path[0] === 'spec' ? String(i.path[1] ?? 'spec') : String(i.path[0] ?? '');
        next[key] ??= i.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(payload, {
      onSuccess: (saved) => onDone(saved),
      onError: (e) =>
        setErrors(
          Object.fromEntries(
            fieldIssues(e).map((i) => [i.path.replace(/^spec\./, '').split('.')[0] ?? i.path, i.message]),
          ),
        ),
    });
  };

  const previewColumns = preview ? runColumns(preview.entity, preview.columns, preview.groupBy) : [];

  return (
    <>
      <StyledSection aria-labelledby="builder-what">
        <h2 id="builder-what">{report ? `Edit “${report.name}”` : 'New custom report'}</h2>
        <StyledChoices>
          <legend>Report on</legend>
          <div>
            {CUSTOM_REPORT_ENTITIES.map((e) => (
              <StyledCheckboxLabel key={e}>
                <input
                  type="radio"
                  name="custom-entity"
                  value={e}
                  checked={state.entity === e}
                  onChange={() => chooseEntity(e)}
                />
                {CUSTOM_ENTITIES[e].label}
              </StyledCheckboxLabel>
            ))}
          </div>
        </StyledChoices>
        <StyledChoices aria-describedby={errors.columns ? 'builder-columns-error' : undefined}>
          <legend>
            Columns ({state.columns.length} of at most {CUSTOM_REPORT_MAX_COLUMNS})
          </legend>
          <div>
            {entity.columns.map((c) => (
              <StyledCheckboxLabel key={c.key}>
                <input
                  type="checkbox"
                  checked={state.columns.includes(c.key)}
                  disabled={!state.columns.includes(c.key) && state.columns.length >= CUSTOM_REPORT_MAX_COLUMNS}
                  onChange={(e) => toggleColumn(c.key, e.target.checked)}
                />
                {c.label}
              </StyledCheckboxLabel>
            ))}
          </div>
          {errors.columns ? (
            <StyledError id="builder-columns-error" role="alert">
              {errors.columns}
            </StyledError>
          ) : null}
        </StyledChoices>
        <FormField label="Group and count by" error={errors.groupBy} span={2}>
          <StyledSelect
            value={state.groupBy ?? ''}
            onChange={(e) => patch({ groupBy: e.target.value || null, sort: null })}
          >
            <option value="">No grouping (one row per record)</option>
            {entity.groupable.map((k) => (
              <option key={k} value={k}>
                {entity.columns.find((c) => c.key === k)?.label ?? k}
              </option>
            ))}
          </StyledSelect>
        </FormField>
      </StyledSection>

      <StyledSection aria-labelledby="builder-filters">
        <h2 id="builder-filters">Filters</h2>
        <ReportFilterBar
          key={state.entity}
          label="Custom report filters"
          filters={entity.filters}
          values={state.filters}
          applyLabel="Use these filters"
          onApply={(filters) => {
            patch({ filters });
            if (preview) setPreview({ ...state, filters });
          }}
        />
        {errors.filters ? <StyledError role="alert">{errors.filters}</StyledError> : null}
        <StyledButton type="button" onClick={runPreview}>
          Preview
        </StyledButton>
      </StyledSection>

      {preview ? (
        <StyledSection>
          <CustomRunPanel
            key={JSON.stringify(specOf(preview))}
            title="Preview"
            source={{ spec: specOf(preview) }}
            columns={previewColumns}
            sort={preview.sort}
            onSort={(sort) => {
              patch({ sort });
              setPreview({ ...preview, sort });
            }}
          />
        </StyledSection>
      ) : null}

      <StyledSection aria-labelledby="builder-save">
        <h2 id="builder-save">Save</h2>
        <StyledSaveRow
          noValidate
          aria-label="Save the report"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField label="Report name" error={errors.name} required>
            <StyledInput maxLength={120} value={state.name} onChange={(e) => patch({ name: e.target.value })} />
          </FormField>
          <StyledCheckboxLabel>
            <input type="checkbox" checked={state.shared} onChange={(e) => patch({ shared: e.target.checked })} />
            Share with the firm
          </StyledCheckboxLabel>
          <StyledButton type="button" onClick={() => onDone(null)} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save report'}
          </StyledButton>
        </StyledSaveRow>
        {save.isError && fieldIssues(save.error).length === 0 ? (
          <ErrorPanel title="Couldn’t save the report" message={errorMessage(save.error)} />
        ) : null}
      </StyledSection>
    </>
  );
}
