import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_EXPIRY_SETTINGS,
  EXPIRY_KIND_LABELS,
  type TExpiryItem,
  type TExpirySettings,
  type TListExpiriesResult,
  type ZIcsTokenPayload,
  type ZListExpiriesPayload,
  type ZSaveExpirySettingsPayload,
} from 'shared/contract';
import { hashToken, newToken } from '../../platform/auth';
import { rowsOf, withPlatform, withTenant, type Db } from '../../platform/db';
import type { CallContext, Ctx } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import { tenants } from '../tenants';
import { users } from '../users';
import { companies, companyUsers } from '../companies';
import { beneficiaries } from '../beneficiaries';
import {
  internalAccess,
  ownBeneficiaryIds,
  peopleAccess,
  peopleTermFor,
  petitionerCompanyIds,
  requirePeopleTerm,
  type PeopleAccess,
} from '../people';
import { recordActivity } from '../people';
import { addDaysIso, todayOf } from '../../platform/data';
import { queryExpiries, toExpiryItems, type ExpiryFilter } from './expiries.query';
import { expiryRemindersSent, expirySettings, icsTokens } from './expiries.table';
import { buildIcs } from './ics';
import { isInternalRole, ROLE } from 'shared/domain';

// ─────────────────────────── list ───────────────────────────

export async function listExpiries(ctx: Ctx<typeof ZListExpiriesPayload>): Promise<TListExpiriesResult> {
  const a = await peopleAccess(ctx);
  await requirePeopleTerm(ctx);
  const p = ctx.payload;
  const m = p.matcher;
  const today = todayOf(p);
  let from = m.from;
  let to = m.to;
  if (!m.includeExpired) from = maxDate(from, today);
  if (m.withinDays !== undefined) to = minDate(to, addDaysIso(today, m.withinDays));
  const filter: ExpiryFilter = {
    kinds: m.kinds,
    from,
    to,
    companyIds: m.companyIds,
    attorneyUserIds: m.attorneyUserIds,
    beneficiaryIds: m.beneficiaryIds,
    relation: m.relation,
  };
  const { rows, total } = await queryExpiries(ctx.tx, a, filter, { limit: p.perpage, offset: (p.page - 1) * p.perpage, order: p.order });
  return { data: await toExpiryItems(ctx.tx, rows, today), count: total, page: p.page, perpage: p.perpage, today };
}

const maxDate = (a: string | undefined, b: string) => (a && a > b ? a : b);
const minDate = (a: string | undefined, b: string) => (a && a < b ? a : b);

// ─────────────────────────── settings ───────────────────────────

export async function readSettings(tx: Db): Promise<TExpirySettings> {
  const [row] = await tx.select().from(expirySettings).limit(1);
  if (!row) return { ...DEFAULT_EXPIRY_SETTINGS, recipients: { ...DEFAULT_EXPIRY_SETTINGS.recipients } };
  return { enabled: row.enabled, leadTimes: row.leadTimes, recipients: row.recipients, kinds: row.kinds };
}

export async function getExpirySettings(ctx: CallContext<unknown>): Promise<TExpirySettings> {
  await internalAccess(ctx);
  return readSettings(ctx.tx);
}

export async function saveExpirySettings(ctx: Ctx<typeof ZSaveExpirySettingsPayload>): Promise<TExpirySettings> {
  const a = await internalAccess(ctx, { write: true });
  const before = await readSettings(ctx.tx);
  const p = ctx.payload;
  const next: TExpirySettings = {
    enabled: p.enabled,
    leadTimes: [...new Set(p.leadTimes)].sort((x, y) => y - x),
    recipients: p.recipients,
    kinds: [...new Set(p.kinds)],
  };
  await ctx.tx
    .insert(expirySettings)
    .values({ ...next, updatedBy: a.userId })
    .onConflictDoUpdate({ target: [expirySettings.tenantId], set: { ...next, updatedBy: a.userId, updatedAt: new Date() } });
  await recordActivity(ctx.tx, { userId: a.userId, userName: a.userName }, 'expiry_settings', ctx.scopeTenantId, 'update', before, next);
  return next;
}

// ─────────────────────────── ICS feed ───────────────────────────

