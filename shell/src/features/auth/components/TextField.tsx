import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled.label`
  font-weight: 500;
`;

const StyledControl = styled.div`
  position: relative;
  display: flex;
`;

export const StyledInput = styled.input<{ $invalid?: boolean; $withAction?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  padding-right: ${({ theme, $withAction }) => ($withAction ? theme.space(18) : theme.space(3))};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledAction = styled.div`
  position: absolute;
  inset: 0 ${({ theme }) => theme.space(1)} 0 auto;
  display: flex;
  align-items: center;
`;

const StyledHint = styled.div`
  margin: 0;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.danger};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's right edge (e.g. a show/hide toggle). */
  action?: ReactNode;
  id?: string;
}

/** A labelled input with its hint and error wired to aria-describedby; forwards the ref for forms. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, action, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledControl>
        <StyledInput
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={!!error}
          $withAction={!!action}
          {...input}
        />
        {action ? <StyledAction>{action}</StyledAction> : null}
      </StyledControl>
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
    </StyledField>
  );
});
