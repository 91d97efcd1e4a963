import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { deletePetitionViewCall, listPetitionViewsCall, savePetitionViewCall } from 'shared/contract/saved-views';
import type { TCaseColumn, TCaseList, TCaseSort, TCaseView } from 'shared/contract';
import { encodeCaseFilter } from 'shared/domain/cases/case-filter';
import { VALIDATION_MESSAGES } from 'shared/guard';
import type { TCaseFilter } from 'shared/domain';
import { invalidateCalls, useCallMutation, useCallQuery } from 'shared/query';
import { useApi, useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { ConfirmDialog, Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { FormField, StyledCheckboxLabel, StyledInput, StyledSelect } from 'shared/ui/form';
import { caseListKeys } from '../api/listsQueries';
import { isEmptyFilter } from '../utils/caseListUrl';

const StyledViews = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface SavedViewsProps {
  list: TCaseList;
  current: { filter: TCaseFilter; search: string; sort: TCaseSort; columns: TCaseColumn[] };
  onApply: (view: TCaseView) => void;
}

/** Saved views of a case list: apply one, save the current filter/search/sort/columns, delete one. */
export function SavedViews({ list, current, onApply }: SavedViewsProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState('');
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const [name, setName] = useState('');
  const [replace, setReplace] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const views = useCallQuery(listPetitionViewsCall, { list });
  const selected = views.data?.data.find((v) => v.id === selectedId) ?? null;
  const refresh = () => invalidateCalls(queryClient, caseListKeys.views(list));

  const save = useMutation({
    mutationFn: () =>
      api.call(savePetitionViewCall, {
        ...(replace && selected ? { id: selected.id } : {}),
        name: name.trim(),
        list,
        filter: isEmptyFilter(current.filter) ? '' : encodeCaseFilter(current.filter),
        search: current.search.trim() || null,
        sort: current.sort,
        columns: current.columns,
      }),
    onSuccess: async (view) => {
      await refresh();
      setSelectedId(view.id);
      setDialog(null);
      toast.success(`View '${view.name}' saved`);
    },
    onError: (e) => setNameError(errorMessage(e)),
  });
  const remove = useCallMutation(deletePetitionViewCall, {
    onSuccess: async () => {
      setDialog(null);
      setSelectedId('');
      await refresh();
      toast.success('View deleted');
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const openSave = () => {
    setName(selected?.name ?? '');
    setReplace(!!selected);
    setNameError(undefined);
    setDialog('save');
  };

  return (
    <StyledViews>
      <label>
        Saved views{' '}
        <StyledSelect
          value={selectedId}
          disabled={views.isLoading}
          onChange={(e) => {
            setSelectedId(e.target.value);
            const view = views.data?.data.find((v) => v.id === e.target.value);
            if (view) onApply(view);
          }}
        >
          <option value="">
            {views.isLoading ? 'Loading…' : views.isError ? 'Couldn’t load views' : 'Choose a view'}
          </option>
          {(views.data?.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </StyledSelect>
      </label>
      <StyledButton type="button" onClick={openSave}>
        Save view
      </StyledButton>
      {selected ? (
        <StyledButton type="button" $variant="danger" onClick={() => setDialog('delete')}>
          Delete view
        </StyledButton>
      ) : null}
      {dialog === 'save' ? (
        <Dialog
          title="Save this view"
          onClose={() => setDialog(null)}
          locked={save.isPending}
          width="440px"
          footer={
            <>
              <StyledButton type="button" onClick={() => setDialog(null)} disabled={save.isPending}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" form="case-view-form" $variant="primary" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </StyledButton>
            </>
          }
        >
          <form
            id="case-view-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!name.trim()) {
                setNameError(VALIDATION_MESSAGES.required('Name'));
                return;
              }
              save.mutate();
            }}
          >
            <FormField label="Name" error={nameError} required span={6}>
              <StyledInput value={name} maxLength={80} onChange={(e) => setName(e.target.value)} data-autofocus />
            </FormField>
            {selected ? (
              <StyledCheckboxLabel>
                <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
                Replace the view ‘{selected.name}’
              </StyledCheckboxLabel>
            ) : null}
          </form>
        </Dialog>
      ) : null}
      {dialog === 'delete' && selected ? (
        <ConfirmDialog
          title="Delete this view?"
          message={`The saved view ‘${selected.name}’ will be deleted. The cases are not affected.`}
          confirmLabel="Delete view"
          busy={remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => remove.mutate({ id: selected.id })}
        />
      ) : null}
    </StyledViews>
  );
}
