import type { TBeneficiary } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { EmptyState, StyledCard } from 'shared/ui';
import { dateRange, StyledHistoryList } from './HistoryList';

export function EducationList({ beneficiary: b }: { beneficiary: TBeneficiary }) {
  if (b.education.length === 0)
    return (
      <StyledCard>
        <EmptyState level={3} title="No education yet" description="Degrees entered on the profile show here." />
      </StyledCard>
    );
  return (
    <StyledCard aria-label="Education">
      <StyledHistoryList>
        {b.education.map((e, i) => (
          <li key={`${e.degree}-${i}`}>
            <strong>
              {e.degree}
              {e.fieldOfStudy ? `, ${e.fieldOfStudy}` : ''}
            </strong>
            <span>
              {[
                e.institution,
                e.graduationDate ? `graduated ${formatDate(e.graduationDate)}` : dateRange(e.startDate, e.endDate),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </StyledHistoryList>
    </StyledCard>
  );
}
