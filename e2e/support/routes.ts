import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_SAMPLE_PATHS, type RemoteName } from 'shared/federation';
import { buildPath, ROUTES, type RouteDef } from 'shared/routes';

/** One list page of each remote that the demo tenant's admin may open (shared/remotes.json). */
const SAMPLE_PATHS: Readonly<Record<RemoteName, string>> = REMOTE_SAMPLE_PATHS;

export function samplePage(remote: RemoteName): { route: RouteDef; path: string } {
  const path = SAMPLE_PATHS[remote];
  const route = ROUTES.find((r) => r.path === path);
  if (!route || route.owner !== remote) throw new Error(`${path} is not a page of ${remote}`);
  return { route, path: buildPath(route.id, {}) };
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
