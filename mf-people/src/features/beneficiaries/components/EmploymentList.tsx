import type { TBeneficiary } from 'shared/contract';
import { EmptyState, StyledCard } from 'shared/ui';
import { dateRange, StyledHistoryList } from './HistoryList';

export function EmploymentList({ beneficiary: b }: { beneficiary: TBeneficiary }) {
  if (b.employment.length === 0)
    return (
      <StyledCard>
        <EmptyState level={3} title="No employment history yet" description="Jobs entered on the profile show here." />
      </StyledCard>
    );
  return (
    <StyledCard aria-label="Employment">
      <StyledHistoryList>
        {b.employment.map((e, i) => (
          <li key={`${e.employer}-${i}`}>
            <strong>
              {e.title ? `${e.title}, ` : ''}
              {e.employer}
            </strong>
            <span>
              {dateRange(e.startDate, e.endDate, e.current)}
              {e.hoursPerWeek ? ` · ${e.hoursPerWeek} h/week` : ''}
            </span>
            {e.duties ? <p>{e.duties}</p> : null}
          </li>
        ))}
      </StyledHistoryList>
    </StyledCard>
  );
}
