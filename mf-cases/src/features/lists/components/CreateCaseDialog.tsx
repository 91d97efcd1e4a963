import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { caseConfigDetailsCall, caseSubtypeListCall, caseTypeListCall } from 'shared/contract/case-config';
import { createPetitionCall } from 'shared/contract/petition';
import { CASE_SUB_TYPES, CASE_TYPES } from 'shared/domain/cases/case-types';
import { usToIso } from 'shared/domain/format';
import { VALIDATION_MESSAGES } from 'shared/guard';
import { invalidateCalls, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { AsyncSelect } from 'shared/ui/async-select';
import { Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { fieldIssues } from 'shared/ui/api-issues';
import { DateInput, FormField, StyledCheckboxLabel, StyledFormGrid, StyledSelect } from 'shared/ui/form';
import type { SelectOption } from 'shared/ui';
import { useBranchOptions } from '../api/branchOptions';
import { caseListKeys } from '../api/listsQueries';
import { loadBeneficiaryOptions, loadCompanyOptions } from '../api/optionLoaders';
import { caseDetailsPath } from 'shared/routes';

const StyledHalf = styled.div`
  grid-column: span 3;
`;

const StyledCheckCell = styled.div`
  grid-column: span 2;
  align-self: end;
`;

const StyledConfigNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`;

/** Case types created from this dialog: RFE comes from a case, LCA/PWD/CAP/I-9 have their own screens. */
export const CREATABLE_CASE_TYPES = CASE_TYPES.filter((t) => ['petition', 'perm', 'gc'].includes(t.kind));

type Field = 'petitionerId' | 'beneficiaryId' | 'typeId' | 'subTypeId' | 'branchId' | 'deadlineDate';

/** New case: petitioner, beneficiary, type, sub type, branch, deadline, premium processing; opens the new case. */
export function CreateCaseDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [petitioner, setPetitioner] = useState<SelectOption | null>(null);
  const [beneficiary, setBeneficiary] = useState<SelectOption | null>(null);
  const [typeId, setTypeId] = useState('');
  const [subTypeId, setSubTypeId] = useState('');
  const [branchId, setBranchId] = useState('');
  const [deadline, setDeadline] = useState('');
  const [premium, setPremium] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const branches = useBranchOptions();
  // The firm's case types and subtypes (its names, only active ones: /petition-types). When they
  // cannot be loaded the standard list is offered; the api refuses a deactivated one either way.
  const firmTypes = useCallQuery(caseTypeListCall, { page: 1, perpage: 100, activeOnly: true });
  const firmSubtypes = useCallQuery(
    caseSubtypeListCall,
    { typeId: Number(typeId) || 1, page: 1, perpage: 100, activeOnly: true },
    { enabled: !!typeId },
  );
  const config = useCallQuery(
    caseConfigDetailsCall,
    { typeId: Number(typeId) || 1, subTypeId: Number(subTypeId) || 0 },
    { enabled: !!typeId },
  );
  const types = firmTypes.data
    ? firmTypes.data.data
        .filter((t) => CREATABLE_CASE_TYPES.some((c) => c.id === t.typeId))
        .map((t) => ({ id: t.typeId, name: t.name }))
    : CREATABLE_CASE_TYPES;
  const subTypes = firmSubtypes.data
    ? firmSubtypes.data.data.map((s) => ({ id: s.subTypeId, name: s.name }))
    : CASE_SUB_TYPES.filter((s) => String(s.typeId) === typeId);

  const create = useMutation({
    mutationFn: () =>
      api.call(createPetitionCall, {
        petitionerId: petitioner?.value ?? '',
        beneficiaryId: beneficiary?.value ?? '',
        typeId: Number(typeId),
        subTypeId: subTypeId ? Number(subTypeId) : null,
        branchId: branchId || null,
        deadlineDate: usToIso(deadline),
        premiumProcessing: premium,
      }),
    onSuccess: async (created) => {
      await invalidateCalls(queryClient, ...caseListKeys.all);
      toast.success(`Case ${created.caseNumber} created`);
      navigate(caseDetailsPath(created));
    },
    onError: (e) => {
      const issues = fieldIssues(e);
      if (issues.length > 0) {
        setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      }
      setFormError(errorMessage(e));
    },
  });

  const submit = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!petitioner) next.petitionerId = VALIDATION_MESSAGES.required('Petitioner');
    if (!beneficiary) next.beneficiaryId = VALIDATION_MESSAGES.required('Beneficiary');
    if (!typeId) next.typeId = VALIDATION_MESSAGES.required('Case Type');
    if (deadline.trim() && !usToIso(deadline)) next.deadlineDate = VALIDATION_MESSAGES.date;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length === 0) create.mutate();
  };

  return (
    <Dialog
      title="New case"
      onClose={onClose}
      locked={create.isPending}
      width="720px"
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={create.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="create-case-form" $variant="primary" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create case'}
          </StyledButton>
        </>
      }
    >
      <form
        id="create-case-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {formError ? <p role="alert">{formError}</p> : null}
        <StyledFormGrid>
          <StyledHalf>
            <AsyncSelect
              label="Petitioner"
              required
              value={petitioner}
              error={errors.petitionerId}
              loadOptions={(search, signal) => loadCompanyOptions(api, search, signal)}
              onChange={(option) => {
                setPetitioner(option);
                setBeneficiary(null);
              }}
            />
          </StyledHalf>
          <StyledHalf>
            <AsyncSelect
              key={petitioner?.value ?? 'none'}
              label="Beneficiary"
              required
              value={beneficiary}
              error={errors.beneficiaryId}
              loadOptions={(search, signal) =>
                loadBeneficiaryOptions(api, search, signal, { companyId: petitioner?.value ?? null })
              }
              onChange={setBeneficiary}
            />
          </StyledHalf>
          <FormField label="Case Type" required error={errors.typeId} span={3}>
            <StyledSelect
              value={typeId}
              onChange={(e) => {
                setTypeId(e.target.value);
                setSubTypeId('');
              }}
            >
              <option value="">Choose a type</option>
              {types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Sub Type" error={errors.subTypeId} span={3}>
            <StyledSelect
              value={subTypeId}
              disabled={subTypes.length === 0}
              onChange={(e) => setSubTypeId(e.target.value)}
            >
              <option value="">{subTypes.length === 0 ? 'Choose a type first' : 'None'}</option>
              {subTypes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          {config.data ? (
            <StyledConfigNote aria-live="polite">
              Documents asked: {config.data.checklist.required.length} required, {config.data.checklist.optional.length}{' '}
              optional
              {config.data.allowCustomCaseNo
                ? `; custom case numbers allowed${config.data.caseNoPattern ? ` (${config.data.caseNoPattern})` : ''}`
                : ''}
              .
            </StyledConfigNote>
          ) : null}
          <FormField label="Branch" error={errors.branchId} span={2}>
            <StyledSelect value={branchId} onChange={(e) => setBranchId(e.target.value)}>
              <option value="">{branches.isLoading ? 'Loading…' : 'No branch'}</option>
              {(branches.data ?? []).map((b) => (
                <option key={b.value} value={b.value}>
                  {b.label}
                </option>
              ))}
            </StyledSelect>
          </FormField>
          <FormField label="Deadline" error={errors.deadlineDate} span={2}>
            <DateInput value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          </FormField>
          <StyledCheckCell>
            <StyledCheckboxLabel>
              <input type="checkbox" checked={premium} onChange={(e) => setPremium(e.target.checked)} />
              Premium processing
            </StyledCheckboxLabel>
          </StyledCheckCell>
        </StyledFormGrid>
      </form>
    </Dialog>
  );
}
