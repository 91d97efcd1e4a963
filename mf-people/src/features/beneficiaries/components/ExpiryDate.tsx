import styled from 'styled-components';
import { daysBetween, formatDate, overdueLabel } from 'shared/domain';
import { expiryTone } from '../utils/expiryTone';

const StyledDate = styled.span<{ $tone: 'danger' | 'warning' | null }>`
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'warning' ? theme.color.warning : 'inherit')};
  font-weight: ${({ $tone }) => ($tone ? 600 : 400)};
  white-space: nowrap;
`;

/** A date that can run out: red when past or within 30 days, amber within 180, with the days in a tooltip. */
export function ExpiryDate({ date }: { date: string | null | undefined }) {
  if (!date) return null;
  const tone = expiryTone(date);
  const days = daysBetween(new Date(), date);
  const title = days === undefined ? undefined : days < 0 ? overdueLabel(-days) : `${days} day(s) left`;
  return (
    <StyledDate $tone={tone === 'danger' || tone === 'warning' ? tone : null} title={title}>
      {formatDate(date)}
      {days !== undefined && days < 0 ? ' (expired)' : ''}
    </StyledDate>
  );
}
