import { z } from 'zod';
import type { AnyCallDeclaration } from 'shared/contract';

/** The parts of a payload's JSON schema the call-wide suites read. */
export type PayloadJsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, PayloadJsonSchema>;
  items?: PayloadJsonSchema;
  anyOf?: PayloadJsonSchema[];
};

/** JSON schema of a (dotted) payload field. */
export function fieldSchema(decl: AnyCallDeclaration, path: string): PayloadJsonSchema | undefined {
  let s: PayloadJsonSchema | undefined = z.toJSONSchema(decl.payload, { io: 'input', unrepresentable: 'any' }) as PayloadJsonSchema;
  for (const part of path.split('.')) {
    const options: PayloadJsonSchema[] = s?.anyOf ?? (s ? [s] : []);
    s = options.map((o) => o.properties?.[part]).find(Boolean);
  }
  return s;
}

const isArraySchema = (s: PayloadJsonSchema | undefined): boolean =>
  !!s && (s.type === 'array' || (s.anyOf ?? []).some((o) => o.type === 'array' && !(s.anyOf ?? []).some((x) => x.type === 'string')));

/**
 * The declaration's example with `path` (dotted) set to `value`, wrapped in a list where the field
 * is one, plus `patch` (other fields a record needs). Used to put a fixture's id into a call.
 */
export function payloadWith(decl: AnyCallDeclaration, path: string, value: unknown, patch: Record<string, unknown> = {}, base: object = decl.example as object): Record<string, unknown> {
  const payload = structuredClone({ ...base, ...patch }) as Record<string, unknown>;
  const parts = path.split('.');
  let node = payload;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = isArraySchema(fieldSchema(decl, path)) ? [value] : value;
  return payload;
}
