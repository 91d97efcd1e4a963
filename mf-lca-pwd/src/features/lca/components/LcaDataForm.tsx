import { useMemo } from 'react';
import type { TLcaDetails } from 'shared/contract';
import { LCA_PW_SOURCE_LABELS, LCA_PW_SOURCES, LCA_WAGE_LEVELS, LCA_WAGE_UNITS, toPayloadDate, type LcaPwSource, type LcaWageLevel, type LcaWageUnit } from 'shared/domain';
import { AsyncSelect, DateInput, FormField, StyledCheckboxLabel, StyledFieldset, StyledFormGrid, StyledInput, StyledSelect } from 'shared/ui';
import { KindFormFooter, useKindForm, useSocOptions } from '../../common/kindForm';
import { useUpdateLca } from '../api/lcaQueries';
import { computedDependency, earlyFilingWarning, toLcaForm, toLcaUpdate, validateLcaForm, type LcaForm, type TriState } from './lcaForm';
import { WAGE_UNIT_LABELS } from './lcaText';
import { WorksitesEditor } from './WorksitesEditor';

function UnitSelect({ value, onChange, disabled, label }: { value: LcaWageUnit; onChange: (u: LcaWageUnit) => void; disabled: boolean; label: string }) {
  return (
    <FormField label={label} span={2}>
      <StyledSelect value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as LcaWageUnit)}>
        {LCA_WAGE_UNITS.map((u) => (
          <option key={u} value={u}>
            {WAGE_UNIT_LABELS[u]}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
}

function YesNo({ label, value, onChange, disabled, hint }: { label: string; value: TriState; onChange: (v: TriState) => void; disabled: boolean; hint?: string }) {
  return (
    <FormField label={label} span={2} hint={hint}>
      <StyledSelect value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as TriState)}>
        <option value="">Not answered</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </StyledSelect>
    </FormField>
  );
}

