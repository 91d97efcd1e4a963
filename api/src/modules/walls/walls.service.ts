import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { WALL_EVENT_LABELS, type TWallEvent, type WallEventType, type ZListWallsPayload } from 'shared/contract';
import { rowsOf } from '../../platform/db';
import type { CallContext, Ctx } from '../../platform/http';
import { beneficiaries } from '../beneficiaries';
import { caseTypeNamerOf } from '../case-config';
import { companies } from '../companies';
import { caseAccess, caseVisibility, isStaff, petitionActivity, petitions, shownCaseNumber, type CaseAccess } from '../petitions';

/*
 * /walls/list, the Updates feed (docs/support-tickets.md "Updates"). Derived, not stored: case
 * events are rows of the case activity log (petition_activity, written by the kernel's logCase)
 * classified by action and activity code; new clients are beneficiaries and petitioner companies
 * by their creation time. One SQL query pages the union; the page's rows are then described.
 */

/** The activity-log rows that are feed events, and which kind each is. */
const EVENT_TYPE_SQL = sql`CASE
  WHEN ${petitionActivity.action} IN ('create', 'import') THEN 'new_case'
  WHEN ${petitionActivity.action} = 'approval' AND ${petitionActivity.after}->>'approvalStatus' = 'approved' THEN 'approval'
  WHEN ${petitionActivity.action} IN ('uscis-response', 'complete-activity') AND ${petitionActivity.activityCode} IN ('USCIS_APPROVED', 'CASE_APPROVED') THEN 'approval'
  WHEN ${petitionActivity.action} = 'uscis-response' AND ${petitionActivity.activityCode} = 'USCIS_RECEIVED_RFE' THEN 'rfe'
  WHEN ${petitionActivity.action} = 'complete-activity' AND ${petitionActivity.activityCode} = 'UPDATE_USCIS_RECEIPT_NUMBER' THEN 'receipt'
  WHEN ${petitionActivity.action} = 'tracking' AND (${petitionActivity.after} ->> 'receiptNumber') IS NOT NULL THEN 'receipt'
  WHEN ${petitionActivity.action} = 'uscis-notice' THEN 'receipt'
  WHEN ${petitionActivity.action} IN ('esign-signed', 'add-sign-to-document') THEN 'signature'
END`;

/** An IANA zone Postgres and Intl both know, else UTC. */
function zoneOf(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return /^[A-Za-z0-9_+\-/]{1,64}$/.test(tz) ? tz : 'UTC';
  } catch {
    return 'UTC';
  }
}

/** New clients: only for callers who see every case (admins, all-cases staff) or a branch's (its clients). */
function clientScope(a: CaseAccess, branchCol: SQLWrapper): SQL | null {
  if (!isStaff(a)) return null;
  if (a.kind === 'all') return sql`true`;
  if (a.kind === 'branch') return a.branchIds.length ? sql`${branchCol} IN (${sql.join(a.branchIds.map((b) => sql`${b}::uuid`), sql`, `)})` : null;
  return null;
}

interface FeedRow extends Record<string, unknown> {
  id: string;
  at: string | Date;
  type: WallEventType;
  petition_id: string | null;
  client_kind: 'beneficiary' | 'petitioner' | null;
}

export async function listWalls(ctx: Ctx<typeof ZListWallsPayload>) {
  const a = await caseAccess(ctx);
  return wallPage(ctx, a, ctx.payload);
}

export interface WallQuery {
  page: number;
  perpage: number;
  timezone?: string;
  matcher: { eventTypes?: readonly WallEventType[]; typeIds?: readonly number[]; from?: string; to?: string };
}

