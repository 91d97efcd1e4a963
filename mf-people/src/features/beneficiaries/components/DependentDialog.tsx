import { useForm } from 'react-hook-form';
import { isTemporaryAccountEmail } from 'shared/domain';
import {
  DateInput,
  Dialog,
  errorAt,
  FormField,
  resolverFrom,
  StyledButton,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { CountrySelect } from '../../common/components/CountrySelect';
import { useCountries } from 'shared/query';
import { dependentToPayload, validateDependentForm, type DependentFormValues } from '../utils/dependentForm';
import { TEMPORARY_EMAIL_WARNING } from './BeneficiaryForm';
import { CountriesGate } from '../../common/components/CountriesGate';

export interface DependentDialogProps {
  principalName: string;
  initial: DependentFormValues;
  onClose: () => void;
  onSave: (dependent: ReturnType<typeof dependentToPayload>) => Promise<unknown>;
}

/** Add a spouse or child: they become beneficiaries of their own (H-4 / L-2) linked to the principal. */
export function DependentDialog({ principalName, initial, onClose, onSave }: DependentDialogProps) {
  const { byId } = useCountries();
  const form = useForm<DependentFormValues>({ resolver: resolverFrom(validateDependentForm), defaultValues: initial });
  const { register, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const email = form.watch('email');
  const busy = formState.isSubmitting;
  return (
    <Dialog
      title={`Add a dependent of ${principalName}`}
      onClose={onClose}
      locked={busy}
      width="720px"
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="dependent-form" $variant="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save dependent'}
          </StyledButton>
        </>
      }
    >
      <CountriesGate>
        <form
          id="dependent-form"
          noValidate
          onSubmit={form.handleSubmit(async (v) => {
            await onSave(dependentToPayload(v, (id) => byId.get(id)?.name))
              .then(onClose)
              .catch(() => undefined);
          })}
        >
          <StyledFormGrid>
            <FormField label="Relation" span={2}>
              <StyledSelect data-autofocus {...register('relation')}>
                <option value="spouse">Spouse</option>
                <option value="child">Child</option>
              </StyledSelect>
            </FormField>
            <FormField label="First name" required span={2} error={err('firstName')}>
              <StyledInput {...register('firstName')} />
            </FormField>
            <FormField label="Last name" required span={2} error={err('lastName')}>
              <StyledInput {...register('lastName')} />
            </FormField>
            <FormField label="Date of birth" span={2} error={err('dateOfBirth')}>
              <DateInput {...register('dateOfBirth')} />
            </FormField>
            <FormField label="Citizenship" span={2}>
              <CountrySelect {...register('citizenshipCountryId')} />
            </FormField>
            <FormField
              label="Email"
              span={2}
              error={err('email')}
              warning={isTemporaryAccountEmail(email) ? TEMPORARY_EMAIL_WARNING : undefined}
            >
              <StyledInput type="email" {...register('email')} />
            </FormField>
            <FormField label="Passport number" span={2} error={err('passport.number')}>
              <StyledInput {...register('passport.number')} />
            </FormField>
            <FormField label="Issuing country" span={2}>
              <CountrySelect {...register('passport.countryId')} />
            </FormField>
            <FormField label="Passport expires" span={2} error={err('passport.expiryDate')}>
              <DateInput {...register('passport.expiryDate')} />
            </FormField>
            <FormField label="Status" span={2}>
              <StyledInput placeholder="e.g. H-4, L-2" {...register('currentStatus.code')} />
            </FormField>
            <FormField label="Status expires" span={2} error={err('currentStatus.expiryDate')}>
              <DateInput {...register('currentStatus.expiryDate')} />
            </FormField>
            <FormField label="I-94 admit until" span={2} error={err('i94.expiryDate')}>
              <DateInput {...register('i94.expiryDate')} />
            </FormField>
          </StyledFormGrid>
        </form>
      </CountriesGate>
    </Dialog>
  );
}
