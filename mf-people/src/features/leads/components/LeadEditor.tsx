import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { createLeadCall, updateLeadCall, type TLead } from 'shared/contract';
import { isTemporaryAccountEmail } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import {
  DateInput,
  errorAt,
  errorMessage,
  fieldIssues,
  FormField,
  PhoneFields,
  resolverFrom,
  StyledButton,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { CountrySelect } from '../../common/components/CountrySelect';
import { leadKeys } from '../api/leadsQueries';
import { emptyLeadForm, leadFormToPayload, leadToForm, validateLeadForm, type LeadFormValues } from '../utils/leadForm';
import { invalidateLists } from '../../common/utils/invalidateLists';
import { CountriesGate } from '../../common/components/CountriesGate';

export interface LeadEditorProps {
  lead: TLead | null;
  onSaved: (lead: TLead) => void;
  onCancel: () => void;
}

/** A prospective client: who, what for, and (for a company) whom the case would be for. */
export function LeadEditor({ lead, onSaved, onCancel }: LeadEditorProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<LeadFormValues>({
    resolver: resolverFrom(validateLeadForm),
    defaultValues: lead ? leadToForm(lead) : emptyLeadForm(),
  });
  const { register, formState, watch } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const kind = watch('kind');
  const save = useMutation({
    mutationFn: (v: LeadFormValues) => {
      const { note, ...fields } = leadFormToPayload(v);
      return lead
        ? api.call(updateLeadCall, { leadId: lead.id, ...fields })
        : api.call(createLeadCall, { ...fields, source: 'manual', ...(note ? { note } : {}) });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(leadKeys.details(saved.id), saved);
      void invalidateLists(queryClient, leadKeys.all);
      toast.success(lead ? 'Lead saved.' : `${saved.name} added.`);
      onSaved(saved);
    },
    onError: (e) => {
      const issues = fieldIssues(e);
      for (const i of issues) form.setError(i.path as Path<LeadFormValues>, { type: 'server', message: i.message });
      toast.error(issues.length > 0 ? 'Please correct the highlighted fields.' : errorMessage(e, 'Unable to update'));
    },
  });
  return (
    <CountriesGate>
      <form noValidate aria-label={lead ? 'Edit lead' : 'New lead'} onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <StyledFieldset>
          <legend>Lead</legend>
          <StyledFormGrid>
            <FormField label="Becomes" span={2}>
              <StyledSelect data-autofocus {...register('kind')}>
                <option value="individual">An individual client</option>
                <option value="petitioner">A petitioner (company)</option>
              </StyledSelect>
            </FormField>
            <FormField label="Interested in" span={2} hint="e.g. H-1B, EB-2 NIW, I-130">
              <StyledInput {...register('interest')} />
            </FormField>
            <FormField label="Follow up on" span={2} error={err('followUpDate')}>
              <DateInput {...register('followUpDate')} />
            </FormField>
            {kind === 'petitioner' ? (
              <FormField label="Company name" required span={6} error={err('companyName')}>
                <StyledInput {...register('companyName')} />
              </FormField>
            ) : null}
            <FormField label="First name" required span={3} error={err('firstName')}>
              <StyledInput {...register('firstName')} />
            </FormField>
            <FormField label="Last name" span={3}>
              <StyledInput {...register('lastName')} />
            </FormField>
            <FormField
              label="Email"
              span={3}
              error={err('email')}
              warning={
                isTemporaryAccountEmail(watch('email')) ? 'This e-mail is on a temporary-account domain.' : undefined
              }
            >
              <StyledInput type="email" {...register('email')} />
            </FormField>
            <PhoneFields code={register('countryCallingCode')} phone={register('phone')} error={err('phone')} />
          </StyledFormGrid>
        </StyledFieldset>
        <StyledFieldset>
          <legend>The person the case is for</legend>
          <StyledFormGrid>
            <FormField label="First name" span={2}>
              <StyledInput aria-label="Beneficiary first name" {...register('beneficiaryFirstName')} />
            </FormField>
            <FormField label="Last name" span={2}>
              <StyledInput aria-label="Beneficiary last name" {...register('beneficiaryLastName')} />
            </FormField>
            <FormField label="Citizenship" span={2}>
              <CountrySelect {...register('citizenshipCountryId')} />
            </FormField>
            <FormField label="Email" span={3} error={err('beneficiaryEmail')}>
              <StyledInput type="email" aria-label="Beneficiary email" {...register('beneficiaryEmail')} />
            </FormField>
          </StyledFormGrid>
        </StyledFieldset>
        {!lead ? (
          <StyledFieldset>
            <legend>First note</legend>
            <StyledTextArea aria-label="First note" rows={3} {...register('note')} />
          </StyledFieldset>
        ) : null}
        <StyledFormActions>
          <StyledButton type="button" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : lead ? 'Save changes' : 'Add lead'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </CountriesGate>
  );
}
