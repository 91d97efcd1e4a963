import styled from 'styled-components';
import { pwdConsistencyCall, type TConsistencyResult } from 'shared/contract';
import { useCallQuery } from 'shared/query';
import { errorMessage, Loading, StatusBadge, StyledButton } from 'shared/ui';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tr[data-mismatch='true'] td {
    background: ${({ theme }) => theme.color.dangerBg};
  }
  @media (max-width: 768px) {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
  @media print {
    td,
    th {
      border-bottom: 1px solid #000;
    }
  }
`;
const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space(3)};
  @media print {
    display: none;
  }
`;

const cell = (v: string | null) => v ?? '—';

/** The consistency result as CSV (RFC 4180), one row a fact. */
export function consistencyCsv(r: TConsistencyResult): string {
  const q = (v: string | null) => `"${(v ?? '').replace(/"/g, '""')}"`;
  const head = ['Fact', 'PWD', 'LCA', 'I-129', 'Mismatch', 'Message'].map(q).join(',');
  return [head, ...r.facts.map((f) => [f.label, f.pwd, f.lca, f.i129, f.mismatch ? 'yes' : 'no', f.message].map(q).join(','))].join('\r\n') + '\r\n';
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The facts table (also the printable summary: the page prints without the buttons). */
export function ConsistencyTable({ result }: { result: TConsistencyResult }) {
  return (
    <>
      <p>
        {result.mismatches === 0 ? (
          <StatusBadge tone="success">No mismatch</StatusBadge>
        ) : (
          <StatusBadge tone="danger">{`${result.mismatches} mismatch${result.mismatches === 1 ? '' : 'es'}`}</StatusBadge>
        )}{' '}
        PWD {result.pwd?.caseNumber ?? 'none'} · LCA {result.lca?.caseNumber ?? 'none'} · I-129 data of case {result.caseNumber}
      </p>
      <StyledTable aria-label="PWD, LCA and I-129 facts">
        <thead>
          <tr>
            <th scope="col">Fact</th>
            <th scope="col">PWD</th>
            <th scope="col">LCA</th>
            <th scope="col">I-129</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {result.facts.map((f) => (
            <tr key={f.field} data-mismatch={f.mismatch}>
              <th scope="row">{f.label}</th>
              <td data-label="PWD">{cell(f.pwd)}</td>
              <td data-label="LCA">{cell(f.lca)}</td>
              <td data-label="I-129">{cell(f.i129)}</td>
              <td data-label="Check">{f.mismatch ? <strong>{f.message}</strong> : 'Consistent'}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </>
  );
}

/**
 * One set of facts for an H-1B case (issue 19 point 8): PWD, LCA and I-129 side by side with every
 * mismatch, a CSV export and print. Usable on the PWD details and on the LCA details (caseId = the H-1B case).
 */
export function ConsistencyPanel({ caseId }: { caseId: string }) {
  const q = useCallQuery(pwdConsistencyCall, { caseId }, { enabled: !!caseId });
  if (q.isPending) return <Loading label="Checking the facts…" />;
  if (q.isError) return <p role="alert">{errorMessage(q.error)}</p>;
  const r = q.data;
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title">One set of facts</h2>
      <ConsistencyTable result={r} />
      <StyledActions>
        <StyledButton type="button" onClick={() => download(`facts-${r.caseNumber}.csv`, consistencyCsv(r))}>
          Export CSV
        </StyledButton>
        <StyledButton type="button" onClick={() => window.print()}>
          Print summary
        </StyledButton>
      </StyledActions>
    </section>
  );
}
