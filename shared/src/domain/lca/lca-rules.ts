import { z } from 'zod';

/*
 * LCA (ETA-9035) rules (issue 19 points 1–2, DOMAIN.md §2, SPEC §4; design: docs/lca.md). Pure
 * functions over plain values so the api and the screens apply the same rules. Numbers DOMAIN.md
 * marks [unverified] and the thresholds a firm may read differently are in LCA_RULES, which every
 * rule takes as an optional last argument.
 */

/**
 * The LCA status vocabulary (SPEC §3 LCA statusId/statusLogs; ours to define, SPEC §4: 2 and 3
 * satisfy the LCA requirement). 2: this LCA is certified; 3: the case is covered by a certified
 * LCA from the inventory (an LCA already certified for other workers, issue 19 point 2).
 */
export const LCA_STATUS = {
  REQUESTED: 1,
  CERTIFIED: 2,
  CERTIFIED_FROM_INVENTORY: 3,
  IN_PREPARATION: 4,
  FILED: 5,
  DENIED: 6,
  WITHDRAWN: 7,
  EXPIRED: 8,
} as const;
export type LcaStatusId = (typeof LCA_STATUS)[keyof typeof LCA_STATUS];
export const LCA_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const LCA_STATUS_NAMES: Readonly<Record<LcaStatusId, string>> = {
  1: 'Requested',
  2: 'Certified',
  3: 'Certified (from inventory)',
  4: 'In preparation',
  5: 'Filed with DOL',
  6: 'Denied',
  7: 'Withdrawn',
  8: 'Expired',
};
export const ZLcaStatusId = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.literal(8)]);

/**
 * Which status an LCA may move to from which (the LCA record itself; 3 is written on the H-1B
 * case's log when a case is attached to a certified LCA, never on the LCA).
 */
export const LCA_STATUS_TRANSITIONS: Readonly<Record<LcaStatusId, readonly LcaStatusId[]>> = {
  1: [4, 5, 7],
  4: [1, 5, 7],
  5: [2, 6, 7],
  2: [7, 8],
  3: [],
  6: [4],
  7: [],
  8: [],
};
/** The name of SPEC §4 status 99 of the statistics (PENDING_WITH_LCA_STATUS_ID). */
export const PENDING_WITH_LCA_STATUS_NAME = 'Pending with LCA';
export const lcaStatusName = (id: number): string => LCA_STATUS_NAMES[id as LcaStatusId] ?? `Status ${id}`;

/** The case status (SPEC §4 ids) an LCA case shows for its LCA status. */
export const LCA_CASE_STATUS: Readonly<Record<LcaStatusId, number>> = {
  1: 1, // Case Started
  4: 3, // In Process
  5: 8, // Ready for Filing (filed with DOL, awaiting certification)
  2: 22, // Case Approved (certified)
  3: 22,
  6: 23, // Case Denied
  7: 31, // Withdrawn
  8: 31,
};

/** Wage levels I–IV (OEWS) and the units a wage is quoted in. */
export const LCA_WAGE_LEVELS = ['I', 'II', 'III', 'IV'] as const;
export type LcaWageLevel = (typeof LCA_WAGE_LEVELS)[number];
export const LCA_WAGE_UNITS = ['hour', 'week', 'biweekly', 'month', 'year'] as const;
export type LcaWageUnit = (typeof LCA_WAGE_UNITS)[number];
/** ETA-9035 F.b prevailing wage sources. */
export const LCA_PW_SOURCES = ['OFLC_OEWS', 'CBA', 'DBA', 'SCA', 'NPWC', 'SURVEY', 'OTHER'] as const;
export type LcaPwSource = (typeof LCA_PW_SOURCES)[number];
export const LCA_PW_SOURCE_LABELS: Readonly<Record<LcaPwSource, string>> = {
  OFLC_OEWS: 'OFLC Online Data Center (OEWS)',
  CBA: 'Collective bargaining agreement',
  DBA: 'Davis-Bacon Act',
  SCA: 'McNamara-O’Hara Service Contract Act',
  NPWC: 'Prevailing wage determination (NPWC)',
  SURVEY: 'Independent authoritative survey',
  OTHER: 'Other published survey',
};

/** The rule constants (DOMAIN.md §2). */
export interface LcaRuleConfig {
  /** An LCA covers at most this many years (655.750). */
  maxPeriodYears: number;
  /** Filed no earlier than this many months before the start (655.730(b)). */
  earliestFilingMonths: number;
  /** 8 USC 1182(n)(3): dependency thresholds. */
  dependency: { smallMaxFte: number; smallMoreThan: number; mediumMaxFte: number; mediumMoreThan: number; largeShare: number };
  /** Exempt H-1B worker: paid at least this a year (or holding a specialty master's). */
  exemptWage: number;
  /** Are exempt H-1B workers counted in the dependency test's H-1B count? (the statute's exclusion ended in 2000). */
  countExemptInDependency: boolean;
  /** Hours a year, weeks a year… for comparing wages quoted in different units. */
  annualFactor: Readonly<Record<LcaWageUnit, number>>;
}
export const LCA_RULES: LcaRuleConfig = {
  maxPeriodYears: 3,
  earliestFilingMonths: 6,
  dependency: { smallMaxFte: 25, smallMoreThan: 7, mediumMaxFte: 50, mediumMoreThan: 12, largeShare: 0.15 },
  exemptWage: 60000,
  countExemptInDependency: true,
  annualFactor: { hour: 2080, week: 52, biweekly: 26, month: 12, year: 1 },
};

