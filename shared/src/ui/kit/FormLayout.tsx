import styled from 'styled-components';
import { mobile } from 'shared/ui-core';

/** A 6-column form grid; fields span 2 (thirds) by default, one column on mobile. */
export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    & > * {
      grid-column: 1 / -1 !important;
    }
  }
`;

/** A titled group of fields. */
export const StyledFieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 15px;
  }
  ${mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** A repeated block inside a fieldset (one address, one degree…). */
export const StyledRepeatItem = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const StyledRepeatHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 600;
  font-size: 13px;
`;

/** The sticky action bar at the bottom of an edit page. */
export const StyledFormActions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  background: ${({ theme }) => theme.color.bg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 80px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  resize: vertical;
`;

export const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-right: ${({ theme }) => theme.space(4)};
  font-size: 13px;
`;
