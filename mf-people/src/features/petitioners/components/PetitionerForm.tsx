import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { isTemporaryAccountEmail } from 'shared/domain';
import {
  errorAt,
  FormField,
  PhoneFields,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { AddressesFieldset } from '../../common/components/AddressFields';
import { emptyAddress } from '../../common/utils/addressForm';
import { emptyContact, type PetitionerFormValues } from '../utils/petitionerForm';
import { RepeatItem } from '../../common/components/RepeatItem';

const TEMP_EMAIL = 'This address is on a temporary-account domain; invitations and notices may never be read.';

export interface PetitionerFormProps {
  form: UseFormReturn<PetitionerFormValues>;
  branchOptions: readonly { value: string; label: string }[];
}

/** The petitioner's company, tax and financial details, addresses, contacts and signatory. */
export function PetitionerForm({ form, branchOptions }: PetitionerFormProps) {
  const { register, formState, watch, control } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const addresses = useFieldArray({ control, name: 'addresses' });
  const contacts = useFieldArray({ control, name: 'contacts' });
  const email = watch('email');
  const signerEmail = watch('signer.email');

  return (
    <>
      <StyledFieldset>
        <legend>Company</legend>
        <StyledFormGrid>
          <FormField label="Legal name" required span={3} error={err('name')}>
            <StyledInput autoComplete="organization" {...register('name')} />
          </FormField>
          <FormField label="Doing business as" span={3}>
            <StyledInput {...register('dba')} />
          </FormField>
          <FormField label="Business type" span={2}>
            <StyledInput placeholder="e.g. IT services, hospital" {...register('businessType')} />
          </FormField>
          <FormField label="Website" span={2}>
            <StyledInput type="url" inputMode="url" {...register('website')} />
          </FormField>
          {branchOptions.length > 0 ? (
            <FormField label="Branch" span={2}>
              <StyledSelect {...register('branchId')}>
                <option value="">No branch</option>
                {branchOptions.map((b) => (
                  <option key={b.value} value={b.value}>
                    {b.label}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          ) : null}
          <FormField
            label="Email"
            span={3}
            error={err('email')}
            warning={isTemporaryAccountEmail(email) ? TEMP_EMAIL : undefined}
          >
            <StyledInput type="email" {...register('email')} />
          </FormField>
          <PhoneFields code={register('countryCallingCode')} phone={register('phone')} error={err('phone')} />
        </StyledFormGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Tax and financials</legend>
        <StyledFormGrid>
          <FormField label="FEIN" span={2} error={err('feiNumber')} hint="NN-NNNNNNN">
            <StyledInput inputMode="numeric" placeholder="12-3456789" {...register('feiNumber')} />
          </FormField>
          <FormField label="NAICS code" span={2} error={err('naicsCode')}>
            <StyledInput inputMode="numeric" {...register('naicsCode')} />
          </FormField>
          <FormField label="Year established" span={2} error={err('yearEstablished')}>
            <StyledInput inputMode="numeric" {...register('yearEstablished')} />
          </FormField>
          <FormField label="Employees in the US" span={2} error={err('employeesCount')}>
            <StyledInput inputMode="numeric" {...register('employeesCount')} />
          </FormField>
          <FormField label="Gross annual income (USD)" span={2} error={err('grossIncome')}>
            <StyledInput inputMode="decimal" {...register('grossIncome')} />
          </FormField>
          <FormField label="Net annual income (USD)" span={2} error={err('netIncome')}>
            <StyledInput inputMode="decimal" {...register('netIncome')} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>

      <AddressesFieldset
        items={addresses.fields}
        field={(i, name) => register(`addresses.${i}.${name}`)}
        error={(i, name) => err(`addresses.${i}.${name}`)}
        onRemove={addresses.remove}
        onAdd={() => addresses.append(emptyAddress('mailing', '231'))}
      />

      <StyledFieldset>
        <legend>Contacts</legend>
        {contacts.fields.map((f, i) => (
          <RepeatItem key={f.id} title={`Contact ${i + 1}`} onRemove={() => contacts.remove(i)}>
            <StyledFormGrid>
              <FormField label="Name" required span={3} error={err(`contacts.${i}.name`)}>
                <StyledInput {...register(`contacts.${i}.name`)} />
              </FormField>
              <FormField label="Title" span={3}>
                <StyledInput {...register(`contacts.${i}.title`)} />
              </FormField>
              <FormField label="Email" span={3} error={err(`contacts.${i}.email`)}>
                <StyledInput type="email" {...register(`contacts.${i}.email`)} />
              </FormField>
              <PhoneFields
                code={register(`contacts.${i}.countryCallingCode`)}
                phone={register(`contacts.${i}.phone`)}
                error={err(`contacts.${i}.phone`)}
              />
            </StyledFormGrid>
            <StyledCheckboxLabel>
              <input type="checkbox" {...register(`contacts.${i}.isPrimary`)} /> Primary contact
            </StyledCheckboxLabel>
          </RepeatItem>
        ))}
        <StyledButton type="button" onClick={() => contacts.append(emptyContact())}>
          Add contact
        </StyledButton>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Authorised signatory</legend>
        <StyledFormGrid>
          <FormField label="First name" span={2}>
            <StyledInput {...register('signer.firstName')} />
          </FormField>
          <FormField label="Last name" span={2}>
            <StyledInput {...register('signer.lastName')} />
          </FormField>
          <FormField label="Title" span={2}>
            <StyledInput placeholder="e.g. CEO, HR Director" {...register('signer.title')} />
          </FormField>
          <FormField
            label="Email"
            span={3}
            error={err('signer.email')}
            warning={isTemporaryAccountEmail(signerEmail) ? TEMP_EMAIL : undefined}
          >
            <StyledInput type="email" {...register('signer.email')} />
          </FormField>
          <PhoneFields
            code={register('signer.countryCallingCode')}
            phone={register('signer.phone')}
            error={err('signer.phone')}
          />
        </StyledFormGrid>
      </StyledFieldset>
    </>
  );
}