/** The messages of the LCA rules, kept once (issue 19's wording). */
export const LCA_MESSAGES = {
  periodTooLong: 'The period of employment can be at most 3 years.',
  periodOrder: 'The end date must be after the start date.',
  filedTooEarly: 'An LCA can be filed no earlier than 6 months before the employment start date.',
  wageBelowPrevailing: 'The offered wage (or the bottom of the wage range) must be at least the prevailing wage.',
  wageRangeOrder: 'The top of the wage range must not be below its bottom.',
  worksiteAddress: 'Each worksite needs a full address: street, city, state and ZIP code.',
  noWorksite: 'Add at least one worksite.',
  overUse: (workers: number) => `This LCA covers ${workers} worker${workers === 1 ? '' : 's'} and all its positions are in use.`,
  workersBelowUsed: (used: number) => `${used} case${used === 1 ? ' uses' : 's use'} this LCA: the number of workers cannot be less than that.`,
  notCertified: 'Only a certified LCA can serve more cases.',
  expired: 'This LCA’s period has ended; it cannot serve more cases.',
  socUnknown: 'Choose an SOC code from the list.',
  notDependentLabel: 'Not H-1B dependent',
  transition: (from: string, to: string) => `An LCA that is "${from}" cannot become "${to}".`,
  incomplete: 'Fill in the job, the wages, the worksites, the period and the number of workers before filing the LCA.',
} as const;

