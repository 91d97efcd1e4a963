import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TTemplateDetails } from 'shared/contract';
import { isQuestionnaireFieldRequired } from 'shared/domain/questionnaire/rules';
import {
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  OPTION_FIELD_TYPES,
  QUESTIONNAIRE_KIND_LABELS,
  ZQuestionnaireTemplateBody,
} from 'shared/domain/questionnaire/template';
import type { QuestionnaireFieldType, TFieldTranslation, TQuestionnaireField } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useSession, useToast } from 'shared/session';
import { useCaseTypeNames } from 'shared/query';
import { PageFrame, StyledButton } from 'shared/ui-core';
import { fieldIssues } from 'shared/ui/api-issues';
import { ConfirmDialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import {
  FormField,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  StyledTextArea,
} from 'shared/ui/form';
import { QueryState, StatusBadge } from 'shared/ui/widgets';
import { useResetTemplate, useSaveTemplate, useTemplate } from '../api/questionnaireQueries';

const DEFAULT_REMOTE = 'mf-cases';
/** Admins and branch managers change templates; others read them. */
const EDITOR_ROLES = [3, 4];

const StyledRow = styled.li`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledRowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > span:first-child {
    flex: 1 1 240px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledIssues = styled.ul`
  color: ${({ theme }) => theme.color.danger};
`;

type Row = TQuestionnaireField & { uid: number };
let nextUid = 1;
const withUid = (f: TQuestionnaireField): Row => ({ ...f, uid: nextUid++ });
const strip = ({ uid: _uid, ...f }: Row): TQuestionnaireField => f;

const optionsText = (f: TQuestionnaireField) =>
  (f.options ?? []).map((o) => (o.value === o.label ? o.value : `${o.value} | ${o.label}`)).join('\n');
const parseOptions = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [v, ...rest] = l.split('|');
      const value = (v ?? '').trim();
      const label = rest.join('|').trim() || value;
      return { value, label };
    });

/** The field's translations with the Spanish wording changed (empty parts and languages dropped). */
export const withSpanish = (
  translations: TQuestionnaireField['translations'],
  patch: Partial<TFieldTranslation>,
): TQuestionnaireField['translations'] => {
  const es = { ...translations?.es, ...patch };
  const cleaned = Object.fromEntries(
    Object.entries(es).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as TFieldTranslation;
  const { es: _old, ...others } = translations ?? {};
  const next = Object.keys(cleaned).length ? { ...others, es: cleaned } : others;
  return Object.keys(next).length ? next : undefined;
};

function FieldEditor({ row, rows, onChange }: { row: Row; rows: Row[]; onChange: (r: Row) => void }) {
  const set = (patch: Partial<Row>) => onChange({ ...row, ...patch });
  const [optText, setOptText] = useState(optionsText(row));
  const condition = row.conditions?.[0];
  const hasOptions = OPTION_FIELD_TYPES.includes(row.type) || row.type === 'checkbox';
  return (
    <StyledFormGrid>
      <FormField label="Question" required span={3}>
        <StyledInput value={row.label} onChange={(e) => set({ label: e.target.value })} />
      </FormField>
      <FormField
        label="Data key"
        required
        span={3}
        hint="A stable path, e.g. beneficiary.passport.number — forms read it."
      >
        <StyledInput value={row.key} onChange={(e) => set({ key: e.target.value.trim() })} />
      </FormField>
      <FormField label="Section (step)" required span={2}>
        <StyledInput value={row.section} onChange={(e) => set({ section: e.target.value })} />
      </FormField>
      <FormField label="Answer type" span={2}>
        <StyledSelect value={row.type} onChange={(e) => set({ type: e.target.value as QuestionnaireFieldType })}>
          {FIELD_TYPES.map((t) => (
            <option key={t} value={t}>
              {FIELD_TYPE_LABELS[t]}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField label="Help text" span={2}>
        <StyledInput value={row.help ?? ''} onChange={(e) => set({ help: e.target.value || undefined })} />
      </FormField>
      <FormField
        label="Spanish wording of the question"
        span={3}
        hint="Shown on the Spanish page. Empty: the built-in Spanish while the question keeps its default wording, else the question as written."
      >
        <StyledInput
          lang="es"
          value={row.translations?.es?.label ?? ''}
          onChange={(e) => set({ translations: withSpanish(row.translations, { label: e.target.value }) })}
        />
      </FormField>
      <FormField label="Spanish help text" span={3}>
        <StyledInput
          lang="es"
          value={row.translations?.es?.help ?? ''}
          onChange={(e) => set({ translations: withSpanish(row.translations, { help: e.target.value }) })}
        />
      </FormField>
      <div role="group" aria-label="Required flags" style={{ gridColumn: 'span 6' }}>
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={row.required === true || row.required === 'true'}
            onChange={(e) => set({ required: e.target.checked })}
          />
          Required (template)
        </StyledCheckboxLabel>{' '}
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={row.notRequired === true}
            onChange={(e) => set({ notRequired: e.target.checked || undefined })}
          />
          Not required (frees it)
        </StyledCheckboxLabel>{' '}
        <StyledCheckboxLabel>
          <input
            type="checkbox"
            checked={row.isRequired === true}
            onChange={(e) => set({ isRequired: e.target.checked || undefined })}
          />
          Always required (field-level, wins)
        </StyledCheckboxLabel>
      </div>
      {hasOptions ? (
        <FormField
          label="Options"
          span={6}
          hint="One per line: value | label (a line without | uses the same text for both)."
        >
          <StyledTextArea
            rows={4}
            value={optText}
            onChange={(e) => {
              setOptText(e.target.value);
              const options = parseOptions(e.target.value);
              set({ options: options.length ? options : undefined });
            }}
          />
        </FormField>
      ) : null}
      <FormField label="Show only when" span={3}>
        <StyledSelect
          value={condition?.key ?? ''}
          onChange={(e) =>
            set({
              conditions: e.target.value ? [{ key: e.target.value, equals: condition?.equals ?? ['yes'] }] : undefined,
            })
          }
        >
          <option value="">Always shown</option>
          {rows
            .filter((r) => r.uid !== row.uid)
            .map((r) => (
              <option key={r.uid} value={r.key}>
                {r.label} ({r.key})
              </option>
            ))}
        </StyledSelect>
      </FormField>
      {condition ? (
        <FormField label="…equals (comma-separated values)" span={3}>
          <StyledInput
            value={condition.equals.join(', ')}
            onChange={(e) => {
              const equals = e.target.value
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean);
              set({ conditions: [{ key: condition.key, equals: equals.length ? equals : [''] }] });
            }}
          />
        </FormField>
      ) : null}
    </StyledFormGrid>
  );
}

function Editor({ template, remote }: { template: TTemplateDetails; remote: string }) {
  const roleId = useSession((s) => s.user?.roleId ?? 0);
  const canEdit = EDITOR_ROLES.includes(roleId);
  const toast = useToast();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const typeNames = useCaseTypeNames().of(template);
  const [name, setName] = useState(template.name);
  const [rows, setRows] = useState<Row[]>(() => template.fields.map(withUid));
  const [open, setOpen] = useState<number | null>(null);
  const [issues, setIssues] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [resetting, setResetting] = useState(false);

  const update = (r: Row) => setRows((all) => all.map((x) => (x.uid === r.uid ? r : x)));
  const move = (i: number, d: -1 | 1) =>
    setRows((all) => {
      const j = i + d;
      if (j < 0 || j >= all.length) return all;
      const copy = [...all];
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      return copy;
    });
  const add = () => {
    const section = rows.at(-1)?.section ?? 'General';
    const r = withUid({
      key: `custom.question${rows.length + 1}`,
      label: 'New question',
      section,
      type: 'text',
      required: false,
    });
    setRows((all) => [...all, r]);
    setOpen(r.uid);
  };
  const onSave = async () => {
    const body = { name, fields: rows.map(strip) };
    const parsed = ZQuestionnaireTemplateBody.safeParse(body);
    if (!parsed.success) {
      setIssues(parsed.error.issues.map((i) => i.message));
      return;
    }
    setIssues([]);
    try {
      await save.mutateAsync({ templateId: template.id, template: parsed.data });
      toast.success('Template saved');
    } catch (e) {
      const list = fieldIssues(e).map((i) => i.message);
      setIssues(list.length ? list : [errorMessage(e)]);
    }
  };

  const scope = template.typeName
    ? `${typeNames.typeName}${typeNames.subTypeName ? ` · ${typeNames.subTypeName}` : ''}`
    : 'any case type';
  return (
    <PageFrame
      title={template.name}
      description={`${QUESTIONNAIRE_KIND_LABELS[template.kind]} for ${scope}`}
      remote={remote}
      actions={<Link to={buildPath('questionnaireTemplates.list')}>All templates</Link>}
    >
      <p>
        {template.source === 'tenant' ? (
          <StatusBadge tone="info">Customised</StatusBadge>
        ) : (
          <StatusBadge>Default</StatusBadge>
        )}{' '}
        {canEdit ? null : 'Only an Admin or Branch Manager can change templates.'}
      </p>
      <StyledFieldset>
        <legend>Template</legend>
        <FormField label="Name" required span={6}>
          <StyledInput value={name} readOnly={!canEdit} onChange={(e) => setName(e.target.value)} />
        </FormField>
      </StyledFieldset>
      {issues.length ? (
        <StyledIssues role="alert">
          {issues.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </StyledIssues>
      ) : null}
      <ol aria-label="Questions" style={{ padding: 0 }}>
        {rows.map((r, i) => (
          <StyledRow key={r.uid}>
            <StyledRowHead>
              <span>
                <strong>{r.label}</strong>{' '}
                <small>
                  {r.section} · {FIELD_TYPE_LABELS[r.type]} · {r.key}
                </small>{' '}
                {isQuestionnaireFieldRequired(r) ? <StatusBadge tone="warning">Required</StatusBadge> : null}
                {r.conditions?.length ? <small> · conditional</small> : null}
              </span>
              {canEdit ? (
                <>
                  <StyledButton
                    type="button"
                    aria-label={`Move ${r.label} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </StyledButton>
                  <StyledButton
                    type="button"
                    aria-label={`Move ${r.label} down`}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </StyledButton>
                  <StyledButton
                    type="button"
                    aria-expanded={open === r.uid}
                    onClick={() => setOpen(open === r.uid ? null : r.uid)}
                  >
                    {open === r.uid ? 'Done' : 'Edit'}
                  </StyledButton>
                  <StyledButton type="button" aria-label={`Remove ${r.label}`} onClick={() => setRemoving(r)}>
                    Remove
                  </StyledButton>
                </>
              ) : null}
            </StyledRowHead>
            {open === r.uid && canEdit ? <FieldEditor row={r} rows={rows} onChange={update} /> : null}
          </StyledRow>
        ))}
      </ol>
      {canEdit ? (
        <StyledFormActions>
          <StyledButton type="button" onClick={add}>
            Add question
          </StyledButton>
          {template.source === 'tenant' ? (
            <StyledButton type="button" onClick={() => setResetting(true)}>
              Reset to default
            </StyledButton>
          ) : null}
          <StyledButton type="button" $variant="primary" disabled={save.isPending} onClick={() => void onSave()}>
            Save template
          </StyledButton>
        </StyledFormActions>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Remove this question?"
          message={`“${removing.label}” is removed when you save the template. Questionnaires already sent keep it.`}
          confirmLabel="Remove"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRows((all) => all.filter((x) => x.uid !== removing.uid));
            setRemoving(null);
          }}
        />
      ) : null}
      {resetting ? (
        <ConfirmDialog
          title="Reset to the default template?"
          message="Your firm’s changes to this template are discarded. Questionnaires already sent are not affected."
          confirmLabel="Reset"
          danger
          busy={reset.isPending}
          onCancel={() => setResetting(false)}
          onConfirm={() =>
            reset.mutate(template.id, {
              onSuccess: (t) => {
                setName(t.name);
                setRows(t.fields.map(withUid));
                setResetting(false);
                toast.success('Template reset to the default');
              },
              onError: (e) => {
                toast.error(errorMessage(e));
                setResetting(false);
              },
            })
          }
        />
      ) : null}
    </PageFrame>
  );
}

/**
 * /questionnaire-template-details/:id — the template editor. `remote`: the remote whose page frame
 * shows it (mf-cases unless another case remote hosts it).
 */
export function TemplateEditor({ templateId, remote = DEFAULT_REMOTE }: { templateId: string | undefined; remote?: string }) {
  const query = useTemplate(templateId);
  return (
    <QueryState
      query={query}
      noun="template"
      remote={remote}
      frameTitle="Questionnaire Template"
      backTo={{ href: buildPath('questionnaireTemplates.list'), label: 'All templates' }}
    >
      {(t) => <Editor key={`${t.id}-${t.updatedAt ?? 'default'}`} template={t} remote={remote} />}
    </QueryState>
  );
}
