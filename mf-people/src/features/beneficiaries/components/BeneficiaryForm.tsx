import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { isTemporaryAccountEmail, QUESTIONNAIRE_LANGUAGE_NAMES, QUESTIONNAIRE_LANGUAGES } from 'shared/domain';
import {
  DateInput,
  errorAt,
  FormField,
  PhoneFields,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui';
import { AddressesFieldset } from '../../common/components/AddressFields';
import { CountrySelect } from '../../common/components/CountrySelect';
import { emptyAddress } from '../../common/utils/addressForm';
import { CompanyPicker } from '../../petitioners/components/CompanyPicker';
import { AttorneyPicker } from '../../users/components/AttorneyPicker';
import { emptyEducation, emptyEmployment, type BeneficiaryFormValues } from '../utils/beneficiaryForm';
import { RepeatItem } from '../../common/components/RepeatItem';

export const TEMPORARY_EMAIL_WARNING =
  'This e-mail is on a temporary-account domain. Invitations and reminders sent there may never be read; ask for a permanent address.';

export interface BeneficiaryFormProps {
  form: UseFormReturn<BeneficiaryFormValues>;
  /** Staff link the person to a petitioner; a petitioner's own people are his. */
  showCompany: boolean;
  companyName?: string | null;
  /** Staff choose the responsible attorney (/users/lookup). */
  showAttorney?: boolean;
  attorneyName?: string | null;
}

/** The profile of a beneficiary or employee: personal, contact, passport and travel, status, addresses, education, employment. */
export function BeneficiaryForm({
  form,
  showCompany,
  companyName,
  showAttorney = false,
  attorneyName,
}: BeneficiaryFormProps) {
  const { register, formState, watch, control } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const addresses = useFieldArray({ control, name: 'addresses' });
  const education = useFieldArray({ control, name: 'education' });
  const employment = useFieldArray({ control, name: 'employment' });
  const email = watch('email');

  return (
    <>
      <StyledFieldset>
        <legend>Personal</legend>
        <StyledFormGrid>
          <FormField label="First name" required span={2} error={err('firstName')}>
            <StyledInput autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Middle name" span={2}>
            <StyledInput autoComplete="off" {...register('middleName')} />
          </FormField>
          <FormField label="Last name" required span={2} error={err('lastName')}>
            <StyledInput autoComplete="off" {...register('lastName')} />
          </FormField>
          <FormField label="Other names used" span={2}>
            <StyledInput {...register('otherNames')} />
          </FormField>
          <FormField label="Gender" span={2}>
            <StyledSelect {...register('gender')}>
              <option value="">—</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
              <option value="other">Other</option>
            </StyledSelect>
          </FormField>
          <FormField label="Marital status" span={2}>
            <StyledSelect {...register('maritalStatus')}>
              <option value="">—</option>
              <option value="single">Single</option>
              <option value="married">Married</option>
              <option value="divorced">Divorced</option>
              <option value="widowed">Widowed</option>
              <option value="separated">Separated</option>
            </StyledSelect>
          </FormField>
          <FormField
            label="Preferred language"
            span={2}
            hint="Questionnaires, signing pages and their e-mails open in this language."
          >
            <StyledSelect {...register('preferredLanguage')}>
              <option value="">—</option>
              {QUESTIONNAIRE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {QUESTIONNAIRE_LANGUAGE_NAMES[l]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Date of birth" span={2} error={err('dateOfBirth')}>
            <DateInput {...register('dateOfBirth')} />
          </FormField>
          <FormField label="City of birth" span={2}>
            <StyledInput {...register('birthCity')} />
          </FormField>
          <FormField label="Country of birth" span={2}>
            <CountrySelect {...register('birthCountryId')} />
          </FormField>
          <FormField label="Country of citizenship" span={2}>
            <CountrySelect {...register('citizenshipCountryId')} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Contact</legend>
        <StyledFormGrid>
          <FormField
            label="Email"
            span={3}
            error={err('email')}
            warning={isTemporaryAccountEmail(email) ? TEMPORARY_EMAIL_WARNING : undefined}
          >
            <StyledInput type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <PhoneFields code={register('countryCallingCode')} phone={register('phone')} error={err('phone')} />
        </StyledFormGrid>
      </StyledFieldset>

      {showAttorney ? (
        <StyledFieldset>
          <legend>Responsible attorney</legend>
          <Controller
            control={control}
            name="attorneyUserId"
            render={({ field }) => (
              <AttorneyPicker value={field.value} onChange={field.onChange} initialLabel={attorneyName ?? null} />
            )}
          />
        </StyledFieldset>
      ) : null}

      {showCompany ? (
        <StyledFieldset>
          <legend>Petitioner</legend>
          <Controller
            control={control}
            name="companyId"
            render={({ field }) => (
              <CompanyPicker
                value={field.value}
                onChange={field.onChange}
                selectedLabel={companyName}
                allowNone
                label={`Works for`}
              />
            )}
          />
        </StyledFieldset>
      ) : null}

      <StyledFieldset>
        <legend>Passport and travel</legend>
        <StyledFormGrid>
          <FormField label="Passport number" span={2} error={err('passport.number')}>
            <StyledInput autoComplete="off" {...register('passport.number')} />
          </FormField>
          <FormField label="Issuing country" span={2} hint="Decides the passport number rule">
            <CountrySelect {...register('passport.countryId')} />
          </FormField>
          <FormField label="Place of issue" span={2}>
            <StyledInput {...register('passport.issuePlace')} />
          </FormField>
          <FormField label="Passport issued" span={3} error={err('passport.issueDate')}>
            <DateInput {...register('passport.issueDate')} />
          </FormField>
          <FormField label="Passport expires" span={3} error={err('passport.expiryDate')}>
            <DateInput {...register('passport.expiryDate')} />
          </FormField>
          <FormField label="Visa type" span={2}>
            <StyledInput placeholder="e.g. H-1B, F-1" {...register('visa.type')} />
          </FormField>
          <FormField label="Visa number" span={2}>
            <StyledInput {...register('visa.number')} />
          </FormField>
          <FormField label="Visa issued at" span={2}>
            <StyledInput {...register('visa.issuePlace')} />
          </FormField>
          <FormField label="Visa issued" span={3} error={err('visa.issueDate')}>
            <DateInput {...register('visa.issueDate')} />
          </FormField>
          <FormField label="Visa expires" span={3} error={err('visa.expiryDate')}>
            <DateInput {...register('visa.expiryDate')} />
          </FormField>
          <FormField label="I-94 number" span={2} error={err('i94.number')}>
            <StyledInput autoComplete="off" {...register('i94.number')} />
          </FormField>
          <FormField label="Last entry to the US" span={2} error={err('i94.lastEntryDate')}>
            <DateInput {...register('i94.lastEntryDate')} />
          </FormField>
          <FormField label="I-94 admit until" span={2} error={err('i94.expiryDate')}>
            <DateInput {...register('i94.expiryDate')} />
          </FormField>
        </StyledFormGrid>
        <StyledCheckboxLabel>
          <input type="checkbox" {...register('i94.durationOfStatus')} /> Admitted for duration of status (D/S)
        </StyledCheckboxLabel>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Status and expiries</legend>
        <StyledFormGrid>
          <FormField label="Current status" span={2}>
            <StyledInput placeholder="e.g. H-1B, H-4, F-1 OPT" {...register('currentStatus.code')} />
          </FormField>
          <FormField label="Status valid from" span={2} error={err('currentStatus.validFrom')}>
            <DateInput {...register('currentStatus.validFrom')} />
          </FormField>
          <FormField label="Status expires" span={2} error={err('currentStatus.expiryDate')}>
            <DateInput {...register('currentStatus.expiryDate')} />
          </FormField>
          <FormField label="I-797 receipt number" span={2} error={err('i797.receiptNumber')}>
            <StyledInput placeholder="e.g. WAC2390012345" {...register('i797.receiptNumber')} />
          </FormField>
          <FormField label="I-797 valid from" span={2} error={err('i797.validFrom')}>
            <DateInput {...register('i797.validFrom')} />
          </FormField>
          <FormField label="I-797 valid to" span={2} error={err('i797.validTo')}>
            <DateInput {...register('i797.validTo')} />
          </FormField>
          <FormField label="EAD category" span={1}>
            <StyledInput placeholder="c09" {...register('ead.category')} />
          </FormField>
          <FormField label="EAD card number" span={1}>
            <StyledInput {...register('ead.cardNumber')} />
          </FormField>
          <FormField label="EAD valid from" span={2} error={err('ead.validFrom')}>
            <DateInput {...register('ead.validFrom')} />
          </FormField>
          <FormField label="EAD expires" span={2} error={err('ead.expiryDate')}>
            <DateInput {...register('ead.expiryDate')} />
          </FormField>
          <FormField label="H/L six-year clock started" span={3} error={err('hlStartDate')}>
            <DateInput {...register('hlStartDate')} />
          </FormField>
          <FormField
            label="H/L maximum reached on"
            span={3}
            error={err('maxOutDate')}
            hint="Leave blank to count six years from the start"
          >
            <DateInput {...register('maxOutDate')} />
          </FormField>
          <FormField label="A-Number" span={3} error={err('alienNumber')}>
            <StyledInput autoComplete="off" {...register('alienNumber')} />
          </FormField>
          <FormField
            label="Social Security Number"
            span={3}
            error={err('ssn')}
            hint="Stored securely; only the last 4 digits are shown. Leave blank to keep the stored number."
          >
            <StyledInput autoComplete="off" inputMode="numeric" {...register('ssn')} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>

      <AddressesFieldset
        items={addresses.fields}
        field={(i, name) => register(`addresses.${i}.${name}`)}
        error={(i, name) => err(`addresses.${i}.${name}`)}
        onRemove={addresses.remove}
        onAdd={() =>
          addresses.append(
            emptyAddress(
              addresses.fields.length === 0 ? 'home' : 'foreign',
              addresses.fields.length === 0 ? '231' : '',
            ),
          )
        }
      />

      <StyledFieldset>
        <legend>Education</legend>
        {education.fields.map((f, i) => (
          <RepeatItem key={f.id} title={`Degree ${i + 1}`} onRemove={() => education.remove(i)}>
            <StyledFormGrid>
              <FormField label="Degree" required span={3} error={err(`education.${i}.degree`)}>
                <StyledInput placeholder="e.g. M.S. Computer Science" {...register(`education.${i}.degree`)} />
              </FormField>
              <FormField label="Field of study" span={3}>
                <StyledInput {...register(`education.${i}.fieldOfStudy`)} />
              </FormField>
              <FormField label="Institution" span={3}>
                <StyledInput {...register(`education.${i}.institution`)} />
              </FormField>
              <FormField label="Country" span={3}>
                <CountrySelect {...register(`education.${i}.countryId`)} />
              </FormField>
              <FormField label="Started" span={2} error={err(`education.${i}.startDate`)}>
                <DateInput {...register(`education.${i}.startDate`)} />
              </FormField>
              <FormField label="Ended" span={2} error={err(`education.${i}.endDate`)}>
                <DateInput {...register(`education.${i}.endDate`)} />
              </FormField>
              <FormField label="Graduated" span={2} error={err(`education.${i}.graduationDate`)}>
                <DateInput {...register(`education.${i}.graduationDate`)} />
              </FormField>
            </StyledFormGrid>
          </RepeatItem>
        ))}
        <StyledButton type="button" onClick={() => education.append(emptyEducation())}>
          Add degree
        </StyledButton>
      </StyledFieldset>

      <StyledFieldset>
        <legend>Employment history</legend>
        {employment.fields.map((f, i) => (
          <RepeatItem key={f.id} title={`Job ${i + 1}`} onRemove={() => employment.remove(i)}>
            <StyledFormGrid>
              <FormField label="Employer" required span={3} error={err(`employment.${i}.employer`)}>
                <StyledInput {...register(`employment.${i}.employer`)} />
              </FormField>
              <FormField label="Job title" span={3}>
                <StyledInput {...register(`employment.${i}.title`)} />
              </FormField>
              <FormField label="Started" span={2} error={err(`employment.${i}.startDate`)}>
                <DateInput {...register(`employment.${i}.startDate`)} />
              </FormField>
              <FormField label="Ended" span={2} error={err(`employment.${i}.endDate`)}>
                <DateInput {...register(`employment.${i}.endDate`)} />
              </FormField>
              <FormField label="Hours per week" span={2}>
                <StyledInput inputMode="numeric" {...register(`employment.${i}.hoursPerWeek`)} />
              </FormField>
              <FormField label="Duties" span={6}>
                <StyledTextArea rows={3} {...register(`employment.${i}.duties`)} />
              </FormField>
            </StyledFormGrid>
            <StyledCheckboxLabel>
              <input type="checkbox" {...register(`employment.${i}.current`)} /> Current job
            </StyledCheckboxLabel>
          </RepeatItem>
        ))}
        <StyledButton type="button" onClick={() => employment.append(emptyEmployment())}>
          Add job
        </StyledButton>
      </StyledFieldset>
    </>
  );
}
