/**
 * `shared/ui/widgets` (issue 21 point 4): the small display parts of the kit (badges, empty and
 * query states, tabs, action bar, detail grid) and its hooks. Also exported by `shared/ui`.
 */
export * from './ActionBar';
export * from './CaseStatusBadge';
export * from './DetailGrid';
export * from './EmptyState';
export * from './QueryState';
export * from './StatusBadge';
export * from './Tabs';
export * from './colour';
export * from './useDebouncedCallback';
export * from './useEditMode';
export * from './useMediaQuery';
export * from './useTabParam';
