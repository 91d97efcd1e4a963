import { addBusinessDays, addCalendarDays, isBusinessDay, onOrNextBusinessDay } from './business-days';

/*
 * Posting notice and public access file rules (issue 19 points 3–4, 20 CFR 655.734 and 655.760,
 * DOMAIN.md §2; design: docs/lca-paf.md). Pure functions over ISO dates so the api and the screens
 * agree. What a firm may read differently is in LCA_PAF_RULES (every rule takes it last).
 */

export type NoticeDayKind = 'business' | 'calendar';
export const NOTICE_MODES = ['hardcopy', 'electronic'] as const;
export type NoticeMode = (typeof NOTICE_MODES)[number];

export interface LcaPafRuleConfig {
  /** Days a hard-copy notice stays up (655.734(a)(1)(ii)(A): 10). */
  noticeDays: number;
  /** DOL says "days"; counting business days meets both readings (DOMAIN.md §2). */
  noticeDayKind: NoticeDayKind;
  /** Conspicuous locations per place of employment (2). */
  locationsPerWorksite: number;
  /** Skip federal holidays when counting business/working days. */
  federalHolidays: boolean;
  /** The PAF is ready within this many working days after filing/certification (655.760(a): 1). */
  pafWorkingDays: number;
  /** A member of the public gets the PAF within this many working days of asking (1). */
  requestWorkingDays: number;
  /** Kept this many years beyond the last H-1B employment, or expiry/withdrawal (655.760(c): 1). */
  retentionYears: number;
  /** Remind this many days before a notice may come down (0: on the day). */
  reminderLeadDays: number;
}
export const LCA_PAF_RULES: LcaPafRuleConfig = {
  noticeDays: 10,
  noticeDayKind: 'business',
  locationsPerWorksite: 2,
  federalHolidays: true,
  pafWorkingDays: 1,
  requestWorkingDays: 1,
  retentionYears: 1,
  reminderLeadDays: 0,
};

/** Messages kept once (issue 19's wording where it has one). */
export const LCA_PAF_MESSAGES = {
  noticesMissing: 'Record the posting notices of every worksite (two locations, or an electronic notice) before marking the LCA filed.',
  removedBeforePosted: 'The removal date must not be before the posting date.',
  removedTooEarly: (canComeDown: string) => `A notice must stay up ${LCA_PAF_RULES.noticeDays} days: it may come down on ${canComeDown}.`,
  proofTypeRule: 'a posting proof must be a photo (JPG, PNG, HEIC) or a PDF.',
  proofType: (name: string) => `${name}: a posting proof must be a photo (JPG, PNG, HEIC) or a PDF.`,
  notCertified: 'The public access file is generated for a certified LCA.',
  answeredBeforeReceived: 'The answer date must not be before the request was received.',
  noWorksite: 'This worksite is not on the LCA.',
  legalHoldPurge: 'This LCA is on legal hold and may not be destroyed.',
} as const;

/** File extensions a posting proof may have (photo or PDF). */
export const NOTICE_PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp', 'pdf'] as const;

const opts = (cfg: LcaPafRuleConfig) => ({ federalHolidays: cfg.federalHolidays });

/**
 * The last day a notice posted on `postedOn` must still be up (the posting day counts as day 1 when
 * it is a business day; in business mode a weekend or holiday posting starts counting on the next
 * business day).
 */
export function noticeLastRequiredDay(postedOn: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): string {
  if (cfg.noticeDayKind === 'calendar') return addCalendarDays(postedOn, cfg.noticeDays - 1);
  return addBusinessDays(onOrNextBusinessDay(postedOn, opts(cfg)), cfg.noticeDays - 1, opts(cfg));
}

/** The first day the notice may come down (the day after the last required day). */
export const noticeCanComeDownOn = (postedOn: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): string =>
  addCalendarDays(noticeLastRequiredDay(postedOn, cfg), 1);

export type NoticeLocationState = 'not-posted' | 'posted' | 'complete' | 'removed-early';
export interface NoticeLocationInput {
  mode: NoticeMode;
  postedOn: string | null;
  removedOn: string | null;
}

/** One location's state on `today` (an electronic notice is complete once it is posted and up 10 days). */
export function noticeLocationState(n: NoticeLocationInput, today: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): NoticeLocationState {
  if (!n.postedOn) return 'not-posted';
  const downOn = noticeCanComeDownOn(n.postedOn, cfg);
  if (n.removedOn) return n.removedOn >= downOn ? 'complete' : 'removed-early';
  return today >= downOn ? 'complete' : 'posted';
}

