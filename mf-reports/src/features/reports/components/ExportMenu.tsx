import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui';

const StyledWrap = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledPanel = styled.ul`
  position: absolute;
  right: 0;
  z-index: 50;
  min-width: 200px;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(15, 20, 28, 0.18);
  button {
    width: 100%;
  }
`;

const StyledStatus = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

export const EXPORT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF',
};

export interface ExportMenuProps {
  formats?: readonly ExportFormat[];
  /** The format being prepared, or null. */
  pending: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  disabled?: boolean;
}

/**
 * "Export ▾": a disclosure with one button per format. While a file is prepared the button is
 * disabled and says which format; Escape or a click outside closes the list and focus returns.
 */
export function ExportMenu({ formats = ['csv', 'xlsx', 'pdf'], pending, onExport, disabled = false }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    wrapRef.current?.querySelector<HTMLButtonElement>('ul button')?.focus();
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <StyledWrap
      ref={wrapRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <StyledButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled || pending !== null}
        onClick={() => setOpen((o) => !o)}
      >
        {pending ? `Exporting ${EXPORT_LABELS[pending]}…` : 'Export ▾'}
      </StyledButton>
      <StyledStatus role="status" aria-live="polite">
        {pending ? `Preparing the ${EXPORT_LABELS[pending]} file` : ''}
      </StyledStatus>
      {open ? (
        <StyledPanel id={panelId} aria-label="Export formats">
          {formats.map((f) => (
            <li key={f}>
              <StyledButton
                type="button"
                onClick={() => {
                  setOpen(false);
                  buttonRef.current?.focus();
                  onExport(f);
                }}
              >
                Export {EXPORT_LABELS[f]}
              </StyledButton>
            </li>
          ))}
        </StyledPanel>
      ) : null}
    </StyledWrap>
  );
}
