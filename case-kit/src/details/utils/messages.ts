/** The details page's own form messages (the server answers the same words for the same checks). */
export const DETAIL_MESSAGES = {
  carrierRequired: '*Carrier is required',
  trackingRequired: '*Tracking Number is required',
  trackingLength: 'Tracking Number must be 3 to 60 characters',
  receiptRequired: '*Receipt Number is required',
  kindRequired: 'Choose the USCIS response.',
  dateRequired: (label: string) => `*${label} is required`,
  dateInvalid: (label: string) => `${label} must be a valid date (MM/DD/YYYY)`,
  followOnRequired: 'Choose the case to create.',
  noteRequired: 'Please fill Note .',
} as const;