export type WorksiteNoticeState = 'missing' | 'recorded' | 'complete' | 'problem';
/**
 * A worksite's notice: `recorded` once two hard-copy locations (or one electronic notice) have a
 * posting date — enough to file the LCA; `complete` once they have all been up the full period;
 * `problem` when one came down too early.
 */
export function worksiteNoticeState(locations: readonly NoticeLocationInput[], today: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): WorksiteNoticeState {
  const states = locations.map((l) => ({ mode: l.mode, state: noticeLocationState(l, today, cfg) }));
  if (states.some((s) => s.state === 'removed-early')) return 'problem';
  const posted = states.filter((s) => s.state !== 'not-posted');
  const electronic = posted.filter((s) => s.mode === 'electronic');
  const hard = posted.filter((s) => s.mode === 'hardcopy');
  const set = electronic.length ? electronic : hard.length >= cfg.locationsPerWorksite ? hard : null;
  if (!set) return 'missing';
  return set.every((s) => s.state === 'complete') ? 'complete' : 'recorded';
}

/** Is `state` enough to mark the LCA filed? */
export const noticeRecorded = (state: WorksiteNoticeState): boolean => state === 'recorded' || state === 'complete';

/** The PAF is due one working day after certification (the day DOL certified the LCA). */
export const pafDueOn = (certifiedOn: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): string => addBusinessDays(certifiedOn, cfg.pafWorkingDays, opts(cfg));

/** A public request received on `receivedOn` must be answered by this day. */
export const pafRequestDueOn = (receivedOn: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): string =>
  addBusinessDays(receivedOn, cfg.requestWorkingDays, opts(cfg));

/** Is `date` a working day (for the screens' hints)? */
export const isWorkingDay = (date: string, cfg: LcaPafRuleConfig = LCA_PAF_RULES): boolean => isBusinessDay(date, opts(cfg));

const addYears = (date: string, years: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // 29 February + 1 year → 28 February.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

export interface RetentionInput {
  /** Has any H-1B worker been employed under the LCA (a case used one of its positions)? */
  workersEmployed: boolean;
  /** The last day any H-1B worker was employed under it (recorded when the last one leaves). */
  lastWorkerLeftOn: string | null;
  /** The LCA's period end (its expiry). */
  periodEnd: string | null;
  /** The day it was withdrawn, if it was. */
  withdrawnOn: string | null;
}
export type RetentionBasis = 'last-worker' | 'withdrawal' | 'expiry' | 'workers-employed' | 'unknown';
export interface Retention {
  /** Keep the PAF until this day (inclusive); null while it cannot be known yet. */
  keepUntil: string | null;
  basis: RetentionBasis;
}

/**
 * 655.760(c): one year beyond the last date any H-1B worker is employed under the LCA; when none
 * was, one year from its expiry or withdrawal (the earlier of the two ends it).
 */
export function retentionOf(r: RetentionInput, cfg: LcaPafRuleConfig = LCA_PAF_RULES): Retention {
  if (r.lastWorkerLeftOn) return { keepUntil: addYears(r.lastWorkerLeftOn, cfg.retentionYears), basis: 'last-worker' };
  if (r.workersEmployed) return { keepUntil: null, basis: 'workers-employed' };
  const ends = [r.withdrawnOn, r.periodEnd].filter((d): d is string => !!d).sort();
  if (!ends.length) return { keepUntil: null, basis: 'unknown' };
  return { keepUntil: addYears(ends[0]!, cfg.retentionYears), basis: ends[0] === r.withdrawnOn ? 'withdrawal' : 'expiry' };
}

/** May the file be destroyed on `today`? Never under legal hold; only after the retention day. */
export const mayPurge = (keepUntil: string | null, legalHold: boolean, today: string): boolean => !legalHold && !!keepUntil && today > keepUntil;

export const RETENTION_BASIS_LABELS: Readonly<Record<RetentionBasis, string>> = {
  'last-worker': 'One year after the last H-1B worker left',
  withdrawal: 'One year after withdrawal (no worker employed)',
  expiry: 'One year after expiry (no worker employed)',
  'workers-employed': 'Open: record when the last H-1B worker leaves',
  unknown: 'Open: no period recorded',
};
