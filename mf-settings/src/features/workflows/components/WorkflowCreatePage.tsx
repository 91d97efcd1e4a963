import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE } from 'shared/domain';
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
import { useWorkflowList, useWorkflowSubtypes, workflowKeyParam } from '../api/workflowQueries';

/**
 * /workflow-configV2: start a workflow. Pick the case type and, optionally, a subtype (the
 * product's or one the firm added, active ones only); the designer opens with the workflow new
 * cases take today (the subtype's, else the type's, else the default) to edit.
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
  const subtypeQuery = useWorkflowSubtypes(typeId ? Number(typeId) : null);
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
          // The type's active subtypes, the product's and the firm's own (issue 16.2), with the firm's names.
          const subTypes = (typeId ? (subtypeQuery.data?.data ?? []) : []).map((s) => ({
            id: s.subTypeId,
            name: typeNames.subTypeName(s.subTypeId, s.name) ?? s.name,
            custom: s.custom,
          }));
          const standardSubTypes = subTypes.filter((s) => !s.custom);
          const ownSubTypes = subTypes.filter((s) => s.custom);
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
                <FormField
                  label="Subtype"
                  hint="Leave empty for every subtype without its own workflow."
                  error={subtypeQuery.isError ? 'The subtypes could not be loaded; try again.' : undefined}
                >
                  <StyledSelect value={subTypeId} onChange={(e) => setSubTypeId(e.target.value)} disabled={!typeId}>
                    <option value="">All subtypes</option>
                    {standardSubTypes.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                    {ownSubTypes.length > 0 && (
                      <optgroup label="Your firm’s subtypes">
                        {ownSubTypes.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name}
                          </option>
                        ))}
                      </optgroup>
                    )}
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
