import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { listCompaniesCall } from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { useCallQuery } from 'shared/query';
import { mobile, StyledInput, StyledSelect, useDebouncedCallback } from 'shared/ui';

const StyledPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 13px;
    font-weight: 500;
    min-width: 240px;
  }
  ${mobile} {
    label {
      min-width: 0;
      width: 100%;
    }
  }
`;

/** Choose a petitioner: type to narrow (server search), then pick from the first 100 matches. */
export interface CompanyPickerProps {
  value: string;
  onChange: (companyId: string) => void;
  /** Name of the chosen company, shown even when it is not among the matches. */
  selectedLabel?: string | null;
  /** Offer "no petitioner" (for optional links). */
  allowNone?: boolean;
  label?: string;
}

export function CompanyPicker({
  value,
  onChange,
  selectedLabel,
  allowNone = false,
  label = 'Petitioner',
}: CompanyPickerProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const debounced = useDebouncedCallback(setTerm, 300);
  const query = useCallQuery(
    listCompaniesCall,
    {
      page: 1,
      perpage: PAGE_SIZE.DROPDOWN,
      matcher: {},
      sort: { field: 'name', order: 1 },
      ...(term ? { search: term } : {}),
    },
    { placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const found = query.data?.data ?? [];
  const options =
    value && selectedLabel && !found.some((c) => c.id === value)
      ? [{ id: value, name: selectedLabel, feiNumber: null }, ...found]
      : found;
  return (
    <StyledPicker>
      <label>
        Find a petitioner
        <StyledInput
          type="search"
          value={text}
          placeholder="Name or FEIN…"
          onChange={(e) => {
            setText(e.target.value);
            debounced.call(e.target.value.trim());
          }}
        />
      </label>
      <label>
        {label}
        <StyledSelect value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">
            {query.isLoading ? 'Loading…' : allowNone ? 'No petitioner' : `Choose (${query.data?.count ?? 0} found)`}
          </option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.feiNumber ? ` — ${c.feiNumber}` : ''}
            </option>
          ))}
        </StyledSelect>
      </label>
    </StyledPicker>
  );
}
