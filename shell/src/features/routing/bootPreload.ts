import { REMOTE_NAMES, type RemoteName } from 'shared/federation';
import { matchRoute } from 'shared/routes';
import { fetchManifest } from '../federation/manifests';
import { fetchRemotesMap } from '../federation/remoteLoader';
import { loadAppLayout } from '../layout/loadAppLayout';
import { loadQueryLayer, QUERY_FREE_PATHS } from '../query/withQueries';
import { preloadShellPage } from '../../pages/shellPages';
import { isBareRoute } from './bareRoute';

/**
 * Issue 21 point 4: at boot, before the tenant call has answered and the router renders, start
 * fetching what the current address will need, so splitting by route adds no round trip:
 * - the shell page's own chunk (sign-in, profile, MFA… screens are split by route);
 * - TanStack Query's layer, unless the page is one of the sign-in screens (withQueries.tsx);
 * - for a signed-in visit, the signed-in frame's chunk, and for a remote's page that remote's
 *   manifest, then `<link rel=preload>` of its remoteEntry.js and the exposed module's files.
 * Nothing is executed here: the guard still decides before any remote code runs (SPEC §6); the
 * browser only has the files in its cache when the federation runtime asks for them.
 */
export function preloadCurrentRoute(pathname: string, signedIn: boolean): void {
  const match = matchRoute(pathname);
  if (!match) return;
  const { route } = match;
  if (route.owner === 'shell') void preloadShellPage(route.path)?.catch(() => undefined);
  if (signedIn || !QUERY_FREE_PATHS.has(route.path)) void loadQueryLayer().catch(() => undefined);
  if (!signedIn) return;
  if (!isBareRoute(route)) void loadAppLayout().catch(() => undefined);
  if ((REMOTE_NAMES as readonly string[]).includes(route.owner)) void preloadRemote(route.owner as RemoteName);
}

const preloaded = new Set<string>();

function addPreload(href: string, as: 'script' | 'fetch'): void {
  if (preloaded.has(href) || typeof document === 'undefined') return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // A fetch() preload is only reused by a CORS-mode request with the same credentials mode.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

async function preloadRemote(remote: RemoteName): Promise<void> {
  try {
    const map = await fetchRemotesMap();
    const entry = map[remote];
    if (!entry || !/\.json($|[?#])/.test(entry)) return;
    const manifestUrl = new URL(entry, window.location.origin);
    const manifest = (await fetchManifest(manifestUrl.toString())) as ManifestShape;
    // publicPath 'auto': the files sit beside the manifest.
    const base = new URL('.', manifestUrl);
    const re = manifest.metaData?.remoteEntry;
    if (re?.name) addPreload(new URL(`${re.path ? `${re.path}/` : ''}${re.name}`, base).toString(), 'script');
    for (const expose of manifest.exposes ?? [])
      for (const file of expose.assets?.js?.sync ?? []) addPreload(new URL(file, base).toString(), 'script');
  } catch {
    // A hint only: the federation runtime reports real load failures.
  }
}
