export * from './expiry-schemas';
export * from './list-expiries';
export * from './ics-token';
export * from './get-expiry-settings';
export * from './save-expiry-settings';
import { getExpirySettingsCall } from './get-expiry-settings';
import { saveExpirySettingsCall } from './save-expiry-settings';
import { icsTokenCall } from './ics-token';
import { listExpiriesCall } from './list-expiries';

export const EXPIRY_CALLS = [listExpiriesCall, icsTokenCall, getExpirySettingsCall, saveExpirySettingsCall] as const;

/** The public feed route (not a call): `GET /ics/<token>.ics` at the tenant’s host, text/calendar. */
export const ICS_FEED_PATH_PREFIX = '/ics/';
