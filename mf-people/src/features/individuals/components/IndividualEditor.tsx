import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createIndividualCall, updateIndividualCall, type TIndividual } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { useApi, useToast } from 'shared/session';
import {
  type DuplicateInfo,
  resolverFrom,
  StyledButton,
  StyledFormActions,
} from 'shared/ui';
import { DuplicateNotice } from '../../common/components/DuplicateNotice';
import { useCountries } from 'shared/query';
import { individualKeys } from '../api/individualsQueries';
import {
  emptyIndividualForm,
  individualFormToPayload,
  individualToForm,
  validateIndividualForm,
  type IndividualFormValues,
} from '../utils/individualForm';
import { IndividualForm } from './IndividualForm';
import { invalidateLists } from '../../common/utils/invalidateLists';
import { CountriesGate } from '../../common/components/CountriesGate';
import { showSaveError } from '../../common/utils/saveError';

export interface IndividualEditorProps {
  individual: TIndividual | null;
  onSaved: (saved: TIndividual) => void;
  onCancel: () => void;
}

/** Create or change an individual client; a duplicate e-mail points to the existing record. */
export function IndividualEditor({ individual, onSaved, onCancel }: IndividualEditorProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { byId } = useCountries();
  const [duplicate, setDuplicate] = useState<DuplicateInfo | null>(null);
  const form = useForm<IndividualFormValues>({
    resolver: resolverFrom(validateIndividualForm),
    defaultValues: individual ? individualToForm(individual) : emptyIndividualForm(),
  });
  const save = useMutation({
    mutationFn: (v: IndividualFormValues) => {
      const payload = individualFormToPayload(v, (id) => byId.get(id)?.name);
      return individual
        ? api.call(updateIndividualCall, { individualId: individual.id, ...payload })
        : api.call(createIndividualCall, payload);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(individualKeys.details(saved.id), saved);
      void invalidateLists(queryClient, individualKeys.all);
      toast.success(individual ? 'Individual saved.' : `${saved.name} added.`);
      onSaved(saved);
    },
    onError: (e) => showSaveError(e, { setError: form.setError, toast, setDuplicate }),
  });
  return (
    <CountriesGate>
      <form
        noValidate
        aria-label={individual ? 'Edit individual' : 'New individual'}
        onSubmit={form.handleSubmit((v) => save.mutate(v))}
      >
        {duplicate ? (
          <DuplicateNotice
            duplicate={duplicate}
            noun="individual"
            href={buildPath('people.individualDetails', { itemId: duplicate.id })}
          />
        ) : null}
        <IndividualForm form={form} />
        <StyledFormActions>
          <StyledButton type="button" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : individual ? 'Save changes' : 'Add individual'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </CountriesGate>
  );
}
