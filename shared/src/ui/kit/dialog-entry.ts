/**
 * `shared/ui/dialog` (issue 21 point 4): the dialog family of the kit, a narrow federation entry
 * so a page that opens a dialog does not fetch the whole kit. Also exported by `shared/ui`.
 */
export * from './Dialog';
export * from './ConfirmDialog';
export * from './Modal';
