import { useCombobox } from 'downshift';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDebouncedCallback } from './useDebouncedCallback';

const StyledField = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label {
    font-size: 13px;
    font-weight: 500;
  }
`;

const StyledControl = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -1px;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    outline: none;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    padding: ${({ theme }) => `0 ${theme.space(2)}`};
    cursor: pointer;
    align-self: stretch;
  }
`;

const StyledMenu = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 60;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  max-height: 260px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(15, 20, 28, 0.18);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
`;

const StyledOption = styled.li<{ $highlighted: boolean; $selected: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.surfaceAlt : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNote = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledError = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.color.danger};
`;

export interface SelectOption {
  value: string;
  label: string;
  /** A second, muted line. */
  description?: string;
}

export interface AsyncSelectProps {
  label: string;
  /** Options matching `search` (e.g. a master data call); `signal` aborts a superseded request. */
  loadOptions: (search: string, signal: AbortSignal) => Promise<readonly SelectOption[]>;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  placeholder?: string;
  /** A validation message (SPEC §5 wording) shown under the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Wait after typing before asking; 300 ms by default. */
  debounceMs?: number;
  noOptionsText?: string;
}

type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A searchable select whose options come from the server (ARIA combobox via downshift): type to
 * search (debounced, the previous request aborted), arrows to move, Enter to choose, Escape to close.
 */
export function AsyncSelect({
  label,
  loadOptions,
  value,
  onChange,
  placeholder = 'Type to search…',
  error,
  required = false,
  disabled = false,
  debounceMs = 300,
  noOptionsText = 'No matches',
}: AsyncSelectProps) {
  const errorId = useId();
  const [items, setItems] = useState<readonly SelectOption[]>([]);
  const [state, setState] = useState<LoadState>('idle');
  const controller = useRef<AbortController | null>(null);
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  }, [loadOptions]);
  useEffect(() => () => controller.current?.abort(), []);

  const load = (search: string) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState('loading');
    loadRef.current(search, c.signal).then(
      (options) => {
        if (c.signal.aborted) return;
        setItems(options);
        setState('ready');
      },
      () => {
        if (c.signal.aborted) return;
        setItems([]);
        setState('error');
      },
    );
  };
  const debouncedLoad = useDebouncedCallback(load, debounceMs);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<SelectOption>({
      items: [...items],
      selectedItem: value,
      itemToString: (o) => o?.label ?? '',
      itemToKey: (o) => o?.value,
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) debouncedLoad.call(inputValue.trim());
      },
      onIsOpenChange: ({ isOpen: open, inputValue }) => {
        if (open && state !== 'loading')
          load(value && (inputValue ?? '') === value.label ? '' : (inputValue ?? '').trim());
      },
    });

  return (
    <StyledField>
      <label {...getLabelProps()}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <StyledControl $invalid={!!error}>
        <input
          {...getInputProps({
            placeholder,
            disabled,
            'aria-invalid': error ? true : undefined,
            'aria-required': required || undefined,
            'aria-describedby': error ? errorId : undefined,
            'aria-busy': state === 'loading' || undefined,
          })}
        />
        {value && !disabled ? (
          <button type="button" aria-label={`Clear ${label}`} onClick={() => onChange(null)}>
            ×
          </button>
        ) : null}
        <button type="button" aria-label={`Show ${label} options`} disabled={disabled} {...getToggleButtonProps()}>
          ▾
        </button>
      </StyledControl>
      <StyledMenu {...getMenuProps()} $open={isOpen}>
        {isOpen && state === 'loading' ? <StyledNote aria-live="polite">Loading…</StyledNote> : null}
        {isOpen && state === 'error' ? <StyledNote role="alert">Couldn’t load the options</StyledNote> : null}
        {isOpen && state === 'ready' && items.length === 0 ? <StyledNote>{noOptionsText}</StyledNote> : null}
        {isOpen && state !== 'loading'
          ? items.map((item, index) => (
              <StyledOption
                key={item.value}
                $highlighted={highlightedIndex === index}
                $selected={value?.value === item.value}
                {...getItemProps({ item, index })}
              >
                {item.label}
                {item.description ? <small>{item.description}</small> : null}
              </StyledOption>
            ))
          : null}
      </StyledMenu>
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
