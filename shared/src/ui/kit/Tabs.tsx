import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from 'shared/ui-core';

const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  scrollbar-width: thin;
  ${mobile} {
    margin-left: -${({ theme }) => theme.space(3)};
    margin-right: -${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : 'transparent')};
  margin-bottom: -1px;
  background: none;
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font-weight: ${({ $selected }) => ($selected ? 600 : 500)};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface TabDef {
  id: string;
  label: string;
  /** A count shown beside the label. */
  count?: number;
}

export interface TabsProps {
  tabs: readonly TabDef[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
}

/** ARIA tabs: arrow keys move between tabs (Home/End to the ends), the panel follows the selection. */
export function Tabs({ tabs, selected, onSelect, label, children }: TabsProps) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab-id="${tab.id}"]`)?.focus();
  };
  return (
    <>
      <StyledTabList role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <StyledTab
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            data-tab-id={t.id}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            $selected={t.id === selected}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
            {t.count !== undefined ? ` (${t.count})` : ''}
          </StyledTab>
        ))}
      </StyledTabList>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
