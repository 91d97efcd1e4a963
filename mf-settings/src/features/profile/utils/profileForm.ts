import { FEIN_MESSAGE, FEIN_PATTERN, type TTenant, type TUpdateTenantPayload } from 'shared/contract';
import { validateEmail, validatePhone, validateZip } from 'shared/domain';

/** The firm profile form (issue 16.1): every field a string, as the inputs hold them. */
export interface ProfileValues {
  name: string;
  contactEmail: string;
  webApp: string;
  adminName: string;
  adminEmail: string;
  phoneCountryCode: string;
  phone: string;
  feiNumber: string;
  line1: string;
  line2: string;
  countryId: string;
  stateId: string;
  locationId: string;
  zipcode: string;
  logo: string;
  favicon: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** What completing the profile needs (SPEC §4: only then profCompleted becomes 'yes'). */
export const REQUIRED_FOR_COMPLETION: readonly (keyof ProfileValues)[] = [
  'name',
  'contactEmail',
  'adminName',
  'adminEmail',
  'phone',
  'feiNumber',
  'line1',
  'countryId',
  'stateId',
  'locationId',
  'zipcode',
];

export const FIELD_LABELS: Record<keyof ProfileValues, string> = {
  name: 'Firm name',
  contactEmail: 'Contact e-mail',
  webApp: 'Web app address',
  adminName: 'Admin name',
  adminEmail: 'Admin e-mail',
  phoneCountryCode: 'Country code',
  phone: 'Phone',
  feiNumber: 'FEIN',
  line1: 'Address line 1',
  line2: 'Address line 2',
  countryId: 'Country',
  stateId: 'State',
  locationId: 'City',
  zipcode: 'Zip code',
  logo: 'Logo',
  favicon: 'Favicon',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function valuesFromTenant(t: TTenant): ProfileValues {
  const a = (t.address ?? {}) as Record<string, unknown>;
  return {
    name: t.name,
    contactEmail: t.contactEmail ?? '',
    webApp: t.webApp ?? '',
    adminName: t.adminName ?? '',
    adminEmail: t.adminEmail ?? '',
    phoneCountryCode: t.phoneCountryCode.countryCallingCode ?? '1',
    phone: t.phone ?? '',
    feiNumber: t.feiNumber ?? '',
    line1: str(a.line1),
    line2: str(a.line2),
    countryId: str(a.countryId),
    stateId: str(a.stateId),
    locationId: str(a.locationId),
    zipcode: str(a.zipcode),
    logo: t.logo ?? '',
    favicon: t.favicon ?? '',
  };
}

/** Format checks (always) and, when `complete`, the fields completion needs. */
export function validateProfile(v: ProfileValues, complete: boolean): ProfileErrors {
  const e: ProfileErrors = {};
  if (v.name.trim().length < 2) e.name = 'Please fill Firm name .';
  const contact = v.contactEmail.trim() ? validateEmail(v.contactEmail, 'Contact e-mail') : null;
  if (contact) e.contactEmail = contact;
  const admin = v.adminEmail.trim() ? validateEmail(v.adminEmail, 'Admin e-mail') : null;
  if (admin) e.adminEmail = admin;
  const code = v.phoneCountryCode.replace(/^\+/, '').trim();
  const phone = validatePhone(v.phone, code ? { countryCallingCode: code } : { us: true }, 'Phone');
  if (phone) e.phone = phone;
  if (v.feiNumber.trim() && !FEIN_PATTERN.test(v.feiNumber.trim())) e.feiNumber = FEIN_MESSAGE;
  if (v.zipcode.trim() && v.countryId) {
    const zip = validateZip(v.zipcode.trim(), Number(v.countryId));
    if (zip) e.zipcode = zip;
  }
  if (v.webApp.trim() && !/^https?:\/\/[^\s]+$/i.test(v.webApp.trim())) e.webApp = 'Enter an address like https://app.yourfirm.com';
  if (complete) {
    for (const k of REQUIRED_FOR_COMPLETION) {
      if (!v[k].trim() && !e[k]) e[k] = `Please fill ${FIELD_LABELS[k]} .`;
    }
  }
  return e;
}

export const isReadyToComplete = (v: ProfileValues): boolean =>
  Object.keys(validateProfile(v, true)).length === 0;

/** The update payload; `profCompleted: 'yes'` only when everything completion needs is there. */
export function toUpdatePayload(
  v: ProfileValues,
  names: { country?: string; state?: string; location?: string },
): TUpdateTenantPayload {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    name: v.name.trim(),
    contactEmail: orNull(v.contactEmail),
    webApp: orNull(v.webApp),
    adminName: orNull(v.adminName),
    adminEmail: orNull(v.adminEmail),
    phoneCountryCode: orNull(v.phoneCountryCode.replace(/^\+/, '')),
    phone: orNull(v.phone),
    feiNumber: orNull(v.feiNumber),
    logo: orNull(v.logo),
    favicon: orNull(v.favicon),
    address: {
      line1: v.line1.trim(),
      line2: v.line2.trim(),
      zipcode: v.zipcode.trim(),
      countryId: v.countryId ? Number(v.countryId) : null,
      stateId: v.stateId ? Number(v.stateId) : null,
      locationId: v.locationId ? Number(v.locationId) : null,
      countryDetails: { name: names.country ?? null },
      stateDetails: { name: names.state ?? null },
      locationDetails: { name: names.location ?? null },
    },
    ...(isReadyToComplete(v) ? { profCompleted: 'yes' as const } : {}),
  };
}
