import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from 'shared/ui-core';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  background: rgba(15, 20, 28, 0.45);
  overflow-y: auto;
  ${mobile} {
    padding: 0;
    align-items: stretch;
  }
`;

const StyledDialog = styled.div<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(15, 20, 28, 0.25);
  ${mobile} {
    max-width: none;
    border-radius: 0;
    min-height: 100%;
  }
`;

const StyledDialogHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
`;

const StyledDialogBody = styled.div`
  padding: ${({ theme }) => theme.space(5)};
`;

const StyledDialogFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledClose = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  width?: string;
  /** While true, Escape and the backdrop do not close (e.g. an import is running). */
  locked?: boolean;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: focus moves in and is kept inside, Escape closes, focus returns to the opener. */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  width = '560px',
  locked = false,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const lockedRef = useRef(locked);
  const closeRef = useRef(onClose);
  useEffect(() => {
    lockedRef.current = locked;
    closeRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = ref.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !lockedRef.current) {
      e.stopPropagation();
      closeRef.current();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <StyledBackdrop
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !lockedRef.current) closeRef.current();
      }}
    >
      <StyledDialog
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <StyledDialogHeader>
          <h2 id={titleId}>{title}</h2>
          <StyledClose
            type="button"
            aria-label="Close"
            onClick={() => !lockedRef.current && closeRef.current()}
            disabled={locked}
          >
            ×
          </StyledClose>
        </StyledDialogHeader>
        <StyledDialogBody>{children}</StyledDialogBody>
        {footer ? <StyledDialogFooter>{footer}</StyledDialogFooter> : null}
      </StyledDialog>
    </StyledBackdrop>
  );
}
