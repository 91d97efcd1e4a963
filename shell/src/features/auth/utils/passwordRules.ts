/** The parts of the SPEC §5 strong-password rule, for the live checklist under a new-password field. */
export interface PasswordRuleCheck {
  key: 'length' | 'lower' | 'upper' | 'digit' | 'special';
  label: string;
  met: boolean;
}

export function passwordRuleChecks(value: string): PasswordRuleCheck[] {
  return [
    { key: 'length', label: 'At least 6 characters', met: value.length >= 6 },
    { key: 'upper', label: '1 uppercase letter', met: /[A-Z]/.test(value) },
    { key: 'lower', label: '1 lowercase letter', met: /[a-z]/.test(value) },
    { key: 'digit', label: '1 number', met: /\d/.test(value) },
    { key: 'special', label: '1 of !@#$%^&*', met: /[!@#$%^&*]/.test(value) },
  ];
}
