import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ALL_CALLS } from 'shared/contract';
import type { AppConfig } from './platform/config';
import { dbLinkResolver, dbSessionResolver, type LinkResolver, type SessionResolver } from './platform/auth';
import { prepareDatabase, type Database } from './platform/db';
import {
  AppError,
  assertCallsComplete,
  docsPlugin,
  installErrorHandler,
  registerCalls,
  type CallRegistration,
} from './platform/http';
import { healthPlugin, metricsPlugin, securityHeadersPlugin } from './platform/ops';
import { webPlugin } from './platform/web/web.plugin';
import { seedDatabase } from './seed';
import { masterdataRoutes } from './modules/masterdata';
import { tenantLogoFiles, tenantRoutes } from './modules/tenants';
import { authRoutes, deferredWorkPlugin } from './modules/auth';
import { userPictureFiles, userRoutes } from './modules/users';
import { mfaRoutes } from './modules/mfa';
import { branchRoutes } from './modules/branches';
import { starredRoutes } from './modules/starred';
import { searchRoutes } from './modules/search';
// People and organisations (issue 6)
import { peopleRoutes } from './modules/people';
import { companyDocumentFiles, companyRoutes, companySignatureFiles } from './modules/companies';
import { beneficiaryDocumentFiles, beneficiaryRoutes } from './modules/beneficiaries';
import { individualRoutes } from './modules/individuals';
import { customerRoutes } from './modules/customers';
import { contactRoutes } from './modules/contacts';
import { leadRoutes } from './modules/leads';
import { expiriesPlugin, expiryRoutes } from './modules/expiries';
import { peopleImportRoutes } from './modules/people-import';
import { caseFiles, petitionRoutes } from './modules/petitions';
import { rfeRoutes } from './modules/rfe';
import { noteRoutes } from './modules/notes';
import { savedViewRoutes } from './modules/saved-views';
import { workflowConfigRoutes } from './modules/workflow-config';
import { reportRoutes } from './modules/reports';
import { formsRoutes, formVersionFiles } from './modules/forms';
import { questionnaireAnswerFiles, questionnaireRoutes } from './modules/questionnaires';
import { caseDocumentFiles, caseDocumentRoutes } from './modules/case-documents';
import { caseLetterFiles, letterRoutes } from './modules/letters';
import { ensureProductSealCertificate, esignRoutes, signatureRequestFiles } from './modules/esign';

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

/** Module call handlers, registered one module at a time. */
export const MODULE_ROUTES: readonly CallRegistration[] = [
  ...tenantRoutes,
  ...masterdataRoutes,
  ...authRoutes,
  ...userRoutes,
  ...mfaRoutes,
  ...branchRoutes,
  ...starredRoutes,
  ...searchRoutes,
  ...peopleRoutes,
  ...companyRoutes,
  ...beneficiaryRoutes,
  ...individualRoutes,
  ...customerRoutes,
  ...contactRoutes,
  ...leadRoutes,
  ...expiryRoutes,
  ...peopleImportRoutes,
  ...petitionRoutes,
  ...rfeRoutes,
  ...noteRoutes,
  ...savedViewRoutes,
  ...workflowConfigRoutes,
  ...reportRoutes,
  ...formsRoutes,
  ...questionnaireRoutes,
  ...caseDocumentRoutes,
  ...letterRoutes,
  ...esignRoutes,
];

/**
 * The records that hold stored files, one kind per module table (docs/documents.md, "Who may
 * open a file"). The storage calls open or delete a file only as its holders allow.
 */
export const FILE_OWNERS: readonly FileOwnerKind[] = [
  caseDocumentFiles,
  caseFiles,
  beneficiaryDocumentFiles,
  companyDocumentFiles,
  companySignatureFiles,
  signatureRequestFiles,
  formVersionFiles,
  caseLetterFiles,
  questionnaireAnswerFiles,
  userPictureFiles,
  tenantLogoFiles,
];

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
    const seeded = await seedDatabase(database.db, { demo: config.db.seedDemo });
    if (seeded.masterdata) app.log.info({ rows: seeded.masterdata }, 'master data seeded');
    if (seeded.demo) app.log.info('demo tenants and logins seeded');
    // The product's PDF-signing certificate, created at first start and kept with the data.
    await ensureProductSealCertificate(database.db);
  }

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('callRegistry', new Map());
  app.decorate('sessionResolver', options.sessionResolver ?? dbSessionResolver);
  app.decorate('linkResolver', options.linkResolver ?? dbLinkResolver);
  app.decorate('shuttingDown', false);
  if (options.closeDatabase ?? ownsDatabase) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandler(app);

  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`),
  });
  await app.register(metricsPlugin);
  await app.register(healthPlugin);

  // Work a refused call must still do after its rollback (failed sign-in counters): modules/auth.
  await app.register(deferredWorkPlugin);

  // API calls: the modules, then the platform plugins' own calls.
  registerCalls(app, [...MODULE_ROUTES, ...(options.extraCalls ?? [])]);
  if (!options.withoutPlatformPlugins) {
    for (const plugin of platformPlugins) await app.register(plugin, { config, fileOwners: FILE_OWNERS });
  }
  // GET /ics/<token>.ics and the daily expiry reminder job (modules/expiries).
  await app.register(expiriesPlugin);
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
