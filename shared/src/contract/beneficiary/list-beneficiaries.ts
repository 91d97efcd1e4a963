import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { pagingFields, zPage, zSort } from '../people/people-base';
import {
  BENEFICIARY_SORT_FIELDS,
  BENEFICIARY_STATUSES,
  ZBeneficiaryListItem,
  ZPeopleTerm,
} from './beneficiary-schemas';

export const ZBeneficiaryMatcher = z
  .object({
    companyIds: z.array(z.uuid()).max(200).optional(),
    branchIds: z.array(z.uuid()).max(100).optional(),
    attorneyUserIds: z.array(z.uuid()).max(100).optional(),
    statuses: z.array(z.enum(BENEFICIARY_STATUSES)).max(3).optional(),
    /** principal: only principals; dependent: only spouses and children; all (default). */
    relation: z.enum(['principal', 'dependent', 'all']).default('all'),
    /** The dependents of one principal. */
    principalId: z.uuid().optional(),
    citizenshipCountryIds: z.array(z.number().int()).max(300).optional(),
    currentStatusCodes: z.array(z.string().max(30)).max(50).optional(),
    ids: z.array(z.uuid()).max(1000).optional(),
  })
  .default({ relation: 'all' });

export const ZListBeneficiariesPayload = callPayload({
  ...pagingFields,
  matcher: ZBeneficiaryMatcher,
  sort: zSort(BENEFICIARY_SORT_FIELDS, 'name'),
});
export type TListBeneficiariesPayload = z.input<typeof ZListBeneficiariesPayload>;

export const ZListBeneficiariesResult = zPage(ZBeneficiaryListItem).extend({
  /** The word the tenant uses for these people. */
  term: ZPeopleTerm,
});
export type TListBeneficiariesResult = z.infer<typeof ZListBeneficiariesResult>;

export const listBeneficiariesCall = defineCall({
  path: '/beneficiary/list',
  readOnly: true,
  summary:
    'Beneficiaries (or employees), paged (page or keyset cursor), searched (name, e-mail, passport), filtered, sorted.',
  payload: ZListBeneficiariesPayload,
  result: ZListBeneficiariesResult,
  auth: { kind: 'session' },
  scope: 'tenant',
  example: {
    page: 1,
    perpage: 25,
    search: 'kumar',
    matcher: { relation: 'principal' },
    sort: { field: 'name', order: 1 },
  },
});