export interface LcaIssue {
  path: string;
  message: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const parse = (d: string): Date => new Date(`${d}T00:00:00Z`);
const iso = (d: Date): string => d.toISOString().slice(0, 10);

/** `date` plus `months` (calendar months; the 31st of a shorter month is its last day). */
export function addMonthsIso(date: string, months: number): string {
  const d = parse(date);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return iso(target);
}
const addDays = (date: string, days: number): string => iso(new Date(parse(date).getTime() + days * 86_400_000));

/** The last end date an LCA starting on `start` may have (start + 3 years − 1 day). */
export const latestLcaEnd = (start: string, cfg: LcaRuleConfig = LCA_RULES): string => {
  const d = parse(start);
  // Date.UTC rolls 29 February over to 1 March, so a leap-day start may end on 28 February.
  return addDays(iso(new Date(Date.UTC(d.getUTCFullYear() + cfg.maxPeriodYears, d.getUTCMonth(), d.getUTCDate()))), -1);
};

/** The earliest day an LCA starting on `start` may be filed (start − 6 months). */
export const earliestLcaFiling = (start: string, cfg: LcaRuleConfig = LCA_RULES): string => addMonthsIso(start, -cfg.earliestFilingMonths);

/** Period: end after start, at most 3 years. */
export function checkLcaPeriod(start: string, end: string, cfg: LcaRuleConfig = LCA_RULES): LcaIssue[] {
  if (!ISO.test(start) || !ISO.test(end)) return [];
  if (end <= start) return [{ path: 'periodEnd', message: LCA_MESSAGES.periodOrder }];
  if (end > latestLcaEnd(start, cfg)) return [{ path: 'periodEnd', message: LCA_MESSAGES.periodTooLong }];
  return [];
}

/** Filing date: no earlier than 6 months before the start. */
export function checkLcaFiling(filedOn: string, start: string, cfg: LcaRuleConfig = LCA_RULES): LcaIssue[] {
  return filedOn < earliestLcaFiling(start, cfg) ? [{ path: 'filedOn', message: LCA_MESSAGES.filedTooEarly }] : [];
}

/** A wage in a year's money, to compare wages quoted in different units. */
export const annualWage = (amount: number, unit: LcaWageUnit, cfg: LcaRuleConfig = LCA_RULES): number => amount * cfg.annualFactor[unit];

export interface LcaWages {
  prevailingWage: number;
  prevailingWageUnit: LcaWageUnit;
  wageFrom: number;
  wageTo?: number | null;
  wageUnit: LcaWageUnit;
}

/** The offered wage (or the bottom of the range) is at least the prevailing wage; a range is ordered. */
export function checkLcaWages(w: LcaWages, cfg: LcaRuleConfig = LCA_RULES): LcaIssue[] {
  const out: LcaIssue[] = [];
  if (w.wageTo != null && w.wageTo < w.wageFrom) out.push({ path: 'wageTo', message: LCA_MESSAGES.wageRangeOrder });
  const offered = annualWage(w.wageFrom, w.wageUnit, cfg);
  const prevailing = annualWage(w.prevailingWage, w.prevailingWageUnit, cfg);
  // Cents: compare rounded amounts so 45.67/hour against 94,993.60/year is not refused by a float.
  if (Math.round(offered * 100) < Math.round(prevailing * 100)) out.push({ path: 'wageFrom', message: LCA_MESSAGES.wageBelowPrevailing });
  return out;
}

export interface LcaWorksiteAddress {
  line1?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}
const ZIP = /^\d{5}(-\d{4})?$/;

/** A worksite is complete with street, city, state and a US ZIP code. */
export const isFullWorksiteAddress = (w: LcaWorksiteAddress): boolean =>
  !!w.line1?.trim() && !!w.city?.trim() && !!w.state?.trim() && !!w.zipCode && ZIP.test(w.zipCode.trim());

export function checkLcaWorksites(sites: readonly LcaWorksiteAddress[]): LcaIssue[] {
  if (sites.length === 0) return [{ path: 'worksites', message: LCA_MESSAGES.noWorksite }];
  return sites.flatMap((s, i) => (isFullWorksiteAddress(s) ? [] : [{ path: `worksites.${i}`, message: LCA_MESSAGES.worksiteAddress }]));
}

export interface LcaHeadcounts {
  /** Full-time equivalent employees in the US. */
  fteCount: number;
  /** H-1B workers among them. */
  h1bCount: number;
  /** Exempt H-1B workers (paid $60,000+ a year or holding a specialty master's). */
  exemptH1bCount?: number;
}
export interface LcaDependency {
  dependent: boolean;
  /** The H-1B workers the test counted. */
  counted: number;
  /** Which test applied, in words. */
  rule: string;
}

/**
 * 8 USC 1182(n)(3)(A): dependent with ≤25 FTE and >7 H-1B workers, 26–50 FTE and >12, or 51+ FTE
 * and ≥15 % H-1B. Exempt workers are counted unless the configuration says otherwise.
 */
export function h1bDependency(h: LcaHeadcounts, cfg: LcaRuleConfig = LCA_RULES): LcaDependency {
  const d = cfg.dependency;
  const counted = cfg.countExemptInDependency ? h.h1bCount : Math.max(0, h.h1bCount - (h.exemptH1bCount ?? 0));
  if (h.fteCount <= d.smallMaxFte)
    return { dependent: counted > d.smallMoreThan, counted, rule: `${d.smallMaxFte} or fewer FTE: dependent with more than ${d.smallMoreThan} H-1B workers` };
  if (h.fteCount <= d.mediumMaxFte)
    return { dependent: counted > d.mediumMoreThan, counted, rule: `${d.smallMaxFte + 1}–${d.mediumMaxFte} FTE: dependent with more than ${d.mediumMoreThan} H-1B workers` };
  return {
    dependent: counted >= d.largeShare * h.fteCount,
    counted,
    rule: `${d.mediumMaxFte + 1} or more FTE: dependent with ${Math.round(d.largeShare * 100)}% or more H-1B workers`,
  };
}

/** Is a worker exempt (paid at least $60,000 a year, or holding a specialty master's)? */
export const isExemptH1bWorker = (annualPay: number, specialtyMasters: boolean, cfg: LcaRuleConfig = LCA_RULES): boolean =>
  specialtyMasters || annualPay >= cfg.exemptWage;

/** Inventory: may `adding` more cases use an LCA of `workers` positions with `used` taken? */
export function checkLcaInventory(workers: number, used: number, adding = 1): LcaIssue[] {
  return used + adding > workers ? [{ path: 'lcaId', message: LCA_MESSAGES.overUse(workers) }] : [];
}

/** The number of workers may not go below the positions in use. */
export function checkLcaWorkers(workers: number, used: number): LcaIssue[] {
  return workers < used ? [{ path: 'workers', message: LCA_MESSAGES.workersBelowUsed(used) }] : [];
}

/** May an LCA move from `from` to `to`? */
export function checkLcaTransition(from: number, to: number): LcaIssue[] {
  const allowed = LCA_STATUS_TRANSITIONS[from as LcaStatusId] ?? [];
  return allowed.includes(to as LcaStatusId) ? [] : [{ path: 'statusId', message: LCA_MESSAGES.transition(lcaStatusName(from), lcaStatusName(to)) }];
}

/** Does an LCA in this status, with this period, serve new cases today? */
export const lcaServesNewCases = (statusId: number, periodEnd: string | null, today: string): LcaIssue[] => {
  if (statusId !== LCA_STATUS.CERTIFIED) return [{ path: 'lcaId', message: LCA_MESSAGES.notCertified }];
  if (periodEnd && periodEnd < today) return [{ path: 'lcaId', message: LCA_MESSAGES.expired }];
  return [];
};
