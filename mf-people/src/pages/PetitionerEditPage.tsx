import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createCompanyCall, loginUserDetailsCall, updateCompanyCall, type TCompany } from 'shared/contract';
import { ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession, useSessionStore, useToast } from 'shared/session';
import {
  type DuplicateInfo,
  PageFrame,
  QueryState,
  resolverFrom,
  StyledButton,
  StyledFormActions,
} from 'shared/ui';
import { DuplicateNotice } from '../features/common/components/DuplicateNotice';
import { useBranchOptions } from '../features/common/hooks/useBranchOptions';
import { useCountries } from 'shared/query';
import { petitionerKeys } from '../features/petitioners/api/petitionersQueries';
import { PetitionerForm } from '../features/petitioners/components/PetitionerForm';
import { usePetitioner } from '../features/petitioners/api/petitionersQueries';
import { invalidateLists } from '../features/common/utils/invalidateLists';
import { CountriesGate } from '../features/common/components/CountriesGate';
import {
  companyToForm,
  emptyPetitionerForm,
  petitionerFormToPayload,
  validatePetitionerForm,
  type PetitionerFormValues,
} from '../features/petitioners/utils/petitionerForm';
import { showSaveError } from '../features/common/utils/saveError';

function PetitionerEditor({ company }: { company: TCompany | null }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { byId } = useCountries();
  const branchOptions = useBranchOptions();
  const [duplicate, setDuplicate] = useState<DuplicateInfo | null>(null);
  const isPetitioner = useSession((s) => s.user?.roleId === ROLE.PETITIONER);
  const store = useSessionStore();
  /** The session user follows the completed profile (companyRegistrationCompleted). */
  const refreshSessionUser = async () => {
    try {
      store.getState().updateUser(await api.call(loginUserDetailsCall, {}));
    } catch {
      // The next page load refreshes it.
    }
  };
  const form = useForm<PetitionerFormValues>({
    resolver: resolverFrom(validatePetitionerForm),
    defaultValues: company ? companyToForm(company) : emptyPetitionerForm(),
  });

  const save = useMutation({
    mutationFn: (values: PetitionerFormValues) => {
      const payload = petitionerFormToPayload(values, (id) => byId.get(id)?.name);
      // SPEC §4: the petitioner's own save completes his company profile (role-50 completeness).
      return company
        ? api.call(updateCompanyCall, { companyId: company.id, ...payload, ...(isPetitioner ? { registrationCompleted: true } : {}) })
        : api.call(createCompanyCall, payload);
    },
    onSuccess: (saved) => {
      if (isPetitioner) void refreshSessionUser();
      queryClient.setQueryData(petitionerKeys.details(saved.id), saved);
      void invalidateLists(queryClient, petitionerKeys.all);
      toast.success(company ? 'Petitioner saved.' : `${saved.name} added.`);
      navigate(buildPath('people.petitionerDetails', { itemId: saved.id }));
    },
    onError: (e) => showSaveError(e, { setError: form.setError, toast, setDuplicate }),
  });

  const cancelHref = company
    ? buildPath('people.petitionerDetails', { itemId: company.id })
    : buildPath('people.petitioners');
  return (
    <PageFrame title={company ? `Edit ${company.name}` : 'New petitioner'} remote="mf-people">
      {duplicate ? (
        <DuplicateNotice
          duplicate={duplicate}
          noun="petitioner"
          href={buildPath('people.petitionerDetails', { itemId: duplicate.id })}
        />
      ) : null}
      <CountriesGate>
        <form
          noValidate
          aria-label={company ? 'Edit petitioner' : 'New petitioner'}
          onSubmit={form.handleSubmit((v) => {
            setDuplicate(null);
            save.mutate(v);
          })}
        >
          <PetitionerForm form={form} branchOptions={branchOptions} />
          <StyledFormActions>
            <StyledButton type="button" onClick={() => navigate(cancelHref)} disabled={save.isPending}>
              Cancel
            </StyledButton>
            <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : company ? (isPetitioner ? 'Save and complete profile' : 'Save changes') : 'Add petitioner'}
            </StyledButton>
          </StyledFormActions>
        </form>
      </CountriesGate>
    </PageFrame>
  );
}

export default function PetitionerEditPage({ routeId, params }: PageProps) {
  const isNew = !params.itemId || params.itemId === 'new';
  const query = usePetitioner(isNew ? undefined : params.itemId);
  if (isNew) return <PetitionerEditor company={null} />;
  return (
    <QueryState
      query={query}
      noun="petitioner"
      remote="mf-people"
      frameTitle={routeById(routeId)?.title ?? 'Edit petitioner'}
      backTo={{ href: buildPath('people.petitioners'), label: 'Back to petitioners' }}
    >
      {(company) => <PetitionerEditor company={company} />}
    </QueryState>
  );
}
