import styled from 'styled-components';
import { StyledFieldset } from 'shared/ui/form';

const StyledOptions = styled.div<{ $scroll: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  max-height: ${({ $scroll }) => ($scroll ? '180px' : 'none')};
  overflow-y: auto;
  font-size: 13px;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface CheckboxGroupProps<V extends string | number> {
  legend: string;
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
}

/** A labelled group of checkboxes choosing several values (types, statuses, branches). */
export function CheckboxGroup<V extends string | number>({
  legend,
  options,
  selected,
  onChange,
}: CheckboxGroupProps<V>) {
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      <StyledOptions $scroll={options.length > 12}>
        {options.map((o) => (
          <label key={String(o.value)}>
            <input
              type="checkbox"
              checked={selected.includes(o.value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))
              }
            />
            {o.label}
          </label>
        ))}
      </StyledOptions>
    </StyledFieldset>
  );
}
