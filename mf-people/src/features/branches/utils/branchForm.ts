import type { TBranch, TCreateBranchPayload } from 'shared/contract';
import { COUNTRY_ID, validateMinLength, validateRequired, validateZip } from 'shared/domain';
import { collect, type FormErrorMap } from 'shared/ui';
import { branchAddress } from '../api/branchesQueries';

export interface BranchFormValues {
  name: string;
  code: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  isDefault: boolean;
  active: boolean;
}

export const emptyBranchForm = (): BranchFormValues => ({
  name: '',
  code: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: 'United States',
  zipcode: '',
  isDefault: false,
  active: true,
});

export const branchToForm = (b: TBranch): BranchFormValues => {
  const a = branchAddress(b);
  return {
    name: b.name,
    code: b.code ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    country: a.country ?? '',
    zipcode: a.zipcode ?? '',
    isDefault: b.isDefault,
    active: b.active,
  };
};

/** A free-text country that means the United States (its zip rule applies). */
const isUs = (country: string) => ['', 'us', 'usa', 'united states', 'united states of america'].includes(country.trim().toLowerCase());

/** SPEC §5: required name (at least 2 characters, as the server asks), US zip codes. */
export const validateBranchForm = (v: BranchFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'name', validateRequired(v.name, 'Name') ?? validateMinLength(v.name, 2));
  if (isUs(v.country)) collect(e, 'zipcode', validateZip(v.zipcode, COUNTRY_ID.US));
  return e;
};

const t = (s: string) => (s.trim() === '' ? undefined : s.trim());

export const branchFormToPayload = (v: BranchFormValues): TCreateBranchPayload => {
  const address = {
    line1: t(v.line1),
    line2: t(v.line2),
    city: t(v.city),
    state: t(v.state),
    country: t(v.country),
    zipcode: t(v.zipcode),
  };
  const hasAddress = Object.values(address).some((x) => x !== undefined);
  return {
    name: v.name.trim(),
    code: t(v.code) ?? null,
    address: hasAddress ? address : null,
  };
};
