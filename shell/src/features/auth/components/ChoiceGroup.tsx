import styled from 'styled-components';

const StyledFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 500;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const StyledChoice = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.color.brand : theme.color.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.color.surfaceAlt : theme.color.surface)};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  input {
    margin-top: 3px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface Choice<V extends string> {
  value: V;
  label: string;
  detail?: string;
}

/** Radio buttons drawn as cards; arrow keys move between them as in any radio group. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <StyledFieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <StyledChoice key={choice.value} $checked={choice.value === value}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            {choice.label}
            {choice.detail ? <small>{choice.detail}</small> : null}
          </span>
        </StyledChoice>
      ))}
    </StyledFieldset>
  );
}
