import { FEIN_MESSAGE, FEIN_PATTERN, type TLcaDataInput, type TLcaDetails, type TLcaWorksite, type TLcaWorksiteInput } from 'shared/contract';
import {
  checkLcaPeriod,
  checkLcaWages,
  checkLcaWorksites,
  earliestLcaFiling,
  h1bDependency,
  isoToUs,
  LCA_MESSAGES,
  usToIso,
  type LcaDependency,
  type LcaIssue,
  type LcaPwSource,
  type LcaWageLevel,
  type LcaWageUnit,
} from 'shared/domain';

/*
 * The ETA-9035 form's state (text as typed) and its conversion to the /lca/update payload. The
 * rules are the shared ones (shared/domain/lca), so the page shows the server's messages before
 * the server is asked.
 */

export interface WorksiteForm {
  /** The saved worksite's id (a new row has none); keeps React keys stable. */
  key: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  state: string;
  zipCode: string;
  workers: string;
  thirdParty: boolean;
}

export type TriState = '' | 'yes' | 'no';

export interface LcaForm {
  employerName: string;
  fein: string;
  jobTitle: string;
  socCode: { value: string; label: string } | null;
  wageLevel: LcaWageLevel | '';
  prevailingWage: string;
  prevailingWageUnit: LcaWageUnit;
  pwSource: LcaPwSource | '';
  pwSourceDetail: string;
  wageFrom: string;
  wageTo: string;
  wageUnit: LcaWageUnit;
  fullTime: boolean;
  periodStart: string;
  periodEnd: string;
  workers: string;
  h1bDependent: TriState;
  wilfulViolator: TriState;
  exemptOnly: TriState;
  fteCount: string;
  h1bCount: string;
  exemptH1bCount: string;
  worksites: WorksiteForm[];
}

let seq = 0;
export const newWorksite = (): WorksiteForm => ({
  key: `new-${++seq}`,
  name: '',
  line1: '',
  line2: '',
  city: '',
  county: '',
  state: '',
  zipCode: '',
  workers: '',
  thirdParty: false,
});

export const worksiteToForm = (w: TLcaWorksite): WorksiteForm => ({
  key: w.id,
  name: w.name ?? '',
  line1: w.line1 ?? '',
  line2: w.line2 ?? '',
  city: w.city ?? '',
  county: w.county ?? '',
  state: w.state ?? '',
  zipCode: w.zipCode ?? '',
  workers: w.workers == null ? '' : String(w.workers),
  thirdParty: w.thirdParty,
});

const tri = (v: boolean | null): TriState => (v == null ? '' : v ? 'yes' : 'no');
const fromTri = (v: TriState): boolean | null => (v === '' ? null : v === 'yes');
const num = (v: number | null | undefined): string => (v == null ? '' : String(v));

export function toLcaForm(d: TLcaDetails): LcaForm {
  return {
    employerName: d.employerName ?? '',
    fein: d.fein ?? '',
    jobTitle: d.jobTitle ?? '',
    socCode: d.socCode ? { value: d.socCode, label: d.socTitle ? `${d.socCode} ${d.socTitle}` : d.socCode } : null,
    wageLevel: d.wageLevel ?? '',
    prevailingWage: num(d.prevailingWage),
    prevailingWageUnit: d.prevailingWageUnit,
    pwSource: d.pwSource ?? '',
    pwSourceDetail: d.pwSourceDetail ?? '',
    wageFrom: num(d.wageFrom),
    wageTo: num(d.wageTo),
    wageUnit: d.wageUnit,
    fullTime: d.fullTime,
    periodStart: isoToUs(d.periodStart),
    periodEnd: isoToUs(d.periodEnd),
    workers: String(d.positions.workers),
    h1bDependent: tri(d.h1bDependent),
    wilfulViolator: tri(d.wilfulViolator),
    exemptOnly: tri(d.exemptOnly),
    fteCount: num(d.headcounts?.fteCount),
    h1bCount: num(d.headcounts?.h1bCount),
    exemptH1bCount: num(d.headcounts?.exemptH1bCount),
    worksites: d.worksites.map(worksiteToForm),
  };
}

