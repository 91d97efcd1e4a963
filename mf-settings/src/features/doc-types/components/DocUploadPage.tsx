import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TCaseConfig } from 'shared/contract';
import { DOCUMENT_REGISTRY, DOCUMENT_REGISTRY_KEYS, REGISTRY_GROUP_TITLES, type RegistryGroup } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import {
  EmptyState,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledFieldset,
  StyledFormActions,
  StyledInput,
  StyledSelect,
} from 'shared/ui';
import { savePayloadOf, SOURCE_LABEL, useCaseConfig, useSaveCaseConfig } from '../../case-types/api/caseConfigQueries';
import { idParam, TypeSubtypePicker } from '../../case-types/components/TypeSubtypePicker';

type Need = 'no' | 'optional' | 'required';

function needsOf(c: TCaseConfig): Map<string, Need> {
  const m = new Map<string, Need>();
  for (const k of c.checklist.required) m.set(k, 'required');
  for (const k of c.checklist.optional) m.set(k, 'optional');
  return m;
}

const GROUPS = Object.keys(REGISTRY_GROUP_TITLES) as RegistryGroup[];
const MAX_SHOWN = 60;

function ChecklistEditor({ config }: { config: TCaseConfig }) {
  const save = useSaveCaseConfig();
  const [needs, setNeeds] = useState(() => needsOf(config));
  const [search, setSearch] = useState('');
  const s = search.trim().toLowerCase();
  // Without a search: the documents asked for; with one: the registry's matches (at most MAX_SHOWN).
  const matched = useMemo(
    () =>
      s
        ? DOCUMENT_REGISTRY_KEYS.filter((k) => DOCUMENT_REGISTRY[k]!.label.toLowerCase().includes(s) || k.includes(s))
        : DOCUMENT_REGISTRY_KEYS.filter((k) => (needs.get(k) ?? 'no') !== 'no'),
    [s, needs],
  );
  const shown = matched.slice(0, MAX_SHOWN);
  const required = [...needs].filter(([, n]) => n === 'required').map(([k]) => k);
  const optional = [...needs].filter(([, n]) => n === 'optional').map(([k]) => k);
  const set = (k: string, n: Need) =>
    setNeeds((cur) => {
      const next = new Map(cur);
      if (n === 'no') next.delete(k);
      else next.set(k, n);
      return next;
    });
  return (
    <>
      <p>
        <StatusBadge tone={config.source === 'default' ? 'neutral' : 'info'}>{SOURCE_LABEL[config.source]}</StatusBadge> {required.length} required,{' '}
        {optional.length} optional of {DOCUMENT_REGISTRY_KEYS.length} document types. Every case also offers “Other document”.
      </p>
      <FormField label="Find a document type" span={4}>
        <StyledInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Passport, degree, I-94…" />
      </FormField>
      <p aria-live="polite">
        {s ? `${matched.length} document type${matched.length === 1 ? '' : 's'} match` : 'The documents asked for; search the registry to add others.'}
        {matched.length > MAX_SHOWN ? ` (first ${MAX_SHOWN} shown: refine the search)` : ''}
      </p>
      {shown.length === 0 ? <EmptyState title={s ? 'No document types match' : 'No documents asked for yet'} /> : null}
      {GROUPS.map((g) => {
        const keys = shown.filter((k) => DOCUMENT_REGISTRY[k]!.group === g);
        if (!keys.length) return null;
        return (
          <StyledFieldset key={g}>
            <legend>{REGISTRY_GROUP_TITLES[g]}</legend>
            {keys.map((k) => (
              <FormField key={k} label={DOCUMENT_REGISTRY[k]!.label} span={3}>
                <StyledSelect value={needs.get(k) ?? 'no'} onChange={(e) => set(k, e.target.value as Need)}>
                  <option value="no">Not asked</option>
                  <option value="optional">Optional</option>
                  <option value="required">Required</option>
                </StyledSelect>
              </FormField>
            ))}
          </StyledFieldset>
        );
      })}
      <StyledFormActions>
        <StyledButton type="button" onClick={() => setNeeds(needsOf(config))} disabled={save.isPending}>
          Undo changes
        </StyledButton>
        <StyledButton type="button" $variant="primary" disabled={save.isPending} onClick={() => save.mutate(savePayloadOf(config, { checklist: { required, optional } }))}>
          {save.isPending ? 'Saving…' : 'Save checklist'}
        </StyledButton>
      </StyledFormActions>
    </>
  );
}

/**
 * /doc-upload: which document types (from the registry) each case type and subtype asks for,
 * required or optional. Cases created afterwards get this checklist; running cases keep theirs.
 */
export default function DocUploadPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const [params, setParams] = useSearchParams();
  const typeId = idParam(params.get('type'));
  const subTypeId = idParam(params.get('subtype')) ?? 0;
  const config = useCaseConfig(typeId, subTypeId);
  return (
    <PageFrame title={route?.title ?? 'Document Upload'} description={route?.description} remote="mf-settings">
      <TypeSubtypePicker
        typeId={typeId}
        subTypeId={subTypeId}
        onChange={(t, s) => setParams(t ? { type: String(t), ...(s ? { subtype: String(s) } : {}) } : {}, { replace: true })}
      />
      {typeId ? (
        <QueryState query={config} noun="document checklist">
          {(c) => <ChecklistEditor key={`${c.typeId}-${c.subTypeId}-${c.updatedAt ?? ''}`} config={c} />}
        </QueryState>
      ) : (
        <EmptyState title="Choose a case type" description="Then choose the documents its cases ask for." />
      )}
    </PageFrame>
  );
}
