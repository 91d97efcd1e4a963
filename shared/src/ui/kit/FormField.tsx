import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledField = styled.div<{ $span: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  grid-column: span ${({ $span }) => $span};
  min-width: 0;
  label {
    font-size: 13px;
    font-weight: 500;
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`;

const StyledError = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.color.danger};
`;

const StyledHint = styled.span<{ $tone: 'muted' | 'warning' }>`
  font-size: 12px;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.color.warning : theme.color.textMuted)};
`;

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** A warning that does not block saving (e.g. a temporary e-mail account). */
  warning?: ReactNode;
  required?: boolean;
  /** Grid columns taken (the grid has 6 on desktop). */
  span?: number;
  /** One input, select or textarea; it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label, control, and its error or hint, wired for screen readers. */
export function FormField({ label, error, hint, warning, required = false, span = 2, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = !!error || !!warning || !!hint;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': hasMessage ? messageId : undefined,
        'aria-required': required || undefined,
        $invalid: !!error,
      })
    : children;
  return (
    <StyledField $span={span}>
      <label htmlFor={id}>
        {label}
        {required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
      </label>
      {control}
      {error ? (
        <StyledError id={messageId} role="alert">
          {error}
        </StyledError>
      ) : warning ? (
        <StyledHint id={messageId} $tone="warning" role="status">
          {warning}
        </StyledHint>
      ) : hint ? (
        <StyledHint id={messageId} $tone="muted">
          {hint}
        </StyledHint>
      ) : null}
    </StyledField>
  );
}
