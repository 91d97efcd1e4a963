import styled from 'styled-components';
import { mobile } from 'shared/ui-core';
import { StyledSelect } from 'shared/ui/form';
import type { ListFilterDef } from './listTypes';

const StyledFilter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  ${mobile} {
    display: flex;
    select {
      flex: 1;
    }
  }
`;

export function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ListFilterDef;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <StyledFilter>
      {filter.label}
      <StyledSelect value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{filter.anyLabel ?? 'All'}</option>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
    </StyledFilter>
  );
}
