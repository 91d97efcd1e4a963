import { z } from 'zod';
import { callPayload, defineCall } from '../define-call';
import { refinePhone } from '../people/people-schemas';
import { beneficiaryProfileFields, ZBeneficiary } from './beneficiary-schemas';

/** A spouse or child: a beneficiary of his own, linked to the principal (for H-4 / L-2 cases). */
export const ZDependentInput = z
  .object({
    /** Present to change an existing dependent of this principal. */
    id: z.uuid().optional(),
    relation: z.enum(['spouse', 'child']),
    ...beneficiaryProfileFields,
  })
  .superRefine(refinePhone());

export const ZSaveDependentsPayload = callPayload({
  /** The principal. */
  beneficiaryId: z.uuid(),
  /** Upserted: with `id` changed, without created. */
  dependents: z.array(ZDependentInput).max(12).default([]),
  /** Dependents to remove. */
  removeIds: z.array(z.uuid()).max(12).default([]),
});
export type TSaveDependentsPayload = z.input<typeof ZSaveDependentsPayload>;
export const ZSaveDependentsResult = z.object({ dependents: z.array(ZBeneficiary) });
export type TSaveDependentsResult = z.infer<typeof ZSaveDependentsResult>;

export const saveDependentsCall = defineCall({
  path: '/beneficiary/dependents-save',
  summary:
    'Create, change or remove the spouse and children of a principal beneficiary; they share his petitioner, branch and attorney.',
  payload: ZSaveDependentsPayload,
  result: ZSaveDependentsResult,
  auth: { kind: 'session', roles: [3, 4, 5, 6, 7, 8, 9, 10, 11, 50] },
  scope: 'tenant',
  creates: true,
  ids: { beneficiaryId: 'beneficiary', removeIds: 'beneficiary' },
  example: {
    beneficiaryId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
    dependents: [
      {
        relation: 'spouse',
        firstName: 'Karthik',
        lastName: 'Iyer',
        dateOfBirth: '1990-11-02',
        citizenshipCountryId: 101,
        passport: { number: 'P7712094', countryId: 101, expiryDate: '2031-03-14' },
        currentStatus: { code: 'H-4', expiryDate: '2027-09-30' },
      },
    ],
  },
});
