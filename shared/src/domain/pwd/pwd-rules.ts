import { z } from 'zod';

/*
 * PWD (ETA-9141) rules, the wage-level worksheet and the wage-table format (issue 19 points 6–7,
 * DOMAIN.md §1; design: docs/pwd.md). Pure functions over plain values: the api and the screens
 * apply the same rules. The numbers a firm may read differently are in PWD_RULES / PWD_WORKSHEET.
 */

/** PWD status vocabulary (ours to define, like the LCA's). */
export const PWD_STATUS = {
  DRAFT: 1,
  FILED: 2,
  DETERMINED: 3,
  REDETERMINATION: 4,
  EXPIRED: 5,
  WITHDRAWN: 6,
} as const;
export type PwdStatusId = (typeof PWD_STATUS)[keyof typeof PWD_STATUS];
export const PWD_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;
export const PWD_STATUS_NAMES: Readonly<Record<PwdStatusId, string>> = {
  1: 'Draft',
  2: 'Filed with DOL',
  3: 'Determination issued',
  4: 'Redetermination requested',
  5: 'Expired',
  6: 'Withdrawn',
};
export const ZPwdStatusId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
export const pwdStatusName = (id: number): string => PWD_STATUS_NAMES[id as PwdStatusId] ?? `Status ${id}`;
export const PWD_STATUS_TRANSITIONS: Readonly<Record<PwdStatusId, readonly PwdStatusId[]>> = {
  1: [2, 6],
  2: [3, 6, 1],
  3: [4, 5, 6],
  4: [3, 6],
  5: [],
  6: [],
};
/** The case status (SPEC §4 ids) a PWD case shows: Case Started, In Process, Approved, Denied/Closed. */
export const PWD_CASE_STATUS: Readonly<Record<PwdStatusId, number>> = { 1: 1, 2: 3, 3: 22, 4: 3, 5: 31, 6: 31 };

/**
 * The position types of the case list filter `pwdPositionTypeStatus` and the dashboard's PWD
 * Position stats widget: where a PWD stands for its position.
 */
export const PWD_POSITION_STATES = ['pending', 'valid', 'expiring', 'expired'] as const;
export type PwdPositionState = (typeof PWD_POSITION_STATES)[number];
export const PWD_POSITION_STATE_NAMES: Readonly<Record<PwdPositionState, string>> = {
  pending: 'Awaiting determination',
  valid: 'Determination valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
};

