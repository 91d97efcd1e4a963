import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseColumn, ZCaseList, ZCaseSort } from './petition-schemas';

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

export const ZListPetitionViewsPayload = callPayload({ list: ZCaseList.optional() });
export type TListPetitionViewsPayload = z.input<typeof ZListPetitionViewsPayload>;
export const listPetitionViewsCall = defineCall({
  path: '/petition/view-list',
  summary: "The caller's saved case-list views.",
  payload: ZListPetitionViewsPayload,
  result: z.object({ data: z.array(ZCaseView) }),
  auth: { kind: 'session' },
  scope: 'tenant',
  example: { list: 'cases' },
});

export const ZSavePetitionViewPayload = callPayload({
  /** Given: replace that view; else create (409 when the name is taken). */
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Please fill Name .').max(80),
  list: ZCaseList.default('cases'),
  filter: z.string().max(8000).default(''),
  search: z.string().trim().max(200).nullable().optional(),
  sort: ZCaseSort.nullable().optional(),
  columns: z.array(ZCaseColumn).max(40).default([]),
});
export type TSavePetitionViewPayload = z.input<typeof ZSavePetitionViewPayload>;
export const savePetitionViewCall = defineCall({
  path: '/petition/view-save',
  summary: 'Save (create or replace) a case-list view: name, base64 filter, search, sort, columns.',
  payload: ZSavePetitionViewPayload,
  result: ZCaseView,
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { id: 'petition_view' },
  example: { name: 'My overdue H-1Bs', list: 'cases', filter: '', columns: ['caseNumber', 'deadlineDate'] },
});

export const ZDeletePetitionViewPayload = callPayload({ id: z.uuid() });
export type TDeletePetitionViewPayload = z.input<typeof ZDeletePetitionViewPayload>;
export const deletePetitionViewCall = defineCall({
  path: '/petition/view-delete',
  summary: 'Delete one of the caller’s saved views.',
  payload: ZDeletePetitionViewPayload,
  result: z.object({ id: z.string(), deleted: z.literal(true) }),
  auth: { kind: 'session' },
  scope: 'tenant',
  ids: { id: 'petition_view' },
  example: { id: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
