import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The JS files of a remote's own react and react-dom (from its built mf-manifest.json). */
export function reactAssets(remote: RemoteName): string[] {
  const file = path.resolve(__dirname, '../..', remote, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return manifest.shared
    .filter((s) => ['react', 'react-dom', 'react-dom/client'].includes(s.name))
    .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
}
