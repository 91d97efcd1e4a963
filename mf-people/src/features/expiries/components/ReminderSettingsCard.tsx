import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { EXPIRY_KIND_LABELS, EXPIRY_KINDS, getExpirySettingsCall, saveExpirySettingsCall } from 'shared/contract';
import { setCallData, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import {
  errorMessage,
  QueryState,
  resolverFrom,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledSectionHeader,
} from 'shared/ui';
import { usePermissions } from '../../people/hooks/usePermissions';
import {
  formToSettings,
  LEAD_TIME_CHOICES,
  settingsToForm,
  validateReminderSettings,
  type ReminderSettingsValues,
} from '../utils/reminderSettingsForm';

const StyledGroup = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 13px;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const StyledPlainFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 12px;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;


function ReminderSettingsForm({
  initial,
  canEdit,
  personWord,
}: {
  initial: ReminderSettingsValues;
  canEdit: boolean;
  personWord: string;
}) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<ReminderSettingsValues>({
    resolver: resolverFrom(validateReminderSettings),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (v: ReminderSettingsValues) => api.call(saveExpirySettingsCall, formToSettings(v)),
    onSuccess: (saved) => {
      setCallData(queryClient, getExpirySettingsCall, {}, saved);
      form.reset(settingsToForm(saved));
      toast.success('Reminder settings saved.');
    },
    onError: (e) => toast.error(errorMessage(e, 'Unable to update')),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form noValidate aria-label="Reminder settings" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <StyledPlainFieldset disabled={!canEdit || save.isPending}>
        <StyledGroup>
          <StyledCheckboxLabel>
            <input type="checkbox" {...form.register('enabled')} /> Send expiry reminders
          </StyledCheckboxLabel>
        </StyledGroup>
        <StyledGroup>
          <legend>Remind this many days before</legend>
          <StyledChoices>
            {LEAD_TIME_CHOICES.map((d) => (
              <StyledCheckboxLabel key={d}>
                <input type="checkbox" value={String(d)} {...form.register('leadTimes')} /> {d} days
              </StyledCheckboxLabel>
            ))}
          </StyledChoices>
          {errors.leadTimes?.message ? <StyledError role="alert">{errors.leadTimes.message}</StyledError> : null}
        </StyledGroup>
        <StyledGroup>
          <legend>Send to</legend>
          <StyledChoices>
            <StyledCheckboxLabel>
              <input type="checkbox" {...form.register('attorney')} /> The responsible attorney
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input type="checkbox" {...form.register('petitionerHr')} /> The petitioner’s HR contact
            </StyledCheckboxLabel>
            <StyledCheckboxLabel>
              <input type="checkbox" {...form.register('beneficiary')} /> The {personWord} (their own reminder)
            </StyledCheckboxLabel>
          </StyledChoices>
          {errors.attorney?.message ? <StyledError role="alert">{errors.attorney.message}</StyledError> : null}
        </StyledGroup>
        <StyledGroup>
          <legend>For these dates</legend>
          <StyledChoices>
            {EXPIRY_KINDS.map((k) => (
              <StyledCheckboxLabel key={k}>
                <input type="checkbox" value={k} {...form.register('kinds')} /> {EXPIRY_KIND_LABELS[k]}
              </StyledCheckboxLabel>
            ))}
          </StyledChoices>
          {errors.kinds?.message ? <StyledError role="alert">{errors.kinds.message}</StyledError> : null}
        </StyledGroup>
      </StyledPlainFieldset>
      {canEdit ? (
        <StyledButton type="submit" $variant="primary" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save reminder settings'}
        </StyledButton>
      ) : (
        <StyledMuted>Only admins change the reminder settings.</StyledMuted>
      )}
    </form>
  );
}

/** When and to whom expiry reminders go (firm-wide). */
export function ReminderSettingsCard({ personWord }: { personWord: string }) {
  const perms = usePermissions();
  const query = useCallQuery(getExpirySettingsCall, {}, { enabled: perms.isInternal });
  if (!perms.isInternal) return null;
  return (
    <StyledCard aria-label="Reminder settings">
      <StyledSectionHeader>
        <h2>Reminders</h2>
      </StyledSectionHeader>
      <QueryState query={query} noun="reminder settings">
        {(settings) => (
          <ReminderSettingsForm
            initial={settingsToForm(settings)}
            canEdit={perms.canEditExpirySettings}
            personWord={personWord}
          />
        )}
      </QueryState>
    </StyledCard>
  );
}
