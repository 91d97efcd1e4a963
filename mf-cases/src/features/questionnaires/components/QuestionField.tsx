import type { ChangeEvent, ReactElement } from 'react';
import styled from 'styled-components';
import {
  isQuestionnaireFieldRequired,
  type TAnswerValue,
  type TFileAnswer,
  type TQuestionnaireField,
} from 'shared/domain';
import { FormField, StyledCheckboxLabel, StyledInput, StyledSelect, StyledTextArea } from 'shared/ui';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
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
  labels?: { choose: string; yes: string; noFiles: string };
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
            <StyledCheckboxLabel key={o.value}>
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
            </StyledCheckboxLabel>
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
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledGroup role="group" aria-label={field.label}>
          {files.length ? (
            <StyledFiles>
              {files.map((f) => (
                <li key={f.key}>{f.name}</li>
              ))}
            </StyledFiles>
          ) : (
            <span>{l.noFiles}</span>
          )}
          {!readOnly && renderUpload ? renderUpload(field, files, onChange) : null}
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
  if (field.type === 'textarea') {
    return (
      <FormField label={field.label} required={required} error={error} hint={field.help} span={span}>
        <StyledTextArea rows={4} value={asText(value)} readOnly={readOnly} onChange={text} />
      </FormField>
    );
  }
  const inputType = { date: 'date', number: 'number', email: 'email', phone: 'tel' }[field.type as string] ?? 'text';
  const autoComplete =
    field.type === 'country'
      ? 'country-name'
      : field.type === 'email'
        ? 'email'
        : field.type === 'phone'
          ? 'tel'
          : undefined;
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
