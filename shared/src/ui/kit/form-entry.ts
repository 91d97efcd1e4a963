/**
 * `shared/ui/form` (issue 21 point 4): form layout, fields, selects, dates and the form-error
 * helpers. The async select (downshift), the drop zone, the phone fields and the API-issue
 * helpers (which load the people schemas) have entries of their own: `shared/ui/async-select`,
 * `shared/ui/file-drop`, `shared/ui/phone`, `shared/ui/api-issues`. Also exported by `shared/ui`.
 */
export * from './FormField';
export * from './FormLayout';
export * from './SelectInput';
export * from './DateInput';
export * from './formErrors';
export * from './formValues';
