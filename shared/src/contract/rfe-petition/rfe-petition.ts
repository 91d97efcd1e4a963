import { z } from 'zod';
import { PAGE_SIZE } from '../../domain/limits';
import { ZIsoDate } from '../people/people-schemas';
import { callPayload, defineCall } from '../define-call';
import { ZCaseDetails, ZCaseListItem, ZCaseSort, ZCaseActivity } from '../petition/petition-schemas';
import { INTERNAL_ROLES } from '../../domain/roles';

/*
 * RFE cases (/ref-cases, /rfe-petition-details/{itemId}): a case of type 8 (RFE) linked to the
 * case USCIS asked evidence for. Its deadline is the response due date.
 */

export const ZRfeDetails = ZCaseDetails.extend({
  /** When the response is due (= the case's deadline date). */
  responseDueDate: z.string().nullable(),
  noticeDate: z.string().nullable(),
  /** Whether petitioner and beneficiary may edit the response (manage-edit-option). */
  editOption: z.boolean(),
});
export type TRfeDetails = z.infer<typeof ZRfeDetails>;

export const ZListRfePetitionsPayload = callPayload({
  /** Only the RFEs of one case. */
  parentId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  /** Open RFEs only (default) or all. */
  includeClosed: z.boolean().default(false),
  sort: ZCaseSort,
  cursor: z.string().max(500).nullable().optional(),
  /** SPEC §9: RFE history pages of 25. */
  perpage: z.number().int().min(1).max(1000).default(PAGE_SIZE.RFE_GC_HISTORY),
});
export type TListRfePetitionsPayload = z.input<typeof ZListRfePetitionsPayload>;
export const ZListRfePetitionsResult = z.object({
  data: z.array(ZCaseListItem),
  count: z.number().int(),
  perpage: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TListRfePetitionsResult = z.infer<typeof ZListRfePetitionsResult>;
export const listRfePetitionsCall = defineCall({
  path: '/rfe-petition/list',
  summary: 'RFE cases (visibility as /petition/list), earliest response due first by default sort choice.',
  payload: ZListRfePetitionsPayload,
  result: ZListRfePetitionsResult,
  auth: { kind: 'session', roles: INTERNAL_ROLES },
  scope: 'tenant',
  ids: { parentId: 'petition' },
  example: { sort: { field: 'deadlineDate', order: 1 } },
});

export const ZRfePetitionDetailsPayload = callPayload({ petitionId: z.uuid() });
export type TRfePetitionDetailsPayload = z.input<typeof ZRfePetitionDetailsPayload>;
export const rfePetitionDetailsCall = defineCall({
  path: '/rfe-petition/details',
  summary: 'One RFE case with its parent case, response due date and edit option.',
  payload: ZRfePetitionDetailsPayload,
  result: ZRfeDetails,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});

export const ZCreateRfePetitionPayload = callPayload({
  /** The case USCIS sent the RFE for. */
  parentId: z.uuid(),
  responseDueDate: ZIsoDate,
  noticeDate: ZIsoDate.optional(),
  title: z.string().trim().max(200).optional(),
});
export type TCreateRfePetitionPayload = z.input<typeof ZCreateRfePetitionPayload>;
export const createRfePetitionCall = defineCall({
  path: '/rfe-petition/create',
  summary:
    'Create an RFE case for a case by hand (recording the outcome "RFE received" with /petition/record-uscis-response does this too): parties copied, linked, deadline = response due date.',
  payload: ZCreateRfePetitionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8] },
  scope: 'tenant',
  creates: true,
  ids: { parentId: 'petition' },
  example: { parentId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', responseDueDate: '2027-02-01' },
});

export const ZUpdateRfePetitionPayload = callPayload({
  petitionId: z.uuid(),
  responseDueDate: ZIsoDate.optional(),
  noticeDate: ZIsoDate.nullable().optional(),
  title: z.string().trim().max(200).nullable().optional(),
  statusId: z.union([z.literal(24), z.literal(25), z.literal(26), z.literal(32), z.literal(33)]).optional(),
});
export type TUpdateRfePetitionPayload = z.input<typeof ZUpdateRfePetitionPayload>;
export const updateRfePetitionCall = defineCall({
  path: '/rfe-petition/update',
  summary:
    'Change an RFE case: response due date (its deadline), notice date, title, and its RFE status (24 RFE Received, 32 Response Docs Prepared, 33 Response Docs Approved, 25 Response to RFE Filed, 26 Response to RFE Received).',
  payload: ZUpdateRfePetitionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', statusId: 32 },
});

export const ZDeleteRfePetitionPayload = callPayload({ petitionId: z.uuid() });
export type TDeleteRfePetitionPayload = z.input<typeof ZDeleteRfePetitionPayload>;
export const deleteRfePetitionCall = defineCall({
  path: '/rfe-petition/delete',
  summary: 'Remove an RFE case (e.g. created by mistake); the parent case and the history stay.',
  payload: ZDeleteRfePetitionPayload,
  result: z.object({ id: z.string(), deleted: z.literal(true) }),
  auth: { kind: 'session', roles: [3, 4] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});

export const ZManageRfeEditOptionPayload = callPayload({ petitionId: z.uuid(), editOption: z.boolean() });
export type TManageRfeEditOptionPayload = z.input<typeof ZManageRfeEditOptionPayload>;
export const manageRfeEditOptionCall = defineCall({
  path: '/rfe-petition/manage-edit-option',
  summary: 'Allow or stop the petitioner and beneficiary editing the RFE response.',
  payload: ZManageRfeEditOptionPayload,
  result: ZRfeDetails,
  auth: { kind: 'session', roles: [3, 4, 6, 8] },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b', editOption: true },
});

export const ZRfeActivityListPayload = callPayload({
  petitionId: z.uuid(),
  page: z.number().int().min(1).default(1),
  /** SPEC §9: RFE history pages of 25. */
  perpage: z.number().int().min(1).max(1000).default(PAGE_SIZE.RFE_GC_HISTORY),
});
export type TRfeActivityListPayload = z.input<typeof ZRfeActivityListPayload>;
export const rfeActivityListCall = defineCall({
  path: '/rfe-petition/activity-list',
  summary: "The RFE case's history (25 a page).",
  payload: ZRfeActivityListPayload,
  result: z.object({ data: z.array(ZCaseActivity), count: z.number().int() }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
