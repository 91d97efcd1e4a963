import type { TPwdDataInput, TPwdDetails } from 'shared/contract';
import {
  checkPwdValidity,
  isoToUs,
  PWD_EDUCATION,
  PWD_EDUCATION_NAMES,
  PWD_WAGE_LEVELS,
  PWD_WAGE_SOURCE_NAMES,
  PWD_WAGE_SOURCES,
  PWD_WAGE_UNITS,
  usToIso,
} from 'shared/domain';
import { AsyncSelect, DateInput, FormField, StyledCheckboxLabel, StyledFieldset, StyledFormGrid, StyledInput, StyledSelect, StyledTextArea } from 'shared/ui';
import { KindFormFooter, useKindForm, useSocOptions } from '../../common/kindForm';
import { useUpdatePwd } from '../api/pwdQueries';

type Form = Record<
  | 'jobTitle'
  | 'duties'
  | 'areaCode'
  | 'worksiteCity'
  | 'worksiteState'
  | 'worksiteZip'
  | 'education'
  | 'educationField'
  | 'experienceMonths'
  | 'specialRequirements'
  | 'filedDate'
  | 'etaCaseNumber'
  | 'determinationDate'
  | 'wage'
  | 'wageUnit'
  | 'wageLevel'
  | 'wageSource'
  | 'validFrom'
  | 'validTo',
  string
> & { socCode: { value: string; label: string } | null; supervises: boolean };

const DATES = ['filedDate', 'determinationDate', 'validFrom', 'validTo'] as const;

export const toPwdForm = (p: TPwdDetails): Form => ({
  jobTitle: p.jobTitle ?? '',
  duties: p.duties ?? '',
  socCode: p.socCode ? { value: p.socCode, label: `${p.socCode} ${p.socTitle ?? ''}`.trim() } : null,
  areaCode: p.areaCode ?? '',
  worksiteCity: p.worksiteCity ?? '',
  worksiteState: p.worksiteState ?? '',
  worksiteZip: p.worksiteZip ?? '',
  education: p.education ?? '',
  educationField: p.educationField ?? '',
  experienceMonths: p.experienceMonths == null ? '' : String(p.experienceMonths),
  specialRequirements: p.specialRequirements ?? '',
  supervises: p.supervises,
  filedDate: isoToUs(p.filedDate),
  etaCaseNumber: p.etaCaseNumber ?? '',
  determinationDate: isoToUs(p.determinationDate),
  wage: p.wage == null ? '' : String(p.wage),
  wageUnit: p.wageUnit,
  wageLevel: p.wageLevel ?? '',
  wageSource: p.wageSource ?? '',
  validFrom: isoToUs(p.validFrom),
  validTo: isoToUs(p.validTo),
});

/** Checks on the screen what the api checks too (dates, numbers, validity 90 days–1 year). */
export function validatePwdForm(f: Form): Record<string, string> {
  const e: Record<string, string> = {};
  for (const k of DATES) if (f[k].trim() && !usToIso(f[k])) e[k] = 'Enter a date as MM/DD/YYYY.';
  if (f.experienceMonths.trim() && !/^\d{1,3}$/.test(f.experienceMonths.trim())) e.experienceMonths = 'Enter whole months, e.g. 24.';
  if (f.wage.trim() && !/^\d{1,7}(\.\d{1,2})?$/.test(f.wage.trim())) e.wage = 'Enter an amount such as 115190.40.';
  if (f.worksiteZip.trim() && !/^\d{5}(-\d{4})?$/.test(f.worksiteZip.trim())) e.worksiteZip = 'A ZIP code has 5 or 9 digits.';
  if (f.areaCode.trim() && !/^\d{1,7}$/.test(f.areaCode.trim())) e.areaCode = 'An OFLC area code is a number such as 12420.';
  const from = usToIso(f.validFrom);
  const to = usToIso(f.validTo);
  if (from && to) for (const i of checkPwdValidity({ validFrom: from, validTo: to, determinationDate: usToIso(f.determinationDate), filedDate: usToIso(f.filedDate) })) e[i.path] ??= i.message;
  return e;
}

const text = (v: string) => (v.trim() ? v.trim() : null);
export function toPwdUpdate(f: Form): TPwdDataInput {
  return {
    jobTitle: text(f.jobTitle),
    duties: text(f.duties),
    socCode: f.socCode?.value ?? null,
    areaCode: text(f.areaCode),
    worksiteCity: text(f.worksiteCity),
    worksiteState: text(f.worksiteState),
    worksiteZip: text(f.worksiteZip),
    education: (text(f.education) as TPwdDataInput['education']) ?? null,
    educationField: text(f.educationField),
    experienceMonths: f.experienceMonths.trim() ? Number(f.experienceMonths) : null,
    specialRequirements: text(f.specialRequirements),
    supervises: f.supervises,
    filedDate: usToIso(f.filedDate),
    etaCaseNumber: text(f.etaCaseNumber),
    determinationDate: usToIso(f.determinationDate),
    wage: f.wage.trim() ? Number(f.wage) : null,
    wageUnit: f.wageUnit as TPwdDataInput['wageUnit'],
    wageLevel: (text(f.wageLevel) as TPwdDataInput['wageLevel']) ?? null,
    wageSource: (text(f.wageSource) as TPwdDataInput['wageSource']) ?? null,
    validFrom: usToIso(f.validFrom),
    validTo: usToIso(f.validTo),
  };
}

