import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseAssignmentField } from './petition-schemas';

/** How long an applied bulk replacement can be undone. */
export const BULK_UNDO_WINDOW_MINUTES = 30;

export const ZEntityBulkReplacePayload = callPayload({
  petitionIds: z.array(z.uuid()).min(1).max(500),
  /** Slots to set: { attorney: userId, paralegal: userId, … }; null clears a slot. */
  assignments: z
    .object({
      attorney: z.uuid().nullable().optional(),
      paralegal: z.uuid().nullable().optional(),
      supervisor: z.uuid().nullable().optional(),
      docManager: z.uuid().nullable().optional(),
      docExecutive: z.uuid().nullable().optional(),
    })
    .refine((a) => Object.values(a).some((v) => v !== undefined), { message: 'Choose at least one role to assign' }),
  /** preview: what would change, nothing saved; apply: save and answer the batch id for undo. */
  mode: z.enum(['preview', 'apply']).default('preview'),
});
export type TEntityBulkReplacePayload = z.input<typeof ZEntityBulkReplacePayload>;

export const ZBulkChange = z.object({
  petitionId: z.string(),
  caseNumber: z.string(),
  field: ZCaseAssignmentField,
  before: z.object({ id: z.string(), name: z.string() }).nullable(),
  after: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TBulkChange = z.infer<typeof ZBulkChange>;

export const ZEntityBulkReplaceResult = z.object({
  mode: z.enum(['preview', 'apply']),
  changes: z.array(ZBulkChange),
  /** Cases already as asked (nothing to change). */
  unchanged: z.number().int(),
  batchId: z.string().nullable(),
  /** Until when /petition/entity-bulk-undo accepts the batch. */
  undoUntil: z.string().nullable(),
});
export type TEntityBulkReplaceResult = z.infer<typeof ZEntityBulkReplaceResult>;

export const entityBulkReplaceCall = defineCall({
  path: '/petition/entity-bulk-replace',
  summary: `Bulk assignment of attorney, paralegal, supervisor and documentation staff on many cases: preview, then apply (undoable for ${BULK_UNDO_WINDOW_MINUTES} minutes).`,
  payload: ZEntityBulkReplacePayload,
  result: ZEntityBulkReplaceResult,
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: {
    petitionIds: 'petition',
    'assignments.attorney': 'user',
    'assignments.paralegal': 'user',
    'assignments.supervisor': 'user',
    'assignments.docManager': 'user',
    'assignments.docExecutive': 'user',
  },
  example: {
    petitionIds: ['7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b'],
    assignments: { paralegal: '5b2e1d40-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
    mode: 'preview',
  },
});
