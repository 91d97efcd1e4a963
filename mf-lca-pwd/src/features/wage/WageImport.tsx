import { useState, type FormEvent } from 'react';
import { wageImportChunkCall, wageImportFinishCall, wageImportStartCall, wageImportsCall, wageLookupCall, type TWageImport } from 'shared/contract';
import { formatDateTime } from 'shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCalls, useCallQuery } from 'shared/query';
import { useApi } from 'shared/session';
import { errorMessage, fieldIssues, FormField, StatusBadge, StyledButton, StyledFormActions, StyledFormGrid, StyledInput } from 'shared/ui';
import { splitCsv } from './importFile';

/** The file's text (FileReader: every browser and the test DOM have it). */
const readText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(new Error(`${file.name} could not be read.`));
    r.readAsText(file);
  });

type Progress = { done: number; total: number; step: string } | null;

/** Admins import the year's OFLC files: ALC_Export.csv (required) and Geography.csv, sent in parts, with progress. */
export function WageImport() {
  const api = useApi();
  const client = useQueryClient();
  const list = useCallQuery(wageImportsCall, { page: 1, perpage: 10 });
  const [year, setYear] = useState('');
  const [label, setLabel] = useState('');
  const [alc, setAlc] = useState<File | null>(null);
  const [geo, setGeo] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const [result, setResult] = useState<TWageImport | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  const busy = progress !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const missing: string[] = [];
    if (!/^\d{4}-\d{4}$/.test(year.trim())) missing.push('Enter the wage year, e.g. 2025-2026.');
    if (!alc) missing.push('Choose the ALC_Export.csv file.');
    setProblem(missing);
    if (missing.length) return;
    try {
      const alcParts = splitCsv(await readText(alc!));
      const geoParts = geo ? splitCsv(await readText(geo)) : [];
      const total = alcParts.length + geoParts.length + 2;
      setProgress({ done: 0, total, step: 'Starting the import' });
      const imp = await api.call(wageImportStartCall, { year: year.trim(), ...(label.trim() ? { label: label.trim() } : {}) });
      let done = 1;
      for (const [file, parts] of [
        ['alc', alcParts],
        ['geography', geoParts],
      ] as const) {
        for (const [i, part] of parts.entries()) {
          setProgress({ done, total, step: `${file === 'alc' ? 'ALC_Export.csv' : 'Geography.csv'}: part ${i + 1} of ${parts.length}` });
          await api.call(wageImportChunkCall, { importId: imp.id, file, lineOffset: part.lineOffset, csv: part.csv });
          done++;
        }
      }
      setProgress({ done, total, step: 'Finishing' });
      const fin = await api.call(wageImportFinishCall, { importId: imp.id });
      setResult(fin);
      await invalidateCalls(client, wageImportsCall, wageLookupCall);
    } catch (err) {
      const issues = fieldIssues(err);
      setProblem(issues.length ? issues.map((i) => i.message) : [errorMessage(err)]);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="import-title">
      <h2 id="import-title">Import the year’s OFLC wage files</h2>
      <p>
        From DOL’s FLC Data Center (All Industries): <code>ALC_Export.csv</code> (columns Area, SocCode, GeoLvl, Level1–Level4, Average, Label; hourly wages) and
        optionally <code>Geography.csv</code> (Area, AreaName) for the area names. Nothing is used until the whole import succeeds; it then replaces the year’s earlier table.
      </p>
      <form onSubmit={submit} aria-label="Import wage files" noValidate>
        <StyledFormGrid>
          <FormField label="Wage year" span={2} hint="July to June, e.g. 2025-2026">
            <StyledInput value={year} maxLength={9} disabled={busy} onChange={(e) => setYear(e.target.value)} />
          </FormField>
          <FormField label="Label" span={4}>
            <StyledInput value={label} maxLength={200} disabled={busy} onChange={(e) => setLabel(e.target.value)} />
          </FormField>
          <FormField label="ALC_Export.csv" span={3}>
            <StyledInput type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => setAlc(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField label="Geography.csv (optional)" span={3}>
            <StyledInput type="file" accept=".csv,text/csv" disabled={busy} onChange={(e) => setGeo(e.target.files?.[0] ?? null)} />
          </FormField>
        </StyledFormGrid>
        <StyledFormActions>
          <StyledButton type="submit" $variant="primary" disabled={busy}>
            {busy ? 'Importing…' : 'Import'}
          </StyledButton>
        </StyledFormActions>
      </form>
      {progress ? (
        <div role="status">
          <progress max={progress.total} value={progress.done} aria-label="Import progress" /> {progress.step}
        </div>
      ) : null}
      {problem.length ? (
        <div role="alert">
          <p>Nothing was imported:</p>
          <ul>
            {problem.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result ? (
        <p role="status">
          Imported {result.year}: {result.wageRows.toLocaleString('en-US')} wage rows, {result.areas.toLocaleString('en-US')} areas. It is now the year’s wage table.
        </p>
      ) : null}
      <h3>Wage tables</h3>
      {list.isPending ? <p>Loading…</p> : list.isError ? <p role="alert">{errorMessage(list.error)}</p> : null}
      {list.data && list.data.data.length === 0 ? <p>No wage table yet.</p> : null}
      {list.data?.data.length ? (
        <ul aria-label="Wage tables">
          {list.data.data.map((i) => (
            <li key={i.id}>
              <StatusBadge tone={i.state === 'active' ? 'success' : i.state === 'staging' ? 'warning' : 'neutral'}>{i.state === 'staging' ? 'not finished' : i.state}</StatusBadge> {i.year}
              {i.label ? ` · ${i.label}` : ''}
              {i.sample ? ' · SAMPLE ROWS' : ''} · {i.wageRows} rows · {i.createdByName ?? 'seed'} · {formatDateTime(i.createdAt)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
