import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ERROR_CODES, type TLcaFillView } from 'shared/contract';
import { formatDate, formatDateTime, isoToUs, LCA_WAGE_UNITS, usToIso, type LcaWageUnit } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import {
  DateInput,
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  fieldIssues,
  FormField,
  Loading,
  PageFrame,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { useLcaFill, useLcaFillSave } from '../api/lcaQueries';
import { validateLcaForm, worksiteInput, worksiteIssues, worksiteToForm, newWorksite, type WorksiteForm } from '../components/lcaForm';
import { WAGE_UNIT_LABELS, wageText } from '../components/lcaText';
import { WorksitesEditor } from '../components/WorksitesEditor';

const TITLE = 'LCA Information';
const REMOTE = 'mf-lca-pwd';

/* Phone first: the kit's form grid is one column up to 768 px; wide screens keep a readable width. */
const StyledNarrow = styled.div`
  max-width: 880px;
  margin: 0 auto;
`;

export const linkTokenOf = ({ linkToken, query }: Pick<PageProps, 'linkToken' | 'query'>): string | null =>
  linkToken ?? query.get('token') ?? query.get('key') ?? query.get('accessToken');

interface FillState {
  worksites: WorksiteForm[];
  wageFrom: string;
  wageTo: string;
  wageUnit: LcaWageUnit;
  fullTime: boolean;
  periodStart: string;
  periodEnd: string;
  workers: string;
  filledBy: string;
}

const toState = (v: TLcaFillView): FillState => ({
  worksites: v.worksites.length ? v.worksites.map(worksiteToForm) : [newWorksite()],
  wageFrom: v.wageFrom == null ? '' : String(v.wageFrom),
  wageTo: v.wageTo == null ? '' : String(v.wageTo),
  wageUnit: v.wageUnit,
  fullTime: v.fullTime,
  periodStart: isoToUs(v.periodStart),
  periodEnd: isoToUs(v.periodEnd),
  workers: String(v.workers || 1),
  filledBy: v.contactName ?? '',
});

/** Checks with the shared rules (the prevailing wage is the firm's: the server compares it). */
function validate(s: FillState): Record<string, string> {
  const base = validateLcaForm({
    employerName: '',
    fein: '',
    jobTitle: '',
    socCode: null,
    wageLevel: '',
    prevailingWage: '',
    prevailingWageUnit: 'year',
    pwSource: '',
    pwSourceDetail: '',
    wageFrom: s.wageFrom,
    wageTo: s.wageTo,
    wageUnit: s.wageUnit,
    fullTime: s.fullTime,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    workers: s.workers,
    h1bDependent: '',
    wilfulViolator: '',
    exemptOnly: '',
    fteCount: '',
    h1bCount: '',
    exemptH1bCount: '',
    worksites: [],
  });
  const e: Record<string, string> = { ...base };
  for (const i of worksiteIssues(s.worksites, true)) e[i.path] ??= i.message;
  if (!s.wageFrom.trim()) e.wageFrom = 'Enter the wage offered.';
  if (!s.filledBy.trim()) e.filledBy = 'Enter your name.';
  return e;
}

function FillForm({ token, view, onDone }: { token: string; view: TLcaFillView; onDone: (at: string) => void }) {
  const save = useLcaFillSave();
  const [s, setS] = useState<FillState>(() => toState(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FillState>(k: K, v: FillState[K]) => setS((x) => ({ ...x, [k]: v }));
  const issues = Object.fromEntries(fieldIssues(save.error).map((i) => [i.path, i.message]));
  const all = { ...issues, ...errors };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(s);
    setErrors(found);
    if (Object.keys(found).length) return;
    const from = Number(s.wageFrom.replace(/[$,\s]/g, ''));
    const to = s.wageTo.trim() ? Number(s.wageTo.replace(/[$,\s]/g, '')) : null;
    save.mutate(
      {
        token,
        worksites: s.worksites.map(worksiteInput).filter((w) => w.line1 || w.city || w.state || w.zipCode || w.name),
        wageFrom: from,
        wageTo: to,
        wageUnit: s.wageUnit,
        fullTime: s.fullTime,
        ...(usToIso(s.periodStart) ? { periodStart: usToIso(s.periodStart)! } : {}),
        ...(usToIso(s.periodEnd) ? { periodEnd: usToIso(s.periodEnd)! } : {}),
        workers: Number(s.workers),
        filledBy: s.filledBy.trim(),
      },
      { onSuccess: (r) => onDone(r.filledAt) },
    );
  };
  const dead = errorCode(save.error) === ERROR_CODES.LINK_TOKEN_INVALID;
  return (
    <form onSubmit={submit} aria-label="Worksites and wages" noValidate>
      <WorksitesEditor sites={s.worksites} onChange={(w) => set('worksites', w)} errors={all} />
      <StyledFieldset>
        <legend>Wages and period</legend>
        <StyledFormGrid>
          <FormField label="Wage offered (from)" required span={2} error={all.wageFrom}>
            <StyledInput inputMode="decimal" value={s.wageFrom} onChange={(e) => set('wageFrom', e.target.value)} />
          </FormField>
          <FormField label="Up to (for a range)" span={2} error={all.wageTo}>
            <StyledInput inputMode="decimal" value={s.wageTo} onChange={(e) => set('wageTo', e.target.value)} />
          </FormField>
          <FormField label="Paid" span={2}>
            <StyledSelect value={s.wageUnit} onChange={(e) => set('wageUnit', e.target.value as LcaWageUnit)}>
              {LCA_WAGE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {WAGE_UNIT_LABELS[u]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Employment starts" span={2} error={all.periodStart}>
            <DateInput value={s.periodStart} onChange={(e) => set('periodStart', e.target.value)} />
          </FormField>
          <FormField label="Employment ends" span={2} error={all.periodEnd} hint="At most 3 years after the start.">
            <DateInput value={s.periodEnd} onChange={(e) => set('periodEnd', e.target.value)} />
          </FormField>
          <FormField label="Number of workers" span={2} error={all.workers}>
            <StyledInput type="number" inputMode="numeric" min={1} max={1000} value={s.workers} onChange={(e) => set('workers', e.target.value)} />
          </FormField>
        </StyledFormGrid>
        <StyledCheckboxLabel>
          <input type="checkbox" checked={s.fullTime} onChange={(e) => set('fullTime', e.target.checked)} /> Full-time position
        </StyledCheckboxLabel>
      </StyledFieldset>
      <StyledFormGrid>
        <FormField label="Your name" required span={3} error={all.filledBy}>
          <StyledInput value={s.filledBy} maxLength={200} autoComplete="name" onChange={(e) => set('filledBy', e.target.value)} />
        </FormField>
      </StyledFormGrid>
      {save.error && (dead || fieldIssues(save.error).length === 0) ? (
        <p role="alert">{dead ? 'This link has been used or has expired. Ask the law firm for a new one.' : errorMessage(save.error)}</p>
      ) : null}
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={save.isPending || dead}>
          {save.isPending ? 'Sending…' : 'Send to the law firm'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

function Filled({ view }: { view: TLcaFillView }) {
  return (
    <StyledCard role="status">
      <h2>Already sent</h2>
      <p>The details were sent through this link; the law firm has them. Ask the firm if something changed.</p>
      <p>{`Wage: ${wageText(view.wageFrom, view.wageTo, view.wageUnit)}. ${view.worksites.length} worksite${view.worksites.length === 1 ? '' : 's'}.`}</p>
    </StyledCard>
  );
}

/** /fill-lca-anonymous-user/:itemId?token=… — public: the employer's contact sends worksites and wages (single use). */
export default function FillLcaAnonymousPage(props: PageProps) {
  const token = linkTokenOf(props);
  const q = useLcaFill(token);
  const [doneAt, setDoneAt] = useState<string | null>(null);
  if (!token)
    return (
      <PageFrame title={TITLE} remote={REMOTE}>
        <EmptyState title="This link is incomplete" description="Open the link exactly as it is in the e-mail from the law firm." />
      </PageFrame>
    );
  if (q.isPending)
    return (
      <PageFrame title={TITLE} remote={REMOTE}>
        <Loading label="Loading the LCA…" />
      </PageFrame>
    );
  if (q.isError)
    return (
      <PageFrame title={TITLE} remote={REMOTE}>
        {errorCode(q.error) === ERROR_CODES.LINK_TOKEN_INVALID ? (
          <EmptyState title="This link has been used or has expired" description="Each link works once and for a limited time. Ask the law firm for a new link." />
        ) : (
          <ErrorPanel title="Couldn’t load the LCA" message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        )}
      </PageFrame>
    );
  const v = q.data;
  const description = `${v.firmName} · ${v.employerName ?? 'Employer'}${v.jobTitle ? ` · ${v.jobTitle}` : ''}`;
  return (
    <PageFrame title={`${TITLE} — ${v.caseNumber}`} description={description} remote={REMOTE}>
      <StyledNarrow>
        {doneAt ? (
          <StyledCard role="status">
            <h2>Thank you</h2>
            <p>{`The worksites and wages were sent to ${v.firmName} on ${formatDateTime(doneAt)}. This link cannot be used again.`}</p>
          </StyledCard>
        ) : v.filled ? (
          <Filled view={v} />
        ) : (
          <StyledCard aria-label="LCA details">
            <p>{`Please give the places of employment and the wage for ${v.jobTitle ?? 'the position'}. The link works once, until ${formatDate(v.expiresAt)}.`}</p>
            <FillForm token={token} view={v} onDone={setDoneAt} />
          </StyledCard>
        )}
      </StyledNarrow>
    </PageFrame>
  );
}
