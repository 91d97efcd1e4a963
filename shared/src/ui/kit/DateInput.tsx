import { forwardRef, type FocusEvent, type InputHTMLAttributes } from 'react';
import { StyledInput } from './SelectInput';

type Props = InputHTMLAttributes<HTMLInputElement> & { $invalid?: boolean };

/** Eight digits typed without slashes become MM/DD/YYYY on blur. */
export const normaliseUsDate = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return /^\d{8}$/.test(text.trim()) ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}` : text;
};

/** A US date field (SPEC §5: MM/DD/YYYY). */
export const DateInput = forwardRef<HTMLInputElement, Props>(function DateInput({ onBlur, ...props }, ref) {
  return (
    <StyledInput
      ref={ref}
      inputMode="numeric"
      placeholder="MM/DD/YYYY"
      maxLength={10}
      autoComplete="off"
      {...props}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const next = normaliseUsDate(e.target.value);
        if (next !== e.target.value) e.target.value = next;
        onBlur?.(e);
      }}
    />
  );
});
