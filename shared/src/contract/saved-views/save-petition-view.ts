import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZCaseColumn, ZCaseList, ZCaseSort } from '../petition/petition-schemas';
import { ZCaseView } from './petition-views-schemas';

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
