import { useForm } from 'react-hook-form';
import { listContactCategoriesCall, saveContactCategoryCall, type TContactCategory } from 'shared/contract';
import { validateRequired } from 'shared/domain';
import { useCallMutation } from 'shared/query';
import { useToast } from 'shared/session';
import {
  collect,
  Dialog,
  type FormErrorMap,
  FormField,
  resolverFrom,
  StyledButton,
  StyledCheckboxLabel,
  StyledFormGrid,
  StyledInput,
} from 'shared/ui';

interface CategoryValues {
  name: string;
  color: string;
  active: boolean;
}

const validate = (v: CategoryValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'name', validateRequired(v.name, 'Category Name'));
  if (v.color && !/^#[0-9a-fA-F]{6}$/.test(v.color)) e.color = 'Colour must be #RRGGBB';
  return e;
};

/** Create or rename a category (names are unique per tenant). */
export function CategoryDialog({ category, onClose }: { category: TContactCategory | null; onClose: () => void }) {
  const toast = useToast();
  const form = useForm<CategoryValues>({
    resolver: resolverFrom(validate),
    defaultValues: {
      name: category?.name ?? '',
      color: category?.color ?? '#1f4e8c',
      active: category?.active ?? true,
    },
  });
  const save = useCallMutation(saveContactCategoryCall, {
    invalidates: [listContactCategoriesCall],
    onSuccess: (saved) => {
      toast.success(category ? `${saved.name} saved.` : `${saved.name} added.`);
      onClose();
    },
    errorToast: true,
  });
  const { errors } = form.formState;
  return (
    <Dialog
      title={category ? `Edit ${category.name}` : 'New category'}
      onClose={onClose}
      locked={save.isPending}
      width="440px"
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="category-form" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </StyledButton>
        </>
      }
    >
      <form id="category-form" noValidate onSubmit={form.handleSubmit((v) => save.mutate({ ...(category ? { id: category.id } : {}), name: v.name.trim(), color: v.color || null, active: v.active }))}>
        <StyledFormGrid>
          <FormField label="Name" required span={4} error={errors.name?.message}>
            <StyledInput data-autofocus {...form.register('name')} />
          </FormField>
          <FormField label="Colour" span={2} error={errors.color?.message}>
            <StyledInput type="color" {...form.register('color')} />
          </FormField>
        </StyledFormGrid>
        <StyledCheckboxLabel>
          <input type="checkbox" {...form.register('active')} /> Active (offered when tagging contacts)
        </StyledCheckboxLabel>
      </form>
    </Dialog>
  );
}
