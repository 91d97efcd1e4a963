import { useState } from 'react';
import {
  ConfirmDialog,
  FormField,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledRepeatHeader,
  StyledRepeatItem,
} from 'shared/ui';
import { newWorksite, type WorksiteForm } from './lcaForm';

interface Props {
  sites: WorksiteForm[];
  onChange: (sites: WorksiteForm[]) => void;
  /** Errors keyed worksites.N (the whole row) or worksites (none at all). */
  errors: Record<string, string>;
  readOnly?: boolean;
}

const placeName = (w: WorksiteForm, i: number): string => w.name.trim() || w.city.trim() || `Worksite ${i + 1}`;

/** Places of employment (add, edit, remove with confirmation); a row needs street, city, state and ZIP. */
export function WorksitesEditor({ sites, onChange, errors, readOnly = false }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);
  const set = (i: number, patch: Partial<WorksiteForm>) => onChange(sites.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  return (
    <StyledFieldset>
      <legend>Worksites</legend>
      {sites.length === 0 ? <p>No worksite yet.</p> : null}
      {errors.worksites ? <p role="alert">{errors.worksites}</p> : null}
      {sites.map((w, i) => {
        const rowError = errors[`worksites.${i}`];
        return (
          <StyledRepeatItem key={w.key} role="group" aria-label={`Worksite ${i + 1}`}>
            <StyledRepeatHeader>
              <strong>{placeName(w, i)}</strong>
              {readOnly ? null : (
                <StyledButton type="button" $variant="danger" onClick={() => setRemoving(i)} aria-label={`Remove worksite ${i + 1}`}>
                  Remove
                </StyledButton>
              )}
            </StyledRepeatHeader>
            {rowError ? (
              <p role="alert" style={{ color: 'inherit' }}>
                {rowError}
              </p>
            ) : null}
            <StyledFormGrid>
              <FormField label="Place name" span={2}>
                <StyledInput value={w.name} maxLength={200} readOnly={readOnly} onChange={(e) => set(i, { name: e.target.value })} />
              </FormField>
              <FormField label="Street" required span={4} error={rowError && !w.line1.trim() ? 'Enter the street.' : undefined}>
                <StyledInput value={w.line1} maxLength={200} readOnly={readOnly} autoComplete="address-line1" onChange={(e) => set(i, { line1: e.target.value })} />
              </FormField>
              <FormField label="Suite, floor" span={2}>
                <StyledInput value={w.line2} maxLength={200} readOnly={readOnly} autoComplete="address-line2" onChange={(e) => set(i, { line2: e.target.value })} />
              </FormField>
              <FormField label="City" required span={2} error={rowError && !w.city.trim() ? 'Enter the city.' : undefined}>
                <StyledInput value={w.city} maxLength={100} readOnly={readOnly} autoComplete="address-level2" onChange={(e) => set(i, { city: e.target.value })} />
              </FormField>
              <FormField label="County" span={2}>
                <StyledInput value={w.county} maxLength={100} readOnly={readOnly} onChange={(e) => set(i, { county: e.target.value })} />
              </FormField>
              <FormField label="State" required span={2} error={rowError && !w.state.trim() ? 'Enter the state.' : undefined}>
                <StyledInput value={w.state} maxLength={50} readOnly={readOnly} autoComplete="address-level1" onChange={(e) => set(i, { state: e.target.value })} />
              </FormField>
              <FormField label="ZIP code" required span={2} error={rowError && !/^\d{5}(-\d{4})?$/.test(w.zipCode.trim()) ? 'Enter a 5 or 9 digit ZIP code.' : undefined}>
                <StyledInput value={w.zipCode} maxLength={10} inputMode="numeric" readOnly={readOnly} autoComplete="postal-code" onChange={(e) => set(i, { zipCode: e.target.value })} />
              </FormField>
              <FormField label="Workers here" span={2}>
                <StyledInput type="number" min={1} max={1000} value={w.workers} readOnly={readOnly} onChange={(e) => set(i, { workers: e.target.value })} />
              </FormField>
            </StyledFormGrid>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={w.thirdParty} disabled={readOnly} onChange={(e) => set(i, { thirdParty: e.target.checked })} /> A third party’s site (end client)
            </StyledCheckboxLabel>
          </StyledRepeatItem>
        );
      })}
      {readOnly ? null : (
        <StyledButton type="button" onClick={() => onChange([...sites, newWorksite()])}>
          Add worksite
        </StyledButton>
      )}
      {removing != null ? (
        <ConfirmDialog
          title="Remove this worksite?"
          message={`${placeName(sites[removing]!, removing)} is removed when you save the LCA.`}
          confirmLabel="Remove worksite"
          danger
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            onChange(sites.filter((_, j) => j !== removing));
            setRemoving(null);
          }}
        />
      ) : null}
    </StyledFieldset>
  );
}