/** One page of the feed as `a` may see it (the /walls/list call and the dashboard's Updates widget). */
export async function wallPage(ctx: CallContext<unknown>, a: CaseAccess, p: WallQuery) {
  const m = p.matcher;
  const tz = zoneOf(p.timezone);
  const dayOf = (col: SQLWrapper) => sql`(${col} AT TIME ZONE ${tz})::date`;
  const dateParts = (col: SQLWrapper): SQL[] => [
    ...(m.from ? [sql`${dayOf(col)} >= ${m.from}::date`] : []),
    ...(m.to ? [sql`${dayOf(col)} <= ${m.to}::date`] : []),
  ];
  const wantCases = !m.eventTypes?.length || m.eventTypes.some((t) => t !== 'new_client');
  const wantClients = (!m.eventTypes?.length || m.eventTypes.includes('new_client')) && !m.typeIds?.length;

  const parts: SQL[] = [];
  if (wantCases) {
    const where = and(
      caseVisibility(a),
      // Clients read their cases' shared events only: the firm's own approval step is internal.
      isStaff(a) ? undefined : sql`${petitionActivity.action} <> 'approval'`,
      m.typeIds?.length ? inArray(petitions.typeId, [...m.typeIds]) : undefined,
      ...dateParts(petitionActivity.at),
    );
    parts.push(sql`SELECT ${petitionActivity.id} AS id, ${petitionActivity.at} AS at, ${EVENT_TYPE_SQL} AS type,
        ${petitionActivity.petitionId} AS petition_id, NULL::text AS client_kind
      FROM ${petitionActivity} JOIN ${petitions} ON ${petitions.tenantId} = ${petitionActivity.tenantId} AND ${petitions.id} = ${petitionActivity.petitionId}
      WHERE ${where}`);
  }
  if (wantClients) {
    const ben = clientScope(a, beneficiaries.branchId);
    if (ben) {
      parts.push(sql`SELECT ${beneficiaries.id} AS id, ${beneficiaries.createdAt} AS at, 'new_client' AS type, NULL::uuid AS petition_id, 'beneficiary' AS client_kind
        FROM ${beneficiaries} WHERE ${and(sql`${beneficiaries.deletedAt} IS NULL`, ben, ...dateParts(beneficiaries.createdAt))}`);
    }
    const com = clientScope(a, companies.branchId);
    if (com) {
      parts.push(sql`SELECT ${companies.id} AS id, ${companies.createdAt} AS at, 'new_client' AS type, NULL::uuid AS petition_id, 'petitioner' AS client_kind
        FROM ${companies} WHERE ${and(sql`${companies.deletedAt} IS NULL`, com, ...dateParts(companies.createdAt))}`);
    }
  }
  if (!parts.length) return { data: [], count: 0, page: p.page, perpage: p.perpage };
  const union = sql.join(parts, sql` UNION ALL `);
  const typeFilter = m.eventTypes?.length
    ? sql`type IN (${sql.join(
        m.eventTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql`type IS NOT NULL`;
  const feed = sql`(SELECT * FROM (${union}) u WHERE ${typeFilter})`;
  const [total] = rowsOf<{ n: number }>(await ctx.tx.execute(sql`SELECT count(*)::int AS n FROM ${feed} f`));
  const rows = rowsOf<FeedRow>(
    await ctx.tx.execute(sql`SELECT id, at, type, petition_id, client_kind FROM ${feed} f ORDER BY at DESC, id DESC LIMIT ${p.perpage} OFFSET ${(p.page - 1) * p.perpage}`),
  );
  return { data: await describe(ctx, rows, isStaff(a)), count: Number(total?.n ?? 0), page: p.page, perpage: p.perpage };
}

/** Turns the page's rows into events: case numbers, who acted, what happened. */
async function describe(ctx: CallContext<unknown>, rows: readonly FeedRow[], staff: boolean): Promise<TWallEvent[]> {
  const caseRows = rows.filter((r) => r.petition_id);
  const activityIds = caseRows.map((r) => r.id);
  const caseIds = [...new Set(caseRows.map((r) => r.petition_id!))];
  const acts = activityIds.length ? await ctx.tx.select().from(petitionActivity).where(inArray(petitionActivity.id, activityIds)) : [];
  const cases = caseIds.length
    ? await ctx.tx
        .select({ id: petitions.id, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, typeId: petitions.typeId, receiptNumber: petitions.receiptNumber })
        .from(petitions)
        .where(inArray(petitions.id, caseIds))
    : [];
  // The firm's names of its case types ("New Dependent spouse case …" after a rename).
  const typeNames = caseRows.length ? await caseTypeNamerOf(ctx.tx) : null;
  const benIds = rows.filter((r) => r.client_kind === 'beneficiary').map((r) => r.id);
  const comIds = rows.filter((r) => r.client_kind === 'petitioner').map((r) => r.id);
  const bens = benIds.length
    ? await ctx.tx.select({ id: beneficiaries.id, first: beneficiaries.firstName, last: beneficiaries.lastName }).from(beneficiaries).where(inArray(beneficiaries.id, benIds))
    : [];
  const coms = comIds.length ? await ctx.tx.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, comIds)) : [];
  const actById = new Map(acts.map((x) => [x.id, x]));
  const caseById = new Map(cases.map((x) => [x.id, x]));
  const clientName = new Map<string, string>([...bens.map((b) => [b.id, `${b.first} ${b.last}`.trim()] as const), ...coms.map((c) => [c.id, c.name] as const)]);
  return rows.map((r) => {
    const at = new Date(r.at).toISOString();
    if (r.client_kind) {
      const name = clientName.get(r.id) ?? '';
      return {
        id: `${r.client_kind}:${r.id}`,
        type: 'new_client',
        at,
        text: `New ${r.client_kind}: ${name}`,
        byName: null,
        petitionId: null,
        caseNumber: null,
        caseTypeId: null,
        client: { id: r.id, kind: r.client_kind, name },
      };
    }
    const act = actById.get(r.id);
    const c = caseById.get(r.petition_id!);
    const no = c ? shownCaseNumber(c) : '';
    const kind = c && typeNames ? typeNames.typeName(c.typeId) : '';
    const after = (act?.after ?? {}) as Record<string, unknown>;
    // Activity notes are staff's words; clients read the event only.
    const note = staff && act?.note ? `: ${act.note}` : '';
    const text = (() => {
      switch (r.type) {
        case 'new_case':
          return `New ${kind} case ${no}${note}`;
        case 'approval':
          return `Case ${no} approved${act?.action === 'approval' ? ' by the firm' : ''}${note}`;
        case 'rfe':
          return `RFE received on case ${no}${note}`;
        case 'receipt': {
          const receipt = typeof after.receiptNumber === 'string' ? after.receiptNumber : c?.receiptNumber;
          return act?.action === 'uscis-notice' ? `USCIS notice on case ${no}${note}` : `Receipt ${receipt ?? ''} recorded on case ${no}`.replace('  ', ' ');
        }
        case 'signature':
          return `Signature on case ${no}${note}`;
        default:
          return `${WALL_EVENT_LABELS[r.type]} on case ${no}`;
      }
    })();
    return {
      id: r.id,
      type: r.type,
      at,
      text,
      byName: act?.userName ?? null,
      petitionId: r.petition_id,
      caseNumber: no || null,
      caseTypeId: c?.typeId ?? null,
      client: null,
    };
  });
}