/** Origin of links shown to the user: the request's host (the tenant's). */
function origin(req: FastifyRequest): string {
  const host = String(req.headers.host ?? 'localhost');
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

export async function icsToken(ctx: Ctx<typeof ZIcsTokenPayload>) {
  const a = await peopleAccess(ctx);
  const [existing] = await ctx.tx.select().from(icsTokens).where(eq(icsTokens.userId, a.userId)).limit(1);
  if (existing && !ctx.payload.regenerate) {
    return { token: null, url: null, createdAt: new Date(existing.createdAt).toISOString() };
  }
  const token = newToken();
  const createdAt = new Date();
  await ctx.tx
    .insert(icsTokens)
    .values({ userId: a.userId, tokenHash: hashToken(token), createdAt })
    .onConflictDoUpdate({ target: [icsTokens.tenantId, icsTokens.userId], set: { tokenHash: hashToken(token), createdAt } });
  return { token, url: `${origin(ctx.request)}/ics/${token}.ics`, createdAt: createdAt.toISOString() };
}

/** The access a feed owner has (same rules as his calls), or undefined when he may see none. */
async function accessOfUser(tx: Db, userId: string): Promise<PeopleAccess | undefined> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || u.status !== 'active' || u.isExternal === 1) return undefined;
  const base = { userId: u.id, userName: u.name, roleId: u.roleId, branchIds: [] as string[], companyIds: [] as string[], beneficiaryIds: [] as string[], canWrite: false };
  if (u.roleId === ROLE.BRANCH_MANAGER) return { ...base, kind: 'branch', branchIds: u.branchIds ?? [] };
  if (isInternalRole(u.roleId)) return { ...base, kind: 'internal' };
  if (u.roleId === ROLE.PETITIONER) return { ...base, kind: 'petitioner', companyIds: await petitionerCompanyIds(tx, u.id) };
  if (u.roleId === ROLE.BENEFICIARY) return { ...base, kind: 'beneficiary', beneficiaryIds: await ownBeneficiaryIds(tx, u.id) };
  return undefined;
}

/**
 * The feed of `token` in the tenant's scope: its owner's expiries from 30 days ago to two years
 * ahead. Undefined for an unknown token, an inactive owner, or a tenant without beneficiaries.
 */
export async function icsFeed(tx: Db, tenant: { id: string; name: string }, token: string, host: string, today: string): Promise<string | undefined> {
  const [row] = await tx.select().from(icsTokens).where(eq(icsTokens.tokenHash, hashToken(token))).limit(1);
  if (!row) return undefined;
  const access = await accessOfUser(tx, row.userId);
  if (!access) return undefined;
  const [t] = await tx.select({ typeId: tenants.typeId, globalConfig: tenants.globalConfig }).from(tenants).where(eq(tenants.id, tenant.id));
  const term = t ? peopleTermFor({ typeId: t.typeId, employeeMngmt: t.globalConfig?.employeeMngmt === 1 ? 1 : 0 }) : null;
  if (!term) return undefined;
  const { rows } = await queryExpiries(tx, access, { from: addDaysIso(today, -30), to: addDaysIso(today, 730) }, { limit: 5000, offset: 0, order: 1 });
  const items = await toExpiryItems(tx, rows, today);
  return buildIcs(items, { calendarName: `${tenant.name}: expiries`, host });
}

// ─────────────────────────── reminders ───────────────────────────

export const EXPIRY_REMINDER_TEMPLATE = 'expiry-reminder';

export interface ReminderRunResult {
  tenants: number;
  items: number;
  mails: number;
}

/**
 * The daily reminder run: for every item whose date is within a lead time (and not past), mails
 * the recipients of the settings once for the tightest lead time reached; the wider lead times
 * already passed are marked sent too, so each (item, lead time) is mailed at most once.
 */
export async function runExpiryReminders(
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  opts: { today?: string; tenantIds?: string[] } = {},
): Promise<ReminderRunResult> {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const tenantRows = await withPlatform(db, (tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name, typeId: tenants.typeId, globalConfig: tenants.globalConfig })
      .from(tenants)
      .where(and(eq(tenants.status, 'active'), opts.tenantIds ? inArray(tenants.id, opts.tenantIds) : undefined)),
  );
  const result: ReminderRunResult = { tenants: 0, items: 0, mails: 0 };
  for (const t of tenantRows) {
    const term = peopleTermFor({ typeId: t.typeId, employeeMngmt: t.globalConfig?.employeeMngmt === 1 ? 1 : 0 });
    if (!term) continue;
    const r = await withTenant(db, t.id, (tx) => remindTenant(tx, mailer, t.id, today, term));
    result.tenants++;
    result.items += r.items;
    result.mails += r.mails;
  }
  return result;
}

