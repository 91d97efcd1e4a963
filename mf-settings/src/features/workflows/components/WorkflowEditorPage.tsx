import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TWorkflowConfigDetailsResult } from 'shared/contract';
import {
  ACTIVITY_CODES,
  ACTIVITY_LABELS,
  diffWorkflows,
  isEmptyDiff,
  moveStep,
  ROLE,
  validateWorkflowDesign,
  type ActivityCode,
  type WorkflowActivity,
} from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCaseTypeNames } from 'shared/query';
import { routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  ConfirmDialog,
  EmptyState,
  PageFrame,
  QueryState,
  StyledActionBar,
  StyledButton,
  StyledSelect,
  errorMessage,
  fieldIssues,
} from 'shared/ui';
import {
  parseWorkflowKey,
  useResetWorkflow,
  useSaveWorkflow,
  useWorkflow,
  workflowKeyParam,
  workflowName,
  type WorkflowKey,
} from '../api/workflowQueries';
import { SortableSteps } from './SortableSteps';
import { WorkflowDiffView } from './WorkflowDiffView';

const StyledSummary = styled.div`
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerBg};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const StyledAdd = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
`;

const StyledLive = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const LIST_HREF = '/workflow-list';

/**
 * /workflow-config/:id (id = `<typeId>` or `<typeId>-<subTypeId>`): the workflow designer. Loads
 * the current workflow (the tenant's version or the default to start from), edits order, action
 * required, editors, watchers and the fee flags, checks it live with the shared rules and saves a
 * new version. Admins edit; branch managers see it read-only.
 */
export default function WorkflowEditorPage({ routeId, params }: PageProps) {
  const route = routeById(routeId);
  const key = parseWorkflowKey(params.id);
  const query = useWorkflow(key);
  const title = route?.title ?? 'Workflow Configuration';
  if (!key)
    return (
      <PageFrame title={title} remote="mf-settings">
        <EmptyState title="This workflow does not exist" actions={<Link to={LIST_HREF}>Back to the workflows</Link>} />
      </PageFrame>
    );
  return (
    <QueryState
      query={query}
      noun="workflow"
      frameTitle={title}
      remote="mf-settings"
      backTo={{ href: LIST_HREF, label: 'Back to the workflows' }}
    >
      {(data) => <Editor key={`${data.versionId ?? 'default'}`} data={data} wkey={key} title={title} />}
    </QueryState>
  );
}

