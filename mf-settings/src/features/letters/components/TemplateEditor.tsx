import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { TLetterCategory, TLetterTemplate } from 'shared/contract';
import {
  BLANK_LETTER,
  CASE_TYPES,
  DEFAULT_LETTER_TEMPLATES,
  defaultLetterTemplate,
  formatDateTime,
  LETTER_KIND_LABELS,
  LETTER_KINDS,
  sampleLetter,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  type LetterKind,
  type RichTextDoc,
} from 'shared/domain';
import { ConfirmDialog, FormField, StatusBadge, StyledButton, StyledCard, StyledInput, StyledSelect } from 'shared/ui';
import { useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from '../api/lettersQueries';
import { LetterPreview } from './LetterPreview';
import { RichTextEditor } from 'shared/rich-text';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    & > * {
      grid-column: 1 / -1;
    }
  }
`;

const StyledFieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-size: 13px;
  }
  label {
    font-size: 13px;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const StyledAlert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.danger};
`;

interface Draft {
  name: string;
  kind: LetterKind;
  categoryId: string;
  caseTypeIds: number[];
  letterhead: boolean;
  body: RichTextDoc;
}

const draftOf = (t: TLetterTemplate | null): Draft =>
  t
    ? {
        name: t.name,
        kind: t.kind,
        categoryId: t.categoryId ?? '',
        caseTypeIds: t.caseTypeIds,
        letterhead: t.letterhead,
        body: t.body,
      }
    : { name: '', kind: 'other', categoryId: '', caseTypeIds: [], letterhead: true, body: BLANK_LETTER };

const CASE_TYPE_CHOICES = CASE_TYPES.filter((t) => t.kind !== 'i9' && t.kind !== 'cap');

