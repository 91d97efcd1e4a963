import { useState } from 'react';
import styled from 'styled-components';
import { listBeneficiariesCall } from 'shared/contract/beneficiary';
import { listCompaniesCall } from 'shared/contract/company';
import { CASE_STATUSES } from 'shared/domain/case-status';
import { CASE_TYPES } from 'shared/domain/cases/case-types';
import type { TCaseFilter } from 'shared/domain';
import { useCaseTypeNames } from 'shared/query';
import { useApi } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import {
  DateInput,
  FormField,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
} from 'shared/ui/form';
import { useBranchOptions } from '../api/branchOptions';
import { loadBeneficiaryOptions, loadCompanyOptions } from '../api/optionLoaders';
import { filterToForm, formToFilter, type CaseFilterForm, type CaseFilterFormErrors } from '../utils/caseFilterForm';
import { CheckboxGroup } from './CheckboxGroup';
import { IdChipPicker } from './IdChipPicker';

const StyledSpacer = styled.span`
  flex: 1;
`;

const StyledHalf = styled.div`
  grid-column: span 3;
`;

const StyledFlags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface CaseFilterDialogProps {
  filter: TCaseFilter;
  onApply: (filter: TCaseFilter) => void;
  onClose: () => void;
}

const STATUS_OPTIONS = CASE_STATUSES.map((s) => ({ value: s.id, label: s.name }));

/** Every field of the SPEC §3 case list filter; Apply puts it in the URL. */
export function CaseFilterDialog({ filter, onApply, onClose }: CaseFilterDialogProps) {
  const api = useApi();
  const [form, setForm] = useState<CaseFilterForm>(() => filterToForm(filter));
  const [errors, setErrors] = useState<CaseFilterFormErrors>({});
  const branches = useBranchOptions();
  const set = <K extends keyof CaseFilterForm>(key: K, value: CaseFilterForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // The firm's names (its renames and own subtypes, issue 16.2).
  const names = useCaseTypeNames();
  const allSubtypes = names.subtypes();
  const typeOptions = CASE_TYPES.map((t) => ({ value: t.id as number, label: names.typeName(t.id) }));
  const subTypeOptions = allSubtypes
    .filter((s) => form.typeIds.length === 0 || form.typeIds.includes(s.typeId))
    .map((s) => ({ value: s.id, label: s.name }));

  const apply = () => {
    const result = formToFilter(form);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    onApply(result.filter);
  };

  return (
    <Dialog
      title="Filter cases"
      onClose={onClose}
      width="860px"
      footer={
        <>
          <StyledButton type="button" onClick={() => setForm(filterToForm({}))}>
            Clear all
          </StyledButton>
          <StyledSpacer />
          <StyledButton type="button" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="button" $variant="primary" onClick={apply}>
            Apply filters
          </StyledButton>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <StyledFieldset>
          <legend>Parties</legend>
          <StyledFormGrid>
            <StyledHalf>
              <IdChipPicker
                label="Petitioners"
                source={listCompaniesCall}
                ids={form.petitionerIds}
                onChange={(ids) => set('petitionerIds', ids)}
                loadOptions={(search, signal) => loadCompanyOptions(api, search, signal)}
                resolve={(ids, signal) => loadCompanyOptions(api, '', signal, ids)}
              />
            </StyledHalf>
            <StyledHalf>
              <IdChipPicker
                label="Beneficiaries"
                source={listBeneficiariesCall}
                ids={form.beneficiaryIds}
                onChange={(ids) => set('beneficiaryIds', ids)}
                loadOptions={(search, signal) => loadBeneficiaryOptions(api, search, signal)}
                resolve={(ids, signal) => loadBeneficiaryOptions(api, '', signal, { ids })}
              />
            </StyledHalf>
          </StyledFormGrid>
        </StyledFieldset>
        <CheckboxGroup
          legend="Case types"
          options={typeOptions}
          selected={form.typeIds}
          onChange={(typeIds) => {
            set('typeIds', typeIds);
            set(
              'subTypeIds',
              form.subTypeIds.filter(
                (id) => typeIds.length === 0 || allSubtypes.some((s) => s.id === id && typeIds.includes(s.typeId)),
              ),
            );
          }}
        />
        <CheckboxGroup
          legend="Sub types"
          options={subTypeOptions}
          selected={form.subTypeIds}
          onChange={(v) => set('subTypeIds', v)}
        />
        <CheckboxGroup
          legend="Statuses"
          options={STATUS_OPTIONS}
          selected={form.statusIds}
          onChange={(v) => set('statusIds', v)}
        />
        {branches.data && branches.data.length > 0 ? (
          <CheckboxGroup
            legend="Branches"
            options={branches.data}
            selected={form.branchIds}
            onChange={(v) => set('branchIds', v)}
          />
        ) : null}
        <StyledFieldset>
          <legend>Dates</legend>
          <StyledFormGrid>
            <FormField label="Deadline from" error={errors.deadlineFrom} span={3}>
              <DateInput value={form.deadlineFrom} onChange={(e) => set('deadlineFrom', e.target.value)} />
            </FormField>
            <FormField label="Deadline to" error={errors.deadlineTo} span={3}>
              <DateInput value={form.deadlineTo} onChange={(e) => set('deadlineTo', e.target.value)} />
            </FormField>
            <FormField label="Valid from" error={errors.validityFrom} span={3}>
              <DateInput value={form.validityFrom} onChange={(e) => set('validityFrom', e.target.value)} />
            </FormField>
            <FormField label="Valid to" error={errors.validityTo} span={3}>
              <DateInput value={form.validityTo} onChange={(e) => set('validityTo', e.target.value)} />
            </FormField>
          </StyledFormGrid>
        </StyledFieldset>
        <StyledFieldset>
          <legend>More</legend>
          <StyledFlags>
            <StyledCheckboxLabel>
              <input
                type="checkbox"
                checked={form.getActiveCases}
                onChange={(e) => set('getActiveCases', e.target.checked)}
              />
              Active cases only
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input
                type="checkbox"
                checked={form.getClosedCases}
                onChange={(e) => set('getClosedCases', e.target.checked)}
              />
              Closed cases only
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={form.rfeCases} onChange={(e) => set('rfeCases', e.target.checked)} />
              RFE cases
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input
                type="checkbox"
                checked={form.getPendingWithLCA}
                onChange={(e) => set('getPendingWithLCA', e.target.checked)}
              />
              Pending with LCA
            </StyledCheckboxLabel>
          </StyledFlags>
          <StyledFormGrid>
            <FormField label="Premium processing" error={errors.premiumProcessing}>
              <StyledSelect
                value={form.premiumProcessing}
                onChange={(e) => set('premiumProcessing', e.target.value as CaseFilterForm['premiumProcessing'])}
              >
                <option value="">Any</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </StyledSelect>
            </FormField>
            <FormField label="PWD position type status" error={errors.pwdPositionTypeStatus}>
              <StyledInput
                value={form.pwdPositionTypeStatus}
                maxLength={50}
                onChange={(e) => set('pwdPositionTypeStatus', e.target.value)}
              />
            </FormField>
            <FormField label="Title" error={errors.title}>
              <StyledInput value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
            </FormField>
          </StyledFormGrid>
        </StyledFieldset>
      </form>
    </Dialog>
  );
}
