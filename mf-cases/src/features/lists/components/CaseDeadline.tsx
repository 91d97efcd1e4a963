import styled from 'styled-components';
import { formatDate, overdueLabel } from 'shared/domain/format';

const StyledDeadline = styled.span`
  display: inline-flex;
  flex-direction: column;
`;

const StyledOverdue = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
  font-weight: 600;
`;

/** A deadline date with SPEC §9's 'Overdue by N day(s)' under it when the open case is late. */
export function CaseDeadline({ date, overdueDays }: { date: string | null; overdueDays: number | null }) {
  if (!date) return <span aria-label="No deadline">—</span>;
  return (
    <StyledDeadline>
      <span>{formatDate(date)}</span>
      {overdueDays !== null && overdueDays > 0 ? <StyledOverdue>{overdueLabel(overdueDays)}</StyledOverdue> : null}
    </StyledDeadline>
  );
}
