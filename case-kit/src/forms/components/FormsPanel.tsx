import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { TFormOverrides, TPdfFormView } from 'shared/contract';
import { StyledButton, StyledCard } from 'shared/ui-core';
import { FormField, StyledInput } from 'shared/ui/form';
import { EmptyState, QueryState, StatusBadge } from 'shared/ui/widgets';
import { useCaseForms, useGenerateForm, useSaveFormValues } from '../api/formsQueries';
import { FormVersionsTable } from './FormVersionsTable';
import { UploadFormOrLetter } from './UploadFormOrLetter';
import { StyledActions, StyledGrid, StyledHeader, StyledMuted } from './formParts';

/*
 * The case's USCIS forms and letters (docs/forms.md): for each form of the case type, the fields
 * the case data does not fill (editable and saved as staff values) and generation of the official
 * PDF; uploading prepared PDFs (hand-edited forms, letters); and every version (generated or
 * uploaded) with open, mark final, delete and downloads. Mount it in the case details page with
 * <FormsPanel petitionId={id} /> for staff (internal roles, or casesAccessforAllUsers).
 */

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledCheck = styled.label`
  grid-column: span 3;
  align-self: end;
`;

type Draft = Record<string, string | boolean>;

type EditableField = TPdfFormView['fields'][number];
/** What the editor shows: a field, or a yes/no question made of a form's two check boxes. */
type EditorItem =
  { kind: 'field'; field: EditableField } | { kind: 'yesNo'; question: string; yes: EditableField; no: EditableField };

const YES_NO = /^(.*?):\s*(yes|no)$/i;

/**
 * Pairs a form's "…: yes" and "…: no" check boxes into one question: on the official form they
 * are two boxes, but a question has one answer, so the editor offers them as exclusive choices.
 */
export function editorItems(fields: readonly EditableField[]): EditorItem[] {
  const byQuestion = new Map<string, { yes?: EditableField; no?: EditableField }>();
  for (const f of fields) {
    const m = f.kind === 'checkbox' ? YES_NO.exec(f.label) : null;
    if (!m) continue;
    const pair = byQuestion.get(m[1]!) ?? {};
    pair[m[2]!.toLowerCase() as 'yes' | 'no'] = f;
    byQuestion.set(m[1]!, pair);
  }
  const out: EditorItem[] = [];
  const placed = new Set<string>();
  for (const f of fields) {
    const m = f.kind === 'checkbox' ? YES_NO.exec(f.label) : null;
    const pair = m ? byQuestion.get(m[1]!) : undefined;
    if (m && pair?.yes && pair.no) {
      if (placed.has(m[1]!)) continue;
      placed.add(m[1]!);
      out.push({ kind: 'yesNo', question: m[1]!, yes: pair.yes, no: pair.no });
    } else out.push({ kind: 'field', field: f });
  }
  return out;
}

const StyledYesNo = styled.fieldset`
  grid-column: span 3;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-size: 13px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 32px;
    margin-right: ${({ theme }) => theme.space(3)};
  }
  @media (max-width: 768px) {
    grid-column: 1 / -1;
  }
`;

function draftOf(form: TPdfFormView): Draft {
  const d: Draft = {};
  for (const u of form.unmapped) {
    const saved = form.overrides[u.field];
    d[u.field] = u.kind === 'checkbox' ? saved === true : typeof saved === 'string' ? saved : '';
  }
  // Fields filled only by a saved staff value are no longer "unmapped": keep them editable.
  for (const f of form.fields)
    if (f.source === 'override') d[f.field] = f.kind === 'checkbox' ? f.value === true : String(f.value ?? '');
  return d;
}

