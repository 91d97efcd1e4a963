import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { pdfFormOverrides, pdfFormVersions, type PdfFormOverridesRow, type PdfFormVersionRow } from './forms.table';

export async function overridesOf(tx: Db, petitionId: string, formCode?: string): Promise<PdfFormOverridesRow[]> {
  return tx
    .select()
    .from(pdfFormOverrides)
    .where(
      and(eq(pdfFormOverrides.petitionId, petitionId), formCode ? eq(pdfFormOverrides.formCode, formCode) : undefined),
    );
}

export async function saveOverrides(
  tx: Db,
  petitionId: string,
  formCode: string,
  overrides: Record<string, string | boolean | null>,
  userId: string,
): Promise<PdfFormOverridesRow> {
  const now = new Date();
  const [row] = await tx
    .insert(pdfFormOverrides)
    .values({ petitionId, formCode, overrides, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [pdfFormOverrides.tenantId, pdfFormOverrides.petitionId, pdfFormOverrides.formCode],
      set: { overrides, updatedBy: userId, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function nextVersion(tx: Db, petitionId: string, formCode: string): Promise<number> {
  const [r] = await tx
    .select({ n: max(pdfFormVersions.version) })
    .from(pdfFormVersions)
    .where(and(eq(pdfFormVersions.petitionId, petitionId), eq(pdfFormVersions.formCode, formCode)));
  return (r?.n ?? 0) + 1;
}

export async function insertVersion(tx: Db, values: typeof pdfFormVersions.$inferInsert): Promise<PdfFormVersionRow> {
  const [row] = await tx.insert(pdfFormVersions).values(values).returning();
  return row!;
}

export async function versionsOf(tx: Db, petitionId: string, formCode?: string): Promise<PdfFormVersionRow[]> {
  return tx
    .select()
    .from(pdfFormVersions)
    .where(
      and(eq(pdfFormVersions.petitionId, petitionId), formCode ? eq(pdfFormVersions.formCode, formCode) : undefined),
    )
    .orderBy(desc(pdfFormVersions.createdAt), desc(pdfFormVersions.version));
}

/** Unmarks the final version of a form of the case (before another is marked). */
export async function clearFinal(tx: Db, petitionId: string, formCode: string): Promise<void> {
  await tx
    .update(pdfFormVersions)
    .set({ isFinal: false, finalBy: null, finalByName: null, finalAt: null })
    .where(
      and(
        eq(pdfFormVersions.petitionId, petitionId),
        eq(pdfFormVersions.formCode, formCode),
        eq(pdfFormVersions.isFinal, true),
      ),
    );
}

export async function updateVersion(
  tx: Db,
  id: string,
  set: Partial<typeof pdfFormVersions.$inferInsert>,
): Promise<PdfFormVersionRow> {
  const [row] = await tx.update(pdfFormVersions).set(set).where(eq(pdfFormVersions.id, id)).returning();
  return row!;
}

export async function deleteVersion(tx: Db, id: string): Promise<void> {
  await tx.delete(pdfFormVersions).where(eq(pdfFormVersions.id, id));
}
