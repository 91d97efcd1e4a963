import type { TSaveDependentsPayload } from 'shared/contract';
import type { FormErrorMap } from 'shared/ui';
import {
  beneficiaryFormToPayload,
  emptyBeneficiaryForm,
  validateBeneficiaryForm,
  type BeneficiaryFormValues,
} from './beneficiaryForm';

/** The short form for a spouse or child: who they are, passport, and the status that follows the principal's. */
export interface DependentFormValues {
  relation: 'spouse' | 'child';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  citizenshipCountryId: string;
  email: string;
  passport: BeneficiaryFormValues['passport'];
  currentStatus: BeneficiaryFormValues['currentStatus'];
  i94: BeneficiaryFormValues['i94'];
}

export const emptyDependentForm = (
  relation: 'spouse' | 'child',
  lastName = '',
  citizenshipCountryId = '',
): DependentFormValues => {
  const base = emptyBeneficiaryForm();
  return {
    relation,
    firstName: '',
    lastName,
    dateOfBirth: '',
    citizenshipCountryId,
    email: '',
    passport: base.passport,
    currentStatus: base.currentStatus,
    i94: base.i94,
  };
};

const asFull = (v: DependentFormValues): BeneficiaryFormValues => ({ ...emptyBeneficiaryForm(), ...v });

const FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'email', 'passport.', 'currentStatus.', 'i94.'];

/** The full profile rules (SPEC §5 messages), limited to the fields this form has. */
export const validateDependentForm = (v: DependentFormValues): FormErrorMap =>
  Object.fromEntries(
    Object.entries(validateBeneficiaryForm(asFull(v))).filter(([path]) =>
      FIELDS.some((f) => path === f || (f.endsWith('.') && path.startsWith(f))),
    ),
  );

export const dependentToPayload = (
  v: DependentFormValues,
  countryName: (id: number) => string | undefined,
): NonNullable<TSaveDependentsPayload['dependents']>[number] => {
  const p = beneficiaryFormToPayload(asFull(v), countryName);
  return {
    relation: v.relation,
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    citizenshipCountryId: p.citizenshipCountryId,
    email: p.email,
    passport: p.passport,
    currentStatus: p.currentStatus,
    i94: p.i94,
  };
};
