import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TCaseListItem } from 'shared/contract';
import { formatDate, overdueLabel } from 'shared/domain';
import { CaseStatusBadge, type ListColumn } from 'shared/ui';
import { caseDetailsPath } from 'shared/routes';

const StyledOverdue = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
  font-weight: 600;
`;

const StyledDue = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

/** Days until the deadline, from the case's own overdue count or today's date. */
const dueText = (r: TCaseListItem, today: string): string | null => {
  if (!r.deadlineDate || r.closed) return null;
  const days = Math.round((Date.parse(r.deadlineDate) - Date.parse(today)) / 86_400_000);
  if (days === 0) return 'Due today';
  return days > 0 ? `Due in ${days} day(s)` : null;
};

export const deadlineColumns = (today: string): ListColumn<TCaseListItem>[] => [
  {
    id: 'deadline',
    header: 'Deadline',
    mobile: 'subtitle',
    cell: (r) => (
      <span>
        {formatDate(r.deadlineDate)}
        {r.overdueDays !== null && r.overdueDays > 0 ? (
          <StyledOverdue>{overdueLabel(r.overdueDays)}</StyledOverdue>
        ) : dueText(r, today) ? (
          <StyledDue>{dueText(r, today)}</StyledDue>
        ) : null}
      </span>
    ),
  },
  {
    id: 'case',
    header: 'Case No.',
    mobile: 'title',
    cell: (r) => (
      <Link to={caseDetailsPath(r)}>
        <strong>{r.caseNumber}</strong>
      </Link>
    ),
  },
  {
    id: 'type',
    header: 'Case Type',
    wrap: true,
    cell: (r) =>
      !r.subTypeName
        ? r.typeName
        : r.subTypeName.startsWith(r.typeName)
          ? r.subTypeName
          : `${r.typeName} · ${r.subTypeName}`,
  },
  { id: 'beneficiary', header: 'Beneficiary', wrap: true, cell: (r) => r.beneficiaryName ?? '' },
  { id: 'petitioner', header: 'Petitioner', wrap: true, cell: (r) => r.petitionerName ?? '' },
  { id: 'status', header: 'Status', cell: (r) => <CaseStatusBadge statusId={r.statusId} /> },
  { id: 'attorney', header: 'Attorney', wrap: true, cell: (r) => r.attorney?.name ?? '' },
  { id: 'paralegal', header: 'Paralegal', wrap: true, cell: (r) => r.paralegal?.name ?? '' },
];
