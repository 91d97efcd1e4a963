import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui';

const StyledWrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  > span {
    font-size: 13px;
    font-weight: 500;
  }
  > button {
    justify-content: space-between;
    width: 100%;
  }
`;

const StyledPanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 50;
  min-width: 240px;
  max-height: 320px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
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
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 13px;
  }
`;

export interface CheckOption<V extends string | number> {
  value: V;
  label: string;
}

export interface CheckListFilterProps<V extends string | number> {
  label: string;
  options: readonly CheckOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Text while the options load. */
  loading?: boolean;
}

/** A disclosure button ("Status: 2 selected") with a checkbox per option; Escape or a click outside closes it. */
export function CheckListFilter<V extends string | number>({
  label,
  options,
  value,
  onChange,
  loading = false,
}: CheckListFilterProps<V>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = new Set(value);

  useEffect(() => {
    if (!open) return undefined;
    wrapRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const summary =
    value.length === 0
      ? 'Any'
      : value.length === 1
        ? (options.find((o) => o.value === value[0])?.label ?? '1 selected')
        : `${value.length} selected`;

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
      <span id={`${id}-label`}>{label}</span>
      <StyledButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{summary}</span>
        <span aria-hidden="true">▾</span>
      </StyledButton>
      {open ? (
        <StyledPanel id={`${id}-panel`}>
          <fieldset aria-label={label}>
            {loading ? <span role="status">Loading…</span> : null}
            {options.map((o) => (
              <label key={String(o.value)}>
                <input
                  type="checkbox"
                  checked={chosen.has(o.value)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
                  }
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        </StyledPanel>
      ) : null}
    </StyledWrap>
  );
}