export const PWD_WAGE_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type PwdWageLevel = (typeof PWD_WAGE_LEVELS)[number];
export const PWD_WAGE_SOURCES = ['OEWS', 'CBA', 'DAVIS_BACON', 'SCA', 'SURVEY', 'OTHER'] as const;
export const PWD_WAGE_SOURCE_NAMES: Readonly<Record<(typeof PWD_WAGE_SOURCES)[number], string>> = {
  OEWS: 'OFLC OEWS (wage level)',
  CBA: 'Collective bargaining agreement',
  DAVIS_BACON: 'Davis-Bacon Act',
  SCA: 'McNamara-O’Hara Service Contract Act',
  SURVEY: 'Employer-provided survey',
  OTHER: 'Other',
};
export const PWD_WAGE_UNITS = ['hour', 'week', 'biweekly', 'month', 'year'] as const;
export const PWD_EDUCATION = ['none', 'high_school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type PwdEducation = (typeof PWD_EDUCATION)[number];
export const PWD_EDUCATION_NAMES: Readonly<Record<PwdEducation, string>> = {
  none: 'None',
  high_school: 'High school',
  associate: 'Associate’s',
  bachelor: 'Bachelor’s',
  master: 'Master’s',
  doctorate: 'Doctorate',
};

/** DOMAIN.md §1: a determination is valid 90 days to 1 year; reminder lead time is a firm setting (default). */
export const PWD_RULES = {
  minValidityDays: 90,
  maxValidityYears: 1,
  reminderDaysBefore: 30,
  expiringWithinDays: 60,
} as const;

export const PWD_MESSAGES = {
  validityOrder: 'The validity end must be after its start.',
  validityTooShort: 'A prevailing wage determination is valid for at least 90 days.',
  validityTooLong: 'A prevailing wage determination is valid for at most 1 year.',
  validityBeforeDetermination: 'The validity starts on or after the determination date.',
  determinationBeforeFiling: 'The determination date cannot be before the filing date.',
  determinationIncomplete: 'A determination needs its wage, level or source, and validity dates.',
  socUnknown: 'This SOC code is not in the SOC list.',
  transition: 'This status change is not allowed.',
} as const;
export type PwdIssue = { path: string; message: string };

const DAY = 86_400_000;
const dayNo = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY;
/** The same day one year later (29 Feb → 28 Feb). */
export function pwdAddYears(iso: string, years: number): string {
  const y = +iso.slice(0, 4) + years;
  const m = +iso.slice(5, 7);
  const d = Math.min(+iso.slice(8, 10), new Date(Date.UTC(y, m, 0)).getUTCDate());
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
export const pwdDaysBetween = (from: string, to: string): number => dayNo(to) - dayNo(from);

/**
 * The validity window (DOMAIN.md §1, 20 CFR 656.40(c)): from on or after the determination date,
 * at least 90 days (to − from ≥ 90) and at most one year (to ≤ from + 1 year).
 */
export function checkPwdValidity(v: { determinationDate?: string | null; filedDate?: string | null; validFrom: string; validTo: string }, rules = PWD_RULES): PwdIssue[] {
  const issues: PwdIssue[] = [];
  if (v.filedDate && v.determinationDate && v.determinationDate < v.filedDate) issues.push({ path: 'determinationDate', message: PWD_MESSAGES.determinationBeforeFiling });
  if (v.determinationDate && v.validFrom < v.determinationDate) issues.push({ path: 'validFrom', message: PWD_MESSAGES.validityBeforeDetermination });
  if (v.validTo <= v.validFrom) return [...issues, { path: 'validTo', message: PWD_MESSAGES.validityOrder }];
  if (pwdDaysBetween(v.validFrom, v.validTo) < rules.minValidityDays) issues.push({ path: 'validTo', message: PWD_MESSAGES.validityTooShort });
  if (v.validTo > pwdAddYears(v.validFrom, rules.maxValidityYears)) issues.push({ path: 'validTo', message: PWD_MESSAGES.validityTooLong });
  return issues;
}

/** Days left until the determination lapses (negative once lapsed; 0 on its last day). */
export const pwdDaysLeft = (validTo: string, today: string): number => pwdDaysBetween(today, validTo);

/** Where a PWD stands (filter `pwdPositionTypeStatus`, PWD Position stats). */
export function pwdPositionState(validTo: string | null, today: string, rules = PWD_RULES): PwdPositionState {
  if (!validTo) return 'pending';
  const left = pwdDaysLeft(validTo, today);
  if (left < 0) return 'expired';
  return left <= rules.expiringWithinDays ? 'expiring' : 'valid';
}

// ─────────────────────────── the wage-level worksheet ───────────────────────────

/**
 * The 2009 Prevailing Wage Determination Policy Guidance (non-agricultural) worksheet, as we read
 * it (docs/pwd.md): start at Level I (step 1); add for experience over what the occupation's O*NET
 * Job Zone usually asks (step 2), education above the usual (step 3), special skills or other
 * requirements (step 4), and supervising others where the occupation does not (step 5). A sum
 * beyond IV is IV. The Job Zone experience ranges (months) are configurable defaults.
 */
export const PWD_WORKSHEET = {
  /** Job Zone → usual experience range in months [low, high]. */
  jobZoneExperience: { 1: [0, 3], 2: [3, 12], 3: [12, 24], 4: [24, 48], 5: [48, 96] } as Readonly<Record<1 | 2 | 3 | 4 | 5, readonly [number, number]>>,
  /** Job Zone → usual education. */
  jobZoneEducation: { 1: 'none', 2: 'high_school', 3: 'associate', 4: 'bachelor', 5: 'master' } as Readonly<Record<1 | 2 | 3 | 4 | 5, PwdEducation>>,
} as const;

export type PwdWorksheetInput = {
  jobZone: 1 | 2 | 3 | 4 | 5;
  experienceMonths: number;
  education: PwdEducation;
  specialSkills: boolean;
  supervises: boolean;
  /** The occupation normally supervises (then supervising adds nothing). */
  occupationSupervises?: boolean;
};
export type PwdWorksheetStep = { step: number; label: string; points: number; why: string };
export type PwdWorksheetResult = { level: PwdWageLevel; points: number; steps: PwdWorksheetStep[] };

export function experiencePoints(jobZone: PwdWorksheetInput['jobZone'], months: number, sheet = PWD_WORKSHEET): number {
  const [low, high] = sheet.jobZoneExperience[jobZone];
  if (months <= low) return 0;
  const mid = (low + high) / 2;
  if (months <= mid) return 1;
  if (months <= high) return 2;
  return 3;
}

export function educationPoints(jobZone: PwdWorksheetInput['jobZone'], education: PwdEducation, sheet = PWD_WORKSHEET): number {
  const usual = PWD_EDUCATION.indexOf(sheet.jobZoneEducation[jobZone]);
  const asked = PWD_EDUCATION.indexOf(education);
  return Math.max(0, Math.min(2, asked - usual));
}

export function wageLevelWorksheet(i: PwdWorksheetInput, sheet = PWD_WORKSHEET): PwdWorksheetResult {
  const [low, high] = sheet.jobZoneExperience[i.jobZone];
  const exp = experiencePoints(i.jobZone, i.experienceMonths, sheet);
  const edu = educationPoints(i.jobZone, i.education, sheet);
  const usualEdu = PWD_EDUCATION_NAMES[sheet.jobZoneEducation[i.jobZone]];
  const skills = i.specialSkills ? 1 : 0;
  const sup = i.supervises && !i.occupationSupervises ? 1 : 0;
  const steps: PwdWorksheetStep[] = [
    { step: 1, label: 'Start at Level I', points: 0, why: 'Every determination starts at Level I.' },
    { step: 2, label: 'Experience', points: exp, why: `${i.experienceMonths} months asked; Job Zone ${i.jobZone} usually ${low}–${high} months.` },
    { step: 3, label: 'Education', points: edu, why: `${PWD_EDUCATION_NAMES[i.education]} asked; Job Zone ${i.jobZone} usually ${usualEdu}.` },
    { step: 4, label: 'Special skills and other requirements', points: skills, why: skills ? 'Skills, licences or languages beyond the occupation’s usual ones.' : 'None beyond the usual.' },
    { step: 5, label: 'Supervisory duties', points: sup, why: sup ? 'Supervises others where the occupation does not.' : 'No supervision beyond the occupation’s usual.' },
  ];
  const points = exp + edu + skills + sup;
  return { level: PWD_WAGE_LEVELS[Math.min(3, points)]!, points, steps };
}

/** Annual wage from an hourly one (OFLC tables give hourly wages; 2080 hours a year). */
export const annualFromHourly = (hourly: number): number => Math.round(hourly * 2080 * 100) / 100;
