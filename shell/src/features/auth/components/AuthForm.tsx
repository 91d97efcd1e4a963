import styled from 'styled-components';

/** A vertical form; its fieldset disables every control while the form is busy. */
export const StyledAuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** A row of secondary links (e.g. "Forgot password?" · "Create an account"). */
export const StyledLinkRow = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
`;

/** A button that looks like a link, for in-form secondary actions. */
export const StyledLinkButton = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  cursor: pointer;
  font-size: 13px;
  justify-self: start;
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
