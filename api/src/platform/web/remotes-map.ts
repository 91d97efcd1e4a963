import { readFileSync } from 'node:fs';
import { REMOTE_NAMES } from 'shared/federation';
import type { FastifyBaseLogger } from 'fastify';

export type RemotesMapJson = Record<string, string>;

export interface RemotesMapSource {
  remotesFile?: string;
  remoteUrlOverrides: Record<string, string>;
}

/** Reads REMOTES_FILE afresh (a few hundred bytes), so an edit takes effect on the next request. */
function readRemotesFile(path: string, log?: FastifyBaseLogger): RemotesMapJson {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error('REMOTES_FILE must hold a JSON object of remote name → manifest URL');
    }
    const value: RemotesMapJson = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' && v) value[k] = v;
    return value;
  } catch (err) {
    log?.warn({ err, path }, 'REMOTES_FILE unreadable; using defaults');
    return {};
  }
}

/**
 * The runtime map the shell loads remotes from: defaults under /remotes/, then REMOTE_URL_* env
 * overrides, then REMOTES_FILE entries (last wins, re-read on each call).
 */
export function resolveRemotesMap(source: RemotesMapSource, log?: FastifyBaseLogger): RemotesMapJson {
  const map: RemotesMapJson = {};
  for (const name of REMOTE_NAMES) map[name] = `/remotes/${name}/mf-manifest.json`;
  Object.assign(map, source.remoteUrlOverrides);
  if (source.remotesFile) Object.assign(map, readRemotesFile(source.remotesFile, log));
  return map;
}

/** Origins (scheme://host) of remotes served from elsewhere, for the CSP. */
export function remoteOrigins(map: RemotesMapJson): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      /* not a URL: ignored */
    }
  }
  return [...origins];
}
