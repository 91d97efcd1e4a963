import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_KIND_LABELS } from 'shared/contract/search';
import { mobile } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { isSearchable, useGlobalSearch } from '../api/searchQueries';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { flattenHits, moveIndex } from '../utils/flattenHits';

const DEBOUNCE_MS = 250;
const LIMIT = 5;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 220px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  kbd {
    margin-left: auto;
    font: inherit;
    font-size: 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 4px;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  ${mobile} {
    min-width: 0;
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    kbd {
      display: none;
    }
  }
`;

const StyledInput = styled.input`
  width: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(3)};
  font-size: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const StyledListbox = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
`;

const StyledGroup = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledGroupLabel = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(1)}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: grid;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  outline: ${({ $active, theme }) => ($active ? `2px solid ${theme.color.focus}` : 'none')};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** True for Ctrl-K (Cmd-K on a Mac). */
export const isSearchShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean =>
  e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey;

function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text, DEBOUNCE_MS);
  const search = useGlobalSearch(q, LIMIT);
  const listId = useId();
  const groups = isSearchable(q) ? (search.data?.groups ?? []) : [];
  const hits = flattenHits(groups);
  useEffect(() => setActive(-1), [q]);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const seeAll = () => go(`/globalsearch?q=${encodeURIComponent(text.trim())}`);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => moveIndex(i, e.key === 'ArrowDown' ? 1 : -1, hits.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.path);
      else if (isSearchable(text)) seeAll();
    }
  };

  const optionId = (i: number) => `${listId}-o${i}`;
  let index = -1;
  let status = '';
  if (!isSearchable(text))
    status = 'Type at least 2 characters: names, e-mails, phone or passport numbers, FEINs, file names.';
  else if (search.isError) status = 'Search failed. Please try again.';
  else if (search.isFetching && !hits.length) status = 'Searching…';
  else if (isSearchable(q) && search.data && !hits.length) status = `Nothing found for “${q.trim()}”.`;

  return (
    <Dialog title="Search" onClose={onClose} width="640px">
      <StyledInput
        data-autofocus
        type="search"
        role="combobox"
        aria-label="Search cases, people, petitioners and documents"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder="Search cases, people, petitioners, documents…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <StyledListbox id={listId} role="listbox" aria-label="Search results">
        {groups.map((g) => (
          <li key={g.kind} role="presentation">
            <StyledGroup role="group" aria-label={SEARCH_KIND_LABELS[g.kind]}>
              <StyledGroupLabel role="presentation">{g.label}</StyledGroupLabel>
              {g.items.map((hit) => {
                index += 1;
                const i = index;
                return (
                  <StyledOption
                    key={`${hit.kind}-${hit.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    $active={i === active}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(hit.path)}
                  >
                    <span>{hit.title}</span>
                    {hit.subtitle ? <small>{hit.subtitle}</small> : null}
                  </StyledOption>
                );
              })}
            </StyledGroup>
          </li>
        ))}
      </StyledListbox>
      <StyledHint role="status" aria-live="polite">
        {status}
        {hits.length ? ' ↑ ↓ to choose, Enter to open, Esc to close.' : ''}
      </StyledHint>
      {isSearchable(text) ? (
        <StyledHint>
          <a
            href={`/globalsearch?q=${encodeURIComponent(text.trim())}`}
            onClick={(e) => {
              e.preventDefault();
              seeAll();
            }}
          >
            See all results
          </a>
        </StyledHint>
      ) : null}
    </Dialog>
  );
}

/** The top bar's search box: a button that opens the search dialog, also on Ctrl/Cmd-K anywhere. */
export function SearchCommand() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <>
      <StyledTrigger
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span>Search…</span>
        <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </StyledTrigger>
      {open ? <SearchDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
