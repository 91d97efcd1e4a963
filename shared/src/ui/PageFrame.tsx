import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from './theme';

const StyledFrame = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: 0;
    font-size: 22px;
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface PageFrameProps {
  title: string;
  description?: string | undefined;
  actions?: ReactNode;
  /** Marks which remote rendered the page (used by tests and support). */
  remote?: string | undefined;
  children?: ReactNode;
}

export function PageFrame({ title, description, actions, remote, children }: PageFrameProps) {
  return (
    <StyledFrame data-remote={remote} data-testid="page-frame">
      <StyledHeader>
        <div>
          <h1>{title}</h1>
          {description ? <p>{description}</p> : null}
        </div>
        {actions ? <div>{actions}</div> : null}
      </StyledHeader>
      {children}
    </StyledFrame>
  );
}