function Editor({ data, wkey, title }: { data: TWorkflowConfigDetailsResult; wkey: WorkflowKey; title: string }) {
  const roleId = useSession((s) => s.user?.roleId);
  const canEdit = roleId === ROLE.ADMIN;
  const navigate = useNavigate();
  const save = useSaveWorkflow();
  const reset = useResetWorkflow();
  const [steps, setSteps] = useState<WorkflowActivity[]>(() => data.workflow.activities.map((a) => ({ ...a })));
  const [adding, setAdding] = useState<ActivityCode | ''>('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [said, setSaid] = useState('');
  const typeNames = useCaseTypeNames();
  useEffect(() => save.reset(), [steps]); // eslint-disable-line react-hooks/exhaustive-deps -- a new edit clears the server's old answer

  const issues = useMemo(() => validateWorkflowDesign({ activities: steps }), [steps]);
  const issuesByCode = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const i of issues) m.set(i.code, [...(m.get(i.code) ?? []), i.message]);
    return m;
  }, [issues]);
  const diff = useMemo(() => diffWorkflows(data.workflow, { activities: steps }), [data.workflow, steps]);
  const changed = !isEmptyDiff(diff);
  const missing = ACTIVITY_CODES.filter((c) => !steps.some((s) => s.code === c));
  const keyParam = workflowKeyParam(wkey);
  const name = workflowName(wkey, typeNames);
  /** The key has its own saved workflow (a subtype may follow its type's until it gets one). */
  const own = data.source === 'tenant' && (data.subTypeId ?? null) === wkey.subTypeId;
  const serverIssues = fieldIssues(save.error);
  const removingStep = removing === null ? undefined : steps[removing];

  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length) return;
    const step = steps[from];
    setSteps((s) => moveStep(s, from, to));
    if (step) setSaid(`${step.label} moved to step ${to + 1} of ${steps.length}.`);
  };
  const add = () => {
    if (!adding) return;
    setSteps((s) => [
      ...s,
      { code: adding, label: ACTIVITY_LABELS[adding], actionRequired: 'Yes', editors: [], watchers: [] },
    ]);
    setSaid(`${ACTIVITY_LABELS[adding]} added as step ${steps.length + 1}.`);
    setAdding('');
  };
  const onSave = () =>
    save.mutate(
      { typeId: wkey.typeId, subTypeId: wkey.subTypeId, workflow: { typeId: wkey.typeId, activities: steps } },
      {
        onSuccess: (r) => navigate(`/workflow-config-view/${keyParam}${r.versionId ? `?version=${r.versionId}` : ''}`),
      },
    );

  const status = own
    ? `Version ${data.version ?? '–'} · in use by ${data.casesInUse} case${data.casesInUse === 1 ? '' : 's'}`
    : data.source === 'tenant'
      ? `Follows the ${data.typeName} workflow (version ${data.version ?? '–'}) — saving gives this subtype its own`
      : 'Default workflow — saving creates your first version';
  return (
    <PageFrame title={`${title}: ${name}`} description={status} remote="mf-settings">
      <StyledActionBar>
        <Link to={LIST_HREF}>Back to the workflows</Link>
        <Link to={`/workflow-config-view/${keyParam}`}>View versions</Link>
      </StyledActionBar>
      {canEdit ? (
        <p>
          Saving creates a new version: cases already started keep the version they started with; new cases take the new
          one.
        </p>
      ) : (
        <p role="note">Only an Admin can change workflows; you can review this one.</p>
      )}
      <StyledLive aria-live="polite">{said}</StyledLive>
      {issues.length ? (
        <StyledSummary role="alert" aria-label="The workflow cannot be saved yet">
          <strong>Fix these before saving:</strong>
          <ul>
            {issues.map((i) => (
              <li key={`${i.code}-${i.message}`}>{i.message}</li>
            ))}
          </ul>
        </StyledSummary>
      ) : null}
      {save.error ? (
        <StyledSummary role="alert">
          {serverIssues.length ? (
            <ul>
              {serverIssues.map((i) => (
                <li key={`${i.path}-${i.message}`}>{i.message}</li>
              ))}
            </ul>
          ) : (
            errorMessage(save.error)
          )}
        </StyledSummary>
      ) : null}
      <SortableSteps
        steps={steps}
        issuesByCode={issuesByCode}
        readOnly={!canEdit}
        onChange={(index, next) => setSteps((s) => s.map((x, i) => (i === index ? next : x)))}
        onMove={move}
        onRemove={setRemoving}
      />
      {canEdit ? (
        <>
          {missing.length ? (
            <StyledAdd>
              <label>
                Add a step{' '}
                <StyledSelect value={adding} onChange={(e) => setAdding(e.target.value as ActivityCode | '')}>
                  <option value="">Choose a step…</option>
                  {missing.map((c) => (
                    <option key={c} value={c}>
                      {ACTIVITY_LABELS[c]}
                    </option>
                  ))}
                </StyledSelect>
              </label>
              <StyledButton type="button" onClick={add} disabled={!adding}>
                Add step
              </StyledButton>
            </StyledAdd>
          ) : null}
          {changed ? <WorkflowDiffView diff={diff} title="Changes since the current version" /> : null}
          <StyledActionBar>
            <StyledButton
              type="button"
              $variant="primary"
              onClick={onSave}
              disabled={save.isPending || issues.length > 0 || (!changed && own)}
            >
              {save.isPending ? 'Saving…' : own ? 'Save as a new version' : 'Save as a new workflow version'}
            </StyledButton>
            {own ? (
              <StyledButton type="button" $variant="danger" onClick={() => setConfirmReset(true)}>
                Use the default workflow again
              </StyledButton>
            ) : null}
          </StyledActionBar>
        </>
      ) : null}
      {removingStep ? (
        <ConfirmDialog
          title={`Remove ${removingStep.label}?`}
          message="The step leaves this draft; the saved versions and running cases are not changed until you save."
          confirmLabel="Remove step"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setSaid(`${removingStep.label} removed.`);
            setSteps((s) => s.filter((_, i) => i !== removing));
            setRemoving(null);
          }}
        />
      ) : null}
      {confirmReset ? (
        <ConfirmDialog
          title="Use the default workflow again?"
          message="New cases will follow the default workflow. Cases already started keep their version, and the saved versions stay on record."
          confirmLabel="Use the default"
          busy={reset.isPending}
          onCancel={() => setConfirmReset(false)}
          onConfirm={() =>
            reset.mutate(
              { typeId: wkey.typeId, subTypeId: wkey.subTypeId },
              { onSettled: () => setConfirmReset(false) },
            )
          }
        />
      ) : null}
    </PageFrame>
  );
}
