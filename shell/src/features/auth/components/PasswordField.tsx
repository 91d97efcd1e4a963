import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField';

const StyledToggle = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  font-weight: 500;
  font-size: 13px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
`;

/** A password input with a Show/Hide toggle that keeps focus and form behaviour intact. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'action'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        action={
          <StyledToggle
            type="button"
            aria-pressed={visible}
            aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </StyledToggle>
        }
      />
    );
  },
);