/** The ETA-9141 data and the determination, in sections. Read only once the PWD is closed. */
export function PwdForm({ pwd, readOnly }: { pwd: TPwdDetails; readOnly: boolean }) {
  const update = useUpdatePwd();
  const { form, set, serverIssues: server, err, submit } = useKindForm<Form>({
    initial: () => toPwdForm(pwd),
    validate: validatePwdForm,
    saveError: update.error,
    save: (f) => update.mutate({ pwdId: pwd.id, ...toPwdUpdate(f) }),
  });
  const loadSoc = useSocOptions();
  const input = (k: keyof Form & string, label: string, span = 2, extra: { hint?: string; max?: number } = {}) => (
    <FormField label={label} span={span} error={err(k)} hint={extra.hint}>
      <StyledInput value={form[k] as string} maxLength={extra.max ?? 200} readOnly={readOnly} onChange={(e) => set(k, e.target.value as never)} />
    </FormField>
  );
  const date = (k: (typeof DATES)[number], label: string) => (
    <FormField label={label} span={2} error={err(k)}>
      <DateInput value={form[k]} readOnly={readOnly} onChange={(e) => set(k, e.target.value)} />
    </FormField>
  );
  const unmatched = Object.entries(server).filter(([k]) => !(k in form));
  return (
    <form onSubmit={submit} aria-label="ETA-9141 data" noValidate>
      {readOnly ? <p role="note">This PWD is closed; its data can no longer be changed.</p> : null}
      <StyledFieldset>
        <legend>Job</legend>
        <StyledFormGrid>
          {input('jobTitle', 'Job title', 3)}
          <div style={{ gridColumn: 'span 3' }}>
            <AsyncSelect label="SOC code" loadOptions={loadSoc} value={form.socCode} onChange={(o) => set('socCode', o)} disabled={readOnly} error={err('socCode')} placeholder="Code or title, e.g. 15-1252" />
          </div>
          <FormField label="Duties" span={6} error={err('duties')}>
            <StyledTextArea rows={4} value={form.duties} maxLength={10_000} readOnly={readOnly} onChange={(e) => set('duties', e.target.value)} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFieldset>
        <legend>Requirements</legend>
        <StyledFormGrid>
          <FormField label="Education" span={2} error={err('education')}>
            <StyledSelect value={form.education} disabled={readOnly} onChange={(e) => set('education', e.target.value)}>
              <option value="">Not chosen</option>
              {PWD_EDUCATION.map((x) => (
                <option key={x} value={x}>
                  {PWD_EDUCATION_NAMES[x]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          {input('educationField', 'Field of study', 2)}
          {input('experienceMonths', 'Experience (months)', 2, { max: 3 })}
          <FormField label="Special requirements" span={6} error={err('specialRequirements')} hint="Skills, licences, languages, travel…">
            <StyledTextArea rows={3} value={form.specialRequirements} maxLength={4000} readOnly={readOnly} onChange={(e) => set('specialRequirements', e.target.value)} />
          </FormField>
          <div style={{ gridColumn: 'span 6' }}>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={form.supervises} disabled={readOnly} onChange={(e) => set('supervises', e.target.checked)} /> Supervises other employees
            </StyledCheckboxLabel>
          </div>
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFieldset>
        <legend>Area of employment</legend>
        <StyledFormGrid>
          {input('areaCode', 'OFLC area code', 2, { hint: pwd.areaName ?? 'e.g. 12420', max: 7 })}
          {input('worksiteCity', 'City', 2, { max: 100 })}
          {input('worksiteState', 'State', 1, { max: 50 })}
          {input('worksiteZip', 'ZIP code', 1, { max: 10 })}
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFieldset>
        <legend>Filing and determination</legend>
        <StyledFormGrid>
          {date('filedDate', 'Filed with DOL')}
          {input('etaCaseNumber', 'DOL case number', 2, { hint: 'P-100-25012-123456', max: 20 })}
          {date('determinationDate', 'Determination date')}
          {input('wage', 'Prevailing wage', 2, { max: 12 })}
          <FormField label="Per" span={2}>
            <StyledSelect value={form.wageUnit} disabled={readOnly} onChange={(e) => set('wageUnit', e.target.value)}>
              {PWD_WAGE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Wage level" span={2} error={err('wageLevel')}>
            <StyledSelect value={form.wageLevel} disabled={readOnly} onChange={(e) => set('wageLevel', e.target.value)}>
              <option value="">None</option>
              {PWD_WAGE_LEVELS.map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Wage source" span={2} error={err('wageSource')}>
            <StyledSelect value={form.wageSource} disabled={readOnly} onChange={(e) => set('wageSource', e.target.value)}>
              <option value="">Not chosen</option>
              {PWD_WAGE_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {PWD_WAGE_SOURCE_NAMES[s]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          {date('validFrom', 'Valid from')}
          {date('validTo', 'Valid to')}
        </StyledFormGrid>
      </StyledFieldset>
      <KindFormFooter unmatched={unmatched} readOnly={readOnly} pending={update.isPending} saveLabel="Save" />
    </form>
  );
}
