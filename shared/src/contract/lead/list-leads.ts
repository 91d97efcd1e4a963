import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage } from '../people/people-base';
import { ZLead, ZLeadSource, ZLeadStatus } from './lead-schemas';

export const ZLeadMatcher = z
  .object({
    statuses: z.array(ZLeadStatus).max(5).optional(),
    sources: z.array(ZLeadSource).max(3).optional(),
    assignedUserIds: z.array(z.uuid()).max(100).optional(),
    branchIds: z.array(z.uuid()).max(100).optional(),
  })
  .default({});

export const ZListLeadsPayload = callPayload({
  ...pagingFields,
  matcher: ZLeadMatcher,
  sort: z
    .object({
      field: z.enum(['createdAt', 'name', 'status', 'updatedAt']),
      order: z.union([z.literal(1), z.literal(-1)]).default(-1),
    })
    .default({ field: 'createdAt', order: -1 }),
});
export type TListLeadsPayload = z.input<typeof ZListLeadsPayload>;
export const ZListLeadsResult = zPage(ZLead).extend({
  /** Leads per pipeline status for the same filters minus the status filter (the board’s column counts). */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type TListLeadsResult = z.infer<typeof ZListLeadsResult>;

export const listLeadsCall = defineCall({
  path: '/lead/list',
  summary: 'Leads, newest first, paged, filtered by pipeline status, source and assignee, with counts per status.',
  payload: ZListLeadsPayload,
  result: ZListLeadsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] },
  scope: 'tenant',
  example: { page: 1, perpage: 25, matcher: { statuses: ['new', 'contacted'] } },
});
