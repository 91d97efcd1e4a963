import { CASE_ASSIGNMENT_ROLES, type TEntityBulkReplacePayload, type TPreparer } from 'shared/contract';

/** The slots bulk assignment can set (SPEC: attorney, paralegal, supervisor, documentation staff). */
export const BULK_SLOTS = [
  { field: 'attorney', label: 'Attorney' },
  { field: 'paralegal', label: 'Paralegal' },
  { field: 'supervisor', label: 'Supervisor' },
  { field: 'docManager', label: 'Documentation Manager' },
  { field: 'docExecutive', label: 'Documentation Executive' },
] as const;

export type BulkSlotField = (typeof BULK_SLOTS)[number]['field'];
export const SLOT_LABEL: Record<string, string> = Object.fromEntries(BULK_SLOTS.map((s) => [s.field, s.label]));

/** '' leaves the slot as it is, CLEAR_SLOT empties it, anything else is a user id. */
export const CLEAR_SLOT = '__clear__';
export type BulkChoice = Record<BulkSlotField, string>;
export const NO_CHOICE: BulkChoice = { attorney: '', paralegal: '', supervisor: '', docManager: '', docExecutive: '' };

export const staffFor = (field: BulkSlotField, staff: readonly TPreparer[]): TPreparer[] => {
  const roles: readonly number[] = CASE_ASSIGNMENT_ROLES[field];
  return staff.filter((s) => roles.includes(s.roleId));
};

export const assignmentsOf = (choice: BulkChoice): TEntityBulkReplacePayload['assignments'] =>
  Object.fromEntries(
    Object.entries(choice)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, v === CLEAR_SLOT ? null : v]),
  );

export const hasChoice = (choice: BulkChoice): boolean => Object.values(choice).some((v) => v !== '');