async function remindTenant(tx: Db, mailer: Pick<Mailer, 'send'>, tenantId: string, today: string, term: string) {
  const settings = await readSettings(tx);
  const out = { items: 0, mails: 0 };
  if (!settings.enabled || !settings.leadTimes.length) return out;
  const horizon = Math.max(...settings.leadTimes);
  const everything: PeopleAccess = { kind: 'internal', userId: '', userName: 'system', roleId: 3, branchIds: [], companyIds: [], beneficiaryIds: [], canWrite: false };
  const { rows } = await queryExpiries(tx, everything, { kinds: settings.kinds, from: today, to: addDaysIso(today, horizon) }, { limit: 100_000, offset: 0, order: 1 });
  if (!rows.length) return out;
  const items = await toExpiryItems(tx, rows, today);
  const sent = rowsOf<{ beneficiary_id: string; kind: string; expiry_date: string; lead_days: number }>(
    await tx.execute(sql`select beneficiary_id, kind, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, lead_days from ${expiryRemindersSent}
                          where expiry_date >= ${today}::date`),
  );
  const sentKey = new Set(sent.map((s) => `${s.beneficiary_id}|${s.kind}|${s.expiry_date}|${s.lead_days}`));
  for (const item of items) {
    const reached = settings.leadTimes.filter((l) => item.daysLeft <= l).sort((x, y) => x - y);
    if (!reached.length) continue;
    const tightest = reached[0]!;
    const key = (l: number) => `${item.beneficiaryId}|${item.kind}|${item.date}|${l}`;
    if (sentKey.has(key(tightest))) continue;
    const recipients = await recipientsOf(tx, item, settings);
    for (const r of recipients) {
      await mailer.send(tx, {
        tenantId,
        to: r.email,
        template: EXPIRY_REMINDER_TEMPLATE,
        data: {
          name: r.name,
          personName: item.principalName ? `${item.beneficiaryName} (${item.relation} of ${item.principalName})` : item.beneficiaryName,
          document: item.label,
          date: item.date,
          daysLeft: String(item.daysLeft),
          companyName: item.companyName ?? '—',
          term,
        },
      });
      out.mails++;
    }
    for (const l of reached) {
      if (sentKey.has(key(l))) continue;
      await tx
        .insert(expiryRemindersSent)
        .values({ beneficiaryId: item.beneficiaryId, kind: item.kind, expiryDate: item.date, leadDays: l, recipients: recipients.map((r) => r.email) })
        .onConflictDoNothing();
      sentKey.add(key(l));
    }
    out.items++;
  }
  return out;
}

async function recipientsOf(tx: Db, item: TExpiryItem, settings: TExpirySettings): Promise<{ email: string; name: string }[]> {
  const out = new Map<string, { email: string; name: string }>();
  const add = (email: string | null | undefined, name: string | null | undefined) => {
    if (email && !out.has(email.toLowerCase())) out.set(email.toLowerCase(), { email, name: name || email });
  };
  if (settings.recipients.attorney && item.attorneyUserId) {
    const [u] = await tx.select({ email: users.email, name: users.name, status: users.status }).from(users).where(eq(users.id, item.attorneyUserId));
    if (u?.status === 'active') add(u.email, u.name);
  }
  if (settings.recipients.petitionerHr && item.companyId) {
    const [c] = await tx.select().from(companies).where(eq(companies.id, item.companyId));
    const hr = (c?.contacts ?? []).filter((x) => x.email && (x.isPrimary || /hr|human|people|talent/i.test(x.title ?? '')));
    for (const x of hr) add(x.email, x.name);
    if (!hr.length) {
      const members = await tx
        .select({ email: users.email, name: users.name })
        .from(companyUsers)
        .innerJoin(users, eq(users.id, companyUsers.userId))
        .where(and(eq(companyUsers.companyId, item.companyId), eq(users.status, 'active')));
      for (const m of members) add(m.email, m.name);
      if (!members.length) add(c?.email, c?.name);
    }
  }
  if (settings.recipients.beneficiary) {
    const [b] = await tx.select({ email: beneficiaries.email }).from(beneficiaries).where(eq(beneficiaries.id, item.beneficiaryId));
    add(b?.email, item.beneficiaryName);
  }
  return [...out.values()];
}

export { EXPIRY_KIND_LABELS };