function FormCard({ petitionId, form }: { petitionId: string; form: TPdfFormView }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(form));
  useEffect(() => setDraft(draftOf(form)), [form]);
  const save = useSaveFormValues(petitionId);
  const generate = useGenerateForm(petitionId);
  const editable = useMemo(() => form.fields.filter((f) => f.field in draft), [form.fields, draft]);
  const dirty = editable.some((f) => {
    const saved = form.overrides[f.field];
    const now = draft[f.field];
    return f.kind === 'checkbox' ? (saved === true) !== now : (typeof saved === 'string' ? saved : '') !== now;
  });
  const overrides = (): TFormOverrides => {
    const o: TFormOverrides = { ...form.overrides };
    for (const [k, v] of Object.entries(draft)) {
      if (v === '' || v === false) delete o[k];
      else o[k] = v;
    }
    return o;
  };
  const busy = save.isPending || generate.isPending;

  return (
    <StyledCard aria-labelledby={`form-${form.code}`}>
      <StyledStack>
        <StyledHeader>
          <h3 id={`form-${form.code}`}>
            {form.code} — {form.title}
          </h3>
          <StyledActions>
            <StatusBadge
              tone={form.superseded ? 'danger' : 'info'}
            >{`Edition ${form.edition}${form.superseded ? ' (superseded)' : ''}`}</StatusBadge>
            <StatusBadge tone={form.unmapped.length ? 'warning' : 'success'}>
              {form.unmapped.length ? `${form.unmapped.length} field(s) empty` : 'All mapped fields filled'}
            </StatusBadge>
          </StyledActions>
        </StyledHeader>
        {form.superseded ? (
          <StyledMuted role="alert">
            This edition is superseded: generation is refused until the form is updated.
          </StyledMuted>
        ) : null}
        {form.warnings.length ? (
          <ul aria-label="Warnings">
            {form.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        ) : null}
        {editable.length ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ formCode: form.code, overrides: overrides() });
            }}
          >
            <StyledStack>
              <StyledMuted>
                Fields the case data does not fill. Values you save are used for every later generation.
              </StyledMuted>
              <StyledGrid>
                {editorItems(editable).map((item) => {
                  if (item.kind === 'yesNo') {
                    const { yes, no, question } = item;
                    const answer = draft[yes.field] === true ? 'yes' : draft[no.field] === true ? 'no' : '';
                    const choose = (v: '' | 'yes' | 'no') =>
                      setDraft((d) => ({ ...d, [yes.field]: v === 'yes', [no.field]: v === 'no' }));
                    return (
                      <StyledYesNo key={yes.field}>
                        <legend>{question}</legend>
                        {(
                          [
                            ['yes', 'Yes'],
                            ['no', 'No'],
                            ['', 'Not answered'],
                          ] as const
                        ).map(([v, text]) => (
                          <label key={v || 'none'}>
                            <input
                              type="radio"
                              name={`${form.code}-${yes.field}`}
                              checked={answer === v}
                              onChange={() => choose(v)}
                            />
                            {text}
                          </label>
                        ))}
                      </StyledYesNo>
                    );
                  }
                  const f = item.field;
                  return f.kind === 'checkbox' ? (
                    <StyledCheck key={f.field}>
                      <input
                        type="checkbox"
                        checked={draft[f.field] === true}
                        onChange={(e) => setDraft((d) => ({ ...d, [f.field]: e.target.checked }))}
                      />{' '}
                      {f.label}
                    </StyledCheck>
                  ) : (
                    <FormField key={f.field} label={f.label} hint={f.section} span={3}>
                      <StyledInput
                        value={String(draft[f.field] ?? '')}
                        maxLength={f.maxLength}
                        onChange={(e) => setDraft((d) => ({ ...d, [f.field]: e.target.value }))}
                      />
                    </FormField>
                  );
                })}
              </StyledGrid>
              <StyledActions>
                <StyledButton type="submit" disabled={busy || !dirty}>
                  {save.isPending ? 'Saving…' : 'Save values'}
                </StyledButton>
              </StyledActions>
            </StyledStack>
          </form>
        ) : null}
        <StyledActions>
          <StyledButton
            type="button"
            $variant="primary"
            disabled={busy || form.superseded || dirty}
            title={dirty ? 'Save the values first' : undefined}
            onClick={() => generate.mutate(form.code)}
          >
            {generate.isPending ? 'Generating…' : `Generate ${form.code}`}
          </StyledButton>
        </StyledActions>
      </StyledStack>
    </StyledCard>
  );
}

export function FormsPanel({ petitionId }: { petitionId: string }) {
  const query = useCaseForms(petitionId);
  return (
    <QueryState query={query} noun="case">
      {(data) => {
        const existing = new Map(data.versions.map((v) => [v.formCode, v.category] as const));
        return (
          <StyledStack>
            {data.forms.length === 0 ? (
              <EmptyState
                title="No USCIS form to fill"
                description="No official form is mapped for this case type. Prepared forms and letters can still be uploaded."
                level={3}
              />
            ) : (
              data.forms.map((f) => <FormCard key={f.code} petitionId={petitionId} form={f} />)
            )}
            <UploadFormOrLetter petitionId={petitionId} formCodes={data.forms.map((f) => f.code)} existing={existing} />
            <FormVersionsTable petitionId={petitionId} versions={data.versions} />
          </StyledStack>
        );
      }}
    </QueryState>
  );
}
