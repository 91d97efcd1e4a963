import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { letterTemplateListCall, type TLetterTemplateSummary } from 'shared/contract';
import { CASE_TYPE_BY_ID, formatDate, LETTER_KIND_LABELS } from 'shared/domain';
import { useApi } from 'shared/session';
import { ListPage, QueryState, StatusBadge, StyledButton, type ListColumn } from 'shared/ui';
import { fetchTemplatePage, useCategories, useTemplate } from '../api/lettersQueries';
import { TemplateEditor } from './TemplateEditor';

const caseTypes = (ids: readonly number[]): string =>
  ids.length ? ids.map((id) => CASE_TYPE_BY_ID.get(id)?.name ?? `Type ${id}`).join(', ') : 'All case types';

const COLUMNS: readonly ListColumn<TLetterTemplateSummary>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (t) => t.name,
    sortKey: 'name',
    mobile: 'title',
    wrap: true,
    alwaysVisible: true,
  },
  { id: 'kind', header: 'Kind', cell: (t) => LETTER_KIND_LABELS[t.kind], sortKey: 'kind', mobile: 'subtitle' },
  { id: 'category', header: 'Category', cell: (t) => t.categoryName ?? '—', sortKey: 'category', mobile: 'field' },
  { id: 'caseTypes', header: 'Case types', cell: (t) => caseTypes(t.caseTypeIds), mobile: 'field', wrap: true },
  {
    id: 'letterhead',
    header: 'Letterhead',
    cell: (t) => <StatusBadge tone={t.letterhead ? 'info' : 'neutral'}>{t.letterhead ? 'Firm' : 'None'}</StatusBadge>,
    mobile: 'field',
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    cell: (t) => `${formatDate(t.updatedAt)}${t.updatedByName ? ` by ${t.updatedByName}` : ''}`,
    sortKey: 'updatedAt',
    mobile: 'field',
  },
];

/** The template list (search, sort, paging) or, with `?template=<id|new>`, the editor. */
export function LetterTemplatesTab({ canManage, firmName }: { canManage: boolean; firmName: string }) {
  const api = useApi();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const open = params.get('template');
  const fetchPage = useMemo(() => fetchTemplatePage(api), [api]);
  const categories = useCategories();
  const template = useTemplate(open && open !== 'new' ? open : null);

  const hrefWith = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('template', value);
    else next.delete('template');
    const q = next.toString();
    return q ? `${pathname}?${q}` : pathname;
  };
  const openTemplate = (value: string | null) =>
    setParams((cur) => {
      const next = new URLSearchParams(cur);
      if (value) next.set('template', value);
      else next.delete('template');
      return next;
    });

  if (open) {
    const cats = categories.data?.data ?? [];
    if (open === 'new')
      return canManage ? (
        <TemplateEditor
          template={null}
          categories={cats}
          canManage
          firmName={firmName}
          onClose={() => openTemplate(null)}
          onCreated={(id) => openTemplate(id)}
        />
      ) : null;
    return (
      <QueryState query={template} noun="letter template" backTo={{ href: hrefWith(null), label: 'Back to templates' }}>
        {(t) => (
          <TemplateEditor
            key={`${t.id}-${t.updatedAt}`}
            template={t}
            categories={cats}
            canManage={canManage}
            firmName={firmName}
            onClose={() => openTemplate(null)}
            onCreated={(id) => openTemplate(id)}
          />
        )}
      </QueryState>
    );
  }

  return (
    <ListPage<TLetterTemplateSummary>
      queryKey={letterTemplateListCall}
      label="Letter templates"
      columns={COLUMNS}
      fetchPage={fetchPage}
      rowKey={(t) => t.id}
      rowHref={(t) => hrefWith(t.id)}
      defaultSort={{ key: 'name', order: 1 }}
      searchPlaceholder="Search by name"
      emptyTitle="No letter templates yet"
      emptyDescription="Create a template, or start from one of the default letters."
      actions={
        canManage ? (
          <StyledButton type="button" $variant="primary" onClick={() => openTemplate('new')}>
            New template
          </StyledButton>
        ) : null
      }
    />
  );
}
