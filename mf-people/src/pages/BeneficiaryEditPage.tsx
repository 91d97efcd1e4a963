import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createBeneficiaryCall, updateBeneficiaryCall, type TBeneficiary } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession, useToast } from 'shared/session';
import {
  type DuplicateInfo,
  PageFrame,
  QueryState,
  resolverFrom,
  StyledButton,
  StyledFormActions,
} from 'shared/ui';
import { beneficiaryKeys } from '../features/beneficiaries/api/beneficiariesQueries';
import { BeneficiaryForm } from '../features/beneficiaries/components/BeneficiaryForm';
import { useBeneficiary } from '../features/beneficiaries/api/beneficiariesQueries';
import { expiryKeys } from '../features/expiries/api/expiriesQueries';
import {
  beneficiaryFormToPayload,
  beneficiaryToForm,
  emptyBeneficiaryForm,
  validateBeneficiaryForm,
  type BeneficiaryFormValues,
} from '../features/beneficiaries/utils/beneficiaryForm';
import { DuplicateNotice } from '../features/common/components/DuplicateNotice';
import { useCountries } from 'shared/query';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';
import { usePermissions } from '../features/people/hooks/usePermissions';
import type { PeopleWords } from '../features/people/utils/peopleTerm';
import { CountriesGate } from '../features/common/components/CountriesGate';
import { showSaveError } from '../features/common/utils/saveError';

function BeneficiaryEditor({ beneficiary, words }: { beneficiary: TBeneficiary | null; words: PeopleWords }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perms = usePermissions();
  const ownCompanyId = useSession((s) => s.user?.companyId ?? '');
  const { byId } = useCountries();
  const [duplicate, setDuplicate] = useState<DuplicateInfo | null>(null);
  const form = useForm<BeneficiaryFormValues>({
    resolver: resolverFrom(validateBeneficiaryForm),
    defaultValues: beneficiary
      ? beneficiaryToForm(beneficiary)
      : emptyBeneficiaryForm(perms.isPetitioner ? ownCompanyId : ''),
  });
  const lower = words.singular.toLowerCase();

  const save = useMutation({
    mutationFn: (values: BeneficiaryFormValues) => {
      const payload = beneficiaryFormToPayload(values, (id) => byId.get(id)?.name);
      // A beneficiary editing himself may not change who he works for (the server refuses links for role 51).
      // Only staff choose the responsible attorney (petitioners never do; the server refuses it).
      const { companyId, attorneyUserId, ...profile } = payload;
      const links = perms.isBeneficiary ? {} : perms.isInternal ? { companyId, attorneyUserId } : { companyId };
      return beneficiary
        ? api.call(updateBeneficiaryCall, { beneficiaryId: beneficiary.id, ...profile, ...links })
        : api.call(createBeneficiaryCall, { ...profile, ...links });
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.details(saved.id) });
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all });
      void queryClient.invalidateQueries({ queryKey: expiryKeys.all });
      toast.success(beneficiary ? `${words.singular} saved.` : `${saved.name} added.`);
      navigate(buildPath(words.routes.details, { itemId: saved.id }));
    },
    onError: (e) => showSaveError(e, { setError: form.setError, toast, setDuplicate }),
  });

  const cancelHref = beneficiary
    ? buildPath(words.routes.details, { itemId: beneficiary.id })
    : buildPath(words.routes.list);
  return (
    <PageFrame title={beneficiary ? `Edit ${beneficiary.name}` : `New ${lower}`} remote="mf-people">
      {duplicate ? (
        <DuplicateNotice
          duplicate={duplicate}
          noun={lower}
          href={buildPath(words.routes.details, { itemId: duplicate.id })}
        />
      ) : null}
      <CountriesGate>
        <form
          noValidate
          aria-label={beneficiary ? `Edit ${lower}` : `New ${lower}`}
          onSubmit={form.handleSubmit(
            (v) => {
              setDuplicate(null);
              save.mutate(v);
            },
            () => toast.error('Please correct the highlighted fields.'),
          )}
        >
          <BeneficiaryForm
            form={form}
            showCompany={perms.isInternal}
            companyName={beneficiary?.companyName}
            showAttorney={perms.isInternal}
            attorneyName={beneficiary?.attorneyName}
          />
          <StyledFormActions>
            <StyledButton type="button" onClick={() => navigate(cancelHref)} disabled={save.isPending}>
              Cancel
            </StyledButton>
            <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : beneficiary ? 'Save changes' : `Add ${lower}`}
            </StyledButton>
          </StyledFormActions>
        </form>
      </CountriesGate>
    </PageFrame>
  );
}

/** /beneficiary-edit/:itemId and /employee-edit/:itemId ('new' creates). */
export default function BeneficiaryEditPage({ routeId, params }: PageProps) {
  const words = usePeopleWords(routeId);
  const isNew = !params.itemId || params.itemId === 'new';
  const query = useBeneficiary(isNew ? undefined : params.itemId);
  if (isNew) return <BeneficiaryEditor beneficiary={null} words={words} />;
  return (
    <QueryState
      query={query}
      noun={words.singular.toLowerCase()}
      remote="mf-people"
      frameTitle={routeById(words.routes.edit)?.title ?? `Edit ${words.singular}`}
      backTo={{ href: buildPath(words.routes.list), label: `Back to ${words.plural.toLowerCase()}` }}
    >
      {(b) => <BeneficiaryEditor beneficiary={b} words={words} />}
    </QueryState>
  );
}
