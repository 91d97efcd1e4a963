import { useCallback, type ChangeEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { listMasterdataCall } from 'shared/contract/masterdata';
import { formatDate } from 'shared/domain/format';
import { isQuestionnaireFieldRequired } from 'shared/domain/questionnaire/rules';
import type { TAnswerValue, TFileAnswer, TQuestionnaireField } from 'shared/domain';
import { useApi } from 'shared/session';
import { mobile } from 'shared/ui-core';
import { AsyncSelect } from 'shared/ui/async-select';
import { FormField, StyledInput, StyledSelect, StyledTextArea } from 'shared/ui/form';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
`;

/** A choice sized for a finger: the whole label is the target (at least 44 × 44 px). */
const StyledChoice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  min-width: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: 15px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
  }
  ${mobile} {
    flex: 1 1 100%;
  }
`;

/** A cell of the form grid holding a control that brings its own label (the country search). */
const StyledCell = styled.div`
  grid-column: span 3;
  ${mobile} {
    grid-column: 1 / -1;
  }
`;

const StyledGroup = styled.div``;
const StyledCheckbox = styled.input`
  width: 20px;
  height: 20px;
`;

const StyledFiles = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: 13px;
`;

export interface QuestionFieldProps {
  field: TQuestionnaireField;
  value: TAnswerValue | undefined;
  error?: string | undefined;
  readOnly?: boolean;
  onChange: (value: TAnswerValue) => void;
  /** Renders the upload control of a file field (the page decides how files are stored). */
  renderUpload?: (
    field: TQuestionnaireField,
    files: TFileAnswer[],
    onChange: (files: TFileAnswer[]) => void,
  ) => ReactElement;
  labels?: { choose: string; yes: string; noFiles: string; countrySearch?: string; noMatches?: string };
}

/**
 * A country question: a searchable list of the master data countries (the answer stays the
 * country's name, as the forms read it).
 */
function CountryAnswer({
  field,
  value,
  error,
  required,
  readOnly,
  onChange,
  labels,
}: {
  field: TQuestionnaireField;
  value: string;
  error?: string | undefined;
  required: boolean;
  readOnly: boolean;
  onChange: (value: string) => void;
  labels?: QuestionFieldProps['labels'];
}) {
  const api = useApi();
  const loadOptions = useCallback(
    async (search: string, signal: AbortSignal) => {
      const r = await api.call(
        listMasterdataCall,
        { category: 'countries', page: 1, perpage: 300, matcher: search ? { name: search } : {} },
        { signal },
      );
      return r.data.map((c) => ({ value: c.name, label: c.name }));
    },
    [api],
  );
  return (
    <StyledCell>
      <AsyncSelect
        label={field.label}
        required={required}
        error={error}
        disabled={readOnly}
        value={value ? { value, label: value } : null}
        onChange={(o) => onChange(o?.value ?? '')}
        loadOptions={loadOptions}
        debounceMs={150}
        placeholder={labels?.countrySearch ?? 'Type to search countries…'}
        noOptionsText={labels?.noMatches ?? 'No matches'}
      />
    </StyledCell>
  );
}

const asText = (v: TAnswerValue | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const asList = (v: TAnswerValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const asFiles = (v: TAnswerValue | undefined): TFileAnswer[] =>
  Array.isArray(v) ? v.filter((x): x is TFileAnswer => typeof x === 'object' && x !== null && 'key' in x) : [];

/** Read-only text of an answer (the filled view and the change log). */
export function answerText(
  field: Pick<TQuestionnaireField, 'type' | 'options'>,
  value: TAnswerValue | undefined,
  words: { yes: string; no: string } = { yes: 'Yes', no: 'No' },
): string {
  if (value == null || value === '') return '';
  const label = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  if (field.type === 'file')
    return asFiles(value)
      .map((f) => f.name)
      .join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  // SPEC §9's display format ('MMM DD, YYYY'); the answer itself stays YYYY-MM-DD.
  if (field.type === 'date' && typeof value === 'string') return formatDate(value) || value;
  if (Array.isArray(value)) return asList(value).map(label).join(', ');
  return label(String(value));
}

/** One questionnaire question, by its type; the label carries the SPEC §5 required mark. */
export function QuestionField({
  field,
  value,
  error,
  readOnly = false,
  onChange,
  renderUpload,
  labels,
}: QuestionFieldProps) {
  const required = isQuestionnaireFieldRequired(field);
  const l = labels ?? { choose: 'Choose…', yes: 'Yes', noFiles: 'No file uploaded yet.' };
  const text = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(e.target.value);
  const wide =
    field.type === 'textarea' || field.type === 'radio' || field.type === 'checkbox' || field.type === 'file';
  const span = wide ? 6 : 3;

  if (field.type === 'radio' || (field.type === 'checkbox' && field.options?.length)) {
    const multi = field.type === 'checkbox';
    const list = asList(value);
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledChoices role={multi ? 'group' : 'radiogroup'} aria-label={field.label}>
          {(field.options ?? []).map((o) => (
            <StyledChoice key={o.value}>
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={field.key}
                value={o.value}
                disabled={readOnly}
                checked={multi ? list.includes(o.value) : value === o.value}
                onChange={(e) =>
                  onChange(
                    multi ? (e.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value)) : o.value,
                  )
                }
              />
              {o.label}
            </StyledChoice>
          ))}
        </StyledChoices>
      </FormField>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledCheckbox
          type="checkbox"
          disabled={readOnly}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      </FormField>
    );
  }
  if (field.type === 'file') {
    const files = asFiles(value);
    const upload = !readOnly && renderUpload ? renderUpload(field, files, onChange) : null;
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledGroup role="group" aria-label={field.label}>
          {/* The upload control lists the files it holds (with Remove); read-only, just the names. */}
          {upload ??
            (files.length ? (
              <StyledFiles>
                {files.map((f) => (
                  <li key={f.key}>{f.name}</li>
                ))}
              </StyledFiles>
            ) : (
              <span>{l.noFiles}</span>
            ))}
        </StyledGroup>
      </FormField>
    );
  }
  if (field.type === 'select') {
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledSelect value={asText(value)} disabled={readOnly} onChange={text}>
          <option value="">{l.choose}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      </FormField>
    );
  }
  if (field.type === 'country') {
    return (
      <CountryAnswer
        field={field}
        value={asText(value)}
        error={error}
        required={required}
        readOnly={readOnly}
        onChange={onChange}
        labels={labels}
      />
    );
  }
  if (field.type === 'textarea') {
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledTextArea rows={4} value={asText(value)} readOnly={readOnly} onChange={text} />
      </FormField>
    );
  }
  const inputType = { date: 'date', number: 'number', email: 'email', phone: 'tel' }[field.type as string] ?? 'text';
  const autoComplete = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined;
  return (
    <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
      <StyledInput
        type={inputType}
        value={asText(value)}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        min={field.type === 'number' ? field.min : undefined}
        max={field.type === 'number' ? field.max : undefined}
        onChange={(e) =>
          onChange(field.type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value)
        }
      />
    </FormField>
  );
}
