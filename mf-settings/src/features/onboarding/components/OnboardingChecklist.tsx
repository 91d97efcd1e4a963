import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getTenantChecklistCall } from 'shared/contract';
import { isProfileCompleted } from 'shared/domain';
import { useCallQuery } from 'shared/query';
import { ErrorPanel, Loading, errorMessage } from 'shared/ui';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const StyledItem = styled.li<{ $done: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $done }) => ($done ? theme.color.success : theme.color.warning)};
  border-radius: 6px;
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

/** The onboarding steps, in the order a new firm does them (issue 16.1), each with its page. */
export const ONBOARDING_STEPS = [
  { key: 'profile', title: 'Complete the firm profile', detail: 'Name, address, phone, FEIN and admin.', href: '/basic-settings' },
  { key: 'petitionSetup', title: 'Set up case types', detail: 'Choose the case types and subtypes your firm files.', href: '/petition-types' },
  { key: 'workflowSetup', title: 'Set up workflows', detail: 'Review the steps each case type follows.', href: '/workflow-list' },
  { key: 'branchSetup', title: 'Add a branch', detail: 'Offices your staff and cases belong to.', href: '/branch-list' },
] as const;

/** /tenant/get-checklist as a list of steps with links; done steps are marked. */
export function OnboardingChecklist() {
  const q = useCallQuery(getTenantChecklistCall, {});
  if (q.isPending) return <Loading label="Loading the setup checklist…" />;
  if (q.isError) return <ErrorPanel title="The setup checklist could not be loaded" message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const c = q.data;
  const done: Record<(typeof ONBOARDING_STEPS)[number]['key'], boolean> = {
    profile: isProfileCompleted(c.profCompleted),
    petitionSetup: c.petitionSetupCompleted,
    workflowSetup: c.workflowSetupCompleted,
    branchSetup: c.branchSetupCompleted,
  };
  const left = ONBOARDING_STEPS.filter((s) => !done[s.key]).length;
  return (
    <section aria-labelledby="onboarding-title">
      <h2 id="onboarding-title">Getting started</h2>
      <p>{left === 0 ? 'All set: your firm is ready.' : `${left} of ${ONBOARDING_STEPS.length} steps left.`}</p>
      <StyledList>
        {ONBOARDING_STEPS.map((s) => (
          <StyledItem key={s.key} $done={done[s.key]}>
            <div>
              <strong>{s.title}</strong> <em>{done[s.key] ? 'Done' : 'To do'}</em>
              <p>{s.detail}</p>
            </div>
            <Link to={s.href}>{done[s.key] ? 'Review' : 'Start'}</Link>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}
