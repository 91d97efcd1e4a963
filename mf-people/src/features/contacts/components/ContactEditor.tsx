import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createContactCall, updateContactCall, type TContact } from 'shared/contract';
import { isTemporaryAccountEmail } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useApi, useToast } from 'shared/session';
import {
  type DuplicateInfo,
  errorAt,
  FormField,
  PhoneFields,
  resolverFrom,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
  StyledTextArea,
} from 'shared/ui';
import { DuplicateNotice } from '../../common/components/DuplicateNotice';
import { contactKeys } from '../api/contactsQueries';
import { useContactCategories } from '../api/contactsQueries';
import {
  contactFormToPayload,
  contactToForm,
  emptyContactForm,
  validateContactForm,
  type ContactFormValues,
} from '../utils/contactForm';
import { showSaveError } from '../../common/utils/saveError';

export interface ContactEditorProps {
  contact: TContact | null;
  onSaved: (saved: TContact) => void;
  onCancel: () => void;
}

/** Create or change a contact, with its categories and campaign subscription. */
export function ContactEditor({ contact, onSaved, onCancel }: ContactEditorProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const categories = useContactCategories();
  const [duplicate, setDuplicate] = useState<DuplicateInfo | null>(null);
  const form = useForm<ContactFormValues>({
    resolver: resolverFrom(validateContactForm),
    defaultValues: contact ? contactToForm(contact) : emptyContactForm(),
  });
  const { register, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const save = useMutation({
    mutationFn: (v: ContactFormValues) => {
      const payload = contactFormToPayload(v);
      return contact
        ? api.call(updateContactCall, { contactId: contact.id, ...payload })
        : api.call(createContactCall, payload);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(contactKeys.details(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: contactKeys.list });
      void queryClient.invalidateQueries({ queryKey: contactKeys.categories });
      toast.success(contact ? 'Contact saved.' : `${saved.name} added.`);
      onSaved(saved);
    },
    onError: (e) => showSaveError(e, { setError: form.setError, toast, setDuplicate }),
  });
  const activeCategories = (categories.data?.data ?? []).filter((c) => c.active || contact?.categoryIds.includes(c.id));
  return (
    <form
      noValidate
      aria-label={contact ? 'Edit contact' : 'New contact'}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      {duplicate ? (
        <DuplicateNotice
          duplicate={duplicate}
          noun="contact"
          href={buildPath('people.contactDetails', { itemId: duplicate.id })}
        />
      ) : null}
      <StyledFieldset>
        <legend>Contact</legend>
        <StyledFormGrid>
          <FormField label="First name" required span={3} error={err('firstName')}>
            <StyledInput data-autofocus {...register('firstName')} />
          </FormField>
          <FormField label="Last name" span={3}>
            <StyledInput {...register('lastName')} />
          </FormField>
          <FormField label="Organisation" span={3}>
            <StyledInput {...register('organisation')} />
          </FormField>
          <FormField label="Title" span={3}>
            <StyledInput {...register('title')} />
          </FormField>
          <FormField
            label="Email"
            span={3}
            error={err('email')}
            warning={
              isTemporaryAccountEmail(form.watch('email')) ? 'This e-mail is on a temporary-account domain.' : undefined
            }
          >
            <StyledInput type="email" {...register('email')} />
          </FormField>
          <PhoneFields code={register('countryCallingCode')} phone={register('phone')} error={err('phone')} />
          <FormField label="Notes" span={6}>
            <StyledTextArea rows={3} {...register('notes')} />
          </FormField>
        </StyledFormGrid>
        <StyledCheckboxLabel>
          <input type="checkbox" {...register('subscribed')} /> Receives e-mail campaigns
        </StyledCheckboxLabel>
      </StyledFieldset>
      {activeCategories.length > 0 ? (
        <StyledFieldset>
          <legend>Categories</legend>
          {activeCategories.map((c) => (
            <StyledCheckboxLabel key={c.id}>
              <input type="checkbox" value={c.id} {...register('categoryIds')} /> {c.name}
            </StyledCheckboxLabel>
          ))}
        </StyledFieldset>
      ) : null}
      <StyledFormActions>
        <StyledButton type="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : contact ? 'Save changes' : 'Add contact'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}
