import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorPanel, Loading } from 'shared/ui';
import { errorCode, errorMessage } from '../utils/errorMessage';
import { EmptyState } from './EmptyState';

export interface QueryStateProps<T> {
  query: { data: T | undefined; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, e.g. 'petitioner'. */
  noun: string;
  /** Where "Back to the list" goes when the record does not exist. */
  backTo?: { href: string; label: string };
  children: (data: T) => ReactNode;
}

/** Loading, not found, error with retry, or the record. */
export function QueryState<T>({ query, noun, backTo, children }: QueryStateProps<T>) {
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
    return <ErrorPanel title={`Couldn’t load this ${noun}`} message={errorMessage(query.error)} code={errorCode(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.isLoading || query.data === undefined) return <Loading label={`Loading ${noun}…`} />;
  return <>{children(query.data)}</>;
}
