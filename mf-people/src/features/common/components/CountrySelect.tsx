import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useCountries } from 'shared/query';
import { StyledSelect } from 'shared/ui';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { $invalid?: boolean; placeholder?: string };

/** A country select whose values are master data country ids (as strings). */
export const CountrySelect = forwardRef<HTMLSelectElement, Props>(function CountrySelect(
  { placeholder = 'Select a country', ...props },
  ref,
) {
  const { countries } = useCountries();
  return (
    <StyledSelect ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {countries.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </StyledSelect>
  );
});
