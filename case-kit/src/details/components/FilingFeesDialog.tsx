import { useState } from 'react';
import styled from 'styled-components';
import { filingFeesCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import { formatDate, formatMoney } from 'shared/domain/format';
import { useCallQuery } from 'shared/query';
import { useApi } from 'shared/session';
import { ErrorPanel, Loading, StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledInput } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import type { RuleDecision } from 'shared/domain';

const StyledFees = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  tfoot td {
    font-weight: 600;
  }
`;

const StyledReason = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The case's USCIS fees from the fee table (with its date), and 'Mark filing fee done' under the SPEC §4 rule. */
export function FilingFeesDialog({ c, decision, onClose }: { c: TCaseDetails; decision: RuleDecision; onClose: () => void }) {
  const api = useApi();
  const [employeesText, setEmployeesText] = useState('');
  const employeeCount = /^\d+$/.test(employeesText.trim()) ? Number(employeesText.trim()) : undefined;
  const invalidCount = employeesText.trim() !== '' && employeeCount === undefined;
  const fees = useCallQuery(filingFeesCall, {
    petitionId: c.id,
    complete: false,
    ...(employeeCount !== undefined ? { employeeCount } : {}),
  });
  const complete = useCaseAction(
    c.id,
    () => api.call(filingFeesCall, { petitionId: c.id, complete: true, ...(employeeCount !== undefined ? { employeeCount } : {}) }),
    { success: 'Filing fee marked done.', pick: () => null },
  );
  const f = fees.data;
  const canComplete = decision.allowed && !!f && f.actionable && !f.completed;
  const reason = !decision.allowed ? decision.reason : f && !f.actionable ? f.reason : null;
  return (
    <Dialog
      title="Filing fees"
      onClose={onClose}
      locked={complete.isPending}
      width="640px"
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={complete.isPending}>
            Close
          </StyledButton>
          {canComplete ? (
            <StyledButton type="button" $variant="primary" disabled={complete.isPending} onClick={() => complete.mutate(undefined, { onSuccess: onClose })}>
              {complete.isPending ? 'Saving…' : 'Mark filing fee done'}
            </StyledButton>
          ) : null}
        </>
      }
    >
      <FormField
        label="Full-time employees in the US"
        error={invalidCount ? 'Enter a whole number.' : undefined}
        hint="Leave empty to use the petitioner’s employee count; 25 or fewer is a small employer."
      >
        <StyledInput inputMode="numeric" value={employeesText} onChange={(e) => setEmployeesText(e.target.value)} data-autofocus />
      </FormField>
      {fees.isLoading ? <Loading label="Loading fees…" /> : null}
      {fees.isError ? <ErrorPanel title="Couldn’t compute the fees" message={errorMessage(fees.error)} onRetry={() => void fees.refetch()} /> : null}
      {f ? (
        <>
          <p>
            {f.form ? `Form ${f.form}` : 'No USCIS fee for this case type'}
            {f.premiumProcessing ? ' · premium processing' : ''}
            {f.nonprofit ? ' · nonprofit' : ''}
          </p>
          <StyledFees>
            <thead>
              <tr>
                <th scope="col">Fee</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {f.lines.map((l) => (
                <tr key={l.code}>
                  <td>{l.label}</td>
                  <td>{formatMoney(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>Total</td>
                <td>{formatMoney(f.total)}</td>
              </tr>
            </tfoot>
          </StyledFees>
          <p>
            Fee table effective {formatDate(f.tableEffectiveDate)} ({f.tableSource}).
          </p>
          {f.fileOnlyAfterInvoice || f.fileOnlyAfterPayment ? (
            <p>{f.fileOnlyAfterPayment ? 'File only after payment.' : 'File only after invoice.'}</p>
          ) : null}
          {f.completed ? <p>The filing fee step is done.</p> : null}
        </>
      ) : null}
      {reason && !f?.completed ? <StyledReason role="note">Marking the fee done is not available: {reason}</StyledReason> : null}
      {complete.error ? <p role="alert">{errorMessage(complete.error)}</p> : null}
    </Dialog>
  );
}
