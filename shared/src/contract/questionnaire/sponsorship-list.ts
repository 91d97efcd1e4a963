import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZSponsorshipView } from './sponsorship-schemas';

const STAFF = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export const ZSponsorshipListPayload = callPayload({ petitionId: z.uuid() });
export const ZSponsorshipListResult = z.object({ data: z.array(ZSponsorshipView) });
export type TSponsorshipListResult = z.infer<typeof ZSponsorshipListResult>;

export const sponsorshipListCall = defineCall({
  path: '/questionnaire/sponsorship-list',
  summary: "A case's sponsorship confirmations (sponsor, joint sponsor): who, status, answer and link state.",
  payload: ZSponsorshipListPayload,
  result: ZSponsorshipListResult,
  auth: { kind: 'session', roles: STAFF },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
