import { useState } from 'react';
import styled from 'styled-components';
import type { TFormGroup, TFormGroupSavePayload, TLetterCategory, TLetterTemplateSummary } from 'shared/contract';
import {
  CASE_TYPE_BY_ID,
  CASE_TYPES,
  FORM_CATALOGUE,
  formGroupLimitMessage,
  MAX_FORM_GROUPS_PER_CASE_TYPE,
} from 'shared/domain';
import {
  ConfirmDialog,
  Dialog,
  EmptyState,
  FormField,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledInput,
  StyledSelect,
  errorMessage,
  fieldIssues,
} from 'shared/ui';
import { useAllTemplates, useCategories, useDeleteGroup, useGroups, useSaveGroup } from '../api/lettersQueries';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3,
  h4 {
    margin: 0;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledGroup = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChecks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  max-height: 220px;
  overflow-y: auto;
  label {
    font-size: 13px;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const offeredFor = (t: TLetterTemplateSummary, caseTypeId: number) =>
  t.caseTypeIds.length === 0 || t.caseTypeIds.includes(caseTypeId);

interface GroupDialogProps {
  group: TFormGroup | null;
  caseTypeId: number;
  templates: readonly TLetterTemplateSummary[];
  categories: readonly TLetterCategory[];
  onClose: () => void;
}

function GroupDialog({ group, caseTypeId, templates, categories, onClose }: GroupDialogProps) {
  const [v, setV] = useState<Required<Omit<TFormGroupSavePayload, 'id' | 'timezone' | 'today'>>>({
    name: group?.name ?? '',
    caseTypeId: group?.caseTypeId ?? caseTypeId,
    categoryId: group?.categoryId ?? null,
    description: group?.description ?? '',
    formCodes: group?.formCodes ?? [],
    templateIds: group?.templates.map((t) => t.id) ?? [],
  });
  const save = useSaveGroup();
  const issues = fieldIssues(save.error);
  const issue = (path: string) => issues.find((i) => i.path === path || i.path.startsWith(`${path}.`))?.message;
  const toggle = (key: 'formCodes' | 'templateIds', id: string, on: boolean) =>
    setV((x) => ({ ...x, [key]: on ? [...x[key], id] : x[key].filter((y) => y !== id) }));
  // The case type's own forms and letters first.
  const forms = [...FORM_CATALOGUE].sort(
    (a, b) => Number(b.caseTypeIds.includes(v.caseTypeId)) - Number(a.caseTypeIds.includes(v.caseTypeId)),
  );
  const letters = [...templates].sort(
    (a, b) => Number(offeredFor(b, v.caseTypeId)) - Number(offeredFor(a, v.caseTypeId)),
  );

  return (
    <Dialog
      title={group ? `Edit ${group.name}` : 'New form group'}
      onClose={onClose}
      locked={save.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton
            type="button"
            $variant="primary"
            disabled={save.isPending || !v.name.trim() || v.formCodes.length + v.templateIds.length === 0}
            onClick={() =>
              save.mutate(
                { ...(group ? { id: group.id } : {}), ...v, description: v.description || null },
                { onSuccess: onClose },
              )
            }
          >
            {save.isPending ? 'Saving…' : 'Save group'}
          </StyledButton>
        </>
      }
    >
      <StyledStack>
        <FormField label="Name" required error={issue('name')}>
          <StyledInput value={v.name} maxLength={120} onChange={(e) => setV({ ...v, name: e.target.value })} />
        </FormField>
        <FormField label="Case type" error={issue('caseTypeId')}>
          <StyledSelect value={v.caseTypeId} onChange={(e) => setV({ ...v, caseTypeId: Number(e.target.value) })}>
            {CASE_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Category" error={issue('categoryId')}>
          <StyledSelect value={v.categoryId ?? ''} onChange={(e) => setV({ ...v, categoryId: e.target.value || null })}>
            <option value="">No category</option>
            {categories
              .filter((c) => c.kind === 'form')
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </StyledSelect>
        </FormField>
        <FormField label="Description" hint="When staff use this group.">
          <StyledInput
            value={v.description ?? ''}
            maxLength={500}
            onChange={(e) => setV({ ...v, description: e.target.value })}
          />
        </FormField>
        <StyledChecks>
          <legend>USCIS forms</legend>
          {forms.map((f) => (
            <label key={f.code}>
              <input
                type="checkbox"
                checked={v.formCodes.includes(f.code)}
                onChange={(e) => toggle('formCodes', f.code, e.target.checked)}
              />{' '}
              {f.code} — {f.title}
            </label>
          ))}
        </StyledChecks>
        <StyledChecks>
          <legend>Letters</legend>
          {letters.length === 0 ? <span>No letter templates yet.</span> : null}
          {letters.map((t) => (
            <label key={t.id}>
              <input
                type="checkbox"
                checked={v.templateIds.includes(t.id)}
                onChange={(e) => toggle('templateIds', t.id, e.target.checked)}
              />{' '}
              {t.name}
              {offeredFor(t, v.caseTypeId) ? '' : ' (not offered for this case type)'}
            </label>
          ))}
        </StyledChecks>
        {save.isError && !issues.length ? <StyledError role="alert">{errorMessage(save.error)}</StyledError> : null}
        {issue('formCodes') || issue('templateIds') ? (
          <StyledError role="alert">{issue('formCodes') ?? issue('templateIds')}</StyledError>
        ) : null}
      </StyledStack>
    </Dialog>
  );
}

/** Child form groups (SPEC §9: up to 8 per case type): named bundles of forms and letters. */
export function FormGroupsTab({ canManage }: { canManage: boolean }) {
  const groups = useGroups();
  const templates = useAllTemplates();
  const categories = useCategories();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<{ group: TFormGroup | null; caseTypeId: number } | null>(null);
  const [deleting, setDeleting] = useState<TFormGroup | null>(null);
  const [newType, setNewType] = useState(1);

  return (
    <QueryState query={groups} noun="form groups">
      {(data) => {
        const byType = new Map<number, TFormGroup[]>();
        for (const g of data.data) byType.set(g.caseTypeId, [...(byType.get(g.caseTypeId) ?? []), g]);
        const full = (byType.get(newType)?.length ?? 0) >= data.maxPerCaseType;
        return (
          <StyledStack>
            <StyledRow>
              <p>
                A form group bundles the USCIS forms and letters prepared together for a case type. Each case type can
                have up to {MAX_FORM_GROUPS_PER_CASE_TYPE} groups.
              </p>
              {canManage ? (
                <StyledRow>
                  <StyledSelect
                    aria-label="Case type of the new group"
                    value={newType}
                    onChange={(e) => setNewType(Number(e.target.value))}
                  >
                    {CASE_TYPES.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </StyledSelect>
                  <StyledButton
                    type="button"
                    $variant="primary"
                    disabled={full}
                    title={full ? formGroupLimitMessage(newType) : undefined}
                    onClick={() => setEditing({ group: null, caseTypeId: newType })}
                  >
                    New group
                  </StyledButton>
                </StyledRow>
              ) : null}
            </StyledRow>
            {full ? <StyledError role="note">{formGroupLimitMessage(newType)}</StyledError> : null}
            {data.data.length === 0 ? (
              <EmptyState
                title="No form groups yet"
                description="Create one to prepare a case type’s forms and letters together."
                level={3}
              />
            ) : (
              [...byType.entries()]
                .sort(([a], [b]) => a - b)
                .map(([typeId, list]) => (
                  <StyledCard key={typeId} aria-labelledby={`groups-${typeId}`}>
                    <StyledRow>
                      <h3 id={`groups-${typeId}`}>{CASE_TYPE_BY_ID.get(typeId)?.name ?? `Type ${typeId}`}</h3>
                      <StatusBadge tone={list.length >= data.maxPerCaseType ? 'warning' : 'neutral'}>
                        {`${list.length} of ${data.maxPerCaseType} groups`}
                      </StatusBadge>
                    </StyledRow>
                    <StyledList>
                      {list.map((g) => (
                        <StyledGroup key={g.id}>
                          <StyledRow>
                            <h4>{g.name}</h4>
                            {canManage ? (
                              <StyledRow>
                                <StyledButton
                                  type="button"
                                  aria-label={`Edit ${g.name}`}
                                  onClick={() => setEditing({ group: g, caseTypeId: g.caseTypeId })}
                                >
                                  Edit
                                </StyledButton>
                                <StyledButton
                                  type="button"
                                  $variant="danger"
                                  aria-label={`Delete ${g.name}`}
                                  onClick={() => setDeleting(g)}
                                >
                                  Delete
                                </StyledButton>
                              </StyledRow>
                            ) : null}
                          </StyledRow>
                          {g.description ? <p>{g.description}</p> : null}
                          <StyledChips aria-label={`Contents of ${g.name}`}>
                            {g.categoryName ? (
                              <li>
                                <StatusBadge tone="neutral">{g.categoryName}</StatusBadge>
                              </li>
                            ) : null}
                            {g.formCodes.map((c) => (
                              <li key={c}>
                                <StatusBadge tone="info">{c}</StatusBadge>
                              </li>
                            ))}
                            {g.templates.map((t) => (
                              <li key={t.id}>
                                <StatusBadge tone="success">{t.name}</StatusBadge>
                              </li>
                            ))}
                            {g.formCodes.length + g.templates.length === 0 ? (
                              <li>Empty: add forms or letters.</li>
                            ) : null}
                          </StyledChips>
                        </StyledGroup>
                      ))}
                    </StyledList>
                  </StyledCard>
                ))
            )}
            {editing ? (
              <GroupDialog
                group={editing.group}
                caseTypeId={editing.caseTypeId}
                templates={templates.data?.data ?? []}
                categories={categories.data?.data ?? []}
                onClose={() => setEditing(null)}
              />
            ) : null}
            {deleting ? (
              <ConfirmDialog
                title={`Delete ${deleting.name}?`}
                message="The group is deleted. Its forms and letter templates stay."
                confirmLabel="Delete group"
                busy={remove.isPending}
                onCancel={() => setDeleting(null)}
                onConfirm={() =>
                  remove.mutate({ id: deleting.id, name: deleting.name }, { onSuccess: () => setDeleting(null) })
                }
              />
            ) : null}
          </StyledStack>
        );
      }}
    </QueryState>
  );
}
