import { formatPhone } from './validation-phone';

/** SPEC §5 display of a stored phone with its calling code (US numbers without a code get +1). */
export const displayPhone = (phone: string | null | undefined, callingCode?: string | null): string => {
  if (!phone) return '';
  const code = (callingCode ?? '').replace(/^\+/, '');
  return formatPhone(phone, code ? { countryCallingCode: code } : { us: !phone.trim().startsWith('+') });
};
