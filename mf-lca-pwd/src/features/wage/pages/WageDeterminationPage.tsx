import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { listMasterdataCall, wageAreasCall, wageLookupCall, type TWageLookupPayload } from 'shared/contract';
import { ADMIN_ROLES, PWD_EDUCATION, PWD_EDUCATION_NAMES, type PwdEducation } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import { AsyncSelect, errorMessage, FormField, Loading, PageFrame, StatusBadge, StyledButton, StyledCard, StyledCheckboxLabel, StyledFormActions, StyledFormGrid, StyledInput, StyledSelect } from 'shared/ui';
import { money } from '../../pwd/components/pwdText';
import { WageImport } from '../WageImport';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tr[aria-current='true'] {
    font-weight: 700;
  }
`;

type Option = { value: string; label: string };

function Result({ payload }: { payload: TWageLookupPayload }) {
  const q = useCallQuery(wageLookupCall, payload);
  if (q.isPending) return <Loading label="Looking up the wages…" />;
  if (q.isError) return <p role="alert">{errorMessage(q.error)}</p>;
  const r = q.data;
  return (
    <StyledCard aria-labelledby="wage-result-title">
      <h2 id="wage-result-title">
        {r.socCode} {r.socTitle ?? ''} · {r.areaName ?? `Area ${r.areaCode}`}
      </h2>
      {r.worksheet ? (
        <>
          <p>
            Suggested level: <strong>Level {r.worksheet.level}</strong> ({r.worksheet.points} point{r.worksheet.points === 1 ? '' : 's'} over Level I)
          </p>
          <ol aria-label="Worksheet">
            {r.worksheet.steps.map((s) => (
              <li key={s.step}>
                {s.label}: +{s.points} — {s.why}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {r.table ? (
        <>
          <p>
            Wage table {r.table.year}
            {r.table.label ? ` (${r.table.label})` : ''} {r.table.sample ? <StatusBadge tone="warning">Sample rows, not DOL figures</StatusBadge> : null}
          </p>
          <StyledTable aria-label="Wage by level">
            <thead>
              <tr>
                <th scope="col">Level</th>
                <th scope="col">Hourly</th>
                <th scope="col">Yearly (2,080 hours)</th>
              </tr>
            </thead>
            <tbody>
              {r.levels.map((l) => (
                <tr key={l.level} aria-current={r.worksheet?.level === l.level ? 'true' : undefined}>
                  <th scope="row">Level {l.level}{r.worksheet?.level === l.level ? ' (suggested)' : ''}</th>
                  <td>{money(l.hourly)}</td>
                  <td>{money(l.annual)}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
          {r.average != null ? <p>Mean wage: {money(r.average)} an hour.</p> : null}
        </>
      ) : (
        <p>No imported wage table has this SOC code and area. An administrator imports the year’s OFLC files below.</p>
      )}
    </StyledCard>
  );
}

/** /wage-determination: the 2009 worksheet's suggested OEWS level and the wage at each level; admins import the OFLC files. */
export default function WageDeterminationPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId ?? 0);
  const [soc, setSoc] = useState<Option | null>(null);
  const [area, setArea] = useState<Option | null>(null);
  const [jobZone, setJobZone] = useState('4');
  const [months, setMonths] = useState('0');
  const [education, setEducation] = useState<PwdEducation>('bachelor');
  const [skills, setSkills] = useState(false);
  const [supervises, setSupervises] = useState(false);
  const [payload, setPayload] = useState<TWageLookupPayload | null>(null);
  const [error, setError] = useState('');

  const loadSoc = async (search: string, signal: AbortSignal) => {
    const s = search.trim();
    const res = await api.call(listMasterdataCall, { category: 'soc_codes', page: 1, perpage: 30, matcher: { ...(s ? { name: s } : {}), active: true } }, { signal });
    return res.data.filter((m) => m.code && /^\d{2}-\d{4}/.test(m.code)).map((m) => ({ value: m.code!, label: `${m.code} ${m.designation ?? m.name}` }));
  };
  const loadArea = async (search: string, signal: AbortSignal) => {
    const res = await api.call(wageAreasCall, { ...(search.trim() ? { search: search.trim() } : {}), limit: 20 }, { signal });
    return res.data.map((a) => ({ value: a.areaCode, label: `${a.areaCode} ${a.areaName}` }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = Number(months);
    if (!soc || !area) return setError('Choose the SOC code and the area.');
    if (!/^\d{1,3}$/.test(months.trim())) return setError('Enter the experience in whole months.');
    setError('');
    setPayload({
      socCode: soc.value.slice(0, 7),
      areaCode: area.value,
      worksheet: { jobZone: Number(jobZone) as 1 | 2 | 3 | 4 | 5, experienceMonths: m, education, specialSkills: skills, supervises },
    });
  };
  return (
    <PageFrame title={route?.title ?? 'Wage Determination'} description="Suggest the OEWS wage level with DOL’s 2009 worksheet and see the wage at each level." remote="mf-lca-pwd">
      <StyledStack>
        <StyledCard aria-labelledby="worksheet-title">
          <h2 id="worksheet-title">The job</h2>
          <form onSubmit={submit} aria-label="Wage worksheet" noValidate>
            <StyledFormGrid>
              <div style={{ gridColumn: 'span 3' }}>
                <AsyncSelect label="SOC code" required loadOptions={loadSoc} value={soc} onChange={setSoc} placeholder="Code or title, e.g. 15-1252" />
              </div>
              <div style={{ gridColumn: 'span 3' }}>
                <AsyncSelect label="Area of employment" required loadOptions={loadArea} value={area} onChange={setArea} placeholder="Area name or code" noOptionsText="No area in the imported tables" />
              </div>
              <FormField label="O*NET Job Zone" span={2} hint="The occupation’s Job Zone (O*NET)">
                <StyledSelect value={jobZone} onChange={(e) => setJobZone(e.target.value)}>
                  {[1, 2, 3, 4, 5].map((z) => (
                    <option key={z} value={z}>
                      Job Zone {z}
                    </option>
                  ))}
                </StyledSelect>
              </FormField>
              <FormField label="Experience required (months)" span={2}>
                <StyledInput inputMode="numeric" value={months} maxLength={3} onChange={(e) => setMonths(e.target.value)} />
              </FormField>
              <FormField label="Education required" span={2}>
                <StyledSelect value={education} onChange={(e) => setEducation(e.target.value as PwdEducation)}>
                  {PWD_EDUCATION.map((x) => (
                    <option key={x} value={x}>
                      {PWD_EDUCATION_NAMES[x]}
                    </option>
                  ))}
                </StyledSelect>
              </FormField>
              <div style={{ gridColumn: 'span 3' }}>
                <StyledCheckboxLabel>
                  <input type="checkbox" checked={skills} onChange={(e) => setSkills(e.target.checked)} /> Special skills or other requirements
                </StyledCheckboxLabel>
              </div>
              <div style={{ gridColumn: 'span 3' }}>
                <StyledCheckboxLabel>
                  <input type="checkbox" checked={supervises} onChange={(e) => setSupervises(e.target.checked)} /> Supervises others
                </StyledCheckboxLabel>
              </div>
            </StyledFormGrid>
            {error ? <p role="alert">{error}</p> : null}
            <StyledFormActions>
              <StyledButton type="submit" $variant="primary">
                Suggest the level
              </StyledButton>
            </StyledFormActions>
          </form>
        </StyledCard>
        {payload ? <Result payload={payload} /> : null}
        {(ADMIN_ROLES as readonly number[]).includes(roleId) ? (
          <StyledCard>
            <WageImport />
          </StyledCard>
        ) : null}
      </StyledStack>
    </PageFrame>
  );
}
