import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { TCaseLetter, TLetterPreviewResult } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { PLACEHOLDER_BY_KEY, placeholdersIn } from 'shared/domain/letters/placeholders';
import { LETTER_KIND_LABELS } from 'shared/domain/letters/templates';
import type { RichTextDoc } from 'shared/domain';
import { Loading, StyledButton, StyledCard } from 'shared/ui-core';
import { FormField, StyledSelect } from 'shared/ui/form';
import { EmptyState, QueryState, StatusBadge } from 'shared/ui/widgets';
import {
  useCaseGroups,
  useCaseLetters,
  useCaseTemplates,
  useGenerateLetter,
  useOpenLetter,
  usePreviewLetter,
} from '../api/lettersQueries';
import { StyledDataTable } from '../../ui/StyledDataTable';

/** Columns hidden on phones. */
const PHONE_HIDDEN = [3];

const LetterTextEditor = lazy(() => import('./LetterTextEditor').then((m) => ({ default: m.LetterTextEditor })));

/*
 * The case's letters (docs/letters.md): pick a template (or a letter of one of the case type's
 * form groups), preview it filled with the case's data, correct the text — placeholders the data
 * does not fill are highlighted and listed — then generate the PDF. Every version is listed and
 * opens through a signed address in a new tab. Staff only; mount with
 * <LettersPanel petitionId={id} caseTypeId={typeId} />.
 */

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

const StyledPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    min-width: 260px;
    flex: 1;
  }
`;

const StyledGroups = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const StyledMissing = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.warning};
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    margin: 0;
  }
`;

const StyledLetterhead = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

