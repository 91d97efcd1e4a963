import { REMOTE_NAMES, type RemoteName } from 'shared/federation';
import { buildPath, ROUTES, type RouteDef } from 'shared/routes';

/** A representative signed-in page of each remote: its first list page without parameters. */
export function samplePage(remote: RemoteName): { route: RouteDef; path: string } {
  const owned = ROUTES.filter((r) => r.owner === remote && r.access === 'login' && !r.hidesCaseHeader);
  const route = owned.find((r) => !r.path.includes(':')) ?? owned[0];
  if (!route) throw new Error(`${remote} owns no signed-in route`);
  return { route, path: buildPath(route.id, { itemId: '42', id: '42' }) };
}

export const ALL_REMOTES: readonly RemoteName[] = REMOTE_NAMES;
