import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ALL_CALLS } from 'shared/contract';
import type { AppConfig } from './platform/config';
import { dbLinkResolver, dbSessionResolver, SessionTouches, type LinkResolver, type SessionResolver } from './platform/auth';
import { prepareDatabase, type Database } from './platform/db';
import {
  AppError,
  assertCallsComplete,
  docsPlugin,
  installErrorHandler,
  registerCalls,
  type CallRegistration,
  RequestCaches,
} from './platform/http';
import { healthPlugin, metricsPlugin, securityHeadersPlugin } from './platform/ops';
import { compressionPlugin } from './platform/web/compression';
import { webPlugin } from './platform/web/web.plugin';
import { seedDatabase } from './seed';
import {
  contributions,
  decorateModules,
  installModules,
  type ModuleDefinition,
} from './platform/modules';
import { tenantsModule } from './modules/tenants';
import { accountModule } from './modules/account';
import { masterdataModule } from './modules/masterdata';
import { authModule } from './modules/auth';
import { usersModule } from './modules/users';
import { mfaModule } from './modules/mfa';
import { branchesModule } from './modules/branches';
import { starredModule } from './modules/starred';
import { searchModule } from './modules/search';
// People and organisations (issue 6)
import { peopleModule } from './modules/people';
import { companiesModule } from './modules/companies';
import { beneficiariesModule } from './modules/beneficiaries';
import { individualsModule } from './modules/individuals';
import { customersModule } from './modules/customers';
import { contactsModule } from './modules/contacts';
import { leadsModule } from './modules/leads';
import { expiriesModule } from './modules/expiries';
import { peopleImportModule } from './modules/people-import';
// Cases (issue 7) and the modules split out of petitions (issue 15)
import { petitionsModule } from './modules/petitions';
import { rfeModule } from './modules/rfe';
import { lcaModule } from './modules/lca';
import { lcaPafModule } from './modules/lca-paf';
import { pwdModule } from './modules/pwd';
import { notesModule } from './modules/notes';
import { tasksModule } from './modules/tasks';
import { remindersModule } from './modules/reminders';
import { savedViewsModule } from './modules/saved-views';
import { workflowConfigModule } from './modules/workflow-config';
import { caseConfigModule } from './modules/case-config';
import { reportsModule } from './modules/reports';
import { dashboardModule } from './modules/dashboard';
import { formsModule } from './modules/forms';
import { questionnairesModule } from './modules/questionnaires';
import { caseDocumentsModule } from './modules/case-documents';
import { lettersModule } from './modules/letters';
import { esignModule } from './modules/esign';
import { supportTicketsModule } from './modules/support-tickets';
import { wallsModule } from './modules/walls';
import { communicationModule } from './modules/communication';
import { drivesModule } from './modules/drives';

/**
 * Platform plugins built beside this file (storage, mail, realtime, jobs) register their own
 * calls through `registerCall` and decorate the instance. Listed here explicitly.
 */
import { PLATFORM_PLUGIN_CALLS, platformPlugins } from './platform-plugins';
import type { FileOwnerKind } from './platform/storage';

export interface BuildAppOptions {
  /** An open, migrated database (tests share one per file); else opened from config. */
  database?: Database;
  /** Close the database when the app closes (default: only when the app opened it). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'] | false;
  sessionResolver?: SessionResolver;
  linkResolver?: LinkResolver;
  /** Registrations added to the module routes (tests). */
  extraCalls?: readonly CallRegistration[];
  /** Skip the platform plugins (storage, mail, realtime, jobs); their calls are then not required. */
  withoutPlatformPlugins?: boolean;
  /** Refuse to start unless every declared call has a handler (default true). */
  assertCalls?: boolean;
}

/**
 * The app's modules, in order (docs/modules.md). Everything a module brings is derived from this
 * one list: its calls, file owners, search providers, mail templates, hooks, plugins, start work,
 * demo seed (in this order) and isolation fixtures. Adding a module is adding its definition here.
 */
export const MODULES: readonly ModuleDefinition[] = [
  tenantsModule,
  accountModule,
  masterdataModule,
  authModule,
  usersModule,
  mfaModule,
  branchesModule,
  starredModule,
  searchModule,
  peopleModule,
  companiesModule,
  beneficiariesModule,
  individualsModule,
  customersModule,
  contactsModule,
  leadsModule,
  expiriesModule,
  peopleImportModule,
  petitionsModule,
  rfeModule,
  lcaModule,
  lcaPafModule,
  pwdModule,
  notesModule,
  tasksModule,
  remindersModule,
  savedViewsModule,
  workflowConfigModule,
  caseConfigModule,
  reportsModule,
  dashboardModule,
  formsModule,
  questionnairesModule,
  caseDocumentsModule,
  lettersModule,
  esignModule,
  supportTicketsModule,
  wallsModule,
  communicationModule,
  drivesModule,
];

