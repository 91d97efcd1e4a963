import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CASE_SUB_TYPES, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCaseTypeNames } from 'shared/query';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  EmptyState,
  FormField,
  PageFrame,
  StyledFormGrid,
  QueryState,
  StyledActionBar,
  StyledButton,
  StyledSelect,
} from 'shared/ui';
import { useWorkflowList, workflowKeyParam } from '../api/workflowQueries';

/**
 * /workflow-configV2: start a workflow. Pick the case type and, optionally, a subtype; the
 * designer opens with the workflow new cases take today (the firm's or the default) to edit.
 */
export default function WorkflowCreatePage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const title = route?.title ?? 'Workflow Configuration';
  const query = useWorkflowList();
  const navigate = useNavigate();
  const canEdit = useSession((s) => s.user?.roleId) === ROLE.ADMIN;
  const typeNames = useCaseTypeNames();
  const [typeId, setTypeId] = useState('');
  const [subTypeId, setSubTypeId] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!canEdit)
    return (
      <PageFrame title={title} remote="mf-settings">
        <EmptyState
          title="Only an Admin can design workflows"
          actions={<Link to="/workflow-list">Back to the workflows</Link>}
        />
      </PageFrame>
    );
  return (
    <PageFrame
      title={title}
      description="Start from the default workflow, or from the one your firm uses now."
      remote="mf-settings"
    >
      <QueryState query={query} noun="case types">
        {(d) => {
          const types = [...new Map(d.data.map((r) => [r.typeId, r.typeName])).entries()];
          // The product's subtypes (a workflow is kept per standard subtype), with the firm's names.
          const subTypes = CASE_SUB_TYPES.filter((s) => String(s.typeId) === typeId).map((s) => ({
            id: s.id,
            name: typeNames.subTypeName(s.id),
          }));
          const start = () => {
            if (!typeId) return setError('Choose a case type.');
            navigate(
              `/workflow-config/${workflowKeyParam({ typeId: Number(typeId), subTypeId: subTypeId ? Number(subTypeId) : null })}`,
            );
          };
          return (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                start();
              }}
            >
              <StyledFormGrid>
                <FormField label="Case type" required error={error}>
                  <StyledSelect
                    value={typeId}
                    onChange={(e) => {
                      setTypeId(e.target.value);
                      setSubTypeId('');
                      setError(undefined);
                    }}
                  >
                    <option value="">Choose…</option>
                    {types.map(([id, name]) => (
                      <option key={id} value={id}>
                        {name}
                      </option>
                    ))}
                  </StyledSelect>
                </FormField>
                <FormField label="Subtype" hint="Leave empty for every subtype without its own workflow.">
                  <StyledSelect value={subTypeId} onChange={(e) => setSubTypeId(e.target.value)} disabled={!typeId}>
                    <option value="">All subtypes</option>
                    {subTypes.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </StyledSelect>
                </FormField>
              </StyledFormGrid>
              <StyledActionBar>
                <StyledButton type="submit" $variant="primary">
                  Open the designer
                </StyledButton>
                <Link to="/workflow-list">Cancel</Link>
              </StyledActionBar>
            </form>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
