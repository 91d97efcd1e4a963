import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TCaseDetails } from 'shared/contract';
import { formatDate, overdueLabel } from 'shared/domain/format';
import { useCaseTypeNames } from 'shared/query';
import { buildPath } from 'shared/routes';
import { CaseStatusBadge, DetailGrid, StatusBadge } from 'shared/ui/widgets';

const StyledOverdue = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
`;

/** The header facts: status, parties, branch, deadline (with 'Overdue by N day(s)') and receipt number. */
export function CaseHeaderFacts({ c, extra = [] }: { c: TCaseDetails; extra?: { label: string; value: React.ReactNode }[] }) {
  const typeNames = useCaseTypeNames().of(c);
  return (
    <DetailGrid
      items={[
        { label: 'Status', value: <CaseStatusBadge statusId={c.statusId} /> },
        { label: 'Case Type', value: [typeNames.typeName, typeNames.subTypeName].filter(Boolean).join(' · ') },
        {
          label: 'Beneficiary',
          value: c.beneficiaryId ? <Link to={buildPath('people.beneficiaryDetails', { itemId: c.beneficiaryId })}>{c.beneficiaryName}</Link> : c.beneficiaryName,
        },
        {
          label: 'Petitioner',
          value: c.petitionerId ? <Link to={buildPath('people.petitionerDetails', { itemId: c.petitionerId })}>{c.petitionerName}</Link> : c.petitionerName,
        },
        { label: 'Branch', value: c.branchName },
        {
          label: 'Deadline',
          value: c.deadlineDate ? (
            <>
              {formatDate(c.deadlineDate)}
              {c.overdueDays ? <StyledOverdue>{overdueLabel(c.overdueDays)}</StyledOverdue> : null}
            </>
          ) : null,
        },
        { label: 'Receipt Number', value: c.receiptNumber },
        { label: 'Premium Processing', value: c.premiumProcessing ? <StatusBadge tone="info">Yes</StatusBadge> : 'No' },
        ...extra,
      ]}
    />
  );
}
