import type { FastifyInstance } from 'fastify';
import { registerMailTemplate } from '../mail/templates';
import type { ModuleDefinition } from './types';

export { defineHookPoint, hook } from './hooks';
export type { HookPoint, ModuleHook } from './hooks';
export type {
  DefinedModule,
  DemoSeedContext,
  ModuleDefinition,
  ModulePlugin,
  VictimFixture,
  VictimRecord,
} from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's modules (app.ts `MODULES`), for registries that read their contributions. */
    modules: readonly ModuleDefinition[];
  }
}

/**
 * Declares a module: what it brings to the app, in one object exported from its `index.ts`.
 * Nothing happens at import time; `installModules` and app.ts act on the list.
 *
 * Pass a function (`defineModule(() => ({ … }))`) to build the object on first use: module index
 * files import each other, and a file loaded first from inside such a cycle (a test importing
 * `x.routes.ts`) would otherwise read its own module's calls before they exist (ESM TDZ).
 */
export function defineModule<const D extends ModuleDefinition>(definition: D | (() => D)): D {
  if (typeof definition !== 'function') return Object.freeze(definition);
  let built: D | undefined;
  const get = (): D => (built ??= Object.freeze(definition()));
  return new Proxy({} as D, {
    get: (_t, key) => get()[key as keyof D],
    has: (_t, key) => key in get(),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Object.getOwnPropertyDescriptor(get(), key);
      return d && { ...d, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/** Fails on two modules with one name (a copy-paste slip in the list). */
export function assertUniqueModules(modules: readonly ModuleDefinition[]): void {
  const seen = new Set<string>();
  for (const m of modules) {
    if (seen.has(m.name)) throw new Error(`Module "${m.name}" is listed twice`);
    seen.add(m.name);
  }
}

/** One kind of contribution of every module, in module order. */
export function contributions<K extends keyof ModuleDefinition>(
  modules: readonly ModuleDefinition[],
  key: K,
): NonNullable<ModuleDefinition[K]> extends readonly (infer E)[] ? E[] : never {
  const out: unknown[] = [];
  for (const m of modules) {
    const value = m[key];
    if (Array.isArray(value)) out.push(...(value as unknown[]));
  }
  return out as never;
}

/** The isolation fixtures of every module, merged (a second fixture for one entity is an error). */
export function isolationFixturesOf(
  modules: readonly ModuleDefinition[],
): Record<string, NonNullable<ModuleDefinition['isolationFixtures']>[string]> {
  const out: Record<string, NonNullable<ModuleDefinition['isolationFixtures']>[string]> = {};
  for (const m of modules) {
    for (const [entity, fixture] of Object.entries(m.isolationFixtures ?? {})) {
      if (out[entity]) throw new Error(`Two isolation fixtures for "${entity}" (module ${m.name})`);
      out[entity] = fixture;
    }
  }
  return out;
}

/**
 * What the modules install into process-wide registries: mail templates and hook entries. app.ts
 * calls it while building the app (idempotent: building twice installs each entry once).
 */
export function installModules(modules: readonly ModuleDefinition[]): void {
  assertUniqueModules(modules);
  for (const m of modules) {
    for (const [name, template] of Object.entries(m.mailTemplates ?? {})) registerMailTemplate(name, template);
    for (const h of m.hooks ?? []) h.point.add(h.entry);
  }
}

/** Decorates the app with its module list (`app.modules`), for registries such as search. */
export function decorateModules(app: FastifyInstance, modules: readonly ModuleDefinition[]): void {
  if (!app.hasDecorator('modules')) app.decorate('modules', modules);
}
