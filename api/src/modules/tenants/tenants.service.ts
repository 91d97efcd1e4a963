import type { z } from 'zod';
import {
  type ZDeleteTenantPayload,
  type ZGetTenantBySubdomainPayload,
  type ZGetTenantChecklistPayload,
  type ZGetTenantDetailsPayload,
  type ZInviteTenantPayload,
  type ZListTenantsPayload,
  type ZRegisterTenantPayload,
  type ZResendTenantActivationKeyPayload,
  type ZUpdateTenantPayload,
  type ZUpdateTenantStatusPayload,
  type TDeleteTenantResult,
  type TGetTenantChecklistResult,
  type TInviteTenantResult,
  type TListTenantsResult,
  type TResendTenantActivationKeyResult,
  type TTenant,
  type TTenantPublic,
} from 'shared/contract';
import { DEFAULT_TENANT_PERMISSIONS, ROLE, validatePhone } from 'shared/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db';
import { hashToken, newToken } from '../../platform/auth';
import { AppError, conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { permissionsOf, toTenant, toTenantPublic } from './tenants.mapper';
import * as repo from './tenants.repository';
import type { NewTenantRow, TenantRow } from './tenants.table';

export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Host labels a tenant may not take: they are the product's own. */
const RESERVED_SLUGS = new Set(['www', 'app', 'api', 'admin', 'localhost', 'remotes', 'static', 'assets', 'mail', 'docs', 'status', 'platform', 'passage']);

const isOperator = (ctx: CallContext<unknown>) => !ctx.tenant && ctx.session?.roleId === ROLE.PLATFORM_OPERATOR;

/**
 * The tenant a call acts on: at a tenant host always that tenant (asking for another one is
 * NOT_FOUND, so ids of other tenants reveal nothing); at the app host the operator names it.
 */
function targetTenantId(ctx: CallContext<unknown>, requested: string | undefined): string {
  if (ctx.tenant) {
    if (requested && requested !== ctx.tenant.id) throw notFound('Tenant not found');
    return ctx.tenant.id;
  }
  if (!isOperator(ctx)) throw forbidden();
  if (!requested) throw validationFailed([{ path: 'tenantId', message: 'Required at the platform host' }]);
  return requested;
}

async function loadTenant(ctx: CallContext<unknown>, id: string): Promise<TenantRow> {
  const row = await repo.findTenantById(ctx.tx, id);
  if (!row) throw notFound('Tenant not found');
  return row;
}

async function assertSlugFree(ctx: CallContext<unknown>, slug: string): Promise<void> {
  if (RESERVED_SLUGS.has(slug) || ctx.config.appHosts.includes(slug)) {
    throw new AppError('VALIDATION_FAILED', 'Validation failed: slug: This name is reserved', {
      issues: [{ path: 'slug', message: 'This name is reserved' }],
    });
  }
  if (await repo.findTenantRowBySlug(ctx.tx, slug, true)) throw conflict(`The subdomain "${slug}" is taken.`);
}

function defaultsFor(typeId: number): Partial<NewTenantRow> {
  return {
    typeId,
    permissions: { ...DEFAULT_TENANT_PERMISSIONS },
    globalConfig: { isAllowExternalCases: 0, employeeMngmt: 0 },
    issueInvoiceRoleIds: [],
  };
}

export async function inviteTenant(ctx: Ctx<typeof ZInviteTenantPayload>): Promise<TInviteTenantResult> {
  const p = ctx.payload;
  await assertSlugFree(ctx, p.slug);
  const key = newToken();
  const activationExpiresAt = new Date(Date.now() + ACTIVATION_TTL_MS);
  const row = await repo.insertTenant(ctx.tx, {
    ...defaultsFor(p.typeId),
    slug: p.slug,
    name: p.name,
    status: 'invited',
    adminName: p.adminName,
    adminEmail: p.adminEmail,
    contactEmail: p.adminEmail,
    activationKeyHash: hashToken(key),
    activationExpiresAt,
  });
  announceActivationKey(ctx, row, key);
  return { tenant: toTenant(row), activationExpiresAt: activationExpiresAt.toISOString() };
}

/** Until the mail integration sends it, the activation key is logged outside production. */
function announceActivationKey(ctx: CallContext<unknown>, row: TenantRow, key: string): void {
  if (ctx.config.env !== 'production') {
    ctx.log.info({ tenant: row.slug, activationKey: key }, 'tenant activation key issued');
  } else {
    ctx.log.info({ tenant: row.slug }, 'tenant activation key issued');
  }
}

function editableChanges(p: z.output<typeof ZUpdateTenantPayload> | z.output<typeof ZRegisterTenantPayload>, current?: TenantRow) {
  const c: Partial<NewTenantRow> = {};
  if (p.name !== undefined) c.name = p.name;
  if (p.logo !== undefined) c.logo = p.logo;
  if (p.favicon !== undefined) c.favicon = p.favicon;
  if (p.contactEmail !== undefined) c.contactEmail = p.contactEmail;
  if (p.webApp !== undefined) c.webApp = p.webApp;
  if (p.theme !== undefined) c.theme = { ...(current?.theme ?? {}), ...p.theme };
  if (p.permissions !== undefined) {
    const base = current ? permissionsOf(current) : { ...DEFAULT_TENANT_PERMISSIONS };
    c.permissions = { ...base, ...(p.permissions as Record<string, number[]>) };
  }
  if (p.globalConfig !== undefined) {
    c.globalConfig = {
      isAllowExternalCases: current?.globalConfig?.isAllowExternalCases ?? 0,
      employeeMngmt: current?.globalConfig?.employeeMngmt ?? 0,
      ...p.globalConfig,
    };
  }
  if (p.issueInvoiceRoleIds !== undefined) c.issueInvoiceRoleIds = p.issueInvoiceRoleIds;
  if (p.checklist !== undefined) {
    c.checklist = {
      petitionSetupCompleted: current?.checklist?.petitionSetupCompleted ?? false,
      workflowSetupCompleted: current?.checklist?.workflowSetupCompleted ?? false,
      branchSetupCompleted: current?.checklist?.branchSetupCompleted ?? false,
      ...p.checklist,
    };
  }
  if (p.defaultWorkflowComplted !== undefined) c.defaultWorkflowCompleted = p.defaultWorkflowComplted;
  // Profile details (SPEC §4: editing them marks the profile incomplete unless completed now).
  let profileEdited = false;
  for (const k of ['adminName', 'adminEmail', 'phone', 'phoneCountryCode', 'feiNumber', 'address'] as const) {
    if (p[k] !== undefined) {
      (c as Record<string, unknown>)[k] = p[k];
      profileEdited = true;
    }
  }
  if (p.profCompleted !== undefined) c.profCompleted = p.profCompleted;
  else if (profileEdited && current) c.profCompleted = 'no';
  if (profileEdited || p.profCompleted !== undefined) c.profileUpdatedOn = new Date();
  return c;
}

function operatorChanges(ctx: CallContext<unknown>, p: { typeId?: number; whiteLabled?: boolean; weeklyReports?: boolean }) {
  const c: Partial<NewTenantRow> = {};
  const given = p.typeId !== undefined || p.whiteLabled !== undefined || p.weeklyReports !== undefined;
  if (given && !isOperator(ctx)) throw forbidden('Only the platform operator may change the tenant type, white-label flag or weekly reports.');
  if (p.typeId !== undefined) c.typeId = p.typeId;
  if (p.whiteLabled !== undefined) c.whiteLabled = p.whiteLabled;
  if (p.weeklyReports !== undefined) c.weeklyReports = p.weeklyReports;
  return c;
}

export async function registerTenant(ctx: Ctx<typeof ZRegisterTenantPayload>): Promise<TTenant> {
  const p = ctx.payload;
  assertPhone(p);
  await assertSlugFree(ctx, p.slug);
  const row = await repo.insertTenant(ctx.tx, {
    ...defaultsFor(p.typeId ?? 1),
    ...editableChanges(p),
    ...operatorChanges(ctx, p),
    slug: p.slug,
    name: p.name,
    status: 'active',
  });
  return toTenant(row);
}

/** How long the address of an uploaded logo or favicon stays valid: the shell reloads the tenant on every visit. */
const BRANDING_URL_TTL_SECONDS = 24 * 60 * 60;

/**
 * Logo and favicon uploaded in the settings are storage keys; the browser (also before sign-in)
 * needs an address: a signed one, made fresh each time the tenant is read. Addresses (absolute, data:
 * or root-relative like '/favicon.svg') stay as they are.
 */
export async function withBrandingUrls<T extends { logo: string | null; favicon: string | null }>(ctx: CallContext<unknown>, t: T): Promise<T> {
  const server = ctx.request.server;
  if (!server.hasDecorator('storage')) return t;
  const resolve = async (v: string | null) =>
    v && !/^(https?:|data:|\/)/i.test(v) ? server.storage.signedUrl(v, BRANDING_URL_TTL_SECONDS).catch(() => null) : v;
  return { ...t, logo: await resolve(t.logo), favicon: await resolve(t.favicon) };
}

export async function getTenantDetails(ctx: Ctx<typeof ZGetTenantDetailsPayload>): Promise<TTenant> {
  return toTenant(await loadTenant(ctx, targetTenantId(ctx, ctx.payload.tenantId)));
}

export async function getTenantBySubdomain(ctx: Ctx<typeof ZGetTenantBySubdomainPayload>): Promise<TTenantPublic> {
  const slug = ctx.payload.subdomain || ctx.tenant?.slug;
  // No slug asked for at the product's own host: the shell shows the platform, not /error-404.
  if (!slug) throw new AppError('PLATFORM_HOST');
  const row = await repo.findTenantRowBySlug(ctx.tx, slug);
  if (!row) throw new AppError('TENANT_NOT_FOUND');
  return withBrandingUrls(ctx, toTenantPublic(row));
}

/** SPEC §5: the phone must be a valid number, read with the chosen calling code (US +1 when none). */
function assertPhone(p: { phone?: string | null; phoneCountryCode?: string | null }, current?: TenantRow): void {
  if (!p.phone) return;
  const code = p.phoneCountryCode ?? current?.phoneCountryCode ?? null;
  const message = validatePhone(p.phone, code ? { countryCallingCode: code } : { us: true }, 'Phone');
  if (message) throw validationFailed([{ path: 'phone', message }]);
}

export async function updateTenant(ctx: Ctx<typeof ZUpdateTenantPayload>): Promise<TTenant> {
  const id = targetTenantId(ctx, ctx.payload.tenantId);
  const current = await loadTenant(ctx, id);
  assertPhone(ctx.payload, current);
  const changes = { ...editableChanges(ctx.payload, current), ...operatorChanges(ctx, ctx.payload) };
  if (Object.keys(changes).length === 0) return toTenant(current);
  const row = await repo.updateTenantRow(ctx.tx, id, changes);
  if (!row) throw new AppError('CONFLICT', 'Unable to update');
  return toTenant(row);
}

export async function updateTenantStatus(ctx: Ctx<typeof ZUpdateTenantStatusPayload>): Promise<TTenant> {
  const current = await loadTenant(ctx, ctx.payload.tenantId);
  if (current.status === 'invited' && ctx.payload.status === 'active' && !current.adminEmail) {
    throw conflict('The tenant has no admin yet.');
  }
  const row = await repo.updateTenantRow(ctx.tx, current.id, { status: ctx.payload.status });
  return toTenant(row!);
}

export async function deleteTenant(ctx: Ctx<typeof ZDeleteTenantPayload>): Promise<TDeleteTenantResult> {
  const current = await loadTenant(ctx, ctx.payload.tenantId);
  await repo.updateTenantRow(ctx.tx, current.id, { status: 'deleted', deletedAt: new Date(), activationKeyHash: null });
  return { deleted: true, tenantId: current.id };
}

/**
 * The setup steps, read from the tenant's data (issue 16.1): a case type configured, a workflow
 * saved, an active branch. A flag set by hand (`checklist` on /tenant/update) also counts, so a
 * firm that wants none of a step can tick it off.
 */
async function setupDone(ctx: CallContext<unknown>, tenantId: string) {
  return ctx.asTenant(tenantId, async () => {
    // By table name, not through the modules' index files: tenants is imported by them (an import cycle).
    const [row] = rowsOf<{ petition: boolean; workflow: boolean; branch: boolean }>(await ctx.tx.execute(sql`select
      exists(select 1 from case_configs) as petition,
      exists(select 1 from workflow_configs) as workflow,
      exists(select 1 from branches where active) as branch`));
    return { petition: !!row?.petition, workflow: !!row?.workflow, branch: !!row?.branch };
  });
}

export async function getTenantChecklist(ctx: Ctx<typeof ZGetTenantChecklistPayload>): Promise<TGetTenantChecklistResult> {
  const id = targetTenantId(ctx, ctx.payload.tenantId);
  const t = toTenant(await loadTenant(ctx, id));
  const done = await setupDone(ctx, id);
  const checklist = {
    petitionSetupCompleted: t.checklist.petitionSetupCompleted || done.petition,
    workflowSetupCompleted: t.checklist.workflowSetupCompleted || t.defaultWorkflowComplted || done.workflow,
    branchSetupCompleted: t.checklist.branchSetupCompleted || done.branch,
  };
  const incomplete: TGetTenantChecklistResult['incomplete'] = [];
  if (!checklist.petitionSetupCompleted) incomplete.push('petitionSetup');
  if (!checklist.workflowSetupCompleted) incomplete.push('workflowSetup');
  if (!checklist.branchSetupCompleted) incomplete.push('branchSetup');
  return { ...checklist, profCompleted: t.profCompleted, incomplete, isComplete: incomplete.length === 0 };
}

export async function resendActivationKey(
  ctx: Ctx<typeof ZResendTenantActivationKeyPayload>,
): Promise<TResendTenantActivationKeyResult> {
  const current = await loadTenant(ctx, ctx.payload.tenantId);
  if (current.status !== 'invited') throw conflict('The tenant is already activated.');
  const key = newToken();
  const activationExpiresAt = new Date(Date.now() + ACTIVATION_TTL_MS);
  const row = await repo.updateTenantRow(ctx.tx, current.id, { activationKeyHash: hashToken(key), activationExpiresAt });
  announceActivationKey(ctx, row!, key);
  return { sent: true, activationExpiresAt: activationExpiresAt.toISOString() };
}

export async function listTenants(ctx: Ctx<typeof ZListTenantsPayload>): Promise<TListTenantsResult> {
  const { page, perpage, matcher } = ctx.payload;
  const { rows, total } = await repo.listTenantRows(ctx.tx, matcher, page, perpage);
  return { data: rows.map(toTenant), count: total, page, perpage };
}
