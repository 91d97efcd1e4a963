import { useState, type FormEvent } from 'react';
import { companyDetailsCall, FEIN_MESSAGE, FEIN_PATTERN, updateCompanyCall, type TCompany } from 'shared/contract';
import { validateEmail, validatePhone } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import { useSessionStore } from 'shared/session';
import {
  EmptyState,
  ErrorPanel,
  FormField,
  Loading,
  StyledButton,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  errorMessage,
  fieldIssues,
} from 'shared/ui';

interface CompanyValues {
  name: string;
  feiNumber: string;
  email: string;
  website: string;
  countryCallingCode: string;
  phone: string;
}
type CompanyErrors = Partial<Record<keyof CompanyValues, string>>;

const LABELS: Record<keyof CompanyValues, string> = {
  name: 'Company name',
  feiNumber: 'FEIN',
  email: 'E-mail',
  website: 'Website',
  countryCallingCode: 'Country code',
  phone: 'Phone',
};
const REQUIRED: readonly (keyof CompanyValues)[] = ['name', 'feiNumber', 'email', 'phone'];

export function validateCompany(v: CompanyValues): CompanyErrors {
  const e: CompanyErrors = {};
  for (const k of REQUIRED) if (!v[k].trim()) e[k] = `Please fill ${LABELS[k]} .`;
  if (v.feiNumber.trim() && !FEIN_PATTERN.test(v.feiNumber.trim())) e.feiNumber = FEIN_MESSAGE;
  const email = v.email.trim() ? validateEmail(v.email, LABELS.email) : null;
  if (email) e.email = email;
  const code = v.countryCallingCode.replace(/^\+/, '').trim();
  const phone = validatePhone(v.phone, code ? { countryCallingCode: code } : { us: true }, LABELS.phone);
  if (phone) e.phone = phone;
  return e;
}

function Form({ company }: { company: TCompany }) {
  const store = useSessionStore();
  const [v, setV] = useState<CompanyValues>({
    name: company.name,
    feiNumber: company.feiNumber ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    countryCallingCode: company.countryCallingCode ?? '1',
    phone: company.phone ?? '',
  });
  const [errors, setErrors] = useState<CompanyErrors>({});
  const save = useCallMutation(updateCompanyCall, {
    invalidates: [companyDetailsCall],
    successToast: 'Company profile saved and complete',
    onSuccess: () => {
      const user = store.getState().user;
      if (user) store.getState().updateUser({ ...user, companyRegistrationCompleted: true });
    },
    onError: (failure) => {
      const issues = fieldIssues(failure);
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.split('.')[0], i.message])) as CompanyErrors);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCompany(v);
    setErrors(found);
    if (Object.keys(found).length) return;
    const orNull = (s: string) => (s.trim() ? s.trim() : null);
    save.mutate({
      companyId: company.id,
      name: v.name.trim(),
      feiNumber: v.feiNumber.trim(),
      email: v.email.trim(),
      website: orNull(v.website),
      countryCallingCode: orNull(v.countryCallingCode.replace(/^\+/, '')),
      phone: v.phone.trim(),
      registrationCompleted: true,
    });
  };
  const field = (k: keyof CompanyValues, span = 3, type = 'text') => (
    <FormField label={LABELS[k]} error={errors[k]} span={span} required={REQUIRED.includes(k)}>
      <StyledInput type={type} value={v[k]} onChange={(e) => setV((cur) => ({ ...cur, [k]: e.target.value }))} />
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Company profile">
      <p role="status">
        {company.registrationCompleted
          ? 'Your company profile is complete.'
          : 'Complete your company profile to continue: the fields marked * are needed.'}
      </p>
      <StyledFieldset disabled={save.isPending}>
        <legend>Company</legend>
        <StyledFormGrid>
          {field('name')}
          {field('feiNumber')}
          {field('email', 3, 'email')}
          {field('website')}
          {field('countryCallingCode', 1)}
          {field('phone', 2, 'tel')}
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save and complete profile'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/** A petitioner admin (role 50) completes the company's profile (SPEC §4: /company/update with registrationCompleted). */
export function CompanyProfileForm({ companyId }: { companyId: string | null }) {
  const q = useCallQuery(companyDetailsCall, { companyId: companyId ?? '' }, { enabled: !!companyId });
  if (!companyId) return <EmptyState title="No company is linked to your account" description="Ask the law firm to link your account to your company." />;
  if (q.isPending) return <Loading label="Loading your company…" />;
  if (q.isError) return <ErrorPanel title="Your company could not be loaded" message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return <Form key={q.data.id} company={q.data} />;
}
