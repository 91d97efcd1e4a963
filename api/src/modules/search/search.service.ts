import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type TGlobalSearchPayload,
  type TGlobalSearchResult,
  type TSearchHit,
  type TSearchKind,
} from 'shared/contract';
import { AppError, forbidden, type CallContext } from '../../platform/http';
import { peopleAccess, peopleTermFor, tenantInfo, type PeopleAccess } from '../people';
import type { SearchContext, SearchProvider } from './search.types';

type Payload = Required<Pick<TGlobalSearchPayload, 'q' | 'limit'>> & Pick<TGlobalSearchPayload, 'kinds'>;

const isKind = (k: string): k is TSearchKind => (SEARCH_KINDS as readonly string[]).includes(k);

/** The caller's people access, or null when the people rules give him none (external, I-9…). */
async function optionalPeopleAccess(ctx: CallContext<unknown>): Promise<PeopleAccess | null> {
  try {
    return await peopleAccess(ctx);
  } catch (err) {
    if (err instanceof AppError && err.code === 'FORBIDDEN') return null;
    throw err;
  }
}

/** A provider's hits; none when its access rules refuse the caller (403), as the lists would. */
async function allowedHits(provider: SearchProvider, ctx: SearchContext, q: string, limit: number) {
  try {
    return await provider(ctx, q, limit);
  } catch (err) {
    if (err instanceof AppError && err.code === 'FORBIDDEN') return [];
    throw err;
  }
}

/**
 * One query over every provider: hits of unknown kinds are dropped, each kind keeps its best
 * `limit` (rank, then title), groups come in SEARCH_KINDS order, empty groups are left out.
 */
export async function globalSearch(
  ctx: CallContext<Payload>,
  providers: readonly SearchProvider[],
): Promise<TGlobalSearchResult> {
  if (!ctx.session || !ctx.tenant) throw forbidden();
  const { q, limit } = ctx.payload;
  const wanted = new Set<TSearchKind>(ctx.payload.kinds ?? SEARCH_KINDS);
  const people = await optionalPeopleAccess(ctx);
  const searchCtx: SearchContext = {
    ...(ctx as CallContext<unknown>),
    people,
    peopleTerm: people ? peopleTermFor(await tenantInfo(ctx)) : null,
  };
  const byKind = new Map<TSearchKind, TSearchHit[]>();
  // One after another: the request has one transaction (one connection on PGlite).
  for (const provider of providers) {
    for (const hit of await allowedHits(provider, searchCtx, q, limit)) {
      if (!isKind(hit.kind) || !wanted.has(hit.kind)) continue;
      const list = byKind.get(hit.kind) ?? [];
      list.push({ ...hit, kind: hit.kind, rank: Number.isFinite(hit.rank) ? hit.rank : 0 });
      byKind.set(hit.kind, list);
    }
  }
  const groups = SEARCH_KINDS.filter((k) => byKind.has(k)).map((kind) => ({
    kind,
    label: SEARCH_KIND_LABELS[kind],
    items: byKind
      .get(kind)!
      .sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title))
      .slice(0, limit),
  }));
  return { q, groups, total: groups.reduce((n, g) => n + g.items.length, 0) };
}