function Versions({ petitionId }: { petitionId: string }) {
  const letters = useCaseLetters(petitionId);
  const open = useOpenLetter(petitionId);
  return (
    <StyledCard aria-labelledby="letter-versions">
      <StyledStack>
        <h3 id="letter-versions">Generated letters</h3>
        <QueryState query={letters} noun="letters">
          {(data) =>
            data.data.length === 0 ? (
              <StyledMuted>No letter has been generated for this case yet.</StyledMuted>
            ) : (
              <StyledDataTable $hideOnPhone={PHONE_HIDDEN}>
                <thead>
                  <tr>
                    <th scope="col">Letter</th>
                    <th scope="col">Version</th>
                    <th scope="col">Generated</th>
                    <th scope="col">File</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((l: TCaseLetter) => (
                    <tr key={l.id}>
                      <td>
                        {l.templateName} {l.edited ? <StatusBadge tone="info">Edited</StatusBadge> : null}
                      </td>
                      <td>{l.version}</td>
                      <td>
                        {formatDate(l.createdAt)}
                        {l.createdByName ? ` by ${l.createdByName}` : ''}
                      </td>
                      <td>
                        <StyledButton type="button" aria-label={`Open ${l.file.name}`} onClick={() => open.mutate(l)}>
                          Open
                        </StyledButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledDataTable>
            )
          }
        </QueryState>
      </StyledStack>
    </StyledCard>
  );
}

interface Draft {
  preview: TLetterPreviewResult;
  body: RichTextDoc;
  /** Mount key of the editor: a new preview loads new text. */
  version: number;
}

export function LettersPanel({ petitionId, caseTypeId }: { petitionId: string; caseTypeId: number }) {
  const templates = useCaseTemplates(caseTypeId);
  const groups = useCaseGroups(caseTypeId);
  const preview = usePreviewLetter(petitionId);
  const generate = useGenerateLetter(petitionId);
  const [templateId, setTemplateId] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);

  const load = (id: string, body?: RichTextDoc) =>
    preview.mutate(
      { templateId: id, ...(body ? { body } : {}) },
      { onSuccess: (p) => setDraft((d) => ({ preview: p, body: p.body, version: (d?.version ?? 0) + 1 })) },
    );
  const pick = (id: string) => {
    setTemplateId(id);
    setDraft(null);
    if (id) load(id);
  };

  // What is still unfilled in the text as edited now (the server's list is from the last preview).
  const remaining = useMemo(() => (draft ? placeholdersIn(draft.body) : []), [draft]);

  return (
    <StyledStack>
      <StyledCard aria-labelledby="case-letters">
        <StyledStack>
          <StyledRow>
            <h3 id="case-letters">Letters</h3>
          </StyledRow>
          <QueryState query={templates} noun="letter templates">
            {(t) =>
              t.data.length === 0 ? (
                <EmptyState
                  title="No letter template for this case type"
                  description="Templates are managed under Settings › Forms & Letters."
                  level={3}
                />
              ) : (
                <StyledStack>
                  <StyledPicker>
                    <FormField label="Letter template">
                      <StyledSelect value={templateId} onChange={(e) => pick(e.target.value)}>
                        <option value="">Choose a letter…</option>
                        {t.data.map((x) => (
                          <option key={x.id} value={x.id}>
                            {`${x.name} (${LETTER_KIND_LABELS[x.kind]})`}
                          </option>
                        ))}
                      </StyledSelect>
                    </FormField>
                  </StyledPicker>
                  {groups.data?.data.length ? (
                    <StyledGroups aria-label="Form groups of this case type">
                      {groups.data.data.map((g) => (
                        <li key={g.id}>
                          <strong>{g.name}:</strong>
                          {g.formCodes.map((c) => (
                            <StatusBadge key={c} tone="neutral">
                              {c}
                            </StatusBadge>
                          ))}
                          {g.templates.map((x) => (
                            <StyledButton
                              key={x.id}
                              type="button"
                              onClick={() => pick(x.id)}
                              aria-label={`Prepare ${x.name}`}
                            >
                              {x.name}
                            </StyledButton>
                          ))}
                        </li>
                      ))}
                    </StyledGroups>
                  ) : null}
                </StyledStack>
              )
            }
          </QueryState>

          {preview.isPending && !draft ? <Loading label="Filling the letter with the case data…" /> : null}

          {draft ? (
            <StyledStack>
              {draft.preview.letterhead ? (
                <StyledLetterhead>
                  Printed on the firm’s letterhead: {draft.preview.letterhead.name}
                  {draft.preview.letterhead.address ? `, ${draft.preview.letterhead.address}` : ''}
                </StyledLetterhead>
              ) : (
                <StyledLetterhead>
                  Printed without letterhead (the employer prints it on its own paper).
                </StyledLetterhead>
              )}
              {remaining.length ? (
                <StyledMissing role="status" aria-label="Missing case data">
                  <p>
                    The case data does not fill{' '}
                    {remaining.length === 1 ? 'this placeholder' : `these ${remaining.length} placeholders`}. Type the
                    text in the letter (highlighted) or remove it:
                  </p>
                  <ul>
                    {remaining.map((k) => (
                      <li key={k}>
                        {PLACEHOLDER_BY_KEY.get(k)?.label ?? 'Unknown placeholder'} <code>{`{{${k}}}`}</code>
                      </li>
                    ))}
                  </ul>
                </StyledMissing>
              ) : (
                <StatusBadge tone="success">Every placeholder is filled</StatusBadge>
              )}
              <Suspense fallback={<Loading label="Loading the editor…" />}>
                <LetterTextEditor
                  key={draft.version}
                  initial={draft.body}
                  label={`${draft.preview.template.name} for this case`}
                  onChange={(body) => setDraft((d) => (d ? { ...d, body } : d))}
                />
              </Suspense>
              <StyledRow>
                <StyledButton type="button" disabled={preview.isPending} onClick={() => load(templateId, draft.body)}>
                  {preview.isPending ? 'Refreshing…' : 'Refill from case data'}
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="primary"
                  disabled={generate.isPending || remaining.length > 0}
                  title={remaining.length ? 'Fill in or remove the highlighted placeholders first' : undefined}
                  onClick={() => generate.mutate({ templateId, body: draft.body })}
                >
                  {generate.isPending ? 'Generating…' : 'Generate PDF'}
                </StyledButton>
              </StyledRow>
            </StyledStack>
          ) : null}
        </StyledStack>
      </StyledCard>
      <Versions petitionId={petitionId} />
    </StyledStack>
  );
}
