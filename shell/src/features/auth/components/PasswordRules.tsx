import styled from 'styled-components';
import { passwordRuleChecks } from '../utils/passwordRules';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledRule = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    display: inline-block;
    width: 1.2em;
  }
`;

const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Live checklist of the SPEC §5 strong-password parts, so the rule is visible before submitting. */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  return (
    <StyledList id={id} aria-label="Password requirements">
      {passwordRuleChecks(value).map((rule) => (
        <StyledRule key={rule.key} $met={rule.met} data-met={rule.met}>
          {rule.label}
          <StyledHidden>{rule.met ? ' (met)' : ' (not met)'}</StyledHidden>
        </StyledRule>
      ))}
    </StyledList>
  );
}
