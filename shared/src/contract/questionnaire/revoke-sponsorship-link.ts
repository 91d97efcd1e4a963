import { z } from 'zod';
import { ZSponsorRole } from '../../domain/questionnaire';
import { callPayload, defineCall } from '../define-call';
import { SENDERS, ZSponsorshipView } from './sponsorship-schemas';

export const ZRevokeSponsorshipLinkPayload = callPayload({
  petitionId: z.uuid(),
  role: ZSponsorRole.default('sponsor'),
});

export const revokeSponsorshipLinkCall = defineCall({
  path: '/questionnaire/revoke-sponsorship-link',
  summary: 'Withdraws the live sponsorship confirmation link of a case (409 when there is none).',
  payload: ZRevokeSponsorshipLinkPayload,
  result: ZSponsorshipView,
  auth: { kind: 'session', roles: SENDERS },
  scope: 'tenant',
  ids: { petitionId: 'petition' },
  example: { petitionId: '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b' },
});
