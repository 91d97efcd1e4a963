import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { TLcaPaf } from 'shared/contract';
import { formatBytes, formatDate, formatDateTime, isoToUs, usToIso } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { DateInput, DetailGrid, errorMessage, FormField, QueryState, StatusBadge, StyledButton, StyledCard, StyledTextArea } from 'shared/ui';
import { useGeneratePaf, useLcaPaf, useUpdatePaf } from '../api/pafQueries';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    width: 100%;
    min-height: 120px;
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

function DeadlineBadge({ paf }: { paf: TLcaPaf }) {
  if (!paf.dueOn) return <StatusBadge tone="neutral">Not certified yet</StatusBadge>;
  if (paf.file && !paf.overdue) return <StatusBadge tone="success">Ready</StatusBadge>;
  return paf.overdue ? <StatusBadge tone="danger">{`Overdue since ${formatDate(paf.dueOn)}`}</StatusBadge> : <StatusBadge tone="warning">{`Due ${formatDate(paf.dueOn)}`}</StatusBadge>;
}

function PafForm({ paf }: { paf: TLcaPaf }) {
  const update = useUpdatePaf();
  const generate = useGeneratePaf();
  const [wageMemo, setWageMemo] = useState(paf.wageMemo ?? '');
  const [benefits, setBenefits] = useState(paf.benefitsSummary ?? '');
  const [lastLeft, setLastLeft] = useState(isoToUs(paf.lastWorkerLeftOn));
  const [hold, setHold] = useState(paf.retention.legalHold);
  const [holdNote, setHoldNote] = useState(paf.legalHoldNote ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setWageMemo(paf.wageMemo ?? '');
    setBenefits(paf.benefitsSummary ?? '');
    setLastLeft(isoToUs(paf.lastWorkerLeftOn));
    setHold(paf.retention.legalHold);
    setHoldNote(paf.legalHoldNote ?? '');
  }, [paf]);
  const save = () => {
    const last = lastLeft.trim() ? usToIso(lastLeft) : null;
    if (lastLeft.trim() && !last) return setError('Enter the last worker’s leaving day as MM/DD/YYYY.');
    setError(null);
    update.mutate(
      { lcaId: paf.lcaId, wageMemo: wageMemo.trim() || null, benefitsSummary: benefits.trim() || null, lastWorkerLeftOn: last, legalHold: hold, legalHoldNote: holdNote.trim() || null },
      { onError: (e) => setError(errorMessage(e)) },
    );
  };
  return (
    <StyledForm
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <FormField label="Wage memo: the actual wage system" hint="How the employer sets actual wages (experience, education, duties, performance).">
        <StyledTextArea value={wageMemo} maxLength={20_000} onChange={(e) => setWageMemo(e.target.value)} />
      </FormField>
      <FormField label="Summary of benefits" hint="Benefits offered to U.S. workers in the occupation, offered to H-1B workers on the same basis.">
        <StyledTextArea value={benefits} maxLength={20_000} onChange={(e) => setBenefits(e.target.value)} />
      </FormField>
      <FormField label="Last H-1B worker left on" hint="Starts the one-year retention clock.">
        <DateInput value={lastLeft} onChange={(e) => setLastLeft(e.target.value)} />
      </FormField>
      <label>
        <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} /> Legal hold (never destroy while set)
      </label>
      {hold ? (
        <FormField label="Reason for the hold">
          <StyledTextArea value={holdNote} maxLength={1000} onChange={(e) => setHoldNote(e.target.value)} />
        </FormField>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <StyledRow>
        <StyledButton type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </StyledButton>
        <StyledButton type="button" $variant="primary" disabled={!paf.certifiedOn || generate.isPending} onClick={() => generate.mutate({ lcaId: paf.lcaId }, { onError: (e) => setError(errorMessage(e)) })}>
          {generate.isPending ? 'Generating…' : paf.file ? 'Generate again' : 'Generate public access file'}
        </StyledButton>
      </StyledRow>
    </StyledForm>
  );
}

/** One LCA's public access file: deadline, what is missing, the generated PDF, texts, retention. */
export function PafPanel({ lcaId }: { lcaId: string }) {
  const query = useLcaPaf(lcaId);
  return (
    <StyledCard aria-label="Public access file">
      <QueryState query={query} noun="public access file">
        {(paf) => (
          <>
            <StyledRow>
              <h2 style={{ margin: 0 }}>
                {paf.caseNumber} {paf.employerName ? `· ${paf.employerName}` : ''}
              </h2>
              <DeadlineBadge paf={paf} />
              <a href={buildPath('lca.details', { itemId: paf.lcaId })}>Open the LCA</a>
            </StyledRow>
            <DetailGrid
              items={[
                { label: 'LCA status', value: paf.statusName },
                { label: 'ETA case number', value: paf.etaCaseNumber },
                { label: 'Certified on', value: paf.certifiedOn ? formatDate(paf.certifiedOn) : null },
                { label: 'PAF due (one working day after certification)', value: paf.dueOn ? formatDate(paf.dueOn) : 'When the LCA is certified' },
                { label: 'Keep until', value: paf.retention.keepUntil ? formatDate(paf.retention.keepUntil) : null },
                { label: 'Retention rule', value: paf.retention.label },
                { label: 'May be destroyed', value: paf.retention.legalHold ? 'No — legal hold' : paf.retention.mayPurge ? 'Yes' : 'Not yet' },
                { label: 'Dependent-employer items', value: paf.dependentItems ? 'Included (H-1B dependent or wilful violator)' : 'Not needed' },
              ]}
            />
            {paf.file ? (
              <p>
                Generated {formatDateTime(paf.file.generatedAt)}
                {paf.file.generatedByName ? ` by ${paf.file.generatedByName}` : ''}: {paf.file.pages} pages, {formatBytes(paf.file.size)}.{' '}
                {paf.file.url ? (
                  <a href={paf.file.url} target="_blank" rel="noreferrer">
                    Download PDF
                  </a>
                ) : null}
              </p>
            ) : (
              <p>No public access file generated yet.</p>
            )}
            {paf.missing.length ? (
              <div role="note">
                <strong>Still missing:</strong>
                <ul>
                  {paf.missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {!paf.certifiedOn ? <p>The public access file is generated once the LCA is certified.</p> : null}
            <PafForm paf={paf} />
          </>
        )}
      </QueryState>
    </StyledCard>
  );
}
