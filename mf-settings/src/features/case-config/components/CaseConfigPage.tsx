import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formGroupListCall, questionnaireTemplateListCall, ZCaseNoPattern, type TCaseConfig } from 'shared/contract';
import { documentLabel, formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { routeById } from 'shared/routes';
import {
  EmptyState,
  errorMessage,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { savePayloadOf, SOURCE_LABEL, useCaseConfig, useSaveCaseConfig } from '../../case-types/api/caseConfigQueries';
import { idParam, TypeSubtypePicker } from '../../case-types/components/TypeSubtypePicker';

const centsToText = (c: number | null) => (c === null ? '' : (c / 100).toFixed(2));
const textToCents = (s: string): number | null | 'bad' => {
  if (!s.trim()) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s.trim())) return 'bad';
  return Math.round(Number(s.trim()) * 100);
};

function ConfigForm({ config }: { config: TCaseConfig }) {
  const save = useSaveCaseConfig();
  const templates = useCallQuery(questionnaireTemplateListCall, {});
  const groups = useCallQuery(formGroupListCall, { caseTypeId: config.typeId });
  const [questionnaireTemplateId, setTemplate] = useState(config.questionnaireTemplateId ?? '');
  const [formGroupId, setGroup] = useState(config.formGroupId ?? '');
  const [legalFee, setLegal] = useState(centsToText(config.fees.legalFee));
  const [filingFee, setFiling] = useState(centsToText(config.fees.filingFee));
  const [allowCustomCaseNo, setAllow] = useState(config.allowCustomCaseNo);
  const [pattern, setPattern] = useState(config.caseNoPattern ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ownTemplates = (templates.data?.data ?? []).filter((t) => t.source === 'tenant' && (t.typeId === null || t.typeId === config.typeId));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const legal = textToCents(legalFee);
    const filing = textToCents(filingFee);
    if (legal === 'bad') next.legalFee = 'Enter an amount such as 1500 or 1500.00';
    if (filing === 'bad') next.filingFee = 'Enter an amount such as 460 or 460.00';
    const p = pattern.trim();
    if (p && !allowCustomCaseNo) next.pattern = 'Allow custom case numbers to set a pattern.';
    else if (p) {
      const r = ZCaseNoPattern.safeParse(p);
      if (!r.success) next.pattern = r.error.issues[0]?.message ?? 'Invalid pattern';
    }
    setErrors(next);
    if (Object.keys(next).length || legal === 'bad' || filing === 'bad') return;
    save.mutate(
      savePayloadOf(config, {
        questionnaireTemplateId: questionnaireTemplateId || null,
        formGroupId: formGroupId || null,
        fees: { legalFee: legal, filingFee: filing },
        allowCustomCaseNo,
        caseNoPattern: p || null,
      }),
      { onError: (err) => setErrors({ form: errorMessage(err) }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Case configuration">
      <p>
        <StatusBadge tone={config.source === 'default' ? 'neutral' : 'info'}>{SOURCE_LABEL[config.source]}</StatusBadge>{' '}
        {config.updatedAt ? `Saved ${formatDate(config.updatedAt)}` : null} {config.active ? null : <StatusBadge tone="warning">Inactive</StatusBadge>}
      </p>
      <StyledFormGrid>
        <FormField label="Questionnaire template" span={3} hint={templates.isError ? 'Couldn’t load the templates' : 'Your firm’s saved templates; none: the default for the case type'}>
          <StyledSelect value={questionnaireTemplateId} onChange={(e) => setTemplate(e.target.value)}>
            <option value="">Default questionnaire</option>
            {ownTemplates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Forms and letters group" span={3} hint={groups.isError ? 'Couldn’t load the form groups' : undefined}>
          <StyledSelect value={formGroupId} onChange={(e) => setGroup(e.target.value)}>
            <option value="">No group</option>
            {groups.data?.data.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Legal fee (USD)" span={3} error={errors.legalFee}>
          <StyledInput inputMode="decimal" value={legalFee} onChange={(e) => setLegal(e.target.value)} />
        </FormField>
        <FormField label="Filing fee (USD)" span={3} error={errors.filingFee}>
          <StyledInput inputMode="decimal" value={filingFee} onChange={(e) => setFiling(e.target.value)} />
        </FormField>
        <StyledCheckboxLabel>
          <input type="checkbox" checked={allowCustomCaseNo} onChange={(e) => setAllow(e.target.checked)} /> Allow custom case numbers (allowCustomCaseNo)
        </StyledCheckboxLabel>
        <FormField label="Custom case number pattern" span={3} error={errors.pattern} hint="'#' stands for a digit, e.g. ACME-####; empty: any number">
          <StyledInput value={pattern} maxLength={40} onChange={(e) => setPattern(e.target.value)} disabled={!allowCustomCaseNo} />
        </FormField>
      </StyledFormGrid>
      <StyledCard aria-label="Document checklist">
        <h2>Document checklist</h2>
        <p>
          {config.checklist.required.length} required, {config.checklist.optional.length} optional.{' '}
          <Link to={`/doc-upload?type=${config.typeId}&subtype=${config.subTypeId}`}>Edit the checklist</Link>
        </p>
        <p>{config.checklist.required.map(documentLabel).join(', ') || 'No required documents'}</p>
      </StyledCard>
      <StyledCard aria-label="Workflow">
        <h2>Workflow</h2>
        <p>
          New cases follow the firm’s workflow for this type and subtype.{' '}
          <Link to={`/workflow-config-view/${config.subTypeId ? `${config.typeId}-${config.subTypeId}` : config.typeId}`}>View or change the workflow</Link>
        </p>
      </StyledCard>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save configuration'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

/**
 * /petition-config-list(/:petitiontypeid(/:petitionsubtypeid)): what new cases of a type and
 * subtype get: questionnaire template, forms-and-letters group, fees, custom case numbering; the
 * checklist (edited on /doc-upload) and the workflow (the workflow designer) are linked.
 */
export default function CaseConfigPage({ routeId, params }: PageProps) {
  const route = routeById(routeId);
  const navigate = useNavigate();
  const typeId = idParam(params.petitiontypeid);
  const subTypeId = idParam(params.petitionsubtypeid) ?? 0;
  const config = useCaseConfig(typeId, subTypeId);
  return (
    <PageFrame title={route?.title ?? 'Petition Configuration'} description={route?.description} remote="mf-settings">
      <TypeSubtypePicker
        typeId={typeId}
        subTypeId={subTypeId}
        onChange={(t, s) => navigate(t ? `/petition-config-list/${t}${s ? `/${s}` : ''}` : '/petition-config-list')}
      />
      {typeId ? (
        <QueryState query={config} noun="configuration">
          {(c) => <ConfigForm key={`${c.typeId}-${c.subTypeId}-${c.updatedAt ?? ''}`} config={c} />}
        </QueryState>
      ) : (
        <EmptyState title="Choose a case type" description="Then a subtype, or keep “All subtypes” to configure the whole type." />
      )}
    </PageFrame>
  );
}
