import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_IMPORT_REQUIRED,
  type TCommitPeopleImportResult,
  type TPeopleImportKind,
  type TPreviewPeopleImportResult,
} from 'shared/contract';
import { useToast } from 'shared/session';
import { Dialog, errorMessage, StyledButton, StyledCheckboxLabel, StyledTextArea } from 'shared/ui';
import { usePeopleImport } from '../hooks/usePeopleImport';
import { ImportPreviewTable } from './ImportPreviewTable';

const StyledHelp = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  code {
    font-size: 12px;
  }
`;

const StyledChooser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const StyledSummary = styled.p<{ $bad: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $bad }) => ($bad ? theme.color.dangerBg : theme.color.successBg)};
`;

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const StyledProgress = styled.div`
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  margin: ${({ theme }) => theme.space(3)} 0;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${({ theme }) => theme.color.brand};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
`;

export interface CsvImportDialogProps {
  kind: TPeopleImportKind;
  /** Plural noun for messages ('petitioners', 'employees'). */
  noun: string;
  onClose: () => void;
  /** After a successful import (refresh the list). */
  onImported: (result: TCommitPeopleImportResult) => void;
}

type Step = 'input' | 'preview' | 'importing' | 'done';

/**
 * CSV import: paste or choose a file → the server checks every row (nothing written) → import,
 * which is refused while any row has an error (all or nothing, no half imports).
 */
export function CsvImportDialog({ kind, noun, onClose, onImported }: CsvImportDialogProps) {
  const toast = useToast();
  const { preview, commit } = usePeopleImport(kind);
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('input');
  const [checked, setChecked] = useState<TPreviewPeopleImportResult | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [result, setResult] = useState<TCommitPeopleImportResult | null>(null);

  const columns = PEOPLE_IMPORT_COLUMNS[kind];
  const required = PEOPLE_IMPORT_REQUIRED[kind];

  const check = (text: string) =>
    preview.mutate(text, {
      onSuccess: (r) => {
        setChecked(r);
        setOnlyErrors(r.errorCount > 0);
        setStep('preview');
      },
      onError: (e) => toast.error(errorMessage(e)),
    });

  const runImport = () => {
    setStep('importing');
    commit.mutate(csv, {
      onSuccess: (r) => {
        setResult(r);
        setStep('done');
        toast.success(`Imported ${r.created} ${noun}.`);
        onImported(r);
      },
      onError: (e) => {
        toast.error(errorMessage(e));
        // The server re-checks every row: show what it found now.
        check(csv);
      },
    });
  };

  const hasErrors = (checked?.errorCount ?? 0) > 0;
  const rows = checked ? (onlyErrors ? checked.rows.filter((r) => r.errors.length > 0) : checked.rows) : [];

  let body;
  let footer;
  if (step === 'input') {
    body = (
      <>
        <StyledHelp>
          A header row, then one {kind === 'company' ? 'petitioner' : 'person'} per row. Columns (any order):{' '}
          <code>{columns.join(', ')}</code>. Required: <code>{required.join(', ')}</code>. Dates as MM/DD/YYYY.
        </StyledHelp>
        <StyledChooser>
          <label>
            <span>Choose a CSV file </span>
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setFileName(file.name);
                void file.text().then(setCsv);
              }}
            />
          </label>
          {fileName ? <span>{fileName}</span> : null}
        </StyledChooser>
        <label htmlFor="csv-import-text">Or paste the CSV</label>
        <StyledTextArea
          id="csv-import-text"
          rows={8}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          spellCheck={false}
        />
      </>
    );
    footer = (
      <>
        <StyledButton type="button" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton
          type="button"
          $variant="primary"
          disabled={csv.trim() === '' || preview.isPending}
          onClick={() => check(csv)}
        >
          {preview.isPending ? 'Checking…' : 'Check rows'}
        </StyledButton>
      </>
    );
  } else if (step === 'preview' && checked) {
    body = (
      <>
        <StyledSummary $bad={hasErrors} role="status">
          {checked.rows.length} row(s): {checked.validCount} ready, {checked.errorCount} with errors.
          {hasErrors
            ? ' Nothing is imported until every row is valid: fix the rows below in your file and check it again.'
            : ' Ready to import.'}
        </StyledSummary>
        {checked.unknownColumns.length > 0 ? (
          <StyledHelp>
            Ignored columns: <code>{checked.unknownColumns.join(', ')}</code>
          </StyledHelp>
        ) : null}
        {hasErrors ? (
          <StyledCheckboxLabel>
            <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} /> Show only
            rows with errors
          </StyledCheckboxLabel>
        ) : null}
        <ImportPreviewTable rows={rows} columns={checked.columns} />
      </>
    );
    footer = (
      <>
        <StyledButton type="button" onClick={() => setStep('input')}>
          Back
        </StyledButton>
        <StyledButton
          type="button"
          $variant="primary"
          disabled={hasErrors || checked.validCount === 0 || commit.isPending}
          onClick={runImport}
        >
          Import {checked.validCount} {noun}
        </StyledButton>
      </>
    );
  } else if (step === 'importing') {
    body = (
      <div>
        <p>
          Importing {checked?.validCount ?? ''} {noun}… Please keep this window open.
        </p>
        <StyledProgress role="progressbar" aria-label="Import progress" aria-busy="true" />
      </div>
    );
    footer = null;
  } else {
    body = (
      <p role="status">
        Imported {result?.created ?? 0} {noun}. Each is recorded in its activity as imported.
      </p>
    );
    footer = (
      <StyledButton type="button" $variant="primary" onClick={onClose}>
        Done
      </StyledButton>
    );
  }

  return (
    <Dialog
      title={`Import ${noun} from CSV`}
      onClose={onClose}
      locked={step === 'importing'}
      width="760px"
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
