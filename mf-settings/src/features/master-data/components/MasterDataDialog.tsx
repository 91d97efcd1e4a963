import { useState, type FormEvent } from 'react';
import { ZAddMasterdataPayload, type TMasterdataCategory, type TMasterdataItem } from 'shared/contract';
import { Dialog, errorMessage, FormField, StyledButton, StyledFormGrid, StyledInput, StyledSelect } from 'shared/ui';
import { CATEGORY_LABEL, PARENT_FIELDS, useParentOptions, type ParentField } from '../api/masterdataQueries';

export interface MasterDataValues {
  name: string;
  code: string | null;
  designation?: string | null;
  countryId?: number | null;
  stateId?: number | null;
  parentId?: number | null;
  sortOrder: number;
}

interface Props {
  category: TMasterdataCategory;
  /** The firm's row being edited, or undefined to add one. */
  item?: TMasterdataItem;
  onSubmit: (values: MasterDataValues) => Promise<unknown>;
  onClose: () => void;
}

type Form = { name: string; code: string; designation: string; sortOrder: string } & Record<ParentField['field'], string>;
const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

function ParentSelect({ def, form, set, error }: { def: ParentField; form: Form; set: (patch: Partial<Form>) => void; error?: string }) {
  const within = def.within ? Number(form[def.within]) || null : null;
  const options = useParentOptions(def.category, within, !def.within || within !== null);
  const waiting = def.within && within === null;
  return (
    <FormField label={def.label} span={3} required error={error}>
      <StyledSelect
        value={form[def.field]}
        disabled={Boolean(waiting) || options.isLoading}
        // A city's state belongs to its country: changing the country clears the state.
        onChange={(e) => set(def.field === 'countryId' ? { countryId: e.target.value, stateId: '' } : { [def.field]: e.target.value })}
      >
        <option value="">{waiting ? 'Choose a country first' : options.isLoading ? 'Loading…' : `Choose a ${def.label.toLowerCase()}`}</option>
        {options.data?.data.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
}

/** Add or edit one of the firm's own rows; checked as the api checks it (the contract), then the server's refusal shown. */
export function MasterDataDialog({ category, item, onSubmit, onClose }: Props) {
  const parents = PARENT_FIELDS[category] ?? [];
  const [form, setForm] = useState<Form>({
    name: item?.name ?? '',
    code: item?.code ?? '',
    designation: item?.designation ?? '',
    sortOrder: str(item?.sortOrder ?? 0),
    countryId: str(item?.countryId),
    stateId: str(item?.stateId),
    parentId: str(item?.parentId),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const p of parents) if (!form[p.field]) missing[p.field] = `${p.label} is required`;
    const values = {
      name: form.name,
      code: form.code.trim() || null,
      ...(category === 'soc_codes' ? { designation: form.designation.trim() || null } : {}),
      ...Object.fromEntries(parents.map((p) => [p.field, form[p.field] ? Number(form[p.field]) : null])),
      sortOrder: form.sortOrder.trim() === '' ? 0 : Number(form.sortOrder),
    };
    const parsed = ZAddMasterdataPayload.safeParse({ category, ...values });
    const found: Record<string, string> = { ...missing };
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (Object.keys(found).length || !parsed.success) return setErrors(found);
    setErrors({});
    setBusy(true);
    try {
      const { category: _c, ...clean } = parsed.data;
      await onSubmit(clean as MasterDataValues);
      onClose();
    } catch (err) {
      setErrors({ name: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={item ? `Edit ${item.name}` : `Add to ${CATEGORY_LABEL[category]}`}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="masterdata-form" $variant="primary" disabled={busy}>
            {busy ? 'Saving…' : item ? 'Save' : 'Add'}
          </StyledButton>
        </>
      }
    >
      <form id="masterdata-form" onSubmit={(e) => void submit(e)} noValidate>
        <StyledFormGrid>
          <FormField label="Name" error={errors.name} required span={6}>
            <StyledInput value={form.name} maxLength={300} onChange={(e) => set({ name: e.target.value })} data-autofocus />
          </FormField>
          <FormField label="Code" error={errors.code} span={3}>
            <StyledInput value={form.code} maxLength={50} onChange={(e) => set({ code: e.target.value })} />
          </FormField>
          <FormField label="Sort order" error={errors.sortOrder} span={3}>
            <StyledInput type="number" inputMode="numeric" min={0} value={form.sortOrder} onChange={(e) => set({ sortOrder: e.target.value })} />
          </FormField>
          {category === 'soc_codes' ? (
            <FormField label="Designation (SOC title)" error={errors.designation} span={6}>
              <StyledInput value={form.designation} maxLength={300} onChange={(e) => set({ designation: e.target.value })} />
            </FormField>
          ) : null}
          {parents.map((p) => (
            <ParentSelect key={p.field} def={p} form={form} set={set} error={errors[p.field]} />
          ))}
        </StyledFormGrid>
      </form>
    </Dialog>
  );
}
