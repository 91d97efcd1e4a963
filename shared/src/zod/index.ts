/**
 * zod as the browser bundles share it (issue 21 point 4): a `z` holding only the schema builders
 * the code calls (`z.string()`, `z.object()`, `z.iso.date()` …), taken from the real package.
 *
 * The webpack preset (scripts/webpack/create-config.cjs) resolves every `zod` import (exact
 * request) to this file and shares it as the `zod` singleton, so the shell and the remotes run one
 * copy: before, each container bundled its own, and a remote's contract entries the shell had not
 * loaded brought a second zod. Sharing the package itself would ship all of `z` (a shared module
 * keeps every export: forty locales, JSON Schema conversion, `z.compile`). Do not import this module
 * directly. A builder not listed here fails `zod-entry.test.ts`; add it below. Jest, TypeScript and
 * the API keep the real package. Imported as `zod/v4` (the same modules), which the alias does not
 * catch.
 */
import {
  array,
  boolean,
  discriminatedUnion,
  email,
  enum as zEnum,
  iso,
  literal,
  looseObject,
  null as zNull,
  number,
  object,
  partialRecord,
  record,
  strictObject,
  string,
  union,
  unknown,
  uuid,
  ZodType,
} from 'zod/v4';

export const z = {
  array,
  boolean,
  discriminatedUnion,
  email,
  enum: zEnum,
  iso,
  literal,
  looseObject,
  null: zNull,
  number,
  object,
  partialRecord,
  record,
  strictObject,
  string,
  union,
  unknown,
  uuid,
  ZodType,
};
export default z;
