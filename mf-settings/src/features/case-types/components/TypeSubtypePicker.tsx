import { FormField, StyledFormGrid, StyledSelect } from 'shared/ui';
import { useCaseTypes, useSubtypes } from '../api/caseConfigQueries';

interface Props {
  typeId: number | null;
  subTypeId: number;
  onChange: (typeId: number | null, subTypeId: number) => void;
}

/** Case type and subtype selects (the firm's names; inactive ones marked). Subtype 0: the whole type. */
export function TypeSubtypePicker({ typeId, subTypeId, onChange }: Props) {
  const types = useCaseTypes();
  const subtypes = useSubtypes(typeId);
  return (
    <StyledFormGrid>
      <FormField label="Case type" span={3}>
        <StyledSelect value={typeId ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null, 0)} disabled={!types.data}>
          <option value="">{types.isLoading ? 'Loading…' : 'Choose a case type'}</option>
          {types.data?.data.map((t) => (
            <option key={t.typeId} value={t.typeId}>
              {t.name}
              {t.active ? '' : ' (inactive)'}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField label="Subtype" span={3}>
        <StyledSelect value={subTypeId} onChange={(e) => onChange(typeId, Number(e.target.value))} disabled={!typeId || !subtypes.data}>
          <option value={0}>All subtypes (the type’s configuration)</option>
          {subtypes.data?.data.map((s) => (
            <option key={s.subTypeId} value={s.subTypeId}>
              {s.name}
              {s.active ? '' : ' (inactive)'}
            </option>
          ))}
        </StyledSelect>
      </FormField>
    </StyledFormGrid>
  );
}

/** A non-negative integer from a route or query parameter, else null. */
export const idParam = (v: string | null | undefined): number | null => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
