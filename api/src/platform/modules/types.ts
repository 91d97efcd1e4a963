import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import type { CallRegistration } from '../http';
import type { MailTemplate } from '../mail/templates';
import type { FileOwnerKind } from '../storage';
import type { ModuleHook } from './hooks';
// Type only: the search module defines what a provider is; no module code is loaded here.
import type { SearchProvider } from '../../modules/search';
// Type only: the dashboard module defines what a widget provider is.
import type { DashboardWidgetProvider } from '../../modules/dashboard';

/** A record of the victim tenant that a call must neither reveal nor change (isolation test). */
export interface VictimRecord {
  /** Value to put in the declared id field. */
  value: unknown;
  /** Other payload fields the record needs (e.g. its master data category). */
  patch?: Record<string, unknown>;
  /** A unique string stored in the record: it must not appear in any answer to the attacker. */
  marker: string;
  /** The record's current state, compared before and after the call. */
  snapshot(): Promise<unknown>;
}

export type VictimFixture = (db: Db, victim: { id: string; slug: string; name: string }) => Promise<VictimRecord>;

/** What a module's demo seed gets: the transaction, already scoped to the demo tenant. */
export interface DemoSeedContext {
  tx: Db;
  /** The demo tenants' ids by slug (`demo`, `acme`). */
  tenants: Readonly<Record<string, string>>;
}

/** A plugin a module registers on the app (after the calls and the platform plugins). */
export type ModulePlugin = FastifyPluginAsync;

/**
 * Everything a module brings to the app, declared once in its `index.ts`. app.ts keeps one list
 * of these (`MODULES`) and derives the calls, file owners, search providers, mail templates,
 * hooks, plugins, start work, demo seed and isolation fixtures from it (docs/modules.md).
 */
export interface ModuleDefinition {
  /** The module's folder name under api/src/modules (unique). */
  readonly name: string;
  /** The module's call handlers. */
  readonly calls: readonly CallRegistration[];
  /** The records of this module that hold stored files (docs/documents.md, "Who may open a file"). */
  readonly fileOwners?: readonly FileOwnerKind[];
  /** Providers global search asks, in module order. */
  readonly searchProviders?: readonly SearchProvider[];
  /** The dashboard widgets whose data this module supplies (docs/dashboard.md); a widget no module supplies is not offered. */
  readonly dashboardWidgets?: readonly DashboardWidgetProvider[];
  /** Mail templates by name, registered when the app is built. */
  readonly mailTemplates?: Readonly<Record<string, MailTemplate>>;
  /** Entries this module adds to other modules' hook points. */
  readonly hooks?: readonly ModuleHook[];
  /** Fastify plugins of the module (routes outside the call registry, jobs). */
  readonly plugins?: readonly ModulePlugin[];
  /** Registered before the calls (e.g. work a refused call must still do after its rollback). */
  readonly earlyPlugins?: readonly ModulePlugin[];
  /** Work at first start of an installation, after the seed (e.g. the product's seal certificate). */
  readonly onStart?: (db: Db, config: AppConfig) => Promise<unknown>;
  /** Demo data of the module, in the demo tenant (runs in module order, in one transaction). */
  readonly demoSeed?: (ctx: DemoSeedContext) => Promise<unknown>;
  /** Victim records for the entities this module's calls take ids of (isolation test). */
  readonly isolationFixtures?: Readonly<Record<string, VictimFixture>>;
}

/** The literal type of a definition is kept, so `usersModule.name` is `'users'`. */
export type DefinedModule<N extends string = string> = ModuleDefinition & { readonly name: N };
