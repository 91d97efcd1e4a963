import type { QueryClient } from '@tanstack/react-query';
import { listBranchesCall } from 'shared/contract/branches';
import { formGroupListCall, letterTemplateListCall } from 'shared/contract/form-letter';
import { listMasterdataCall } from 'shared/contract/masterdata';
import { petitionNoteListCall } from 'shared/contract/notes';
import { listNotificationsCall } from 'shared/contract/notify';
import { petitionActivityListCall, petitionDetailsCall } from 'shared/contract/petition';
import { getPreparerListCall } from 'shared/contract/reports';
import { rfeActivityListCall, rfePetitionDetailsCall } from 'shared/contract/rfe';
import { getSignedUrlCall } from 'shared/contract/s3';
import { callKey, invalidateCalls, moduleKey, type CallTarget } from 'shared/query';

/*
 * The case keys alone (no hooks), so that the other panels (documents, e-signature) refresh the
 * case without importing the details hooks (nor, for the page-calls reader, their loads).
 */

/** The payloads the details hooks send: the keys below are derived from them (`callKey(decl, payload)`). */
export const activityPayload = (petitionId: string, kind: 'petition' | 'rfe') =>
  kind === 'rfe' ? { petitionId, page: 1, perpage: 1000 } : { petitionId, page: 1 };
export const notesPayload = (petitionId: string) => ({ petitionId, page: 1, perpage: 1000 });
export const CARRIERS_PAYLOAD = { category: 'carriers' as const, page: 1, perpage: 1000, matcher: { active: true } };
export const CASE_NOTIFICATIONS_PAYLOAD = { page: 1, perpage: 100, markRead: false };

/**
 * Cache keys of the details page, derived from the declarations (`shared/query`): the same call
 * with the same payload is one entry in every remote. Invalidate `CASE_DATA` (`invalidateCases`)
 * after a case changes: it replaced the old hand-written `['cases']` root.
 */
export const caseKeys = {
  details: (id: string) => callKey(petitionDetailsCall, { petitionId: id }),
  rfe: (id: string) => callKey(rfePetitionDetailsCall, { petitionId: id }),
  activity: (id: string, kind: 'petition' | 'rfe') =>
    kind === 'rfe' ? callKey(rfeActivityListCall, activityPayload(id, kind)) : callKey(petitionActivityListCall, activityPayload(id, kind)),
  notes: (id: string) => callKey(petitionNoteListCall, notesPayload(id)),
  preparers: (roleId: number) => callKey(getPreparerListCall, { roleIds: [roleId] }),
  carriers: callKey(listMasterdataCall, CARRIERS_PAYLOAD),
  notifications: callKey(listNotificationsCall, CASE_NOTIFICATIONS_PAYLOAD),
};

/**
 * Everything the case screens read about cases (what the old `['cases']` key root held): the
 * petition and rfe-petition api modules (details, activity, notes, preparers, lists, saved views,
 * documents, signature requests, forms and letters of a case, filing fees), the letter templates
 * and form groups offered to a case, the signed file addresses and the branch options of the lists.
 */
export const CASE_DATA: readonly CallTarget[] = [
  moduleKey(petitionDetailsCall.module),
  moduleKey(rfePetitionDetailsCall.module),
  callKey(letterTemplateListCall),
  callKey(formGroupListCall),
  callKey(getSignedUrlCall),
  callKey(listBranchesCall),
];

/** Marks every case answer stale and refetches those on screen (after any case change). */
export const invalidateCases = (client: QueryClient): Promise<void> => invalidateCalls(client, ...CASE_DATA);

export { isAboutCase } from './isAboutCase';
