import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { INDIVIDUAL_ACCOUNT_TYPES } from 'shared/contract';
import { isTemporaryAccountEmail } from 'shared/domain';
import {
  DateInput,
  errorAt,
  FormField,
  PhoneFields,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { AddressesFieldset } from '../../common/components/AddressFields';
import { CountrySelect } from '../../common/components/CountrySelect';
import { emptyAddress } from '../../common/utils/addressForm';
import type { IndividualFormValues } from '../utils/individualForm';

const TEMP_EMAIL = 'This e-mail is on a temporary-account domain; ask for a permanent address.';

/** An individual client, sponsor or investor (SPEC §3 accountType and accountSubType). */
export function IndividualForm({ form }: { form: UseFormReturn<IndividualFormValues> }) {
  const { register, formState, control, watch } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const addresses = useFieldArray({ control, name: 'addresses' });
  return (
    <>
      <StyledFieldset>
        <legend>Client</legend>
        <StyledFormGrid>
          <FormField label="Account type" span={2}>
            <StyledSelect {...register('accountType')}>
              {INDIVIDUAL_ACCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Sub-type" span={2} hint="e.g. Spouse sponsor, EB-5 Regional Center">
            <StyledInput {...register('accountSubType')} />
          </FormField>
          <FormField label="Status" span={2}>
            <StyledSelect {...register('status')}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </StyledSelect>
          </FormField>
          <FormField label="First name" required span={2} error={err('firstName')}>
            <StyledInput {...register('firstName')} />
          </FormField>
          <FormField label="Middle name" span={2}>
            <StyledInput {...register('middleName')} />
          </FormField>
          <FormField label="Last name" required span={2} error={err('lastName')}>
            <StyledInput {...register('lastName')} />
          </FormField>
          <FormField label="Date of birth" span={2} error={err('dateOfBirth')}>
            <DateInput {...register('dateOfBirth')} />
          </FormField>
          <FormField label="Citizenship" span={4}>
            <CountrySelect {...register('citizenshipCountryId')} />
          </FormField>
          <FormField
            label="Email"
            span={3}
            error={err('email')}
            warning={isTemporaryAccountEmail(watch('email')) ? TEMP_EMAIL : undefined}
          >
            <StyledInput type="email" {...register('email')} />
          </FormField>
          <PhoneFields code={register('countryCallingCode')} phone={register('phone')} error={err('phone')} />
          <FormField label="Notes" span={6}>
            <StyledTextArea rows={3} {...register('notes')} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>
      <AddressesFieldset
        items={addresses.fields}
        field={(i, name) => register(`addresses.${i}.${name}`)}
        error={(i, name) => err(`addresses.${i}.${name}`)}
        onRemove={addresses.remove}
        onAdd={() => addresses.append(emptyAddress('home', '231'))}
      />
    </>
  );
}
