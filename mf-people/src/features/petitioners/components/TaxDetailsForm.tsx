import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { updateCompanyCall, type TCompany } from 'shared/contract';
import { formatMoney } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import {
  errorMessage,
  FormField,
  numberOrNull,
  resolverFrom,
  StyledButton,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  textOrNull,
} from 'shared/ui';
import { petitionerKeys } from '../api/petitionersQueries';
import { companyToForm, validatePetitionerForm, type PetitionerFormValues } from '../utils/petitionerForm';
import { invalidateLists } from '../../common/utils/invalidateLists';

type TaxValues = Pick<
  PetitionerFormValues,
  'feiNumber' | 'naicsCode' | 'employeesCount' | 'grossIncome' | 'netIncome' | 'yearEstablished'
>;
const TAX_FIELDS: readonly (keyof TaxValues)[] = [
  'feiNumber',
  'naicsCode',
  'employeesCount',
  'grossIncome',
  'netIncome',
  'yearEstablished',
];

const pickTax = (v: PetitionerFormValues): TaxValues => ({
  feiNumber: v.feiNumber,
  naicsCode: v.naicsCode,
  employeesCount: v.employeesCount,
  grossIncome: v.grossIncome,
  netIncome: v.netIncome,
  yearEstablished: v.yearEstablished,
});

/** Reuses the petitioner form's rules, keeping only the tax fields' messages. */
const validateTax = (company: TCompany) => (v: TaxValues) => {
  const all = validatePetitionerForm({ ...companyToForm(company), ...v });
  return Object.fromEntries(Object.entries(all).filter(([k]) => (TAX_FIELDS as readonly string[]).includes(k)));
};

/** The tax and financial details petitions use: FEIN, NAICS, employees, gross and net income. */
export function TaxDetailsForm({ company }: { company: TCompany }) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<TaxValues>({
    resolver: resolverFrom(validateTax(company)),
    defaultValues: pickTax(companyToForm(company)),
  });
  const save = useMutation({
    mutationFn: (v: TaxValues) =>
      api.call(updateCompanyCall, {
        companyId: company.id,
        feiNumber: textOrNull(v.feiNumber),
        naicsCode: textOrNull(v.naicsCode),
        employeesCount: numberOrNull(v.employeesCount),
        grossIncome: numberOrNull(v.grossIncome),
        netIncome: numberOrNull(v.netIncome),
        yearEstablished: numberOrNull(v.yearEstablished),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(petitionerKeys.details(saved.id), saved);
      void invalidateLists(queryClient, petitionerKeys.all);
      form.reset(pickTax(companyToForm(saved)));
      toast.success('Tax details saved.');
    },
    onError: (e) => toast.error(errorMessage(e, 'Unable to update')),
  });
  const { errors, isDirty } = form.formState;
  const gross = numberOrNull(form.watch('grossIncome'));
  const net = numberOrNull(form.watch('netIncome'));
  return (
    <form noValidate aria-label={`Tax details of ${company.name}`} onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <StyledFieldset>
        <legend>{company.name}</legend>
        <StyledFormGrid>
          <FormField label="FEIN" span={2} error={errors.feiNumber?.message} hint="NN-NNNNNNN">
            <StyledInput inputMode="numeric" {...form.register('feiNumber')} />
          </FormField>
          <FormField label="NAICS code" span={2} error={errors.naicsCode?.message}>
            <StyledInput inputMode="numeric" {...form.register('naicsCode')} />
          </FormField>
          <FormField label="Year established" span={2} error={errors.yearEstablished?.message}>
            <StyledInput inputMode="numeric" {...form.register('yearEstablished')} />
          </FormField>
          <FormField label="Employees in the US" span={2} error={errors.employeesCount?.message}>
            <StyledInput inputMode="numeric" {...form.register('employeesCount')} />
          </FormField>
          <FormField
            label="Gross annual income (USD)"
            span={2}
            error={errors.grossIncome?.message}
            hint={gross !== null ? formatMoney(gross) : undefined}
          >
            <StyledInput inputMode="decimal" {...form.register('grossIncome')} />
          </FormField>
          <FormField
            label="Net annual income (USD)"
            span={2}
            error={errors.netIncome?.message}
            hint={net !== null ? formatMoney(net) : undefined}
          >
            <StyledInput inputMode="decimal" {...form.register('netIncome')} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFormActions>
        <StyledButton type="button" onClick={() => form.reset()} disabled={!isDirty || save.isPending}>
          Discard changes
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save tax details'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}
