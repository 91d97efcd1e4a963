import styled, { css, keyframes } from 'styled-components';

export const StyledButton = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  font-weight: 500;
  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.color.brand};
      border-color: ${theme.color.brand};
      color: ${theme.color.brandContrast};
    `}
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      background: ${theme.color.danger};
      border-color: ${theme.color.danger};
      color: #fff;
    `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span`
  display: inline-block;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <StyledLoading role="status" aria-live="polite">
      <StyledSpinner aria-hidden="true" />
      <span>{label}</span>
    </StyledLoading>
  );
}
