import { z } from 'zod';

/**
 * Who may make a call.
 * - `public`: anyone (still scoped to the tenant of the host name).
 * - `session`: a signed-in user of the host's scope; `roles` narrows to those role ids.
 * - `link`: a link token bound to `purpose` (questionnaire, signing, booking, …).
 * - `operator`: a platform operator (role 1) signed in at the app host.
 */
export type CallAuth =
  | { kind: 'public' }
  | { kind: 'session'; roles?: readonly number[] }
  | { kind: 'link'; purpose: string }
  | { kind: 'operator' };

/** Fields every payload may carry: the client adds them to each call (SPEC §7). */
export const ZCallBase = z.object({
  /** IANA time zone of the browser, e.g. `America/New_York`. */
  timezone: z.string().max(64).optional(),
  /** The browser's date, YYYY-MM-DD. */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
    .optional(),
});

/** A call's payload: an object with the base fields plus `shape`. */
export const callPayload = <S extends z.ZodRawShape>(shape: S) => ZCallBase.extend(shape);

/** Success envelope `{ result }` for a result schema. */
export const successEnvelope = <R extends z.ZodType>(result: R) => z.object({ result });

export interface CallDeclarationInput<P extends z.ZodType, R extends z.ZodType> {
  /** `/module/action`, served at `POST /api/module/action`. */
  path: `/${string}`;
  /** One line for the OpenAPI document. */
  summary: string;
  payload: P;
  result: R;
  auth: CallAuth;
  /**
   * Which host may take the call: `tenant` (a tenant's host), `platform` (the app host), or
   * `any` (default; the session or the handler decides).
   */
  scope?: 'tenant' | 'platform' | 'any';
  /** Creates a record: an `Idempotency-Key` header is honoured (replayed for 24 h). */
  creates?: boolean;
  /**
   * Only reads: the server may run each of its statements as its own read-only transaction
   * (PostgreSQL refuses any write in it; the request then runs again in one transaction).
   * Never with `creates`.
   */
  readOnly?: boolean;
  /**
   * `strict` limits calls per minute per address; default for /auth and /mfa, and always for link
   * calls (a link token is a password: a link call declared `default` is refused).
   */
  rateLimit?: 'strict' | 'default';
  /**
   * Payload fields holding ids of tenant-owned records, by entity name. The isolation test
   * feeds other tenants' ids into these and expects no leak and no change.
   */
  ids?: Readonly<Record<string, string>>;
  /** A valid payload, used by docs and by tests that call every declaration. */
  example: z.input<P>;
}

export interface CallDeclaration<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>
  extends Readonly<Omit<CallDeclarationInput<P, R>, 'scope' | 'rateLimit' | 'ids'>> {
  readonly module: string;
  readonly action: string;
  readonly scope: 'tenant' | 'platform' | 'any';
  readonly rateLimit: 'strict' | 'default';
  readonly ids: Readonly<Record<string, string>>;
}

export type AnyCallDeclaration = CallDeclaration<z.ZodType, z.ZodType>;
export type CallPayloadInput<C> = C extends CallDeclaration<infer P, z.ZodType> ? z.input<P> : never;
export type CallPayload<C> = C extends CallDeclaration<infer P, z.ZodType> ? z.output<P> : never;
export type CallResult<C> = C extends CallDeclaration<z.ZodType, infer R> ? z.output<R> : never;

/** Modules whose calls are rate limited strictly by default (sign-in and account recovery). */
const STRICT_MODULES = ['auth', 'mfa'];

const PATH = /^\/[a-z0-9][a-z0-9-]*(\/[a-zA-Z0-9][a-zA-Z0-9-]*)*$/;

/** Declares a call once; the server handler and the client function both derive from it. */
export function defineCall<P extends z.ZodType, R extends z.ZodType>(
  input: CallDeclarationInput<P, R>,
): CallDeclaration<P, R> {
  if (!PATH.test(input.path)) throw new Error(`defineCall: bad path ${input.path}`);
  const [, module = '', ...rest] = input.path.split('/');
  if (input.auth.kind === 'link' && input.rateLimit === 'default') {
    throw new Error(`defineCall: ${input.path} takes a link token and must stay in the strict rate-limit class`);
  }
  if (input.readOnly && input.creates) throw new Error(`defineCall: ${input.path} cannot both create and be read-only`);
  const rateLimit =
    input.rateLimit ??
    (input.auth.kind === 'link' || STRICT_MODULES.includes(module) ? 'strict' : 'default');
  return Object.freeze({
    ...input,
    module,
    action: rest.join('/'),
    scope: input.scope ?? 'any',
    rateLimit,
    ids: Object.freeze({ ...(input.ids ?? {}) }),
  });
}
