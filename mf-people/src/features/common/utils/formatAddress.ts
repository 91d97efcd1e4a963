import type { TAddress } from 'shared/contract';

const APT: Record<string, string> = { apt: 'Apt', ste: 'Ste', flr: 'Flr' };

/** SPEC §3 Address as lines: street (with Apt/Ste/Flr), then city, state zip, then country. */
export const formatAddressLines = (a: Partial<TAddress> | null | undefined): string[] => {
  if (!a) return [];
  const street = [a.line1, a.aptType ? `${APT[a.aptType] ?? a.aptType} ${a.line2 ?? ''}`.trim() : a.line2]
    .filter(Boolean)
    .join(', ');
  const cityState = [a.locationDetails?.name, [a.stateDetails?.name, a.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [street, cityState, a.countryDetails?.name ?? ''].filter((l) => l && l.trim() !== '');
};

export const ADDRESS_TYPE_LABELS: Record<string, string> = {
  mailing: 'Mailing',
  physical: 'Physical',
  work: 'Work',
  home: 'Home',
  foreign: 'Foreign',
  billing: 'Billing',
  other: 'Other',
};
