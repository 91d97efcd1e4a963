import styled from 'styled-components';
import { StyledButton } from './primitives';

const StyledPanel = styled.div`
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 16px;
  }
  code {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface ErrorPanelProps {
  title: string;
  message: string;
  code?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** The region-level failure panel: says what failed and offers a retry. */
export function ErrorPanel({ title, message, code, onRetry }: ErrorPanelProps) {
  return (
    <StyledPanel role="alert" data-testid="error-panel">
      <h2>{title}</h2>
      <p>{message}</p>
      {code ? <code>{code}</code> : null}
      {onRetry ? (
        <p>
          <StyledButton type="button" $variant="primary" onClick={onRetry}>
            Retry
          </StyledButton>
        </p>
      ) : null}
    </StyledPanel>
  );
}
