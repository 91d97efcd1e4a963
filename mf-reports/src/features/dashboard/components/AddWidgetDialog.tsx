import styled from 'styled-components';
import type { TDashboard } from 'shared/contract';
import { DASHBOARD_WIDGETS, type DashboardWidgetKey } from 'shared/domain';
import { Dialog, EmptyState, StyledButton } from 'shared/ui';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(2)} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface AddWidgetDialogProps {
  dashboard: TDashboard;
  onAdd: (key: DashboardWidgetKey) => void;
  onClose: () => void;
}

/** The widgets the api offers this user and he has not placed yet (never a widget without its domain). */
export function AddWidgetDialog({ dashboard, onAdd, onClose }: AddWidgetDialogProps) {
  const placed = new Set(dashboard.layout.map((i) => i.key));
  const available = dashboard.offered.filter((w) => !placed.has(w.key));
  return (
    <Dialog title="Add a widget" onClose={onClose}>
      {available.length === 0 ? (
        <EmptyState level={3} title="Every widget is on your dashboard" />
      ) : (
        <StyledList>
          {available.map((w) => (
            <li key={w.key}>
              <div>
                <strong>{w.title}</strong>
                <p>{DASHBOARD_WIDGETS[w.key].description}</p>
              </div>
              <StyledButton type="button" aria-label={`Add ${w.title}`} onClick={() => onAdd(w.key)}>
                Add
              </StyledButton>
            </li>
          ))}
        </StyledList>
      )}
    </Dialog>
  );
}
