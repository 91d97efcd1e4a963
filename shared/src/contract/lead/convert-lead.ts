import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { ZLead } from './lead-schemas';

export const ZConvertLeadPayload = callPayload({
  leadId: z.uuid(),
  /** petitioner: a company from the lead (its contact is the lead); individual: an individual client. Defaults to the lead’s kind. */
  into: z.enum(['petitioner', 'individual']).optional(),
  /** Also create the beneficiary (from the lead’s beneficiary fields, or the lead himself for an individual). Default true. */
  withBeneficiary: z.boolean().default(true),
  /** For an individual: the account type (default Individual). */
  accountType: z.enum(['Individual', 'Sponsor', 'Investor']).optional(),
  /** Convert into an existing company instead of creating one (petitioner only). */
  existingCompanyId: z.uuid().optional(),
});
export type TConvertLeadPayload = z.input<typeof ZConvertLeadPayload>;

export const ZConvertLeadResult = z.object({
  lead: ZLead,
  companyId: z.string().nullable(),
  individualId: z.string().nullable(),
  beneficiaryId: z.string().nullable(),
});
export type TConvertLeadResult = z.infer<typeof ZConvertLeadResult>;

export const convertLeadCall = defineCall({
  path: '/lead/convert',
  summary:
    'Turn a lead into a petitioner company or an individual client, plus a beneficiary, without retyping; the lead becomes retained. 409 on duplicates or a converted lead.',
  payload: ZConvertLeadPayload,
  result: ZConvertLeadResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11] },
  scope: 'tenant',
  creates: true,
  ids: { leadId: 'lead', existingCompanyId: 'company' },
  example: { leadId: '60718293-a4b5-4c6d-8e7f-8091a2b3c4d5', into: 'petitioner', withBeneficiary: true },
});
