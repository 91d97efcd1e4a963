import { useId, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { FORMS_PDF_ONLY_MESSAGE } from 'shared/contract/forms';
import type { TFormCategory } from 'shared/contract';
import { useToast } from 'shared/session';
import { StyledCard } from 'shared/ui-core';
import { errorMessage } from 'shared/ui/errors';
import { FileDropZone } from 'shared/ui/file-drop';
import { FormField, StyledInput, StyledSelect } from 'shared/ui/form';
import type { UploadProgress } from 'shared/ui';
import { refreshCaseForms, useUploadFormOrLetter } from '../api/formsQueries';
import { StyledGrid } from './formParts';

/*
 * Upload a prepared PDF (a hand-edited form or a letter) as a new version: of a form of the case,
 * of a form or letter already uploaded, or of a new named form or letter. PDF only.
 */

const OTHER = '__other__';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

const StyledFieldset = styled.fieldset`
  grid-column: span 2;
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const isPdf = (f: { name: string; mimetype: string }): string | null =>
  f.mimetype === 'application/pdf' || /\.pdf$/i.test(f.name) ? null : FORMS_PDF_ONLY_MESSAGE;

export interface UploadFormOrLetterProps {
  petitionId: string;
  /** Form codes of the case type (mapped forms). */
  formCodes: readonly string[];
  /** Forms and letters that already have versions (code → category). */
  existing: ReadonlyMap<string, TFormCategory>;
}

export function UploadFormOrLetter({ petitionId, formCodes, existing }: UploadFormOrLetterProps) {
  const headingId = useId();
  const qc = useQueryClient();
  const toast = useToast();
  const upload = useUploadFormOrLetter(petitionId);
  const choices = [...new Set([...formCodes, ...existing.keys()])];
  const [target, setTarget] = useState<string>(choices[0] ?? OTHER);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<TFormCategory>('letter');
  const [markFinal, setMarkFinal] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const other = target === OTHER || !choices.includes(target);

  const setProgress = (id: string, patch: Partial<UploadProgress>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const onFiles = async (picked: File[]) => {
    const formCode = other ? name.trim() : target;
    if (formCode.length < 2) {
      setNameError('Please fill Form or letter .');
      return;
    }
    setBusy(true);
    let added = 0;
    for (const [i, file] of picked.entries()) {
      const id = `${Date.now()}-${i}-${file.name}`;
      setUploads((all) => [...all, { id, name: file.name, size: file.size, progress: 0 }]);
      try {
        const v = await upload(file, { formCode, ...(other ? { category } : {}), markFinal }, (p) =>
          setProgress(id, { progress: p }),
        );
        setProgress(id, { progress: 100 });
        added += 1;
        toast.success(`${file.name} added as ${v.formCode} version ${v.version}`);
      } catch (e) {
        setProgress(id, { error: errorMessage(e) });
      }
    }
    if (added > 0) await refreshCaseForms(qc, petitionId);
    setBusy(false);
  };

  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledStack>
        <h3 id={headingId}>Upload a prepared form or letter</h3>
        <StyledGrid>
          <FormField label="Form or letter" span={3}>
            <StyledSelect value={other ? OTHER : target} onChange={(e) => setTarget(e.target.value)}>
              {choices.map((c) => (
                <option key={c} value={c}>
                  {existing.get(c) === 'letter' ? `${c} (letter)` : c}
                </option>
              ))}
              <option value={OTHER}>Another form or letter…</option>
            </StyledSelect>
          </FormField>
          {other ? (
            <>
              <FormField label="Name" required error={nameError} hint="e.g. Employer support letter, G-28" span={3}>
                <StyledInput
                  value={name}
                  maxLength={80}
                  onChange={(e) => {
                    setName(e.target.value);
                    setNameError(undefined);
                  }}
                />
              </FormField>
              <StyledFieldset>
                <legend>Kind</legend>
                <StyledCheck>
                  <input
                    type="radio"
                    name={`${headingId}-kind`}
                    checked={category === 'letter'}
                    onChange={() => setCategory('letter')}
                  />
                  Letter
                </StyledCheck>
                <StyledCheck>
                  <input
                    type="radio"
                    name={`${headingId}-kind`}
                    checked={category === 'form'}
                    onChange={() => setCategory('form')}
                  />
                  Form
                </StyledCheck>
              </StyledFieldset>
            </>
          ) : null}
          <StyledCheck>
            <input type="checkbox" checked={markFinal} onChange={(e) => setMarkFinal(e.target.checked)} />
            Mark as the final version to file
          </StyledCheck>
        </StyledGrid>
        <FileDropZone
          label="Upload PDF"
          accept="application/pdf,.pdf"
          validate={isPdf}
          hint="PDF only"
          onFiles={(f) => void onFiles(f)}
          uploads={uploads}
          disabled={busy}
        />
      </StyledStack>
    </StyledCard>
  );
}
