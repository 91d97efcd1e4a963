/*
 * `shared/ui/list-core` (issue 21 point 4): the list pieces a case list renders before its first
 * rows — the cards, the column chooser, the search box and the column choice — without the table.
 * `shared/ui/list` is one federation module, so importing one name from it evaluated TanStack
 * Table (DataTable) too, which a phone never shows; the table is `shared/ui/data-table`.
 */
export { CardList } from './CardList';
export type { CardListProps } from './CardList';
export { ColumnChooser } from './ColumnChooser';
export type { ColumnChooserProps } from './ColumnChooser';
export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { useColumnChoice } from './useColumnChoice';
export type { ColumnChoice } from './useColumnChoice';
