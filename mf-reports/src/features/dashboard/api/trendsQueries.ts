import { keepPreviousData } from '@tanstack/react-query';
import { trendsCall, type TTrendsPayload } from 'shared/contract';
import { useCallQuery } from 'shared/query';
import { useUserScope } from './userScope';

/**
 * The firm's trends for /dashboard-v2 (its own data file: the trends page makes this call only,
 * which the page-roles test reads module by module).
 */
export function useTrends(payload: TTrendsPayload, enabled = true) {
  const scope = useUserScope();
  return useCallQuery(trendsCall, payload, { scope, enabled, placeholderData: keepPreviousData });
}
