import { z } from 'zod';
import { ZCaseColumn, ZCaseList } from '../petition/petition-schemas';

export const ZCaseView = z.object({
  id: z.string(),
  name: z.string(),
  list: ZCaseList,
  /** The base64 filter (SPEC §3). */
  filter: z.string(),
  search: z.string().nullable(),
  sort: z.object({ field: z.string(), order: z.union([z.literal(1), z.literal(-1)]) }).nullable(),
  columns: z.array(ZCaseColumn),
  updatedAt: z.string(),
});
export type TCaseView = z.infer<typeof ZCaseView>;
