import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, StyledInput } from 'shared/ui/form';

export interface PhoneFieldsProps {
  code: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  error?: string;
  label?: string;
}

/** Calling code (shown with a leading + on display) and number; validated together (SPEC §5). */
export function PhoneFields({ code, phone, error, label = 'Phone' }: PhoneFieldsProps) {
  return (
    <>
      <FormField label="Country code" span={1} hint="e.g. 1 or 91">
        <StyledInput inputMode="numeric" autoComplete="tel-country-code" {...code} />
      </FormField>
      <FormField label={label} span={2} error={error}>
        <StyledInput type="tel" autoComplete="tel-national" {...phone} />
      </FormField>
    </>
  );
}