export interface TemplateEditorProps {
  /** The template; null for a new one. */
  template: TLetterTemplate | null;
  categories: readonly TLetterCategory[];
  canManage: boolean;
  /** The firm's name, for the letterhead in the preview. */
  firmName: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** One letter template: its settings, the rich-text body with placeholders, a preview with sample data. */
export function TemplateEditor({ template, categories, canManage, firmName, onClose, onCreated }: TemplateEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [saved, setSaved] = useState<Draft>(() => draftOf(template));
  const [resetKey, setResetKey] = useState(0);
  const [mode, setMode] = useState<'edit' | 'preview'>(canManage ? 'edit' : 'preview');
  const [startFrom, setStartFrom] = useState('');
  const [confirm, setConfirm] = useState<'delete' | 'reset' | null>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();

  const unknown = useMemo(() => unknownPlaceholders(draft.body), [draft.body]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const busy = create.isPending || update.isPending || remove.isPending;
  const letterCategories = categories.filter((c) => c.kind === 'letter');
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const loadBody = (body: RichTextDoc) => {
    set('body', body);
    setResetKey((k) => k + 1);
  };

  const save = () => {
    const common = {
      name: draft.name,
      kind: draft.kind,
      categoryId: draft.categoryId || null,
      caseTypeIds: draft.caseTypeIds,
      letterhead: draft.letterhead,
      body: draft.body,
    };
    if (!template) {
      create.mutate(
        { ...common, ...(startFrom ? { fromDefault: startFrom as Exclude<LetterKind, 'other'> } : {}) },
        { onSuccess: (t) => onCreated(t.id) },
      );
    } else {
      update.mutate(
        { id: template.id, ...common, expectedUpdatedAt: template.updatedAt },
        { onSuccess: (t) => setSaved(draftOf(t)) },
      );
    }
  };

  const toggleType = (id: number, on: boolean) =>
    set(
      'caseTypeIds',
      on ? [...draft.caseTypeIds, id].sort((a, b) => a - b) : draft.caseTypeIds.filter((x) => x !== id),
    );
  const nameError = draft.name.trim() === '' ? 'Please enter a name.' : undefined;

  return (
    <StyledCard aria-labelledby="template-editor-title">
      <StyledStack>
        <StyledHeader>
          <h2 id="template-editor-title">{template ? template.name : 'New letter template'}</h2>
          <StyledActions>
            {template?.defaultKind ? <StatusBadge tone="info">Based on a default</StatusBadge> : null}
            {dirty ? <StatusBadge tone="warning">Unsaved changes</StatusBadge> : null}
            <StyledButton type="button" onClick={onClose}>
              Back to templates
            </StyledButton>
          </StyledActions>
        </StyledHeader>
        {template ? (
          <StyledMuted>
            Last saved {formatDateTime(template.updatedAt)}
            {template.updatedByName ? ` by ${template.updatedByName}` : ''}.
            {template.groupNames.length ? ` Used in form groups: ${template.groupNames.join(', ')}.` : ''}
          </StyledMuted>
        ) : null}
        {!canManage ? (
          <StyledMuted role="note">Only admins, branch managers and attorneys change letter templates.</StyledMuted>
        ) : null}

        <StyledGrid>
          <FormField label="Name" required span={3} error={dirty || !template ? nameError : undefined}>
            <StyledInput
              value={draft.name}
              maxLength={120}
              disabled={!canManage}
              onChange={(e) => set('name', e.target.value)}
            />
          </FormField>
          <FormField label="Kind" span={3}>
            <StyledSelect
              value={draft.kind}
              disabled={!canManage}
              onChange={(e) => set('kind', e.target.value as LetterKind)}
            >
              {LETTER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {LETTER_KIND_LABELS[k]}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Category" span={3}>
            <StyledSelect
              value={draft.categoryId}
              disabled={!canManage}
              onChange={(e) => set('categoryId', e.target.value)}
            >
              <option value="">No category</option>
              {letterCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          {!template ? (
            <FormField label="Start from" span={3} hint="A default letter to adapt, or a blank page.">
              <StyledSelect
                value={startFrom}
                onChange={(e) => {
                  setStartFrom(e.target.value);
                  const d = defaultLetterTemplate(e.target.value);
                  if (d) {
                    setDraft((x) => ({
                      ...x,
                      kind: d.kind,
                      letterhead: d.letterhead,
                      caseTypeIds: [...d.caseTypeIds],
                      name: x.name || d.name,
                    }));
                    loadBody(d.body);
                  } else loadBody(BLANK_LETTER);
                }}
              >
                <option value="">Blank letter</option>
                {DEFAULT_LETTER_TEMPLATES.map((d) => (
                  <option key={d.kind} value={d.kind}>
                    {d.name}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          ) : null}
          <StyledFieldset>
            <legend>Offered for case types (none ticked: every type)</legend>
            {CASE_TYPE_CHOICES.map((t) => (
              <label key={t.id}>
                <input
                  type="checkbox"
                  checked={draft.caseTypeIds.includes(t.id)}
                  disabled={!canManage}
                  onChange={(e) => toggleType(t.id, e.target.checked)}
                />{' '}
                {t.name}
              </label>
            ))}
          </StyledFieldset>
          <label style={{ gridColumn: '1 / -1' }}>
            <input
              type="checkbox"
              checked={draft.letterhead}
              disabled={!canManage}
              onChange={(e) => set('letterhead', e.target.checked)}
            />{' '}
            Print the firm’s letterhead (leave off for letters the employer prints on its own paper)
          </label>
        </StyledGrid>

        <StyledActions role="group" aria-label="View">
          {canManage ? (
            <StyledButton type="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
              Edit text
            </StyledButton>
          ) : null}
          <StyledButton type="button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
            Preview with sample data
          </StyledButton>
        </StyledActions>

        {unknown.length ? <StyledAlert role="alert">{unknownPlaceholderMessage(unknown)}</StyledAlert> : null}

        {mode === 'edit' && canManage ? (
          <RichTextEditor value={draft.body} resetKey={resetKey} onChange={(b) => set('body', b)} label="Letter text" />
        ) : (
          <LetterPreview
            doc={sampleLetter(draft.body)}
            letterhead={draft.letterhead ? { name: firmName, address: null } : null}
            label="Preview with sample data"
          />
        )}

        {canManage ? (
          <StyledActions>
            <StyledButton
              type="button"
              $variant="primary"
              disabled={busy || !!nameError || unknown.length > 0 || (!!template && !dirty)}
              onClick={save}
            >
              {create.isPending || update.isPending ? 'Saving…' : template ? 'Save template' : 'Create template'}
            </StyledButton>
            {template?.defaultKind ? (
              <StyledButton type="button" disabled={busy} onClick={() => setConfirm('reset')}>
                Reset to default
              </StyledButton>
            ) : null}
            {template ? (
              <StyledButton type="button" $variant="danger" disabled={busy} onClick={() => setConfirm('delete')}>
                Delete template
              </StyledButton>
            ) : null}
          </StyledActions>
        ) : null}
      </StyledStack>

      {confirm === 'reset' && template?.defaultKind ? (
        <ConfirmDialog
          title="Reset to the default text?"
          message={`The text of ${template.name} is replaced with the default ${LETTER_KIND_LABELS[template.defaultKind].toLowerCase()}. Nothing is saved until you choose Save template.`}
          confirmLabel="Reset text"
          danger={false}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const d = defaultLetterTemplate(template.defaultKind!);
            if (d) loadBody(d.body);
            setConfirm(null);
          }}
        />
      ) : null}
      {confirm === 'delete' && template ? (
        <ConfirmDialog
          title={`Delete ${template.name}?`}
          message={
            <>
              <p>
                The template is deleted
                {template.groupNames.length ? ` and taken out of ${template.groupNames.length} form group(s)` : ''}.
              </p>
              <p>Letters already generated from it stay with their cases.</p>
            </>
          }
          confirmLabel="Delete template"
          busy={remove.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            remove.mutate(
              { id: template.id, name: template.name },
              {
                onSuccess: () => {
                  setConfirm(null);
                  onClose();
                },
              },
            )
          }
        />
      ) : null}
    </StyledCard>
  );
}
