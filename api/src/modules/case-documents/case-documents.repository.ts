import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { beneficiaries } from '../beneficiaries/beneficiaries.table';
import { caseVisibility, type CaseAccess } from '../petitions/petitions.access';
import { beneficiaryNameSql } from '../petitions/petitions.repository';
import { petitions } from '../petitions/petitions.table';
import { caseDocuments, type CaseDocumentRow, type NewCaseDocumentRow } from './case-documents.table';

export function documentsOfCase(tx: Db, petitionId: string): Promise<CaseDocumentRow[]> {
  return tx
    .select()
    .from(caseDocuments)
    .where(eq(caseDocuments.petitionId, petitionId))
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
  const where = and(eq(caseDocuments.current, true), isNull(caseDocuments.status), caseVisibility(a));
  const rows = await tx
    .select({ doc: caseDocuments, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, beneficiaryName: beneficiaryNameSql })
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
