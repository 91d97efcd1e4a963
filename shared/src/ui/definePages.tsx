import { lazy, type LazyExoticComponent } from 'react';
import type { PageComponent, RemoteName } from '../federation';
import { routesFor } from 'shared/routes';

type PageMap = Record<string, LazyExoticComponent<PageComponent> | PageComponent>;

/**
 * Builds a remote's `pages`: every route id the catalogue gives `owner`, with the remote's own
 * page where it has one and its fallback page (one lazy chunk) elsewhere. Unknown ids in
 * `pages` are a programming error and throw at start-up.
 */
export function definePages(
  owner: RemoteName,
  pages: PageMap,
  fallback: () => Promise<{ default: PageComponent }>,
): PageMap {
  const owned = routesFor(owner).map((r) => r.id);
  for (const id of Object.keys(pages)) {
    if (!owned.includes(id)) throw new Error(`${owner} defines page '${id}', which the catalogue does not give it`);
  }
  const Fallback = lazy(fallback);
  return Object.fromEntries(owned.map((id) => [id, pages[id] ?? Fallback]));
}
