import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { mobile } from 'shared/ui-core';
import { useDebouncedCallback } from 'shared/ui/widgets';

const StyledSearch = styled.input`
  width: 280px;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${mobile} {
    width: 100%;
  }
`;

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** A debounced search input: typing waits 300 ms, Enter searches at once, Escape clears. '/' focuses it. */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  if (value !== lastValue) {
    // The URL changed under us (Back, "clear filters"): show what is searched.
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      const typing =
        el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
      if (e.key === '/' && !typing && !e.metaKey && !e.ctrlKey) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <StyledSearch
      ref={ref}
      type="search"
      aria-label={label}
      placeholder={placeholder ?? `${label}…`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        debounced.call(e.target.value.trim());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          debounced.call(text.trim());
          debounced.flush();
        } else if (e.key === 'Escape' && text !== '') {
          e.stopPropagation();
          setText('');
          debounced.call('');
          debounced.flush();
        }
      }}
    />
  );
}
