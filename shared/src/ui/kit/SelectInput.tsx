import styled from 'styled-components';

/** The house select: theme tokens, compact height. */
export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  min-width: 0;
`;

/** The house text input. */
export const StyledInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;