/** Module call handlers, registered one module at a time. */
export const MODULE_ROUTES: readonly CallRegistration[] = contributions(MODULES, 'calls');

/**
 * Which holder the storage calls name first when several records hold one file (the 409 "remove
 * it there"): case-attached records before people and account records. Kinds not listed follow,
 * in module order.
 */
const FILE_OWNER_PRECEDENCE = [
  'case-document',
  'case',
  'beneficiary-document',
  'company-document',
  'company-signature',
  'signature-request',
  'form-version',
  'case-letter',
  'questionnaire-answer',
  'user-picture',
  'tenant-logo',
];
const precedence = (kind: string): number => {
  const at = FILE_OWNER_PRECEDENCE.indexOf(kind);
  return at < 0 ? FILE_OWNER_PRECEDENCE.length : at;
};

/**
 * The records that hold stored files, one kind per module table (docs/documents.md, "Who may
 * open a file"), from the modules' definitions. The storage calls open or delete a file only as
 * its holders allow.
 */
export const FILE_OWNERS: readonly FileOwnerKind[] = contributions(MODULES, 'fileOwners').sort(
  (a, b) => precedence(a.kind) - precedence(b.kind),
);

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Builds the one-origin server: API calls, docs, ops endpoints, remotes map, static front end. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : (options.logger ?? {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
          }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await prepareDatabase(config, app.log));
  if (ownsDatabase && (config.db.seedDemo || config.env !== 'test')) {
    const seeded = await seedDatabase(database.db, { demo: config.db.seedDemo, modules: MODULES });
    if (seeded.masterdata) app.log.info({ rows: seeded.masterdata }, 'master data seeded');
    if (seeded.demo) app.log.info('demo tenants and logins seeded');
    // The modules' start work (e.g. esign: the product's PDF-signing certificate).
    for (const m of MODULES) if (m.onStart) await m.onStart(database.db, config);
  }

  // Mail templates and hook entries of the modules; the module list for registries such as search.
  installModules(MODULES);
  decorateModules(app, MODULES);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('callRegistry', new Map());
  app.decorate('sessionResolver', options.sessionResolver ?? dbSessionResolver);
  app.decorate('linkResolver', options.linkResolver ?? dbLinkResolver);
  const sessionTouches = new SessionTouches(database, app.log);
  app.decorate('sessionTouches', sessionTouches);
  app.decorate('requestCaches', new RequestCaches({ touchBehind: (id, at) => sessionTouches.queue(id, at) }));
  app.decorate('shuttingDown', false);
  const closeDatabase = options.closeDatabase ?? ownsDatabase;
  app.addHook('onClose', async () => {
    // The touches still waiting are written before the database closes.
    await sessionTouches.close();
    if (closeDatabase) await database.close();
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandler(app);

  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`),
  });
  await app.register(metricsPlugin);
  await app.register(healthPlugin);

  // Plugins a module needs before the calls (auth: work a refused call must still do after its rollback).
  for (const m of MODULES) for (const plugin of m.earlyPlugins ?? []) await app.register(plugin);

  // API calls: the modules, then the platform plugins' own calls.
  registerCalls(app, [...MODULE_ROUTES, ...(options.extraCalls ?? [])]);
  if (!options.withoutPlatformPlugins) {
    for (const plugin of platformPlugins) await app.register(plugin, { config, fileOwners: FILE_OWNERS });
  }
  // The modules' own plugins (expiries: GET /ics/<token>.ics and the daily reminder job).
  for (const m of MODULES) for (const plugin of m.plugins ?? []) await app.register(plugin);
  if (config.apiDocs) {
    await app.register(docsPlugin, { declarations: () => ALL_CALLS });
  }

  await app.register(webPlugin, { config });

  const extraPaths = new Set<string>((options.extraCalls ?? []).map((c) => c.declaration.path));
  if (options.assertCalls !== false) {
    const required = options.withoutPlatformPlugins
      ? ALL_CALLS.filter((c) => !PLATFORM_PLUGIN_CALLS.includes(c))
      : ALL_CALLS;
    app.addHook('onReady', async () => {
      const registry = new Map<string, { declaration: (typeof ALL_CALLS)[number] }>(
        [...app.callRegistry].filter(([p]) => !extraPaths.has(p)),
      );
      let declarations = required;
      if (config.allowUnhandledCalls) {
        const missing = required.filter((c) => !registry.has(c.path)).map((c) => c.path);
        if (missing.length) app.log.warn({ missing }, 'ALLOW_UNHANDLED_CALLS: declared calls without a handler');
        declarations = required.filter((c) => registry.has(c.path));
      }
      assertCallsComplete(registry, declarations);
    });
  }
  return app;
}
