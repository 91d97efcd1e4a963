import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-core';
import type { ListColumn } from './listTypes';

const StyledWrap = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledPanel = styled.div`
  position: absolute;
  right: 0;
  z-index: 50;
  min-width: 220px;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(15, 20, 28, 0.18);
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-weight: 600;
    font-size: 13px;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 13px;
  }
`;

const StyledPanelFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(3)};
`;

export interface ColumnChooserProps<T> {
  columns: readonly ListColumn<T>[];
  hidden: ReadonlySet<string>;
  onChange: (id: string, visible: boolean) => void;
  onReset?: () => void;
  /** The button text; 'Columns' by default. */
  label?: string;
}

/**
 * A disclosure button with a checkbox per column (pair it with `useColumnChoice`). Escape or a
 * click outside closes it and focus returns to the button; the last visible column cannot be unticked.
 */
export function ColumnChooser<T>({ columns, hidden, onChange, onReset, label = 'Columns' }: ColumnChooserProps<T>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visibleCount = columns.filter((c) => !hidden.has(c.id)).length;

  useEffect(() => {
    if (!open) return undefined;
    wrapRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
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
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </StyledButton>
      {open ? (
        <StyledPanel id={panelId}>
          <fieldset>
            <legend>Visible columns</legend>
            {columns.map((c) => {
              const checked = !hidden.has(c.id);
              const locked = !!c.alwaysVisible || (checked && visibleCount <= 1);
              return (
                <label key={c.id}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={locked}
                    onChange={(e) => onChange(c.id, e.target.checked)}
                  />
                  {c.header}
                </label>
              );
            })}
          </fieldset>
          {onReset ? (
            <StyledPanelFooter>
              <StyledButton type="button" onClick={onReset}>
                Show all
              </StyledButton>
            </StyledPanelFooter>
          ) : null}
        </StyledPanel>
      ) : null}
    </StyledWrap>
  );
}
