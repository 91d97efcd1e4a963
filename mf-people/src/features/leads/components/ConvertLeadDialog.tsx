import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { TConvertLeadResult, TLead } from 'shared/contract';
import { Dialog, FormField, StyledButton, StyledCheckboxLabel, StyledFormGrid, StyledSelect } from 'shared/ui';
import { CompanyPicker } from '../../petitioners/components/CompanyPicker';
import type { useLeadMutations } from '../hooks/useLeadMutations';

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

interface ConvertValues {
  into: 'petitioner' | 'individual';
  withBeneficiary: boolean;
  accountType: 'Individual' | 'Sponsor' | 'Investor';
  existingCompanyId: string;
}

export interface ConvertLeadDialogProps {
  lead: TLead;
  /** 'beneficiary' or 'employee', for the checkbox label. */
  personWord: string;
  convert: ReturnType<typeof useLeadMutations>['convert'];
  onClose: () => void;
  onConverted: (result: TConvertLeadResult) => void;
}

/** Turns the lead into a client (petitioner or individual) and, optionally, the person the case is for, without retyping. */
export function ConvertLeadDialog({ lead, personWord, convert, onClose, onConverted }: ConvertLeadDialogProps) {
  const [useExisting, setUseExisting] = useState(false);
  const form = useForm<ConvertValues>({
    defaultValues: { into: lead.kind, withBeneficiary: true, accountType: 'Individual', existingCompanyId: '' },
  });
  const into = form.watch('into');
  const beneficiaryName = [lead.beneficiaryFirstName, lead.beneficiaryLastName].filter(Boolean).join(' ');
  const submit = form.handleSubmit((v) =>
    convert.mutate(
      {
        leadId: lead.id,
        into: v.into,
        withBeneficiary: v.withBeneficiary,
        ...(v.into === 'individual' ? { accountType: v.accountType } : {}),
        ...(v.into === 'petitioner' && useExisting && v.existingCompanyId
          ? { existingCompanyId: v.existingCompanyId }
          : {}),
      },
      { onSuccess: onConverted },
    ),
  );
  return (
    <Dialog
      title={`Convert ${lead.name}`}
      onClose={onClose}
      locked={convert.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={convert.isPending}>
            Cancel
          </StyledButton>
          <StyledButton
            type="submit"
            form="convert-lead"
            $variant="primary"
            disabled={convert.isPending || (into === 'petitioner' && useExisting && !form.watch('existingCompanyId'))}
          >
            {convert.isPending ? 'Converting…' : 'Convert'}
          </StyledButton>
        </>
      }
    >
      <form id="convert-lead" noValidate onSubmit={(e) => void submit(e)}>
        <StyledFormGrid>
          <FormField label="Convert into" span={3}>
            <StyledSelect data-autofocus {...form.register('into')}>
              <option value="petitioner">A petitioner (company)</option>
              <option value="individual">An individual client</option>
            </StyledSelect>
          </FormField>
          {into === 'individual' ? (
            <FormField label="Account type" span={3}>
              <StyledSelect {...form.register('accountType')}>
                <option value="Individual">Individual</option>
                <option value="Sponsor">Sponsor</option>
                <option value="Investor">Investor</option>
              </StyledSelect>
            </FormField>
          ) : null}
        </StyledFormGrid>
        {into === 'petitioner' ? (
          <>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={useExisting} onChange={(e) => setUseExisting(e.target.checked)} /> Add to
              an existing petitioner instead of creating {lead.companyName ?? 'one'}
            </StyledCheckboxLabel>
            {useExisting ? (
              <Controller
                control={form.control}
                name="existingCompanyId"
                render={({ field }) => <CompanyPicker value={field.value} onChange={field.onChange} />}
              />
            ) : null}
          </>
        ) : null}
        <p>
          <StyledCheckboxLabel>
            <input type="checkbox" {...form.register('withBeneficiary')} /> Also create the {personWord}
            {beneficiaryName ? ` (${beneficiaryName})` : into === 'individual' ? ` (${lead.name})` : ''}
          </StyledCheckboxLabel>
        </p>
        <StyledNote>The lead becomes retained, and its details, notes and contact data carry over.</StyledNote>
      </form>
    </Dialog>
  );
}
