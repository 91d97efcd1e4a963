import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { importOldCasesCall, migrateOldCasesCall, OLD_CASE_COLUMNS, OLD_CASE_REQUIRED } from 'shared/contract/petition';
import type { TOldCasesResult } from 'shared/contract';
import { useApi } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { FileDropZone } from 'shared/ui/file-drop';
import { StyledCheckboxLabel } from 'shared/ui/form';
import { StyledScrollX } from 'shared/ui/widgets';
import { importFailure, rowProblems, type ImportProblem } from '../utils/importErrors';
import { readFileBase64, validateImportFile } from '../utils/readFileBase64';

const StyledHelp = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  code {
    font-size: 12px;
  }
`;

const StyledSummary = styled.p<{ $bad: boolean }>`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $bad }) => ($bad ? theme.color.dangerBg : theme.color.successBg)};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.danger};
  }
`;

export interface OldCaseImportDialogProps {
  onClose: () => void;
  onImported: (result: TOldCasesResult) => void;
}

/**
 * Old cases from CSV/XLSX: the server checks every row (nothing saved) → a preview with each
 * refused row's errorMsg and messages → import (all or nothing, unless the bad rows are skipped).
 */
export function OldCaseImportDialog({ onClose, onImported }: OldCaseImportDialogProps) {
  const api = useApi();
  const [file, setFile] = useState<{ fileName: string; contentBase64: string } | null>(null);
  const [preview, setPreview] = useState<TOldCasesResult | null>(null);
  const [done, setDone] = useState<TOldCasesResult | null>(null);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);

  const check = useMutation({
    mutationFn: (f: { fileName: string; contentBase64: string }) => api.call(importOldCasesCall, f),
    onSuccess: (result) => setPreview(result),
    onError: (e) => setProblem(importFailure(e)),
  });
  const migrate = useMutation({
    mutationFn: () => api.call(migrateOldCasesCall, { ...file!, skipInvalid }),
    onSuccess: (result) => {
      if (result.created > 0) {
        setDone(result);
        onImported(result);
      } else setPreview(result);
    },
    onError: (e) => setProblem(importFailure(e)),
  });
  const busy = check.isPending || migrate.isPending;

  const onFile = async (chosen: File) => {
    setProblem(null);
    setPreview(null);
    setDone(null);
    try {
      const next = { fileName: chosen.name, contentBase64: await readFileBase64(chosen) };
      setFile(next);
      check.mutate(next);
    } catch (e) {
      setProblem(importFailure(e));
    }
  };

  const shown = done ?? preview;
  const badRows = shown?.rows.filter((r) => !r.ok) ?? [];
  const canImport = !!preview && !done && preview.okCount > 0 && (preview.errorCount === 0 || skipInvalid);

  return (
    <Dialog
      title="Import old cases"
      onClose={onClose}
      locked={busy}
      width="860px"
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            {done ? 'Close' : 'Cancel'}
          </StyledButton>
          {!done ? (
            <StyledButton
              type="button"
              $variant="primary"
              disabled={!canImport || busy}
              onClick={() => migrate.mutate()}
            >
              {migrate.isPending ? 'Importing…' : preview ? `Import ${preview.okCount} case(s)` : 'Import'}
            </StyledButton>
          ) : null}
        </>
      }
    >
      <StyledHelp>
        A header row, then one case per row. Columns: <code>{OLD_CASE_COLUMNS.join(', ')}</code>. Required:{' '}
        <code>{OLD_CASE_REQUIRED.join(', ')}</code>. Dates MM/DD/YYYY or YYYY-MM-DD.
      </StyledHelp>
      <FileDropZone
        label="Choose a CSV or XLSX file"
        hint="CSV or XLSX, one case per row"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        validate={validateImportFile}
        multiple={false}
        disabled={busy}
        onFiles={(files) => {
          const first = files[0];
          if (first) void onFile(first);
        }}
      />
      {check.isPending ? <p role="status">Checking {file?.fileName}…</p> : null}
      {problem ? (
        <StyledSummary $bad role="alert">
          {problem.message}
          {problem.details.length > 0 ? <> {problem.details.join('; ')}</> : null}
        </StyledSummary>
      ) : null}
      {shown ? (
        <>
          <StyledSummary $bad={!done && shown.errorCount > 0} role="status">
            {done
              ? `${done.created} old case(s) imported.`
              : `${shown.okCount} row(s) ready, ${shown.errorCount} row(s) with errors.`}
          </StyledSummary>
          {!done && shown.errorCount > 0 && shown.okCount > 0 ? (
            <StyledCheckboxLabel>
              <input type="checkbox" checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)} />
              Skip the rows with errors and import the rest
            </StyledCheckboxLabel>
          ) : null}
          {badRows.length > 0 ? (
            <StyledScrollX>
              <StyledTable aria-label="Rows with errors">
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Case</th>
                    <th scope="col">Problems</th>
                  </tr>
                </thead>
                <tbody>
                  {badRows.map((r) => (
                    <tr key={r.rowNumber}>
                      <td>{r.rowNumber}</td>
                      <td>
                        {r.values.caseNumber || [r.values.type, r.values.beneficiary].filter(Boolean).join(' · ')}
                      </td>
                      <td>
                        <ul>
                          {rowProblems(r).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </StyledScrollX>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
