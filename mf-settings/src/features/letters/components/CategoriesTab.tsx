import { useState } from 'react';
import styled from 'styled-components';
import type { TLetterCategory } from 'shared/contract';
import type { LetterCategoryKind } from 'shared/domain';
import { ConfirmDialog, FormField, QueryState, StyledButton, StyledCard, StyledInput } from 'shared/ui';
import { useCategories, useDeleteCategory, useSaveCategory } from '../api/lettersQueries';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  span {
    flex: 1;
    min-width: 140px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledAdd = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    flex: 1;
    min-width: 180px;
  }
`;

const KIND_TITLES: Record<LetterCategoryKind, { title: string; noun: string; usage: (n: number) => string }> = {
  letter: { title: 'Letter categories', noun: 'letter category', usage: (n) => `${n} template${n === 1 ? '' : 's'}` },
  form: { title: 'Form categories', noun: 'form category', usage: (n) => `${n} form group${n === 1 ? '' : 's'}` },
};

function CategoryColumn({
  kind,
  list,
  canManage,
}: {
  kind: LetterCategoryKind;
  list: TLetterCategory[];
  canManage: boolean;
}) {
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<TLetterCategory | null>(null);
  const t = KIND_TITLES[kind];
  return (
    <StyledCard aria-labelledby={`cat-${kind}`}>
      <h3 id={`cat-${kind}`}>{t.title}</h3>
      {list.length === 0 ? <p>No {t.noun} yet.</p> : null}
      <StyledList aria-label={t.title}>
        {list.map((c) =>
          renaming?.id === c.id ? (
            <li key={c.id}>
              <StyledInput
                aria-label={`New name of ${c.name}`}
                value={renaming.name}
                maxLength={120}
                autoFocus
                onChange={(e) => setRenaming({ id: c.id, name: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setRenaming(null);
                }}
              />
              <StyledButton
                type="button"
                $variant="primary"
                disabled={!renaming.name.trim() || save.isPending}
                onClick={() =>
                  save.mutate(
                    { id: c.id, name: renaming.name, kind, sortOrder: c.sortOrder },
                    { onSuccess: () => setRenaming(null) },
                  )
                }
              >
                Save
              </StyledButton>
              <StyledButton type="button" onClick={() => setRenaming(null)}>
                Cancel
              </StyledButton>
            </li>
          ) : (
            <li key={c.id}>
              <span>
                {c.name} <small>· {t.usage(c.templateCount)}</small>
              </span>
              {canManage ? (
                <>
                  <StyledButton
                    type="button"
                    aria-label={`Rename ${c.name}`}
                    onClick={() => setRenaming({ id: c.id, name: c.name })}
                  >
                    Rename
                  </StyledButton>
                  <StyledButton
                    type="button"
                    $variant="danger"
                    aria-label={`Delete ${c.name}`}
                    disabled={c.templateCount > 0}
                    title={
                      c.templateCount > 0 ? `Move the ${t.usage(c.templateCount)} filed under it first` : undefined
                    }
                    onClick={() => setDeleting(c)}
                  >
                    Delete
                  </StyledButton>
                </>
              ) : null}
            </li>
          ),
        )}
      </StyledList>
      {canManage ? (
        <StyledAdd
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) save.mutate({ name, kind }, { onSuccess: () => setName('') });
          }}
        >
          <FormField label={`New ${t.noun}`}>
            <StyledInput value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <StyledButton type="submit" disabled={!name.trim() || save.isPending}>
            Add
          </StyledButton>
        </StyledAdd>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={`The ${t.noun} is deleted.`}
          confirmLabel="Delete category"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate({ id: deleting.id, name: deleting.name }, { onSuccess: () => setDeleting(null) })
          }
        />
      ) : null}
    </StyledCard>
  );
}

/** Child form and letter categories (SPEC §9): letter categories file templates, form categories file form groups. */
export function CategoriesTab({ canManage }: { canManage: boolean }) {
  const categories = useCategories();
  return (
    <QueryState query={categories} noun="categories">
      {(data) => (
        <StyledGrid>
          {(['letter', 'form'] as const).map((kind) => (
            <CategoryColumn
              key={kind}
              kind={kind}
              list={data.data.filter((c) => c.kind === kind)}
              canManage={canManage}
            />
          ))}
        </StyledGrid>
      )}
    </QueryState>
  );
}
