import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { parseOflcAlc, parseOflcGeography } from 'shared/domain';
import type { ZodType } from 'zod';
import type { TWageImport, wageImportChunkCall, wageImportFinishCall, wageImportStartCall, wageImportsCall } from 'shared/contract';
import type { Db } from '../../platform/db';
import { conflict, notFound, unprocessableAll, type Ctx } from '../../platform/http';
import { caseAccess } from '../petitions';
import { pwdWageAreas, pwdWageImports, pwdWageRows, type PwdWageImportRow } from './pwd.table';

/*
 * The year's OFLC wage files (issue 19 point 7; docs/pwd.md). An import is started, fed parts of
 * ALC_Export.csv and Geography.csv (each part whole lines with the header, so a 30 MB national file
 * goes in parts below the request size limit and the screen shows progress), and finished: only
 * then does it become the year's table. A bad part is refused with its line numbers and its
 * transaction stores nothing; an unfinished import is never read.
 */

const BATCH = 1000;
type P<T extends { payload: ZodType }> = Ctx<T['payload']>;

export async function importView(tx: Db, imp: PwdWageImportRow): Promise<TWageImport> {
  const [[w], [a]] = await Promise.all([
    tx.select({ n: count() }).from(pwdWageRows).where(eq(pwdWageRows.importId, imp.id)),
    tx.select({ n: count() }).from(pwdWageAreas).where(eq(pwdWageAreas.importId, imp.id)),
  ]);
  return {
    id: imp.id,
    year: imp.year,
    label: imp.label,
    state: imp.state as TWageImport['state'],
    sample: imp.sample,
    wageRows: Number(w?.n ?? 0),
    areas: Number(a?.n ?? 0),
    createdByName: imp.createdByName,
    createdAt: imp.createdAt.toISOString(),
    activatedAt: imp.activatedAt?.toISOString() ?? null,
  };
}

async function stagingImport(tx: Db, id: string): Promise<PwdWageImportRow> {
  const [imp] = await tx.select().from(pwdWageImports).where(eq(pwdWageImports.id, id)).for('update').limit(1);
  if (!imp) throw notFound('Import not found');
  if (imp.state !== 'staging') throw conflict('This import is finished; start a new one.');
  return imp;
}

export async function wageImportStart(ctx: P<typeof wageImportStartCall>): Promise<TWageImport> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const [y1, y2] = p.year.split('-').map(Number);
  if (y2 !== y1! + 1) throw unprocessableAll([{ path: 'year', message: 'The wage year runs July to June: 2025-2026.' }]);
  const [imp] = await ctx.tx.insert(pwdWageImports).values({ year: p.year, label: p.label ?? null, createdBy: a.userId, createdByName: a.userName }).returning();
  return importView(ctx.tx, imp!);
}

const shift = (issues: string[], offset: number) => issues.map((m) => m.replace(/^Line (\d+)/, (_, n: string) => `Line ${Number(n) + offset}`));

export async function wageImportChunk(ctx: P<typeof wageImportChunkCall>): Promise<TWageImport> {
  const p = ctx.payload;
  const tx = ctx.tx;
  const imp = await stagingImport(tx, p.importId);
  if (p.file === 'alc') {
    const r = parseOflcAlc(p.csv);
    if (!r.ok) throw unprocessableAll(shift(r.issues, p.lineOffset).map((message) => ({ path: 'csv', message })));
    for (let i = 0; i < r.rows.length; i += BATCH) {
      const part = r.rows.slice(i, i + BATCH);
      const inserted = await tx
        .insert(pwdWageRows)
        .values(part.map((w) => ({ importId: imp.id, areaCode: w.area, socCode: w.socCode, geoLevel: w.geoLevel, level1: w.level1, level2: w.level2, level3: w.level3, level4: w.level4, average: w.average, label: w.label })))
        .onConflictDoNothing()
        .returning({ area: pwdWageRows.areaCode });
      if (inserted.length !== part.length) throw unprocessableAll([{ path: 'csv', message: 'Some area and SOC code pairs of this part were already imported in an earlier part: the file repeats them.' }]);
    }
  } else {
    const r = parseOflcGeography(p.csv);
    if (!r.ok) throw unprocessableAll(shift(r.issues, p.lineOffset).map((message) => ({ path: 'csv', message })));
    for (let i = 0; i < r.rows.length; i += BATCH) {
      await tx
        .insert(pwdWageAreas)
        .values(r.rows.slice(i, i + BATCH).map((g) => ({ importId: imp.id, areaCode: g.area, areaName: g.areaName, stateAb: g.stateAb, state: g.state, countyTownName: g.countyTownName })))
        .onConflictDoNothing();
    }
  }
  return importView(tx, imp);
}

export async function wageImportFinish(ctx: P<typeof wageImportFinishCall>): Promise<TWageImport> {
  const p = ctx.payload;
  const tx = ctx.tx;
  const imp = await stagingImport(tx, p.importId);
  const [w] = await tx.select({ n: count() }).from(pwdWageRows).where(eq(pwdWageRows.importId, imp.id));
  if (!Number(w?.n ?? 0)) throw unprocessableAll([{ path: 'importId', message: 'This import has no wage rows: send ALC_Export.csv before finishing.' }]);
  const replaced = await tx
    .update(pwdWageImports)
    .set({ state: 'replaced' })
    .where(and(eq(pwdWageImports.year, imp.year), eq(pwdWageImports.state, 'active'), ne(pwdWageImports.id, imp.id)))
    .returning({ id: pwdWageImports.id });
  for (const r of replaced) {
    await tx.delete(pwdWageRows).where(eq(pwdWageRows.importId, r.id));
    await tx.delete(pwdWageAreas).where(eq(pwdWageAreas.importId, r.id));
  }
  const [after] = await tx.update(pwdWageImports).set({ state: 'active', activatedAt: new Date() }).where(eq(pwdWageImports.id, imp.id)).returning();
  return importView(tx, after!);
}

export async function wageImports(ctx: P<typeof wageImportsCall>) {
  const p = ctx.payload;
  const rows = await ctx.tx
    .select()
    .from(pwdWageImports)
    .orderBy(sql`case ${pwdWageImports.state} when 'active' then 0 when 'staging' then 1 else 2 end`, desc(pwdWageImports.createdAt))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  const [c] = await ctx.tx.select({ n: count() }).from(pwdWageImports);
  return { data: await Promise.all(rows.map((r) => importView(ctx.tx, r))), count: Number(c?.n ?? 0) };
}
