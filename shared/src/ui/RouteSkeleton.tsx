import styled from 'styled-components';
import type { PageProps } from '../federation';
import { pageTitle, routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import { PageFrame } from './PageFrame';
import { StyledCard } from './primitives';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

/**
 * The frame a route renders before its domain issue fills it: title and purpose from the
 * catalogue, and the parameters and link token that reached the page (proves the plumbing).
 */
export function RouteSkeleton({ routeId, params, query, linkToken, remote }: PageProps & { remote: string }) {
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId);
  const paramEntries = Object.entries(params).filter(([, v]) => v !== undefined);
  const queryEntries = [...query.entries()].filter(([k]) => !['token', 'key', 'accessToken'].includes(k));
  return (
    <PageFrame title={route ? pageTitle(route, roleId) : routeId} description={route?.description} remote={remote}>
      <StyledCard aria-label="Page context">
        <StyledList>
          <dt>Route</dt>
          <dd data-testid="route-id">{routeId}</dd>
          <dt>Served by</dt>
          <dd data-testid="route-owner">{remote}</dd>
          {paramEntries.map(([k, v]) => (
            <FragmentRow key={`p-${k}`} label={k} value={v ?? ''} testId={`param-${k}`} />
          ))}
          {queryEntries.map(([k, v]) => (
            <FragmentRow key={`q-${k}`} label={`?${k}`} value={v} testId={`query-${k}`} />
          ))}
          {linkToken ? <FragmentRow label="Link token" value="received" testId="link-token" /> : null}
        </StyledList>
      </StyledCard>
    </PageFrame>
  );
}

function FragmentRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}
