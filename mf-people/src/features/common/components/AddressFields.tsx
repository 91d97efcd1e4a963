import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADDRESS_TYPES } from 'shared/contract';
import { FormField, StyledButton, StyledFieldset, StyledFormGrid, StyledInput, StyledSelect } from 'shared/ui';
import type { AddressValues } from '../utils/addressForm';
import { ADDRESS_TYPE_LABELS } from '../utils/formatAddress';
import { CountrySelect } from './CountrySelect';
import { RepeatItem } from './RepeatItem';

export interface AddressFieldsProps {
  /** Registers one field of this address (the parent knows its path, e.g. `addresses.0.zipcode`). */
  field: (name: keyof AddressValues) => UseFormRegisterReturn;
  /** The error message of one field of this address. */
  error: (name: keyof AddressValues) => string | undefined;
  title: string;
  onRemove?: () => void;
}

/** One address (SPEC §3): type, street, Apt/Ste/Flr, city, state, country and a zip checked by country. */
export function AddressFields({ field: reg, error: err, title, onRemove }: AddressFieldsProps) {
  return (
    <RepeatItem title={title} onRemove={onRemove}>
      <StyledFormGrid>
        <FormField label="Type" span={2}>
          <StyledSelect {...reg('type')}>
            {ADDRESS_TYPES.map((t) => (
              <option key={t} value={t}>
                {ADDRESS_TYPE_LABELS[t] ?? t}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Street address" required span={4} error={err('line1')}>
          <StyledInput autoComplete="address-line1" {...reg('line1')} />
        </FormField>
        <FormField label="Apt / Ste / Flr" span={1}>
          <StyledSelect {...reg('aptType')}>
            <option value="">—</option>
            <option value="apt">Apt</option>
            <option value="ste">Ste</option>
            <option value="flr">Flr</option>
          </StyledSelect>
        </FormField>
        <FormField label="Number" span={1}>
          <StyledInput autoComplete="address-line2" {...reg('line2')} />
        </FormField>
        <FormField label="City" span={2}>
          <StyledInput autoComplete="address-level2" {...reg('city')} />
        </FormField>
        <FormField label="State / Province" span={2}>
          <StyledInput autoComplete="address-level1" {...reg('state')} />
        </FormField>
        <FormField label="Country" required span={3} error={err('countryId')}>
          <CountrySelect {...reg('countryId')} />
        </FormField>
        <FormField label="Zip code" span={3} error={err('zipcode')}>
          <StyledInput autoComplete="postal-code" {...reg('zipcode')} />
        </FormField>
      </StyledFormGrid>
    </RepeatItem>
  );
}

export interface AddressesFieldsetProps {
  /** The form's address items (`useFieldArray(...).fields`). */
  items: readonly { id: string }[];
  /** Registers one field of the i-th address (e.g. `addresses.${i}.${name}`). */
  field: (index: number, name: keyof AddressValues) => UseFormRegisterReturn;
  /** The error message of one field of the i-th address. */
  error: (index: number, name: keyof AddressValues) => string | undefined;
  onRemove: (index: number) => void;
  /** Appends a new address (each form chooses its default type and country). */
  onAdd: () => void;
}

/** The "Addresses" section of a person or company form: every address, each removable, and "Add address". */
export function AddressesFieldset({ items, field, error, onRemove, onAdd }: AddressesFieldsetProps) {
  return (
    <StyledFieldset>
      <legend>Addresses</legend>
      {items.map((f, i) => (
        <AddressFields
          key={f.id}
          title={`Address ${i + 1}`}
          field={(name) => field(i, name)}
          error={(name) => error(i, name)}
          onRemove={() => onRemove(i)}
        />
      ))}
      <StyledButton type="button" onClick={onAdd}>
        Add address
      </StyledButton>
    </StyledFieldset>
  );
}
