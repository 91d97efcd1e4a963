import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { templateIdOf } from 'shared/contract/questionnaire';
import type { TTemplateSummary } from 'shared/contract';
import { CASE_SUB_TYPES, CASE_TYPES } from 'shared/domain/cases/case-types';
import { formatDate } from 'shared/domain/format';
import { QUESTIONNAIRE_KIND_LABELS, QUESTIONNAIRE_KINDS } from 'shared/domain/questionnaire/template';
import type { QuestionnaireKind } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useCaseTypeNames } from 'shared/query';
import { ErrorPanel, Loading, PageFrame, StyledButton, StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledFormGrid, StyledSelect } from 'shared/ui/form';
import { EmptyState, StatusBadge } from 'shared/ui/widgets';
import { useTemplateList } from '../api/questionnaireQueries';

const DEFAULT_REMOTE = 'mf-cases';
/** Case types a beneficiary questionnaire can be made for (petition and green-card kinds). */
const TYPES = CASE_TYPES.filter((t) => t.kind === 'petition' || t.kind === 'gc');

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (max-width: 768px) {
    th:nth-child(n + 4),
    td:nth-child(n + 4) {
      display: none;
    }
  }
`;

const detailsHref = (id: string) => buildPath('questionnaireTemplates.details', { id });

function NewTemplate() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<QuestionnaireKind>('beneficiary');
  const [typeId, setTypeId] = useState('1');
  const [subTypeId, setSubTypeId] = useState('0');
  const subTypes = CASE_SUB_TYPES.filter((s) => s.typeId === Number(typeId));
  return (
    <StyledCard>
      <h2>Edit a template for…</h2>
      <StyledFormGrid>
        <FormField label="Questionnaire">
          <StyledSelect value={kind} onChange={(e) => setKind(e.target.value as QuestionnaireKind)}>
            {QUESTIONNAIRE_KINDS.map((k) => (
              <option key={k} value={k}>
                {QUESTIONNAIRE_KIND_LABELS[k]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        {kind === 'beneficiary' ? (
          <>
            <FormField label="Case type">
              <StyledSelect
                value={typeId}
                onChange={(e) => {
                  setTypeId(e.target.value);
                  setSubTypeId('0');
                }}
              >
                {TYPES.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
            <FormField label="Sub type">
              <StyledSelect value={subTypeId} onChange={(e) => setSubTypeId(e.target.value)}>
                <option value="0">Every sub type</option>
                {subTypes.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
          </>
        ) : null}
      </StyledFormGrid>
      <p>
        <StyledButton
          type="button"
          onClick={() =>
            navigate(
              detailsHref(
                kind === 'beneficiary'
                  ? templateIdOf(kind, Number(typeId), Number(subTypeId))
                  : templateIdOf(kind, 0, 0),
              ),
            )
          }
        >
          Open the editor
        </StyledButton>
      </p>
    </StyledCard>
  );
}

function Rows({ rows }: { rows: TTemplateSummary[] }) {
  const names = useCaseTypeNames();
  return (
    <StyledTable>
      <thead>
        <tr>
          <th>Template</th>
          <th>Questionnaire</th>
          <th>Case type</th>
          <th>Fields</th>
          <th>Version</th>
          <th>Updated</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.id}>
            <td>
              <Link to={detailsHref(t.id)}>{t.name}</Link>
            </td>
            <td>{QUESTIONNAIRE_KIND_LABELS[t.kind]}</td>
            <td>{t.typeName ? [names.of(t).typeName, names.of(t).subTypeName].filter(Boolean).join(' · ') : 'Any'}</td>
            <td>
              {t.fieldCount} in {t.sectionCount} sections
            </td>
            <td>
              {t.source === 'tenant' ? (
                <StatusBadge tone="info">Customised</StatusBadge>
              ) : (
                <StatusBadge>Default</StatusBadge>
              )}
            </td>
            <td>
              {t.updatedAt ? `${formatDate(t.updatedAt)}${t.updatedByName ? ` by ${t.updatedByName}` : ''}` : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}

/**
 * /questionnaire-templates-list — every template in force, default or customised. `remote`: the
 * remote whose page frame shows it (mf-cases unless another case remote hosts it).
 */
export function TemplateList({ remote = DEFAULT_REMOTE }: { remote?: string } = {}) {
  const query = useTemplateList();
  return (
    <PageFrame
      title="Questionnaire Templates"
      description="The questions clients answer through the questionnaire link, per case type."
      remote={remote}
    >
      <NewTemplate />
      {query.isLoading ? <Loading label="Loading templates…" /> : null}
      {query.isError ? (
        <ErrorPanel
          title="Couldn’t load the templates"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data && !query.data.data.length ? (
        <EmptyState title="No templates" description="There are no questionnaire templates yet." />
      ) : null}
      {query.data?.data.length ? <Rows rows={query.data.data} /> : null}
    </PageFrame>
  );
}
