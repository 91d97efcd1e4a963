import { z } from 'zod';
import { ZIsoDate, ZPeopleEmail, zOptText } from '../people/people-base';

export const LEAD_SOURCES = ['manual', 'lead_form', 'import'] as const;
export const ZLeadSource = z.enum(LEAD_SOURCES);

/** Pipeline: new → contacted → consultation_booked → retained | lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'consultation_booked', 'retained', 'lost'] as const;
export const ZLeadStatus = z.enum(LEAD_STATUSES);
export type TLeadStatus = z.infer<typeof ZLeadStatus>;
export const LEAD_STATUS_LABELS: Record<TLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  retained: 'Retained',
  lost: 'Lost',
};

/**
 * Allowed moves. Forward one or more steps, back one step, lost from any open state, lost → new
 * (reopen). Retained is final (set by /lead/convert or by hand).
 */
export const LEAD_TRANSITIONS: Record<TLeadStatus, readonly TLeadStatus[]> = {
  new: ['contacted', 'consultation_booked', 'retained', 'lost'],
  contacted: ['new', 'consultation_booked', 'retained', 'lost'],
  consultation_booked: ['contacted', 'retained', 'lost'],
  retained: [],
  lost: ['new'],
};
export const canMoveLead = (from: TLeadStatus, to: TLeadStatus): boolean =>
  from === to || LEAD_TRANSITIONS[from].includes(to);

/** What the lead is expected to become. */
export const ZLeadKind = z.enum(['petitioner', 'individual']);

export const leadFields = {
  kind: ZLeadKind.default('individual'),
  firstName: z.string().trim().min(1, 'Please fill First Name .').max(100),
  lastName: z.string().trim().max(100).default(''),
  email: ZPeopleEmail.nullable().optional(),
  phone: zOptText(40),
  countryCallingCode: zOptText(6),
  /** For petitioner leads: the company. */
  companyName: zOptText(300),
  /** Visa or case type of interest, e.g. 'H-1B', 'EB-2 NIW', 'I-130'. */
  interest: zOptText(100),
  /** The person the case would be for, when not the lead himself (e.g. the employee, the relative). */
  beneficiaryFirstName: zOptText(100),
  beneficiaryLastName: zOptText(100),
  beneficiaryEmail: ZPeopleEmail.nullable().optional(),
  citizenshipCountryId: z.number().int().positive().nullable().optional(),
  source: ZLeadSource.default('manual'),
  /** Lead form the lead came from (source lead_form). */
  leadFormId: zOptText(100),
  assignedUserId: z.uuid().nullable().optional(),
  branchId: z.uuid().nullable().optional(),
  consultationAt: z.iso.datetime({ offset: true }).nullable().optional(),
  followUpDate: ZIsoDate.nullable().optional(),
};

export const ZLeadNote = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
});

export const ZLead = z.object({
  id: z.string(),
  kind: ZLeadKind,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCallingCode: z.string().nullable(),
  companyName: z.string().nullable(),
  interest: z.string().nullable(),
  beneficiaryFirstName: z.string().nullable(),
  beneficiaryLastName: z.string().nullable(),
  beneficiaryEmail: z.string().nullable(),
  citizenshipCountryId: z.number().int().nullable(),
  source: ZLeadSource,
  leadFormId: z.string().nullable(),
  status: ZLeadStatus,
  lostReason: z.string().nullable(),
  assignedUserId: z.string().nullable(),
  assignedUserName: z.string().nullable(),
  branchId: z.string().nullable(),
  consultationAt: z.string().nullable(),
  followUpDate: z.string().nullable(),
  notes: z.array(ZLeadNote),
  /** Set by /lead/convert. */
  converted: z
    .object({
      at: z.string(),
      companyId: z.string().nullable(),
      individualId: z.string().nullable(),
      beneficiaryId: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLead = z.infer<typeof ZLead>;
