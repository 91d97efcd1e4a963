import { ZCaseFilter } from 'shared/domain/cases/case-filter';
import { isoToUs, usToIso } from 'shared/domain/format';
import { VALIDATION_MESSAGES } from 'shared/guard';
import type { TCaseFilter } from 'shared/domain';

/** The filter dialog's fields: every SPEC §3 matcher field, dates as typed (MM/DD/YYYY). */
export interface CaseFilterForm {
  petitionerIds: string[];
  beneficiaryIds: string[];
  typeIds: number[];
  subTypeIds: number[];
  statusIds: number[];
  branchIds: string[];
  deadlineFrom: string;
  deadlineTo: string;
  validityFrom: string;
  validityTo: string;
  getActiveCases: boolean;
  getClosedCases: boolean;
  rfeCases: boolean;
  getPendingWithLCA: boolean;
  premiumProcessing: '' | 'yes' | 'no';
  pwdPositionTypeStatus: string;
  title: string;
}

export type CaseFilterFormErrors = Partial<Record<keyof CaseFilterForm, string>>;

export const filterToForm = (f: TCaseFilter): CaseFilterForm => ({
  petitionerIds: f.petitionerIds ?? [],
  beneficiaryIds: f.beneficiaryIds ?? [],
  typeIds: f.typeIds ?? [],
  subTypeIds: f.subTypeIds ?? [],
  statusIds: f.statusIds ?? [],
  branchIds: f.branchIds ?? [],
  deadlineFrom: isoToUs(f.deadlineDateRange?.from),
  deadlineTo: isoToUs(f.deadlineDateRange?.to),
  validityFrom: isoToUs(f.validityDateRange?.from),
  validityTo: isoToUs(f.validityDateRange?.to),
  getActiveCases: f.getActiveCases === true,
  getClosedCases: f.getClosedCases === true,
  rfeCases: f.rfeCases === true,
  getPendingWithLCA: f.getPendingWithLCA === true,
  premiumProcessing: f.premiumProcessing === undefined ? '' : f.premiumProcessing ? 'yes' : 'no',
  pwdPositionTypeStatus: f.pwdPositionTypeStatus ?? '',
  title: f.title ?? '',
});

const list = <T>(v: T[]): T[] | undefined => (v.length > 0 ? v : undefined);
const text = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

/** The form as a matcher, or the fields' messages (SPEC §5 date wording; the range rule of the codec). */
export const formToFilter = (
  form: CaseFilterForm,
): { filter: TCaseFilter; errors: null } | { filter: null; errors: CaseFilterFormErrors } => {
  const errors: CaseFilterFormErrors = {};
  const date = (key: 'deadlineFrom' | 'deadlineTo' | 'validityFrom' | 'validityTo'): string | undefined => {
    const raw = form[key].trim();
    if (!raw) return undefined;
    const iso = usToIso(raw);
    if (!iso) errors[key] = VALIDATION_MESSAGES.date;
    return iso ?? undefined;
  };
  const range = (from: string | undefined, to: string | undefined) =>
    from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : undefined;
  const deadlineDateRange = range(date('deadlineFrom'), date('deadlineTo'));
  const validityDateRange = range(date('validityFrom'), date('validityTo'));
  const candidate: TCaseFilter = {
    petitionerIds: list(form.petitionerIds),
    beneficiaryIds: list(form.beneficiaryIds),
    typeIds: list(form.typeIds),
    subTypeIds: list(form.subTypeIds),
    statusIds: list(form.statusIds),
    branchIds: list(form.branchIds),
    deadlineDateRange,
    validityDateRange,
    getActiveCases: form.getActiveCases || undefined,
    getClosedCases: form.getClosedCases || undefined,
    rfeCases: form.rfeCases || undefined,
    getPendingWithLCA: form.getPendingWithLCA || undefined,
    premiumProcessing: form.premiumProcessing === '' ? undefined : form.premiumProcessing === 'yes',
    pwdPositionTypeStatus: text(form.pwdPositionTypeStatus),
    title: text(form.title),
  };
  if (Object.keys(errors).length > 0) return { filter: null, errors };
  const parsed = ZCaseFilter.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, tail] = issue.path.map(String);
      const key: keyof CaseFilterForm | undefined =
        head === 'deadlineDateRange'
          ? tail === 'from'
            ? 'deadlineFrom'
            : 'deadlineTo'
          : head === 'validityDateRange'
            ? tail === 'from'
              ? 'validityFrom'
              : 'validityTo'
            : (head as keyof CaseFilterForm | undefined);
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return { filter: null, errors };
  }
  return {
    filter: Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as TCaseFilter,
    errors: null,
  };
};
