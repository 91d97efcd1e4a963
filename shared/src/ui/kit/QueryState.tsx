import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPanel, Loading, PageFrame } from 'shared/ui-core';
import { errorCode, errorMessage } from 'shared/ui/errors';
import { EmptyState } from './EmptyState';

export interface QueryStateProps<T> {
  query: { data: T | undefined; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, e.g. 'petitioner'. */
  noun: string;
  /** Where "Back to the list" goes when the record does not exist. */
  backTo?: { href: string; label: string };
  /** The page title while there is no record: the not-found, error and loading states get the page frame. */
  frameTitle?: string;
  /** The remote that renders the page (PageFrame's data-remote), e.g. 'mf-people'. */
  remote?: string;
  children: (data: T) => ReactNode;
}

/** Loading, not found, error with retry, or the record. */
export function QueryState<T>({ query, noun, backTo, frameTitle, remote, children }: QueryStateProps<T>) {
  if (query.isError || query.isLoading || query.data === undefined) {
    const state = <QueryFallback query={query} noun={noun} backTo={backTo} />;
    return frameTitle ? (
      <PageFrame title={frameTitle} remote={remote}>
        {state}
      </PageFrame>
    ) : (
      state
    );
  }
  return <>{children(query.data)}</>;
}

function QueryFallback<T>({ query, noun, backTo }: Omit<QueryStateProps<T>, 'children' | 'frameTitle' | 'remote'>) {
  if (query.isError) {
    if (errorCode(query.error) === 'NOT_FOUND') {
      return (
        <EmptyState
          title={`This ${noun} does not exist`}
          description="It may have been removed or merged into another record."
          actions={backTo ? <Link to={backTo.href}>{backTo.label}</Link> : null}
        />
      );
    }
    return (
      <ErrorPanel
        title={`Couldn’t load this ${noun}`}
        message={errorMessage(query.error)}
        code={errorCode(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading label={`Loading ${noun}…`} />;
}
