import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';

export const ZEntityBulkUndoPayload = callPayload({ batchId: z.uuid() });
export type TEntityBulkUndoPayload = z.input<typeof ZEntityBulkUndoPayload>;
export const ZEntityBulkUndoResult = z.object({
  batchId: z.string(),
  /** Slots put back. */
  restored: z.number().int(),
  /** Slots changed again since the batch and left as they are. */
  skipped: z.number().int(),
});
export type TEntityBulkUndoResult = z.infer<typeof ZEntityBulkUndoResult>;

export const entityBulkUndoCall = defineCall({
  path: '/petition/entity-bulk-undo',
  summary: 'Undo an applied bulk assignment within its window (409 after it, or when already undone).',
  payload: ZEntityBulkUndoPayload,
  result: ZEntityBulkUndoResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { batchId: 'petition_bulk_batch' },
  example: { batchId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
