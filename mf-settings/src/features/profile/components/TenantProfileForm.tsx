import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { listMasterdataCall, updateTenantCall, getTenantDetailsCall, getTenantChecklistCall, type TTenant } from 'shared/contract';
import { isProfileCompleted } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import { useSessionStore } from 'shared/session';
import {
  FormField,
  StyledButton,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  fieldIssues,
} from 'shared/ui';
import {
  FIELD_LABELS,
  isReadyToComplete,
  toUpdatePayload,
  validateProfile,
  valuesFromTenant,
  type ProfileErrors,
  type ProfileValues,
} from '../utils/profileForm';
import { ImageUploadField } from './ImageUploadField';

const StyledStatus = styled.p<{ $done: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: 6px;
  background: ${({ theme, $done }) => ($done ? theme.color.successBg : theme.color.surfaceAlt)};
  border-left: 4px solid ${({ theme, $done }) => ($done ? theme.color.success : theme.color.warning)};
`;
const StyledImages = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(5)};
  grid-column: 1 / -1;
`;

const PERPAGE = 1000;

function useGeo(category: 'countries' | 'states' | 'locations', matcher: { countryId?: number; stateId?: number }, enabled: boolean) {
  const q = useCallQuery(listMasterdataCall, { category, page: 1, perpage: PERPAGE, matcher }, { enabled, staleTime: Infinity });
  const items = useMemo(() => (q.data?.data ?? []).filter((i) => i.active), [q.data]);
  return { items, isLoading: enabled && q.isLoading };
}

/** The firm profile (issue 16.1): white-label, contact, address (country → state → city), phone, FEIN, admin. */
export function TenantProfileForm({ tenant, canEdit }: { tenant: TTenant; canEdit: boolean }) {
  const store = useSessionStore();
  const [values, setValues] = useState<ProfileValues>(() => valuesFromTenant(tenant));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const countries = useGeo('countries', {}, true);
  const states = useGeo('states', { countryId: Number(values.countryId) }, values.countryId !== '');
  const cities = useGeo('locations', { stateId: Number(values.stateId) }, values.stateId !== '');

  const save = useCallMutation(updateTenantCall, {
    invalidates: [getTenantDetailsCall, getTenantChecklistCall],
    successToast: (t) => (isProfileCompleted(t.profCompleted) ? 'Profile saved and complete' : 'Profile saved; some details are still missing'),
    onSuccess: (t) => {
      // The guard reads the session user: completing (or un-completing) the profile takes effect now.
      const user = store.getState().user;
      if (user?.tenantDetails) {
        store.getState().updateUser({ ...user, tenantDetails: { ...user.tenantDetails, profCompleted: t.profCompleted, profileUpdatedOn: t.profileUpdatedOn } });
      }
    },
    onError: (failure) => {
      const issues = fieldIssues(failure);
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.split('.')[0], i.message])) as ProfileErrors);
    },
  });

  const set = (k: keyof ProfileValues) => (v: string) =>
    setValues((cur) => {
      const next = { ...cur, [k]: v };
      if (k === 'countryId') {
        next.stateId = '';
        next.locationId = '';
      }
      if (k === 'stateId') next.locationId = '';
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values, false);
    setErrors(found);
    if (Object.keys(found).length) return;
    const nameOf = (list: { id: number; name: string }[], id: string) => list.find((i) => String(i.id) === id)?.name;
    save.mutate(
      toUpdatePayload(values, {
        country: nameOf(countries.items, values.countryId),
        state: nameOf(states.items, values.stateId),
        location: nameOf(cities.items, values.locationId),
      }),
    );
  };

  const text = (k: keyof ProfileValues, opts: { span?: number; type?: string; hint?: string; required?: boolean } = {}) => (
    <FormField label={FIELD_LABELS[k]} error={errors[k]} span={opts.span ?? 3} hint={opts.hint} required={opts.required}>
      <StyledInput type={opts.type ?? 'text'} value={values[k]} onChange={(e) => set(k)(e.target.value)} disabled={!canEdit} />
    </FormField>
  );
  const complete = isProfileCompleted(tenant.profCompleted);
  const missing = !isReadyToComplete(values);

  return (
    <form onSubmit={submit} noValidate aria-label="Firm profile">
      <StyledStatus $done={complete} role="status">
        {complete
          ? 'Your firm profile is complete.'
          : 'Complete your firm profile to get started: the fields marked * are needed.'}
      </StyledStatus>
      <StyledFieldset disabled={!canEdit || save.isPending}>
        <legend>Firm</legend>
        <StyledFormGrid>
          {text('name', { required: true })}
          {text('contactEmail', { type: 'email', required: true })}
          {text('webApp', { hint: 'e.g. https://app.yourfirm.com' })}
          {text('feiNumber', { hint: '9 digits, like 12-3456789', required: true })}
          <StyledImages>
            <ImageUploadField label="Logo" value={values.logo} onChange={set('logo')} disabled={!canEdit} />
            <ImageUploadField label="Favicon" value={values.favicon} onChange={set('favicon')} size={40} disabled={!canEdit} />
          </StyledImages>
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFieldset disabled={!canEdit || save.isPending}>
        <legend>Admin and phone</legend>
        <StyledFormGrid>
          {text('adminName', { required: true })}
          {text('adminEmail', { type: 'email', required: true })}
          <FormField label={FIELD_LABELS.phoneCountryCode} span={1} hint="e.g. 1 or 91">
            <StyledInput inputMode="numeric" value={values.phoneCountryCode} onChange={(e) => set('phoneCountryCode')(e.target.value)} />
          </FormField>
          <FormField label={FIELD_LABELS.phone} span={2} error={errors.phone} required>
            <StyledInput type="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />
          </FormField>
        </StyledFormGrid>
      </StyledFieldset>
      <StyledFieldset disabled={!canEdit || save.isPending}>
        <legend>Address</legend>
        <StyledFormGrid>
          {text('line1', { required: true })}
          {text('line2')}
          <FormField label={FIELD_LABELS.countryId} error={errors.countryId} span={2} required>
            <StyledSelect value={values.countryId} onChange={(e) => set('countryId')(e.target.value)}>
              <option value="">{countries.isLoading ? 'Loading…' : 'Choose a country'}</option>
              {countries.items.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label={FIELD_LABELS.stateId} error={errors.stateId} span={2} required>
            <StyledSelect value={values.stateId} onChange={(e) => set('stateId')(e.target.value)} disabled={!values.countryId}>
              <option value="">{states.isLoading ? 'Loading…' : values.countryId ? 'Choose a state' : 'Choose a country first'}</option>
              {states.items.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label={FIELD_LABELS.locationId} error={errors.locationId} span={2} required>
            <StyledSelect value={values.locationId} onChange={(e) => set('locationId')(e.target.value)} disabled={!values.stateId}>
              <option value="">{cities.isLoading ? 'Loading…' : values.stateId ? 'Choose a city' : 'Choose a state first'}</option>
              {cities.items.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          {text('zipcode', { span: 2, required: true })}
        </StyledFormGrid>
      </StyledFieldset>
      {canEdit ? (
        <StyledFormActions>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : missing ? 'Save (profile stays incomplete)' : 'Save and complete profile'}
          </StyledButton>
        </StyledFormActions>
      ) : (
        <p>Only the firm’s admin can change the profile.</p>
      )}
    </form>
  );
}
