import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries';
import { caseVisibility, type CaseAccess, beneficiaryNameSql, petitions } from '../petitions';
import type { CaseDocumentCategory } from 'shared/domain';
import {
  caseDocuments,
  rfeResponseApprovals,
  type CaseDocumentRow,
  type NewCaseDocumentRow,
  type RfeResponseApprovalRow,
} from './case-documents.table';

/** The case's document rows, newest first; `category` narrows to checklist slots, response documents or notices. */
export function documentsOfCase(
  tx: Db,
  petitionId: string,
  category?: CaseDocumentCategory,
): Promise<CaseDocumentRow[]> {
  return tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.petitionId, petitionId), category ? eq(caseDocuments.category, category) : undefined))
    .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.version));
}

export async function documentOfCase(tx: Db, petitionId: string, id: string): Promise<CaseDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.petitionId, petitionId), eq(caseDocuments.id, id)))
    .limit(1);
  return row;
}

export async function documentByFile(tx: Db, fileId: string): Promise<CaseDocumentRow | undefined> {
  const [row] = await tx.select().from(caseDocuments).where(eq(caseDocuments.fileId, fileId)).limit(1);
  return row;
}

export async function insertDocument(tx: Db, values: NewCaseDocumentRow): Promise<CaseDocumentRow> {
  const [row] = await tx.insert(caseDocuments).values(values).returning();
  return row!;
}

export async function updateDocument(tx: Db, id: string, set: Partial<NewCaseDocumentRow>): Promise<CaseDocumentRow> {
  const [row] = await tx.update(caseDocuments).set(set).where(eq(caseDocuments.id, id)).returning();
  return row!;
}

export async function deleteDocument(tx: Db, id: string): Promise<void> {
  await tx.delete(caseDocuments).where(eq(caseDocuments.id, id));
}

/** Current documents awaiting review on the cases `a` sees, oldest first. */
export async function awaitingReview(tx: Db, a: CaseAccess, page: number, perpage: number) {
  const where = and(
    eq(caseDocuments.current, true),
    eq(caseDocuments.category, 'checklist'),
    isNull(caseDocuments.status),
    caseVisibility(a),
  );
  const rows = await tx
    .select({
      doc: caseDocuments,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      beneficiaryName: beneficiaryNameSql,
    })
    .from(caseDocuments)
    .innerJoin(petitions, eq(petitions.id, caseDocuments.petitionId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, petitions.beneficiaryId))
    .where(where)
    .orderBy(asc(caseDocuments.createdAt), asc(caseDocuments.id))
    .limit(perpage)
    .offset((page - 1) * perpage);
  const [total] = await tx
    .select({ n: count() })
    .from(caseDocuments)
    .innerJoin(petitions, eq(petitions.id, caseDocuments.petitionId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The approval requests of an RFE case, newest first. */
export function approvalsOfCase(tx: Db, petitionId: string): Promise<RfeResponseApprovalRow[]> {
  return tx
    .select()
    .from(rfeResponseApprovals)
    .where(eq(rfeResponseApprovals.petitionId, petitionId))
    .orderBy(desc(rfeResponseApprovals.requestedAt), desc(rfeResponseApprovals.id));
}

export async function insertApproval(
  tx: Db,
  values: typeof rfeResponseApprovals.$inferInsert,
): Promise<RfeResponseApprovalRow> {
  const [row] = await tx.insert(rfeResponseApprovals).values(values).returning();
  return row!;
}

export async function updateApproval(
  tx: Db,
  id: string,
  set: Partial<typeof rfeResponseApprovals.$inferInsert>,
): Promise<RfeResponseApprovalRow> {
  const [row] = await tx.update(rfeResponseApprovals).set(set).where(eq(rfeResponseApprovals.id, id)).returning();
  return row!;
}

/** Sets status and reason on several documents of a case (an approval decision). */
export async function setDocumentsStatus(
  tx: Db,
  petitionId: string,
  ids: readonly string[],
  set: Pick<NewCaseDocumentRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedByName' | 'reviewedAt'>,
): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(caseDocuments)
    .set(set)
    .where(and(eq(caseDocuments.petitionId, petitionId), inArray(caseDocuments.id, [...ids])));
}
