import { useState, type FormEvent } from 'react';
import { ZCaseTypeName } from 'shared/contract';
import { Dialog, errorMessage, FormField, StyledButton, StyledInput } from 'shared/ui';

interface NameDialogProps {
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Add or rename a case type or subtype: the name checked as the api checks it; the server's refusal (a duplicate) shown on the field. */
export function NameDialog({ title, label, initial = '', submitLabel, onSubmit, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZCaseTypeName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a name');
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="case-type-name-form" $variant="primary" disabled={busy}>
            {busy ? 'Saving…' : submitLabel}
          </StyledButton>
        </>
      }
    >
      <form id="case-type-name-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label={label} error={error} required span={6}>
          <StyledInput value={name} maxLength={100} onChange={(e) => setName(e.target.value)} data-autofocus />
        </FormField>
      </form>
    </Dialog>
  );
}
