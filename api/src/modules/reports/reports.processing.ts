import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PROCESSING_TIMES,
  DEFAULT_PROCESSING_TIMES_AS_OF,
  DEFAULT_PROCESSING_TIMES_SOURCE,
} from 'shared/domain';
import type { TProcessingTime, ZProcessingTimesListPayload, ZProcessingTimesUpdatePayload } from 'shared/contract';
import type { Db } from '../../platform/db';
import { todayOf } from '../../platform/data';
import { unprocessable, type Ctx } from '../../platform/http';
import { caseAccess } from '../petitions';
import { userNames } from '../people';
import { processingTimes } from './reports.table';

/*
 * Typical processing times per form (issue 17 point 5): the firm's row when it edited the form,
 * else the dated product default (shared/domain/reports/processing-times.ts).
 */

/** `(form, typical_days, premium_days)` for every form: the firm's figure or the default. SQL for the expiry risk report. */
export function processingTimeSql(): { table: SQL } {
  const defaults = sql.join(
    DEFAULT_PROCESSING_TIMES.map((d) => sql`(${d.form}::text, ${d.typicalDays}::int, ${d.premiumDays}::int)`),
    sql`, `,
  );
  return {
    table: sql`select d.form, coalesce(${processingTimes.typicalDays}, d.typical_days) as typical_days,
        (case when ${processingTimes.form} is null then d.premium_days else ${processingTimes.premiumDays} end) as premium_days
      from (values ${defaults}) as d(form, typical_days, premium_days)
      left join ${processingTimes} on ${processingTimes.form} = d.form`,
  };
}

async function listTimes(tx: Db): Promise<TProcessingTime[]> {
  const rows = await tx.select().from(processingTimes);
  const byForm = new Map(rows.map((r) => [r.form, r]));
  const names = await userNames(tx, rows.map((r) => r.updatedBy));
  return DEFAULT_PROCESSING_TIMES.map((d) => {
    const r = byForm.get(d.form);
    return r
      ? { form: d.form, label: d.label, typicalDays: r.typicalDays, premiumDays: r.premiumDays, asOf: r.asOf, source: r.source, custom: true, updatedByName: r.updatedBy ? (names.get(r.updatedBy) ?? null) : null }
      : { form: d.form, label: d.label, typicalDays: d.typicalDays, premiumDays: d.premiumDays, asOf: DEFAULT_PROCESSING_TIMES_AS_OF, source: DEFAULT_PROCESSING_TIMES_SOURCE, custom: false, updatedByName: null };
  });
}

export async function processingTimesList(ctx: Ctx<typeof ZProcessingTimesListPayload>) {
  await caseAccess(ctx);
  return { data: await listTimes(ctx.tx) };
}

export async function processingTimesUpdate(ctx: Ctx<typeof ZProcessingTimesUpdatePayload>): Promise<TProcessingTime> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  if (p.asOf > todayOf(p)) throw unprocessable('asOf', 'The date the figure was read cannot be in the future.');
  const def = DEFAULT_PROCESSING_TIMES.find((d) => d.form === p.form)!;
  if (p.premiumDays !== null && def.premiumDays === null) throw unprocessable('premiumDays', `${p.form} has no premium processing.`);
  const values = { typicalDays: p.typicalDays, premiumDays: p.premiumDays, asOf: p.asOf, source: p.source, updatedBy: a.userId, updatedAt: new Date() };
  await ctx.tx
    .insert(processingTimes)
    .values({ form: p.form, ...values })
    .onConflictDoUpdate({ target: [processingTimes.tenantId, processingTimes.form], set: values });
  const all = await listTimes(ctx.tx);
  return all.find((t) => t.form === p.form)!;
}

