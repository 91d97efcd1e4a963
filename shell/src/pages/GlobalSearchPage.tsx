import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MIN } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { EmptyState, ErrorPanel, Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui';
import { isSearchable, useGlobalSearch } from '../features/search/api/searchQueries';
import { moveIndex } from '../features/search/utils/flattenHits';

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  input {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledGroup = styled(StyledCard)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 15px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    display: grid;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.surfaceAlt};
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  a span {
    font-weight: 600;
    color: ${({ theme }) => theme.color.brand};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** /globalsearch?q=…: every kind of result for a query, grouped; ↑/↓ move between results. */
export function GlobalSearchPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const search = useGlobalSearch(q, SEARCH_LIMIT_MAX);
  const listRef = useRef<HTMLDivElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  const onResultsKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])];
    const current = links.findIndex((a) => a === document.activeElement);
    const next = moveIndex(current, e.key === 'ArrowDown' ? 1 : -1, links.length);
    if (next >= 0) {
      e.preventDefault();
      links[next]?.focus();
    }
  };

  let body;
  if (!q.trim())
    body = (
      <EmptyState
        title="Search everything"
        description="Find people by name, e-mail, phone or passport number, petitioners by name or FEIN, and documents by name."
      />
    );
  else if (!isSearchable(q))
    body = <EmptyState title="Query too short" description={`Type at least ${SEARCH_QUERY_MIN} characters.`} />;
  else if (search.isLoading) body = <Loading label="Searching…" />;
  else if (search.isError || !search.data)
    body = (
      <ErrorPanel
        title="Search failed"
        message={search.error instanceof Error ? search.error.message : 'Something went wrong. Please try again later'}
        onRetry={() => void search.refetch()}
      />
    );
  else if (search.data.total === 0)
    body = (
      <EmptyState
        title={`Nothing found for “${q.trim()}”`}
        description="Check the spelling, or search by e-mail, phone, passport number or FEIN."
      />
    );
  else
    body = (
      <StyledGroups ref={listRef} onKeyDown={onResultsKey}>
        <p role="status">
          {search.data.total} result{search.data.total === 1 ? '' : 's'} for “{search.data.q}”
        </p>
        {search.data.groups.map((g) => (
          <StyledGroup key={g.kind} aria-labelledby={`search-group-${g.kind}`} data-testid={`search-group-${g.kind}`}>
            <h2 id={`search-group-${g.kind}`}>
              {g.label} ({g.items.length})
            </h2>
            <ul>
              {g.items.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`}>
                  <Link to={hit.path} data-hit="">
                    <span>{hit.title}</span>
                    {hit.subtitle ? <small>{hit.subtitle}</small> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </StyledGroup>
        ))}
      </StyledGroups>
    );

  return (
    <PageFrame title="Search" description="Across cases, people, petitioners and documents you may see." remote="shell">
      <StyledForm role="search" onSubmit={submit}>
        <input
          type="search"
          aria-label="Search query"
          placeholder="Name, e-mail, phone, passport number, FEIN, file name…"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <StyledButton type="submit" $variant="primary">
          Search
        </StyledButton>
      </StyledForm>
      {body}
    </PageFrame>
  );
}