/** The ETA-9035 data in sections; read-only when the SPEC §4 update rule refuses the caller. */
export function LcaDataForm({ lca }: { lca: TLcaDetails }) {
  const update = useUpdateLca();
  const readOnly = !lca.canUpdate.allowed;
  const { form, set, errors, serverIssues, allErrors, err, submit } = useKindForm<LcaForm>({
    initial: () => toLcaForm(lca),
    validate: validateLcaForm,
    saveError: update.error,
    save: (f) => update.mutate({ lcaId: lca.id, ...toLcaUpdate(f) }),
  });
  const loadSoc = useSocOptions();
  const dependency = useMemo(() => computedDependency(form), [form]);
  const early = earlyFilingWarning(form, toPayloadDate(new Date()));
  const mismatch = dependency && form.h1bDependent !== '' && dependency.dependent !== (form.h1bDependent === 'yes');

  const unmatched = Object.entries(serverIssues).filter(([k]) => !(k in errors) && !['employerName', 'fein', 'jobTitle', 'socCode', 'prevailingWage', 'wageFrom', 'wageTo', 'periodStart', 'periodEnd', 'workers', 'fteCount', 'h1bCount'].includes(k) && !k.startsWith('worksites'));

  return (
    <form onSubmit={submit} aria-label="ETA-9035 data" noValidate>
      {readOnly ? (
        <p role="note">
          <strong>Read only.</strong> {lca.canUpdate.reason}
        </p>
      ) : null}
      <StyledFieldset>
        <legend>Employer</legend>
        <StyledFormGrid>
          <FormField label="Employer’s legal name" span={4} error={err('employerName')}>
            <StyledInput value={form.employerName} maxLength={200} readOnly={readOnly} onChange={(e) => set('employerName', e.target.value)} />
          </FormField>
          <FormField label="FEIN" span={2} error={err('fein')} hint="12-3456789">
            <StyledInput value={form.fein} maxLength={10} readOnly={readOnly} onChange={(e) => set('fein', e.target.value)} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Job</legend>
        <StyledFormGrid>
          <FormField label="Job title" span={3} error={err('jobTitle')}>
            <StyledInput value={form.jobTitle} maxLength={200} readOnly={readOnly} onChange={(e) => set('jobTitle', e.target.value)} />
          </FormField>
          <div style={{ gridColumn: 'span 3' }}>
            <AsyncSelect label="SOC code" loadOptions={loadSoc} value={form.socCode} onChange={(o) => set('socCode', o)} disabled={readOnly} error={err('socCode')} placeholder="Code or title, e.g. 15-1252 or software" />
          </div>
          <FormField label="Wage level" span={2} error={err('wageLevel')}>
            <StyledSelect value={form.wageLevel} disabled={readOnly} onChange={(e) => set('wageLevel', e.target.value as LcaWageLevel | '')}>
              <option value="">Not chosen</option>
              {LCA_WAGE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Number of workers" required span={2} error={err('workers')} hint={`${lca.positions.used} position${lca.positions.used === 1 ? '' : 's'} in use`}>
            <StyledInput type="number" min={1} max={1000} value={form.workers} readOnly={readOnly} onChange={(e) => set('workers', e.target.value)} />
          </FormField>
          <div style={{ gridColumn: 'span 2', alignSelf: 'end' }}>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={form.fullTime} disabled={readOnly} onChange={(e) => set('fullTime', e.target.checked)} /> Full-time position
            </StyledCheckboxLabel>
          </div>
        </StyledFormGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Wages</legend>
        <StyledFormGrid>
          <FormField label="Prevailing wage" span={2} error={err('prevailingWage')}>
            <StyledInput inputMode="decimal" value={form.prevailingWage} readOnly={readOnly} onChange={(e) => set('prevailingWage', e.target.value)} />
          </FormField>
          <UnitSelect label="Prevailing wage per" value={form.prevailingWageUnit} disabled={readOnly} onChange={(u) => set('prevailingWageUnit', u)} />
          <FormField label="Prevailing wage source" span={2} error={err('pwSource')}>
            <StyledSelect value={form.pwSource} disabled={readOnly} onChange={(e) => set('pwSource', e.target.value as LcaPwSource | '')}>
              <option value="">Not chosen</option>
              {LCA_PW_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {LCA_PW_SOURCE_LABELS[s]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Source year or publication" span={6} error={err('pwSourceDetail')}>
            <StyledInput value={form.pwSourceDetail} maxLength={200} readOnly={readOnly} onChange={(e) => set('pwSourceDetail', e.target.value)} />
          </FormField>
          <FormField label="Offered wage (from)" span={2} error={err('wageFrom')}>
            <StyledInput inputMode="decimal" value={form.wageFrom} readOnly={readOnly} onChange={(e) => set('wageFrom', e.target.value)} />
          </FormField>
          <FormField label="Up to (for a range)" span={2} error={err('wageTo')}>
            <StyledInput inputMode="decimal" value={form.wageTo} readOnly={readOnly} onChange={(e) => set('wageTo', e.target.value)} />
          </FormField>
          <UnitSelect label="Offered wage per" value={form.wageUnit} disabled={readOnly} onChange={(u) => set('wageUnit', u)} />
        </StyledFormGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Period of employment</legend>
        <StyledFormGrid>
          <FormField label="Start" span={2} error={err('periodStart')} warning={early ?? undefined}>
            <DateInput value={form.periodStart} readOnly={readOnly} onChange={(e) => set('periodStart', e.target.value)} />
          </FormField>
          <FormField label="End" span={2} error={err('periodEnd')} hint="At most 3 years after the start.">
            <DateInput value={form.periodEnd} readOnly={readOnly} onChange={(e) => set('periodEnd', e.target.value)} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>

      <WorksitesEditor sites={form.worksites} onChange={(w) => set('worksites', w)} errors={allErrors} readOnly={readOnly} />

      <StyledFieldset>
        <legend>H-1B dependency</legend>
        <StyledFormGrid>
          <FormField label="Full-time equivalent employees" span={2} error={err('fteCount')}>
            <StyledInput type="number" min={0} value={form.fteCount} readOnly={readOnly} onChange={(e) => set('fteCount', e.target.value)} />
          </FormField>
          <FormField label="H-1B workers" span={2} error={err('h1bCount')}>
            <StyledInput type="number" min={0} value={form.h1bCount} readOnly={readOnly} onChange={(e) => set('h1bCount', e.target.value)} />
          </FormField>
          <FormField label="Exempt H-1B workers" span={2} error={err('exemptH1bCount')} hint="Paid $60,000+ a year or with a specialty master’s.">
            <StyledInput type="number" min={0} value={form.exemptH1bCount} readOnly={readOnly} onChange={(e) => set('exemptH1bCount', e.target.value)} />
          </FormField>
        </StyledFormGrid>
        <p aria-live="polite" data-testid="computed-dependency">
          {dependency
            ? `Computed: ${dependency.dependent ? 'H-1B dependent' : 'Not H-1B dependent'} (${dependency.counted} H-1B worker${dependency.counted === 1 ? '' : 's'} counted; ${dependency.rule}).`
            : 'Enter the headcounts to compute the dependency test.'}
        </p>
        <StyledFormGrid>
          <YesNo label="Employer says: H-1B dependent" value={form.h1bDependent} disabled={readOnly} onChange={(v) => set('h1bDependent', v)} />
          <YesNo label="Wilful violator" value={form.wilfulViolator} disabled={readOnly} onChange={(v) => set('wilfulViolator', v)} />
          <YesNo label="Only exempt H-1B workers" value={form.exemptOnly} disabled={readOnly} onChange={(v) => set('exemptOnly', v)} hint="Dependent employers’ attestation." />
        </StyledFormGrid>
        {mismatch ? <p role="alert">The employer’s answer differs from the computed dependency test; check the headcounts or the answer.</p> : null}
      </StyledFieldset>

      <KindFormFooter unmatched={unmatched} saveError={update.error} readOnly={readOnly} pending={update.isPending} saveLabel="Save LCA" />
    </form>
  );
}
