import styled from 'styled-components';
import { CASE_STATUS_BY_ID } from 'shared/domain/case-status';
import { readableTextColour } from './colour';

const StyledCaseBadge = styled.span<{ $bg: string; $fg: string }>`
  display: inline-flex;
  align-items: center;
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
`;

export interface CaseStatusBadgeProps {
  /** A SPEC §4 case status id (1–33). */
  statusId: number | null | undefined;
}

/**
 * A case status chip in its SPEC §4 colour (CASE_STATUS_BY_ID); the text is dark or white,
 * whichever contrasts more with that colour. An unknown id shows a neutral 'Unknown status'.
 */
export function CaseStatusBadge({ statusId }: CaseStatusBadgeProps) {
  const status = statusId == null ? undefined : CASE_STATUS_BY_ID.get(statusId);
  const bg = status?.colour ?? '#dfe1e6';
  return (
    <StyledCaseBadge $bg={bg} $fg={readableTextColour(bg)} className={status?.styleClass} data-status-id={status?.id}>
      {status?.name ?? 'Unknown status'}
    </StyledCaseBadge>
  );
}
