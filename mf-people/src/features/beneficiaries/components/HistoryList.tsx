import styled from 'styled-components';
import { formatDate } from 'shared/domain';

/** A plain list of dated entries (degrees, jobs). */
export const StyledHistoryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => `${theme.space(3)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    white-space: pre-line;
  }
`;

/** 'Jan 05, 2020 – present'. */
export const dateRange = (from?: string | null, to?: string | null, current?: boolean) =>
  [formatDate(from) || '?', current ? 'present' : formatDate(to) || '?'].join(' – ');
