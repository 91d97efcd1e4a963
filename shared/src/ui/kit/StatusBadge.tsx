import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 12px;
  font-weight: 500;
  line-height: 18px;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $tone, theme }) =>
    $tone === 'success' &&
    css`
      background: ${theme.color.successBg};
      border-color: transparent;
      color: ${theme.color.success};
    `}
  ${({ $tone, theme }) =>
    $tone === 'danger' &&
    css`
      background: ${theme.color.dangerBg};
      border-color: transparent;
      color: ${theme.color.danger};
    `}
  ${({ $tone, theme }) =>
    $tone === 'warning' &&
    css`
      background: ${theme.color.surfaceAlt};
      border-color: ${theme.color.warning};
      color: ${theme.color.warning};
    `}
  ${({ $tone, theme }) =>
    $tone === 'info' &&
    css`
      border-color: ${theme.color.brand};
      color: ${theme.color.brand};
    `}
`;

export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: string }) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}
