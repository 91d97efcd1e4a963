import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { listCompaniesCall, petitionDetailsCall, ZLcaIdPayload, type TCaseDetails, type TRequestLcaPayload } from 'shared/contract';
import { CASE_TYPE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery, useCaseTypeNames } from 'shared/query';
import { buildPath, caseDetailsPath } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  AsyncSelect,
  DetailGrid,
  EmptyState,
  errorMessage,
  fieldIssues,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledLinkButton,
  StyledSelect,
  StyledTextArea,
  type SelectOption,
} from 'shared/ui';
import { useCaseLcas, useRequestLca } from '../api/lcaQueries';
import { lcaStatusTone } from '../components/lcaText';

const TITLE = 'Request LCA';
const isUuid = (s: string | undefined): s is string => !!s && ZLcaIdPayload.lcaId.safeParse(s).success;
/** The LCA subtypes (28 for H-1B, 29 for CAP); their names are the firm's (`useCaseTypeNames`). */
const SUB_TYPES = [28, 29] as const;

/** The job title the case already carries (its data or its title). */
const caseJobTitle = (c: TCaseDetails | undefined): string => {
  const t = c?.data?.jobTitle;
  return typeof t === 'string' ? t : (c?.title ?? '');
};

function RequestForm({ c }: { c?: TCaseDetails }) {
  const api = useApi();
  const navigate = useNavigate();
  const request = useRequestLca();
  const names = useCaseTypeNames();
  const [employer, setEmployer] = useState<SelectOption | null>(null);
  const [subTypeId, setSubTypeId] = useState<28 | 29>(c?.subTypeId === 2 ? 29 : 28);
  const [workers, setWorkers] = useState('1');
  const [jobTitle, setJobTitle] = useState(caseJobTitle(c));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const issues = Object.fromEntries(fieldIssues(request.error).map((i) => [i.path, i.message]));
  const err = (k: string) => errors[k] ?? issues[k];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const n = Number(workers);
    if (!Number.isInteger(n) || n < 1 || n > 1000) next.workers = 'Enter a number of workers from 1 to 1000.';
    if (!c && !employer) next.petitionerId = 'Choose the employer the LCA is for.';
    setErrors(next);
    if (Object.keys(next).length) return;
    const payload: TRequestLcaPayload = {
      ...(c ? { petitionId: c.id } : { petitionerId: employer!.value }),
      subTypeId,
      workers: n,
      ...(jobTitle.trim() ? { jobTitle: jobTitle.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    request.mutate(payload, { onSuccess: (l) => navigate(buildPath('lca.details', { itemId: l.id })) });
  };

  const loadEmployers = async (search: string, signal: AbortSignal) => {
    const res = await api.call(listCompaniesCall, { page: 1, perpage: 20, matcher: {}, sort: { field: 'name', order: 1 }, ...(search.trim() ? { search: search.trim() } : {}) }, { signal });
    return res.data.map((co) => ({ value: co.id, label: co.name }));
  };

  return (
    <form onSubmit={submit} aria-label="Request an LCA" noValidate>
      <StyledFormGrid>
        {c ? null : (
          <div style={{ gridColumn: 'span 6' }}>
            <AsyncSelect label="Employer" required loadOptions={loadEmployers} value={employer} onChange={setEmployer} error={err('petitionerId')} placeholder="Type the employer’s name…" />
          </div>
        )}
        <FormField label="Kind of LCA" span={2}>
          <StyledSelect value={subTypeId} onChange={(e) => setSubTypeId(Number(e.target.value) as 28 | 29)}>
            {SUB_TYPES.map((id) => (
              <option key={id} value={id}>
                {names.subTypeName(id)}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Number of workers" required span={2} error={err('workers')} hint="Positions the LCA will cover.">
          <StyledInput type="number" inputMode="numeric" min={1} max={1000} value={workers} onChange={(e) => setWorkers(e.target.value)} />
        </FormField>
        <FormField label="Job title" span={2} error={err('jobTitle')}>
          <StyledInput value={jobTitle} maxLength={200} onChange={(e) => setJobTitle(e.target.value)} />
        </FormField>
        <FormField label="Note for the LCA manager" span={6} error={err('note')}>
          <StyledTextArea rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      </StyledFormGrid>
      {request.error && fieldIssues(request.error).length === 0 ? <p role="alert">{errorMessage(request.error)}</p> : null}
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={request.isPending}>
          {request.isPending ? 'Requesting…' : 'Request LCA'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/** The LCAs the case already has: requesting another is allowed but shown first. */
function CaseLcas({ caseId }: { caseId: string }) {
  const lcas = useCaseLcas(caseId);
  if (!lcas.data || lcas.data.data.length === 0) return null;
  return (
    <StyledCard aria-labelledby="case-lcas-title">
      <h2 id="case-lcas-title">LCAs of this case</h2>
      <ul>
        {lcas.data.data.map((l) => (
          <li key={l.id}>
            <Link to={buildPath('lca.details', { itemId: l.id })}>{l.caseNumber}</Link> <StatusBadge tone={lcaStatusTone(l.statusId)}>{l.statusName}</StatusBadge>
          </li>
        ))}
      </ul>
    </StyledCard>
  );
}

function FromCase({ caseId }: { caseId: string }) {
  const q = useCallQuery(petitionDetailsCall, { petitionId: caseId });
  return (
    <QueryState query={q} noun="case" frameTitle={TITLE} remote="mf-lca-pwd" backTo={{ href: buildPath('lca.list'), label: 'Back to the LCAs' }}>
      {(c) =>
        c.typeId !== CASE_TYPE.H1B ? (
          <PageFrame title={TITLE} remote="mf-lca-pwd">
            <EmptyState
              title="Not an H-1B case"
              description={`Case ${c.caseNumber} is a ${c.typeName} case; an LCA is requested from an H-1B case or on its own.`}
              actions={<StyledLinkButton to={buildPath('lca.request', { itemId: 'new' })}>Request a standalone LCA</StyledLinkButton>}
            />
          </PageFrame>
        ) : (
          <PageFrame title={`${TITLE} for ${c.caseNumber}`} description="The LCA copies the case’s employer, beneficiary and team; the case takes one of its positions." remote="mf-lca-pwd">
            <StyledCard aria-label="H-1B case">
              <DetailGrid
                items={[
                  { label: 'Case', value: <Link to={caseDetailsPath(c)}>{c.caseNumber}</Link> },
                  { label: 'Employer', value: c.petitionerName ?? '—' },
                  { label: 'Beneficiary', value: c.beneficiaryName ?? '—' },
                  { label: 'Type', value: `${c.typeName}${c.subTypeName ? ` · ${c.subTypeName}` : ''}` },
                ]}
              />
            </StyledCard>
            <CaseLcas caseId={c.id} />
            <StyledCard aria-label="Request">
              <RequestForm c={c} />
            </StyledCard>
          </PageFrame>
        )
      }
    </QueryState>
  );
}

/** /requestlca/:itemId — itemId is the H-1B case the LCA is for, or `new` for a standalone LCA. */
export default function RequestLcaPage({ params }: PageProps) {
  const itemId = params.itemId;
  if (isUuid(itemId)) return <FromCase caseId={itemId} />;
  return (
    <PageFrame title={TITLE} description="A standalone LCA for an employer (an H-1B case can use one of its positions later)." remote="mf-lca-pwd">
      <StyledCard aria-label="Request">
        <RequestForm />
      </StyledCard>
    </PageFrame>
  );
}
