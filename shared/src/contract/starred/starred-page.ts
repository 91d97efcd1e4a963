import { z } from 'zod';

/** SPEC §2/§9: starred pages are limited to 10. */
export const MAX_STARRED_PAGES = 10;
export const STARRED_LIMIT_MESSAGE = `You can star at most ${MAX_STARRED_PAGES} pages. Remove one first.`;

export const ZStarredPage = z.object({
  /** The page's path with its query, e.g. `/petition-details/42?tab=Documents`. */
  path: z.string().trim().min(1).max(500).regex(/^\//, 'A page path starts with /'),
  title: z.string().trim().min(1).max(120),
  position: z.number().int().min(0),
});
export type TStarredPage = z.infer<typeof ZStarredPage>;

export const ZStarredList = z.object({ items: z.array(ZStarredPage) });
export type TStarredList = z.infer<typeof ZStarredList>;
