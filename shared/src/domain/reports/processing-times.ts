/*
 * Typical processing times per form (issue 17 point 5): the expiry risk report adds them to a
 * case's filing (or opening) date to estimate when it could be decided. The firm's admins edit the
 * table (reports/processing-times-update); a form the firm never edited uses these defaults.
 *
 * Source of the defaults: the product's estimates of the published median processing times (USCIS
 * "Check Case Processing Times" and DOL FLAG processing times pages) as read on DEFAULT_PROCESSING_TIMES_AS_OF.
 * They are rough national figures, rounded to whole days; each firm should replace them with what it
 * sees at its service centres.
 */

export interface ProcessingTimeDefault {
  /** The government form (CASE_TYPES[].form). */
  form: string;
  label: string;
  /** Typical days from filing to decision. */
  typicalDays: number;
  /** With premium processing, when the form offers it. */
  premiumDays: number | null;
}

export const DEFAULT_PROCESSING_TIMES_AS_OF = '2026-01-15';
/** Shown to the firm as the defaults' source: neutral wording, never the product's name (white label). */
export const DEFAULT_PROCESSING_TIMES_SOURCE = 'Default estimates: approximate USCIS and DOL published median processing times';

export const DEFAULT_PROCESSING_TIMES: readonly ProcessingTimeDefault[] = [
  { form: 'I-129', label: 'I-129 Petition for a Nonimmigrant Worker (H-1B, L-1)', typicalDays: 90, premiumDays: 15 },
  { form: 'I-539', label: 'I-539 Extend or Change Nonimmigrant Status (H-4, L-2)', typicalDays: 210, premiumDays: null },
  { form: 'I-765', label: 'I-765 Employment Authorization (H-4 EAD)', typicalDays: 120, premiumDays: null },
  { form: 'I-130', label: 'I-130 Petition for Alien Relative', typicalDays: 420, premiumDays: null },
  { form: 'I-140', label: 'I-140 Immigrant Petition for Alien Worker', typicalDays: 240, premiumDays: 15 },
  { form: 'I-485', label: 'I-485 Adjustment of Status', typicalDays: 330, premiumDays: null },
  { form: 'ETA-9089', label: 'ETA-9089 PERM Labor Certification', typicalDays: 480, premiumDays: null },
  { form: 'ETA-9035', label: 'ETA-9035 Labor Condition Application', typicalDays: 7, premiumDays: null },
  { form: 'ETA-9141', label: 'ETA-9141 Prevailing Wage Determination', typicalDays: 200, premiumDays: null },
];

export const PROCESSING_TIME_FORMS = DEFAULT_PROCESSING_TIMES.map((d) => d.form);
