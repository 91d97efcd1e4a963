import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { branchDetailsCall, createBranchCall, updateBranchCall, type TBranch } from 'shared/contract';
import { ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession, useToast } from 'shared/session';
import {
  EmptyState,
  errorMessage,
  fieldIssues,
  FormField,
  PageFrame,
  QueryState,
  resolverFrom,
  serverIssuesToMap,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledLinkButton,
} from 'shared/ui';
import { branchKeys } from '../features/branches/api/branchesQueries';
import {
  branchFormToPayload,
  branchToForm,
  emptyBranchForm,
  validateBranchForm,
  type BranchFormValues,
} from '../features/branches/utils/branchForm';

const ADDRESS_PATHS: Record<string, keyof BranchFormValues> = {
  name: 'name',
  code: 'code',
  'address.line1': 'line1',
  'address.city': 'city',
  'address.zipcode': 'zipcode',
};

function BranchForm({ branch, onDone }: { branch?: TBranch; onDone: (b: TBranch) => void }) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const isAdmin = roleId === ROLE.ADMIN;
  const form = useForm<BranchFormValues>({
    resolver: resolverFrom(validateBranchForm),
    defaultValues: branch ? branchToForm(branch) : emptyBranchForm(),
  });
  const save = useMutation({
    mutationFn: (v: BranchFormValues) => {
      const payload = branchFormToPayload(v);
      // Branch managers may not change active/default (the server refuses it).
      const adminFields = isAdmin ? { isDefault: v.isDefault } : {};
      if (!branch) return api.call(createBranchCall, { ...payload, ...adminFields });
      return api.call(updateBranchCall, {
        branchId: branch._id,
        ...payload,
        ...adminFields,
        ...(isAdmin ? { active: v.active } : {}),
      });
    },
    onSuccess: (b) => {
      toast.success(branch ? `${b.name} was saved.` : `Branch ${b.name} was created.`);
      void queryClient.invalidateQueries({ queryKey: branchKeys.all });
      onDone(b);
    },
    onError: (e) => {
      for (const [path, message] of Object.entries(serverIssuesToMap(fieldIssues(e)))) {
        const field = ADDRESS_PATHS[path];
        if (field) form.setError(field, { message });
      }
      toast.error(errorMessage(e));
    },
  });
  const { errors } = form.formState;
  return (
    <StyledCard>
      <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} aria-label={branch ? 'Edit branch' : 'New branch'}>
        <StyledFormGrid>
          <FormField label="Name" required span={4} error={errors.name?.message}>
            <StyledInput data-autofocus {...form.register('name')} />
          </FormField>
          <FormField label="Code" span={2} hint="A short label, e.g. NY">
            <StyledInput maxLength={20} {...form.register('code')} />
          </FormField>
        </StyledFormGrid>
        <StyledFieldset>
          <legend>Address</legend>
          <StyledFormGrid>
            <FormField label="Address line 1" span={3}>
              <StyledInput autoComplete="address-line1" {...form.register('line1')} />
            </FormField>
            <FormField label="Address line 2" span={3}>
              <StyledInput autoComplete="address-line2" {...form.register('line2')} />
            </FormField>
            <FormField label="City" span={2}>
              <StyledInput autoComplete="address-level2" {...form.register('city')} />
            </FormField>
            <FormField label="State" span={2}>
              <StyledInput autoComplete="address-level1" {...form.register('state')} />
            </FormField>
            <FormField label="Zip code" span={2} error={errors.zipcode?.message}>
              <StyledInput autoComplete="postal-code" {...form.register('zipcode')} />
            </FormField>
            <FormField label="Country" span={3}>
              <StyledInput autoComplete="country-name" {...form.register('country')} />
            </FormField>
          </StyledFormGrid>
        </StyledFieldset>
        {isAdmin ? (
          <StyledFieldset>
            <legend>Settings</legend>
            <StyledCheckboxLabel>
              <input type="checkbox" {...form.register('isDefault')} /> Default branch (new users and records go here)
            </StyledCheckboxLabel>
            {branch ? (
              <StyledCheckboxLabel>
                <input type="checkbox" {...form.register('active')} /> Active
              </StyledCheckboxLabel>
            ) : null}
          </StyledFieldset>
        ) : null}
        <StyledFormActions>
          <StyledLinkButton to={branch ? buildPath('branches.details', { itemId: branch._id }) : buildPath('branches.list')}>
            Cancel
          </StyledLinkButton>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : branch ? 'Save branch' : 'Create branch'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </StyledCard>
  );
}

/** /branch-create (admins) and /branch-edit/{id} (admins; branch managers their own). */
export default function BranchEditPage({ routeId, params }: PageProps) {
  const navigate = useNavigate();
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const id = routeId === 'branches.edit' ? params.id : undefined;
  const title = route?.title ?? (id ? 'Edit Branch' : 'Create Branch');
  const allowed = id ? roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER : roleId === ROLE.ADMIN;
  const query = useCallQuery(branchDetailsCall, { branchId: id ?? '', page: 1, perpage: 1 }, { enabled: !!id && allowed });
  const done = (b: TBranch) => navigate(buildPath('branches.details', { itemId: b._id }));
  if (!allowed) {
    return (
      <PageFrame title={title} remote="mf-people">
        <EmptyState
          title={id ? 'Only admins and branch managers edit branches' : 'Only admins add branches'}
          description="Ask your firm’s admin."
          actions={<StyledLinkButton to={buildPath('branches.list')}>Back to branches</StyledLinkButton>}
        />
      </PageFrame>
    );
  }
  if (!id) {
    return (
      <PageFrame title={title} description={route?.description} remote="mf-people">
        <BranchForm onDone={done} />
      </PageFrame>
    );
  }
  return (
    <QueryState
      query={query}
      noun="branch"
      frameTitle={title}
      remote="mf-people"
      backTo={{ href: buildPath('branches.list'), label: 'Back to branches' }}
    >
      {(b) => (
        <PageFrame title={`${title}: ${b.name}`} description={route?.description} remote="mf-people">
          <BranchForm branch={b} onDone={done} />
        </PageFrame>
      )}
    </QueryState>
  );
}
