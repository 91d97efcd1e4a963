import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Tone = 'danger' | 'success' | 'info';

const StyledAlert = styled.div<{ $tone: Tone }>`
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  ${({ $tone, theme }) =>
    $tone === 'danger' &&
    css`
      border-color: ${theme.color.danger};
      background: ${theme.color.dangerBg};
    `}
  ${({ $tone, theme }) =>
    $tone === 'success' &&
    css`
      border-color: ${theme.color.success};
      background: ${theme.color.successBg};
    `}
  p {
    margin: 0;
  }
`;

/** An inline message above or inside a form; errors are announced at once, others politely. */
export function FormAlert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <StyledAlert $tone={tone} role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </StyledAlert>
  );
}
