import { useState, type FormEvent } from 'react';
import { listMasterdataCall } from 'shared/contract';
import { useApi } from 'shared/session';
import { errorMessage, fieldIssues, StyledButton, StyledFormActions } from 'shared/ui';

/*
 * What the LCA (ETA-9035) and PWD (ETA-9141) data forms share: form state with screen checks and
 * the api's field issues, the SOC code search, and the footer (unplaced issues, save button).
 */

/** The SOC codes matching a search (code, name or title), for an AsyncSelect. */
export function useSocOptions() {
  const api = useApi();
  return async (search: string, signal: AbortSignal) => {
    const s = search.trim();
    // `name` matches the code, the name and the SOC title (substring).
    const res = await api.call(listMasterdataCall, { category: 'soc_codes', page: 1, perpage: 30, matcher: { ...(s ? { name: s } : {}), active: true } }, { signal });
    return res.data.filter((m) => m.code).map((m) => ({ value: m.code!, label: `${m.code} ${m.designation ?? m.name}` }));
  };
}

/**
 * A data form's state: `set` one field, `err(k)` the screen check's message else the api's,
 * `submit` checks on the screen first and saves only when nothing is wrong.
 */
export function useKindForm<F>(o: { initial: () => F; validate: (f: F) => Record<string, string>; saveError: unknown; save: (f: F) => void }) {
  const [form, setForm] = useState<F>(o.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof F>(k: K, v: F[K]) => setForm((f) => ({ ...f, [k]: v }));
  const serverIssues: Record<string, string> = Object.fromEntries(fieldIssues(o.saveError).map((i) => [i.path, i.message]));
  /** Every message by field path, the screen's over the api's. */
  const allErrors: Record<string, string> = { ...serverIssues, ...errors };
  const err = (k: string): string | undefined => allErrors[k];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = o.validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    o.save(form);
  };
  return { form, set, errors, serverIssues, allErrors, err, submit };
}

/**
 * The end of a data form: the api's issues no field shows, the error of a refused save without
 * field issues (`saveError`, when given), and the save button unless read only.
 */
export function KindFormFooter({ unmatched, saveError, readOnly, pending, saveLabel }: { unmatched: [string, string][]; saveError?: unknown; readOnly: boolean; pending: boolean; saveLabel: string }) {
  return (
    <>
      {unmatched.length ? (
        <ul role="alert">
          {unmatched.map(([k, m]) => (
            <li key={k}>{m}</li>
          ))}
        </ul>
      ) : null}
      {saveError && fieldIssues(saveError).length === 0 ? <p role="alert">{errorMessage(saveError)}</p> : null}
      {readOnly ? null : (
        <StyledFormActions>
          <StyledButton type="submit" $variant="primary" disabled={pending}>
            {pending ? 'Saving…' : saveLabel}
          </StyledButton>
        </StyledFormActions>
      )}
    </>
  );
}
