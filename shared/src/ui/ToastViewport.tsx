import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { toastClick, toastText } from 'shared/domain/toast';
import { useToast, useToasts, type Toast } from 'shared/session';
import { mobile } from './theme';

/*
 * Bottom right: a page's action buttons sit at its top right (PageFrame), where toasts used to
 * cover them. The stack itself lets clicks through; only the toasts take them.
 */
const StyledViewport = styled.ol`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  pointer-events: none;
  & > li {
    pointer-events: auto;
  }
  z-index: 1000;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  width: min(380px, calc(100vw - 32px));
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobile} {
    right: ${({ theme }) => theme.space(2)};
    left: ${({ theme }) => theme.space(2)};
    width: auto;
  }
`;

const StyledToast = styled.li<{ $variant: Toast['variant'] }>`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)};
  cursor: pointer;
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      border-left-color: ${theme.color.danger};
    `}
  ${({ $variant, theme }) =>
    $variant === 'success' &&
    css`
      border-left-color: ${theme.color.success};
    `}
  strong {
    font-size: 13px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    word-break: break-word;
  }
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  font-size: 16px;
  line-height: 1;
`;

function ToastItem({ toast }: { toast: Toast }) {
  const { dismiss } = useToast();
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.timeoutMs);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id, toast.timeoutMs]);
  const onClick = () => {
    const { state, effect } = toastClick({ expanded }, toast.message);
    setExpanded(state.expanded);
    if (effect === 'run-handler' && toast.onClick) {
      toast.onClick();
      dismiss(toast.id);
    }
  };
  return (
    <StyledToast
      $variant={toast.variant}
      role={toast.variant === 'danger' ? 'alert' : 'status'}
      tabIndex={0}
      onClick={onClick}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onClick()}
      data-testid="toast"
    >
      <strong>{toast.title}</strong>
      <StyledClose
        type="button"
        aria-label="Dismiss"
        onClick={(e) => {
          e.stopPropagation();
          dismiss(toast.id);
        }}
      >
        ×
      </StyledClose>
      {toast.msgFrom ? <small>{toast.msgFrom}</small> : null}
      <p>{toastText(toast.message, expanded)}</p>
    </StyledToast>
  );
}

/** Bottom-right toast stack (SPEC §8/§9): newest on top, at most 5. Rendered once by the shell. */
export function ToastViewport() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <StyledViewport aria-live="polite" aria-label="Notifications">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </StyledViewport>
  );
}
