import { useMemo, useState } from 'react';
import { useApi } from 'shared/session';
import { AsyncSelect, type SelectOption } from 'shared/ui';
import { lookupUserOptions } from '../api/usersQueries';

export interface AttorneyPickerProps {
  /** The chosen user id, '' for none. */
  value: string;
  onChange: (userId: string) => void;
  /** Name of the user already chosen (the record's attorneyName). */
  initialLabel: string | null;
  label?: string;
}

/** A responsible attorney or assignee: active internal users from /users/lookup, by name. */
export function AttorneyPicker({ value, onChange, initialLabel, label = 'Attorney' }: AttorneyPickerProps) {
  const api = useApi();
  const load = useMemo(() => lookupUserOptions(api), [api]);
  const [chosen, setChosen] = useState<SelectOption | null>(value ? { value, label: initialLabel ?? 'Current attorney' } : null);
  const current = value ? (chosen?.value === value ? chosen : { value, label: initialLabel ?? 'Current attorney' }) : null;
  return (
    <AsyncSelect
      label={label}
      loadOptions={load}
      value={current}
      placeholder="Type a name…"
      noOptionsText="No active staff user matches"
      onChange={(o) => {
        setChosen(o);
        onChange(o?.value ?? '');
      }}
    />
  );
}
