import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Field path ('addresses.0.zipcode') → the spec's message. */
export type FormErrorMap = Record<string, string>;

const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[i + 1] ?? '');
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
};

/** A react-hook-form resolver from a pure validation function (SPEC §5 rules live in shared/domain). */
export const resolverFrom =
  <V extends FieldValues>(validate: (values: V) => FormErrorMap): Resolver<V> =>
  (values) => {
    const map = validate(values);
    const entries = Object.entries(map);
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of entries) setPath(errors, path, { type: 'validate', message });
    return { values: {}, errors: errors as FieldErrors<V> };
  };

/** Adds `message` at `path` when it is not null. */
export const collect = (errors: FormErrorMap, path: string, message: string | null | undefined): void => {
  if (message) errors[path] ??= message;
};

/** The message at a dotted path of react-hook-form's nested errors. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Server validation issues (ApiError.issues) → react-hook-form errors, for fields the form has. */
export const serverIssuesToMap = (issues: readonly { path: string; message: string }[]): FormErrorMap =>
  Object.fromEntries(issues.filter((i) => i.path && i.path !== 'duplicateId').map((i) => [i.path, i.message]));
