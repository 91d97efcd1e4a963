import { z } from 'zod';
import { CLIENT_ROLES } from '../../domain/roles';
import { ZQuestionnaireKind } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';

/*
 * The signed-in client's questionnaires (issue 14, "clients see their questionnaires";
 * docs/questionnaires.md "The client's list"): the /my-questionnaires page lists what was sent to
 * them and opens a fresh fill link for the ones mailed to their own address.
 */

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';

export const ZMyFillLinkPayload = callPayload({
  petitionId: z.uuid(),
  kind: ZQuestionnaireKind.default('beneficiary'),
});
export type TMyFillLinkPayload = z.input<typeof ZMyFillLinkPayload>;
export const ZMyFillLinkResult = z.object({
  /** The fill page on this tenant's host: `/fill-questionnaire/<case>?token=…&lang=…`. */
  path: z.string(),
  expiresAt: z.string(),
});
export type TMyFillLinkResult = z.infer<typeof ZMyFillLinkResult>;

export const myFillLinkCall = defineCall({
  path: '/questionnaire/my-fill-link',
  summary:
    "For the signed-in recipient of a questionnaire (same e-mail, mailbox proven): a fresh fill link (purpose 'questionnaire', expiring with the mailed one, which stays valid), so they can fill it from /my-questionnaires.",
  payload: ZMyFillLinkPayload,
  result: ZMyFillLinkResult,
  auth: { kind: 'session', roles: CLIENT_ROLES },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: CASE_ID, kind: 'beneficiary' },
});
