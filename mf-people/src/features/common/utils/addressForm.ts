import type { TAddress, TAddressInput } from 'shared/contract';
import { validatePhone, validateRequired, validateZip } from 'shared/domain';
import { collect, type FormErrorMap } from 'shared/ui';

export type AptType = '' | 'apt' | 'ste' | 'flr';

/** One address as the form edits it (all text; the country as a master data id). */
export interface AddressValues {
  type: TAddress['type'];
  line1: string;
  aptType: AptType;
  line2: string;
  city: string;
  state: string;
  countryId: string;
  zipcode: string;
}

export const emptyAddress = (type: TAddress['type'] = 'mailing', countryId = ''): AddressValues => ({
  type,
  line1: '',
  aptType: '',
  line2: '',
  city: '',
  state: '',
  countryId,
  zipcode: '',
});

export const addressToForm = (a: TAddress): AddressValues => ({
  type: a.type,
  line1: a.line1 ?? '',
  aptType: (a.aptType ?? '') as AptType,
  line2: a.line2 ?? '',
  city: a.locationDetails?.name ?? '',
  state: a.stateDetails?.name ?? '',
  countryId: a.countryDetails?.id ? String(a.countryDetails.id) : '',
  zipcode: a.zipcode ?? '',
});

export const formToAddress = (a: AddressValues, countryName: (id: number) => string | undefined): TAddressInput => {
  const countryId = a.countryId ? Number(a.countryId) : null;
  return {
    type: a.type,
    line1: a.line1.trim(),
    line2: a.line2.trim() || null,
    aptType: a.aptType || null,
    locationDetails: a.city.trim() ? { name: a.city.trim() } : null,
    stateDetails: a.state.trim() ? { name: a.state.trim() } : null,
    countryDetails: countryId ? { id: countryId, name: countryName(countryId) ?? '' } : null,
    zipcode: a.zipcode.trim() || null,
  };
};

/** SPEC §5 rules of an address: street required, zip by the chosen country ('Zip Code not valid'). */
export const validateAddress = (errors: FormErrorMap, path: string, a: AddressValues): void => {
  collect(errors, `${path}.line1`, validateRequired(a.line1, 'Street address'));
  collect(errors, `${path}.countryId`, validateRequired(a.countryId, 'Country'));
  collect(errors, `${path}.zipcode`, validateZip(a.zipcode, a.countryId ? Number(a.countryId) : undefined));
};

/** SPEC §5 phone rule as the contract applies it: the calling code beside it, else the US variant. */
export const validatePhoneWithCode = (phone: string, callingCode: string, field?: string) => {
  const code = callingCode.trim().replace(/^\+/, '');
  return validatePhone(phone, code ? { countryCallingCode: code } : { us: !phone.trim().startsWith('+') }, field);
};
