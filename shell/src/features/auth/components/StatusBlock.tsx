import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'success' | 'danger' | 'info';

const StyledBlock = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledIcon = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  font-size: 22px;
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.brand};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.successBg : $tone === 'danger' ? theme.color.dangerBg : theme.color.surfaceAlt};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const ICONS: Record<Tone, string> = { success: '✓', danger: '!', info: 'i' };

/** The outcome of a link or a request: an icon, what happened, and what to do next. */
export function StatusBlock({ tone, children, actions }: { tone: Tone; children: ReactNode; actions?: ReactNode }) {
  return (
    <StyledBlock role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone}>
      <StyledIcon $tone={tone} aria-hidden="true">
        {ICONS[tone]}
      </StyledIcon>
      <div>{children}</div>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledBlock>
  );
}
