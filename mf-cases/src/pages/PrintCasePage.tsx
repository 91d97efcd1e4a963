import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { downloadDetailsAsPdfCall, type TCaseDetails } from 'shared/contract';
import { formatDate, formatDateTime } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { useCaseTypeNames } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { DetailGrid, errorMessage, PageFrame, QueryState, StyledActionBar, StyledButton } from 'shared/ui';
import { useCaseDetails, CaseHeaderFacts, saveFile, ASSIGNMENT_SLOTS } from 'case-kit/details';

const StyledSheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: 16px;
    margin: 0 0 ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  @media print {
    a {
      color: inherit;
      text-decoration: none;
    }
  }
`;

const StyledNoPrint = styled.div`
  @media print {
    display: none;
  }
`;

function PrintSheet({ c }: { c: TCaseDetails }) {
  const api = useApi();
  const toast = useToast();
  const names = useCaseTypeNames();
  const typeNames = names.of(c);
  const pdf = useMutation({
    mutationFn: () => api.call(downloadDetailsAsPdfCall, { petitionId: c.id }),
    onSuccess: saveFile,
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <PageFrame
      title={`Case ${c.caseNumber}`}
      description={[typeNames.typeName, typeNames.subTypeName].filter(Boolean).join(' · ')}
      remote="mf-cases"
      actions={
        <StyledNoPrint>
          <StyledActionBar>
            <Link to={buildPath(c.kind === 'rfe' ? 'cases.rfePetitionDetails' : 'cases.petitionDetails', { itemId: c.id })}>Back to the case</Link>
            <StyledButton type="button" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
              {pdf.isPending ? 'Preparing PDF…' : 'Download PDF'}
            </StyledButton>
            <StyledButton type="button" $variant="primary" onClick={() => window.print()}>
              Print
            </StyledButton>
          </StyledActionBar>
        </StyledNoPrint>
      }
    >
      <StyledSheet aria-label="Printable case details">
        <section>
          <h2>Summary</h2>
          <CaseHeaderFacts c={c} />
        </section>
        <section>
          <h2>Dates</h2>
          <DetailGrid
            items={[
              { label: 'Valid From', value: formatDate(c.validityFrom) },
              { label: 'Valid To', value: formatDate(c.validityTo) },
              { label: 'Created', value: formatDateTime(c.createdAt) },
            ]}
          />
        </section>
        <section>
          <h2>Assignments</h2>
          <DetailGrid items={ASSIGNMENT_SLOTS.map((s) => ({ label: s.label, value: c[s.field]?.name }))} />
        </section>
        <section>
          <h2>Workflow progress</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Activity</th>
                <th scope="col">Done by</th>
                <th scope="col">When</th>
              </tr>
            </thead>
            <tbody>
              {c.workflow.activities.map((a) => {
                const log = [...c.completionLog].reverse().find((e) => e.code === a.code);
                return (
                  <tr key={a.code}>
                    <td>
                      {a.label}
                      {c.nextWorkflowActivity === a.code ? ' (next)' : ''}
                    </td>
                    <td>{log?.byName ?? (c.completedActivities.includes(a.code) ? 'done' : '—')}</td>
                    <td>{log ? formatDateTime(log.at) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
        {c.parent || c.children.length ? (
          <section>
            <h2>Linked cases</h2>
            <ul>
              {c.parent ? <li>Created from {c.parent.caseNumber}</li> : null}
              {c.children.map((k) => (
                <li key={k.id}>
                  {k.caseNumber} — {names.typeName(k.typeId, k.typeName)}, {k.statusName}
                  {k.deadlineDate ? `, due ${formatDate(k.deadlineDate)}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </StyledSheet>
    </PageFrame>
  );
}

/** /petition-details/print/:id — the case on one printable sheet, with Print and Download PDF. */
export default function PrintCasePage({ params }: PageProps) {
  const query = useCaseDetails(params.id);
  return (
    <QueryState query={query} noun="case" remote="mf-cases" frameTitle="Print Case" backTo={{ href: buildPath('cases.list'), label: 'Back to cases' }}>
      {(c) => <PrintSheet c={c} />}
    </QueryState>
  );
}
