const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  'update-status': 'Changed status',
  delete: 'Deleted',
  'documents-save': 'Added documents',
  'documents-delete': 'Removed documents',
  signature: 'Changed the signature',
  invite: 'Invited',
  merge: 'Merged a duplicate into this record',
  'merged-into': 'Merged into another record',
  'dependents-save': 'Changed dependents',
  convert: 'Converted',
  import: 'Imported',
};

export const activityActionLabel = (action: string): string => ACTION_LABELS[action] ?? action.replace(/-/g, ' ');

/** camelCase / dotted field → 'Passport number'. */
export const fieldLabel = (field: string): string => {
  const last = field.split('.').filter((p) => !/^\d+$/.test(p));
  const words = last
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A before/after value in one short line. */
export const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}....` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `${value.length} item(s)`;
  return 'changed';
};
