import {
  acceptBeneficiaryDocsCall,
  caseDocumentChecklistCall,
  createPetitionCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadCaseDocumentsCall,
  manageDocumentUploadCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  uploadBeneficiaryDocsCall,
  uploadFileCall,
} from 'shared/contract';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { TCaseChecklist, TChecklistSlotView } from 'shared/contract';
import { withTenant } from '../../../platform/db';
import * as F from '../../../platform/storage/__tests__/fixtures';
import { notifications } from '../../../platform/realtime/notifications.table';
import { files } from '../../../platform/storage/storage.table';
import { testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload } from '../../../testing';
import { beneficiaries } from '../../beneficiaries';

describe.each(testDbKinds())('case documents (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;
  let h4CaseId: string;
  let bCaseId: string;
  let client: TestLogin;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);

  /** Uploads bytes through /s3/upload as `login`; answers the storage key. */
  async function upload(login: TestLogin, bytes: Buffer, fileName: string, t: CaseTenant = A): Promise<string> {
    const body = F.multipart([{ name: 'file', value: bytes, filename: fileName }]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: t.t.host, authorization: `Bearer ${login.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.data[0].path as string;
  }

  const checklist = async (login: TestLogin = A.admin, id = caseId): Promise<TCaseChecklist> => {
    const res = await post(caseDocumentChecklistCall, { petitionId: id }, login);
    expect(res.status).toBe(200);
    return res.result;
  };
  const slotOf = (list: TCaseChecklist, key: string) => list.slots.find((s) => s.key === key) as TChecklistSlotView;

  beforeAll(async () => {
    caseId = (
      await post(
        createPetitionCall,
        { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId },
        A.admin,
      )
    ).result.id;
    h4CaseId = (
      await post(createPetitionCall, { typeId: 4, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin)
    ).result.id;
    bCaseId = (
      await post(
        createPetitionCall,
        { typeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId },
        B.admin,
        B,
      )
    ).result.id;
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, (tx) =>
      tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId)),
    );
  });

  it("lists the case type's slots with the 'Documents required' messages", async () => {
    const list = await checklist();
    expect(list.petitionId).toBe(caseId);
    expect(list.canReview).toBe(true);
    expect(slotOf(list, 'passport_bio_page')).toMatchObject({
      required: true,
      files: [],
      error: 'Passport (bio page) is required',
    });
    expect(slotOf(list, 'pay_stubs')).toMatchObject({ required: false, multiple: true, error: null });
    expect(list.missing).toContain('Offer Letter is required');
    const h4 = await checklist(A.admin, h4CaseId);
    expect(slotOf(h4, 'marriage_certificate')).toMatchObject({ required: true });
    expect(slotOf(h4, 'resume')).toBeUndefined();
  });

  it('the client uploads, staff reject with a reason the client sees, a new upload keeps the old as a previous version, then staff accept', async () => {
    const key1 = await upload(client, F.PDF, 'passport.pdf');
    const up = await post(
      uploadBeneficiaryDocsCall,
      { petitionId: caseId, docKey: 'passport_bio_page', key: key1 },
      client,
    );
    expect(up.status).toBe(200);
    expect(up.result).toMatchObject({
      docKey: 'passport_bio_page',
      status: null,
      version: 1,
      current: true,
      uploadedByKind: 'client',
      name: 'passport.pdf',
    });

    // Pending is not enough for the required rule.
    expect(slotOf(await checklist(), 'passport_bio_page').error).toBe('Passport (bio page) is required');

    // It is awaiting review across cases.
    const waiting = await post(documentsAwaitingReviewCall, {}, A.admin);
    expect(waiting.status).toBe(200);
    expect(waiting.result.items.map((i: { id: string }) => i.id)).toContain(up.result.id);
    expect(waiting.result.items.find((i: { id: string }) => i.id === up.result.id)).toMatchObject({
      docLabel: 'Passport (bio page)',
      beneficiaryName: 'Ananya Iyer',
    });

    const noReason = await post(
      acceptBeneficiaryDocsCall,
      { petitionId: caseId, documentId: up.result.id, status: false },
      A.paralegal2,
    );
    // paralegal2 is not assigned to the case: not found.
    expect(noReason.status).toBe(404);
    const missingReason = await post(
      acceptBeneficiaryDocsCall,
      { petitionId: caseId, documentId: up.result.id, status: false, reason: '  ' },
      A.admin,
    );
    expect(missingReason.status).toBe(422);
    expect(missingReason.error.message).toMatch(/reason/);
    const rejected = await post(
      acceptBeneficiaryDocsCall,
      { petitionId: caseId, documentId: up.result.id, status: false, reason: 'The scan is unreadable.' },
      A.admin,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.result).toMatchObject({ status: false, reason: 'The scan is unreadable.' });
    // The client is told why, by notification and mail.
    const notes = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, client.userId), eq(notifications.petitionId, caseId))),
    );
    expect(notes.map((n) => n.message)).toContain('passport.pdf was not accepted: The scan is unreadable.');
    const seen = slotOf(await checklist(client), 'passport_bio_page');
    expect(seen.files[0]).toMatchObject({ status: false, reason: 'The scan is unreadable.' });
    expect((await checklist(client)).canReview).toBe(false);

    const key2 = await upload(client, F.PNG, 'passport.png');
    const up2 = await post(
      uploadBeneficiaryDocsCall,
      { petitionId: caseId, docKey: 'passport_bio_page', key: key2 },
      client,
    );
    expect(up2.status).toBe(200);
    expect(up2.result).toMatchObject({ version: 2, current: true, status: null });
    const slot = slotOf(await checklist(), 'passport_bio_page');
    expect(slot.files.map((f: { id: string }) => f.id)).toEqual([up2.result.id]);
    expect(slot.previous).toMatchObject([
      { id: up.result.id, version: 1, current: false, reason: 'The scan is unreadable.' },
    ]);

    const accepted = await post(
      acceptBeneficiaryDocsCall,
      { petitionId: caseId, documentId: up2.result.id, status: true },
      A.admin,
    );
    expect(accepted.status).toBe(200);
    const after = await checklist();
    expect(slotOf(after, 'passport_bio_page').error).toBeNull();
    expect(after.missing).not.toContain('Passport (bio page) is required');
    const waitingAfter = await post(documentsAwaitingReviewCall, {}, A.admin);
    expect(waitingAfter.result.items.map((i: { id: string }) => i.id)).not.toContain(up2.result.id);
  });

  it('staff uploads are accepted at once; multiple slots keep several current files', async () => {
    const k1 = await upload(A.admin, F.PDF, 'stub-jan.pdf');
    const k2 = await upload(A.admin, F.DOCX, 'stub-feb.docx');
    const r1 = await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'pay_stubs', key: k1 }, A.admin);
    const r2 = await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'pay_stubs', key: k2 }, A.admin);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.result).toMatchObject({ status: true, uploadedByKind: 'staff' });
    expect(slotOf(await checklist(), 'pay_stubs').files).toHaveLength(2);
    // Replacing one of them makes a version 2 of that file only.
    const k3 = await upload(A.admin, F.PDF, 'stub-jan-fixed.pdf');
    const r3 = await post(
      manageDocumentUploadCall,
      { petitionId: caseId, docKey: 'pay_stubs', key: k3, replacesId: r1.result.id },
      A.admin,
    );
    expect(r3.result).toMatchObject({ version: 2 });
    const slot = slotOf(await checklist(), 'pay_stubs');
    expect(slot.files.map((f: { name: string }) => f.name).sort()).toEqual(['stub-feb.docx', 'stub-jan-fixed.pdf']);
    expect(slot.previous.map((f: { name: string }) => f.name)).toEqual(['stub-jan.pdf']);
    // The same file twice is refused.
    expect(
      (await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'resume', key: k3 }, A.admin)).status,
    ).toBe(409);
  });

  it('refuses files of the wrong type and slots outside the case type (422)', async () => {
    const sheet = await upload(A.admin, F.XLSX, 'budget.xlsx');
    const res = await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'resume', key: sheet }, A.admin);
    expect(res.status).toBe(422);
    expect(res.error.message).toMatch(/Only images, PDF and Word documents can be uploaded/);
    const txt = await upload(client, F.TXT, 'notes.txt');
    expect(
      (await post(uploadBeneficiaryDocsCall, { petitionId: caseId, docKey: 'resume', key: txt }, client)).status,
    ).toBe(422);
    const pdf = await upload(A.admin, F.PDF, 'mc.pdf');
    const wrongSlot = await post(
      manageDocumentUploadCall,
      { petitionId: caseId, docKey: 'marriage_certificate', key: pdf },
      A.admin,
    );
    expect(wrongSlot.status).toBe(422);
    expect(wrongSlot.error.message).toMatch(/docKey/);
    // Nothing was attached.
    expect(slotOf(await checklist(), 'resume').files).toEqual([]);
  });

  it('refuses roles (403): clients cannot use the staff calls, staff cannot use the client call, clients attach only their own uploads', async () => {
    const key = await upload(A.admin, F.PDF, 'offer.pdf');
    expect(
      (await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'offer_letter', key }, client)).status,
    ).toBe(403);
    expect(
      (await post(uploadBeneficiaryDocsCall, { petitionId: caseId, docKey: 'offer_letter', key }, A.admin)).status,
    ).toBe(403);
    expect(
      (await post(uploadBeneficiaryDocsCall, { petitionId: caseId, docKey: 'offer_letter', key }, client)).status,
    ).toBe(403);
    const list = await checklist();
    const anyDoc = slotOf(list, 'pay_stubs').files[0]!;
    expect(
      (await post(acceptBeneficiaryDocsCall, { petitionId: caseId, documentId: anyDoc.id, status: true }, client))
        .status,
    ).toBe(403);
    expect(
      (await post(acceptBeneficiaryDocsCall, { petitionId: caseId, documentId: anyDoc.id, status: true }, A.petitioner))
        .status,
    ).toBe(403);
    expect((await post(downloadCaseDocumentsCall, { petitionId: caseId }, client)).status).toBe(403);
    expect((await post(documentsAwaitingReviewCall, {}, client)).status).toBe(403);
    // A client cannot delete staff files.
    expect((await post(deleteCaseDocumentCall, { petitionId: caseId, documentId: anyDoc.id }, client)).status).toBe(
      403,
    );
  });

  it('hides other tenants’ cases and documents (404) and refuses their files', async () => {
    const list = await checklist();
    const docId = slotOf(list, 'pay_stubs').files[0]!.id;
    expect((await post(caseDocumentChecklistCall, { petitionId: caseId }, B.admin, B)).status).toBe(404);
    expect(
      (
        await post(
          acceptBeneficiaryDocsCall,
          { petitionId: caseId, documentId: docId, status: false, reason: 'x' },
          B.admin,
          B,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          acceptBeneficiaryDocsCall,
          { petitionId: bCaseId, documentId: docId, status: false, reason: 'x' },
          B.admin,
          B,
        )
      ).status,
    ).toBe(404);
    expect((await post(deleteCaseDocumentCall, { petitionId: bCaseId, documentId: docId }, B.admin, B)).status).toBe(
      404,
    );
    expect((await post(downloadCaseDocumentsCall, { petitionId: caseId }, B.admin, B)).status).toBe(404);
    const bKey = await upload(B.admin, F.PDF, 'b.pdf', B);
    const foreign = await post(manageDocumentUploadCall, { petitionId: caseId, docKey: 'resume', key: bKey }, A.admin);
    expect([403, 404]).toContain(foreign.status);
    const waitingB = await post(documentsAwaitingReviewCall, {}, B.admin, B);
    expect(waitingB.result.total).toBe(0);
    // Unchanged.
    expect(slotOf(await checklist(), 'pay_stubs').files.map((f: { id: string }) => f.id)).toContain(docId);
  });

  it('downloads the current documents as one zip', async () => {
    const res = await post(downloadCaseDocumentsCall, { petitionId: caseId }, A.admin);
    expect(res.status).toBe(200);
    expect(res.result.mimeType).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(Buffer.from(res.result.contentBase64, 'base64')));
    const names = Object.keys(entries).sort();
    expect(names).toEqual([
      'Passport (bio page)/passport.png',
      'Pay Stubs/stub-feb.docx',
      'Pay Stubs/stub-jan-fixed.pdf',
    ]);
    expect(Buffer.from(entries['Passport (bio page)/passport.png']!).equals(F.PNG)).toBe(true);
    expect((await post(downloadCaseDocumentsCall, { petitionId: h4CaseId }, A.admin)).status).toBe(404);
  });

  it('deletes a document with its stored file and restores the version it replaced; a client removes only his pending files', async () => {
    const mine = await upload(client, F.PDF, 'resume.pdf');
    const own = await post(uploadBeneficiaryDocsCall, { petitionId: caseId, docKey: 'resume', key: mine }, client);
    expect(own.status).toBe(200);
    const del = await post(deleteCaseDocumentCall, { petitionId: caseId, documentId: own.result.id }, client);
    expect(del.status).toBe(200);
    expect(slotOf(await checklist(), 'resume').files).toEqual([]);
    const [row] = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(files).where(eq(files.key, mine)));
    expect(row!.status).toBe('deleted');
    await expect(
      h.app.storage.get(mine).then((s) => new Promise((res, rej) => s.on('error', rej).on('data', res))),
    ).rejects.toBeTruthy();

    const slot = slotOf(await checklist(), 'passport_bio_page');
    const v2 = slot.files[0]!;
    // Accepted: the client may no longer remove it.
    expect((await post(deleteCaseDocumentCall, { petitionId: caseId, documentId: v2.id }, client)).status).toBe(403);
    expect((await post(deleteCaseDocumentCall, { petitionId: caseId, documentId: v2.id }, A.admin)).status).toBe(200);
    const back = slotOf(await checklist(), 'passport_bio_page');
    expect(back.files).toMatchObject([{ version: 1, current: true }]);
    expect(back.previous).toEqual([]);
  });
});
