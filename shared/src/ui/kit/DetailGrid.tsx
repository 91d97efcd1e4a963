import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from 'shared/ui-core';

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  margin: 0;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const StyledItem = styled.div`
  min-width: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: 2px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface DetailItem {
  label: string;
  value: ReactNode;
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === '' || v === false;

/** Label/value pairs of a record; blank values show as a muted dash. */
export function DetailGrid({ items }: { items: readonly DetailItem[] }) {
  return (
    <StyledGrid>
      {items.map((item) => (
        <StyledItem key={item.label}>
          <dt>{item.label}</dt>
          <dd>{isEmpty(item.value) ? <StyledNone aria-label="not set">—</StyledNone> : item.value}</dd>
        </StyledItem>
      ))}
    </StyledGrid>
  );
}