const money = (s: string): number | null => {
  const t = s.replace(/[$,\s]/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : NaN;
};
const int = (s: string): number | null => {
  const t = s.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isInteger(n) ? n : NaN;
};
const text = (s: string): string | null => (s.trim() === '' ? null : s.trim());
const isBlankSite = (w: WorksiteForm): boolean => !w.name.trim() && !w.line1.trim() && !w.city.trim() && !w.state.trim() && !w.zipCode.trim();

export const worksiteInput = (w: WorksiteForm): TLcaWorksiteInput => {
  const workers = int(w.workers);
  return {
    name: text(w.name),
    line1: text(w.line1),
    line2: text(w.line2),
    city: text(w.city),
    county: text(w.county),
    state: text(w.state),
    zipCode: text(w.zipCode),
    workers: workers != null && !Number.isNaN(workers) ? workers : null,
    thirdParty: w.thirdParty,
  };
};

/** Headcounts typed so far → the dependency test (null until both counts are there). */
export function computedDependency(f: Pick<LcaForm, 'fteCount' | 'h1bCount' | 'exemptH1bCount'>): LcaDependency | null {
  const fte = int(f.fteCount);
  const h1b = int(f.h1bCount);
  if (fte == null || h1b == null || Number.isNaN(fte) || Number.isNaN(h1b) || fte < 0 || h1b < 0) return null;
  const exempt = int(f.exemptH1bCount);
  return h1bDependency({ fteCount: fte, h1bCount: h1b, exemptH1bCount: exempt != null && !Number.isNaN(exempt) ? exempt : 0 });
}

export type FormErrors = Record<string, string>;

/**
 * The worksite rows' checks (shared rule): every row the user started needs a full address; an
 * untouched row is left out of the payload. `requireOne`: at least one worksite (the link form).
 */
export function worksiteIssues(sites: readonly WorksiteForm[], requireOne: boolean): LcaIssue[] {
  const started = sites.map((w, i) => ({ w, i })).filter(({ w }) => !isBlankSite(w));
  if (started.length === 0) {
    if (!requireOne) return [];
    // An untouched first row: ask for its address there rather than for "a worksite".
    return sites.length ? [{ path: 'worksites.0', message: LCA_MESSAGES.worksiteAddress }] : checkLcaWorksites([]);
  }
  return started.flatMap(({ w, i }) => checkLcaWorksites([worksiteInput(w)]).map((issue) => ({ ...issue, path: `worksites.${i}` })));
}

/** Checks the form with the shared rules; errors keyed by field (worksites.N for a row). */
export function validateLcaForm(f: LcaForm): FormErrors {
  const e: FormErrors = {};
  const add = (issues: readonly LcaIssue[]) => issues.forEach((i) => (e[i.path] ??= i.message));
  const start = f.periodStart.trim() ? usToIso(f.periodStart) : null;
  const end = f.periodEnd.trim() ? usToIso(f.periodEnd) : null;
  if (f.periodStart.trim() && !start) e.periodStart = 'Enter a date as MM/DD/YYYY.';
  if (f.periodEnd.trim() && !end) e.periodEnd = 'Enter a date as MM/DD/YYYY.';
  if (start && end) add(checkLcaPeriod(start, end));
  const pw = money(f.prevailingWage);
  const from = money(f.wageFrom);
  const to = money(f.wageTo);
  if (Number.isNaN(pw)) e.prevailingWage = 'Enter an amount in dollars.';
  if (Number.isNaN(from)) e.wageFrom = 'Enter an amount in dollars.';
  if (Number.isNaN(to)) e.wageTo = 'Enter an amount in dollars.';
  if (pw != null && from != null && !Number.isNaN(pw) && !Number.isNaN(from) && (to == null || !Number.isNaN(to)))
    add(checkLcaWages({ prevailingWage: pw, prevailingWageUnit: f.prevailingWageUnit, wageFrom: from, wageTo: to, wageUnit: f.wageUnit }));
  else if (from != null && to != null && !Number.isNaN(from) && !Number.isNaN(to) && to < from) e.wageTo = LCA_MESSAGES.wageRangeOrder;
  const workers = int(f.workers);
  if (workers == null || Number.isNaN(workers) || workers < 1 || workers > 1000) e.workers = 'Enter a number of workers from 1 to 1000.';
  for (const k of ['fteCount', 'h1bCount', 'exemptH1bCount'] as const) {
    const n = int(f[k]);
    if (n != null && (Number.isNaN(n) || n < 0)) e[k] = 'Enter a whole number.';
  }
  if ((f.fteCount.trim() === '') !== (f.h1bCount.trim() === '')) e[f.fteCount.trim() ? 'h1bCount' : 'fteCount'] = 'Enter both headcounts, or neither.';
  if (f.fein.trim() && !FEIN_PATTERN.test(f.fein.trim())) e.fein = FEIN_MESSAGE;
  add(worksiteIssues(f.worksites, false));
  return e;
}

/** A warning, not an error: today is earlier than 6 months before the start (DOL refuses the filing). */
export function earlyFilingWarning(f: Pick<LcaForm, 'periodStart'>, today: string): string | null {
  const start = usToIso(f.periodStart);
  if (!start) return null;
  return today < earliestLcaFiling(start) ? `${LCA_MESSAGES.filedTooEarly} Earliest filing day: ${isoToUs(earliestLcaFiling(start))}.` : null;
}

/** The form → /lca/update's data (every field sent: null clears it). */
export function toLcaUpdate(f: LcaForm): TLcaDataInput {
  const fte = int(f.fteCount);
  const h1b = int(f.h1bCount);
  const exempt = int(f.exemptH1bCount);
  return {
    employerName: text(f.employerName),
    fein: text(f.fein),
    jobTitle: text(f.jobTitle),
    socCode: f.socCode?.value ?? null,
    wageLevel: f.wageLevel || null,
    prevailingWage: money(f.prevailingWage),
    prevailingWageUnit: f.prevailingWageUnit,
    pwSource: f.pwSource || null,
    pwSourceDetail: text(f.pwSourceDetail),
    wageFrom: money(f.wageFrom),
    wageTo: money(f.wageTo),
    wageUnit: f.wageUnit,
    fullTime: f.fullTime,
    periodStart: f.periodStart.trim() ? usToIso(f.periodStart) : null,
    periodEnd: f.periodEnd.trim() ? usToIso(f.periodEnd) : null,
    workers: int(f.workers) ?? 1,
    h1bDependent: fromTri(f.h1bDependent),
    wilfulViolator: fromTri(f.wilfulViolator),
    exemptOnly: fromTri(f.exemptOnly),
    headcounts: fte != null && h1b != null ? { fteCount: fte, h1bCount: h1b, exemptH1bCount: exempt ?? 0 } : null,
    worksites: f.worksites.filter((w) => !isBlankSite(w)).map(worksiteInput),
  };
}
