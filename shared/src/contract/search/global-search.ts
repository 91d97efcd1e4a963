import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

/** What global search finds, in the order the results are grouped. */
export const SEARCH_KINDS = ['case', 'person', 'petitioner', 'document'] as const;
export type TSearchKind = (typeof SEARCH_KINDS)[number];

/** Group headings shown to users. */
export const SEARCH_KIND_LABELS: Readonly<Record<TSearchKind, string>> = {
  case: 'Cases',
  person: 'People',
  petitioner: 'Petitioners',
  document: 'Documents',
};

/** Shortest and longest query the search accepts (characters, after trimming). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Results per kind: default and most. */
export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 25;

export const SEARCH_QUERY_TOO_SHORT = `Type at least ${SEARCH_QUERY_MIN} characters to search`;
export const SEARCH_QUERY_TOO_LONG = `Search for at most ${SEARCH_QUERY_MAX} characters`;

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** Main line: a name, case number or file name. */
  title: z.string(),
  /** Second line: e-mail, status, owner… */
  subtitle: z.string().optional(),
  /** Where the hit opens in the app (a catalogue path). */
  path: z.string(),
  /** Higher is better; comparable within one kind. */
  rank: z.number(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  items: z.array(ZSearchHit),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;

export const ZGlobalSearchPayload = callPayload({
  q: z.string().trim().min(SEARCH_QUERY_MIN, SEARCH_QUERY_TOO_SHORT).max(SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG),
  /** Results per kind. */
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
  /** Only these kinds (default all). */
  kinds: z.array(z.enum(SEARCH_KINDS)).min(1).max(SEARCH_KINDS.length).optional(),
});
export type TGlobalSearchPayload = z.input<typeof ZGlobalSearchPayload>;

export const ZGlobalSearchResult = z.object({
  q: z.string(),
  /** Non-empty groups only, in SEARCH_KINDS order; items best first. */
  groups: z.array(ZSearchGroup),
  total: z.number().int(),
});
export type TGlobalSearchResult = z.infer<typeof ZGlobalSearchResult>;

export const globalSearchCall = defineCall({
  path: '/search/global',
  readOnly: true,
  summary: 'One query over cases, people, petitioners and documents the caller may see; ranked, grouped by kind.',
  payload: ZGlobalSearchPayload,
  result: ZGlobalSearchResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { q: 'iyer', limit: 8 },
});
