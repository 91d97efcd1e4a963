import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  h2,
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    max-width: 44ch;
  }
`;

const StyledEmptyActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Heading level; 3 inside cards and tabs. */
  level?: 2 | 3;
}

export function EmptyState({ title, description, actions, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <StyledEmpty data-testid="empty-state">
      <Heading>{title}</Heading>
      {description ? <p>{description}</p> : null}
      {actions ? <StyledEmptyActions>{actions}</StyledEmptyActions> : null}
    </StyledEmpty>
  );
}
