import styled from 'styled-components';
import { isEmptyDiff, type WorkflowDiff } from 'shared/domain';

const StyledDiff = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

/** What changed between two versions: added, removed and moved steps, and each kept step's edits. */
export function WorkflowDiffView({ diff, title }: { diff: WorkflowDiff; title: string }) {
  return (
    <StyledDiff aria-label={title}>
      <h2>{title}</h2>
      {isEmptyDiff(diff) ? <p>No changes.</p> : null}
      {diff.added.length ? (
        <div>
          <h3>Added steps</h3>
          <ul>
            {diff.added.map((a) => (
              <li key={a.code}>
                {a.label} (step {a.position})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {diff.removed.length ? (
        <div>
          <h3>Removed steps</h3>
          <ul>
            {diff.removed.map((a) => (
              <li key={a.code}>{a.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {diff.moved.length ? (
        <div>
          <h3>Moved steps</h3>
          <ul>
            {diff.moved.map((a) => (
              <li key={a.code}>
                {a.label}: step {a.from} → step {a.to}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {diff.changed.length ? (
        <div>
          <h3>Changed steps</h3>
          <ul>
            {diff.changed.map((c) => (
              <li key={c.code}>
                {c.label}: {c.changes.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </StyledDiff>
  );
}
