import {
  acceptBeneficiaryDocsCall,
  approveRfeResponseDocsCall,
  assignARoleCall,
  caseDocumentChecklistCall,
  createPetitionCall,
  createRfePetitionCall,
  deleteCaseDocumentCall,
  documentsAwaitingReviewCall,
  downloadScannedCopyCall,
  reqRfeResponseDocsApprovalCall,
  rfeFormCalls,
  rfePetitionDetailsCall,
  rfeReqRfeResponseDocsApprovalCall,
  rfeResponseDocsCall,
  rfeUploadRfeResponseDocsCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  uploadRfeResponseDocsCall,
  uploadScannedCopyCall,
  uploadUscisDocsCall,
  uscisNoticesCall,
  uploadFileCall,
} from 'shared/contract';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { TRfeResponseDocs, TUscisNoticeList } from 'shared/contract';
import { withTenant } from '../../../platform/db';
import { notifications } from '../../../platform/realtime/notifications.table';
import * as F from '../../../platform/storage/__tests__/fixtures';
import { files } from '../../../platform/storage/storage.table';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';
import { beneficiaries } from '../../beneficiaries';
import { users } from '../../users';

/*
 * RFE response documents (upload, approval request, attorney decision, statuses 32/33), USCIS
 * notices and scanned-copy addresses: good, bad, role and cross-tenant cases (docs/documents.md).
 */
describe.each(testDbKinds())('RFE response documents, USCIS notices, scanned copies (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let parentId: string;
  let rfeId: string;
  let bRfeId: string;
  let client: TestLogin;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);

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

  const view = async (login: TestLogin = A.admin, id = rfeId): Promise<TRfeResponseDocs> => {
    const res = await post(rfeResponseDocsCall, { petitionId: id }, login);
    expect(res.status).toBe(200);
    return res.result;
  };
  const caseStatus = async (id = rfeId): Promise<number> =>
    (await post(rfePetitionDetailsCall, { petitionId: id }, A.admin)).result.statusId;
  const notesOf = (userId: string, petitionId: string) =>
    withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.petitionId, petitionId))),
    );

  beforeAll(async () => {
    parentId = (
      await post(
        createPetitionCall,
        { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId },
        A.admin,
      )
    ).result.id;
    expect(
      (await post(assignARoleCall, { petitionId: parentId, field: 'attorney', userId: A.attorney.userId }, A.admin))
        .status,
    ).toBe(200);
    expect(
      (await post(assignARoleCall, { petitionId: parentId, field: 'paralegal', userId: A.paralegal.userId }, A.admin))
        .status,
    ).toBe(200);
    const rfe = await post(
      createRfePetitionCall,
      { parentId, responseDueDate: '2027-02-01', noticeDate: '2026-11-01' },
      A.admin,
    );
    expect(rfe.status).toBe(200);
    rfeId = rfe.result.id;
    const bParent = (
      await post(
        createPetitionCall,
        { typeId: 1, petitionerId: B.companyId, beneficiaryId: B.beneficiaryId },
        B.admin,
        B,
      )
    ).result.id;
    bRfeId = (await post(createRfePetitionCall, { parentId: bParent, responseDueDate: '2027-02-01' }, B.admin, B))
      .result.id;
    client = await A.t.login(51);
    await withTenant(h.database.db, A.t.id, async (tx) => {
      await tx.update(beneficiaries).set({ userId: client.userId }).where(eq(beneficiaries.id, A.beneficiaryId));
      // attorney2 sees every case (casesAccessforAllUsers) but is not this case's attorney.
      await tx.update(users).set({ casesAccessForAllUsers: true }).where(eq(users.id, A.attorney2.userId));
    });
  });

  describe('RFE response documents', () => {
    let letterId: string;

    it('starts empty: kinds from the registry, nothing to request yet', async () => {
      const v = await view();
      expect(v).toMatchObject({
        petitionId: rfeId,
        statusId: 24,
        documents: [],
        approval: null,
        canUpload: true,
        canRequestApproval: false,
        canDecide: false,
      });
      expect(v.requestBlocker).toBe('Upload the response documents before asking for approval.');
      expect(v.slots.map((s) => s.key)).toEqual(
        expect.arrayContaining(['rfe_response_letter', 'rfe_exhibits', 'rfe_expert_opinion']),
      );
      expect((await post(caseDocumentChecklistCall, { petitionId: rfeId }, A.admin)).result.kind).toBe('rfe');
    });

    it('staff upload a response document: the case moves to 32 Response Docs Prepared; the /rfe-petition/ equivalent works too', async () => {
      const key = await upload(A.paralegal, F.PDF, 'response-brief.pdf');
      const res = await post(
        uploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'rfe_response_letter', key },
        A.paralegal,
      );
      expect(res.status).toBe(200);
      expect(res.result).toMatchObject({
        statusId: 32,
        statusName: 'Response Docs Prepared',
        canRequestApproval: true,
        requestBlocker: null,
      });
      expect(res.result.documents).toMatchObject([
        {
          docKey: 'rfe_response_letter',
          category: 'rfe_response',
          status: null,
          version: 1,
          name: 'response-brief.pdf',
        },
      ]);
      letterId = res.result.documents[0].id;
      expect(await caseStatus()).toBe(32);
      const k2 = await upload(A.paralegal, F.PNG, 'exhibit-1.png');
      const eq2 = await post(
        rfeUploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'rfe_exhibits', key: k2 },
        A.paralegal,
      );
      expect(eq2.status).toBe(200);
      expect(eq2.result.documents).toHaveLength(2);
      // Response documents are not client checklist files: not in the awaiting-review list.
      const waiting = await post(documentsAwaitingReviewCall, {}, A.admin);
      expect(waiting.result.items.map((i: { id: string }) => i.id)).not.toContain(letterId);
      // Nor reviewed one by one.
      expect(
        (await post(acceptBeneficiaryDocsCall, { petitionId: rfeId, documentId: letterId, status: true }, A.admin))
          .status,
      ).toBe(409);
    });

    it('a new upload of the letter keeps the old one as a previous version', async () => {
      const key = await upload(A.paralegal, F.DOCX, 'response-brief-v2.docx');
      const res = await post(
        uploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'rfe_response_letter', key },
        A.paralegal,
      );
      expect(res.status).toBe(200);
      const letter = res.result.documents.find((d: { docKey: string }) => d.docKey === 'rfe_response_letter');
      expect(letter).toMatchObject({ version: 2, name: 'response-brief-v2.docx' });
      expect(res.result.previous).toMatchObject([{ id: letterId, current: false }]);
      letterId = letter.id;
    });

    it('refuses bad uploads: wrong kind and wrong file type (422), a non-RFE case (404), clients (403)', async () => {
      const pdf = await upload(A.paralegal, F.PDF, 'x.pdf');
      const wrongKind = await post(
        uploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'passport_bio_page', key: pdf },
        A.paralegal,
      );
      expect(wrongKind.status).toBe(422);
      expect(wrongKind.error.message).toMatch(/docKey/);
      const sheet = await upload(A.paralegal, F.XLSX, 'budget.xlsx');
      const wrongType = await post(
        uploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'rfe_exhibits', key: sheet },
        A.paralegal,
      );
      expect(wrongType.status).toBe(422);
      expect(wrongType.error.message).toMatch(/Only images, PDF and Word documents can be uploaded/);
      expect(
        (await post(uploadRfeResponseDocsCall, { petitionId: parentId, docKey: 'rfe_exhibits', key: pdf }, A.paralegal))
          .status,
      ).toBe(404);
      expect((await post(rfeResponseDocsCall, { petitionId: parentId }, A.admin)).status).toBe(404);
      const mine = await upload(client, F.PDF, 'mine.pdf');
      expect(
        (await post(uploadRfeResponseDocsCall, { petitionId: rfeId, docKey: 'rfe_exhibits', key: mine }, client))
          .status,
      ).toBe(403);
      expect((await post(reqRfeResponseDocsApprovalCall, { petitionId: rfeId }, client)).status).toBe(403);
      // The client reads them, cannot act.
      const seen = await view(client);
      expect(seen).toMatchObject({
        canUpload: false,
        canRequestApproval: false,
        canDecide: false,
        requestBlocker: null,
      });
      expect((await post(deleteCaseDocumentCall, { petitionId: rfeId, documentId: letterId }, client)).status).toBe(
        403,
      );
    });

    it('staff request approval: the attorney is notified; uploads and deletes wait for the decision (409); a second request is 409', async () => {
      const res = await post(
        reqRfeResponseDocsApprovalCall,
        { petitionId: rfeId, note: 'Exhibit index follows the brief.' },
        A.paralegal,
      );
      expect(res.status).toBe(200);
      expect(res.result.approval).toMatchObject({
        status: 'pending',
        note: 'Exhibit index follows the brief.',
        documentIds: expect.arrayContaining([letterId]),
      });
      expect(res.result).toMatchObject({ canUpload: false, canRequestApproval: false });
      expect((await notesOf(A.attorney.userId, rfeId)).map((n) => n.message).join('\n')).toMatch(
        /asks you to approve 2 response document\(s\)/,
      );
      expect((await view(A.attorney)).canDecide).toBe(true);
      expect((await view(A.paralegal)).canDecide).toBe(false);

      const again = await post(rfeReqRfeResponseDocsApprovalCall, { petitionId: rfeId }, A.paralegal);
      expect(again.status).toBe(409);
      expect(again.error.message).toBe('Approval has already been requested; the attorney has not decided yet.');
      const key = await upload(A.paralegal, F.PDF, 'late.pdf');
      expect(
        (await post(uploadRfeResponseDocsCall, { petitionId: rfeId, docKey: 'rfe_exhibits', key }, A.paralegal)).status,
      ).toBe(409);
      expect(
        (await post(deleteCaseDocumentCall, { petitionId: rfeId, documentId: letterId }, A.paralegal)).status,
      ).toBe(409);
    });

    it('only the case attorney or an admin decides (403); sending back needs a reason (422) that the requester sees', async () => {
      expect((await post(approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }, A.attorney2)).status).toBe(
        403,
      );
      const notAttorney = await post(approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }, A.attorney2);
      expect(notAttorney.error.message).toBe(
        "Only the case's attorney or an admin can approve the response documents.",
      );
      expect((await post(approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }, A.paralegal)).status).toBe(
        403,
      );
      const noReason = await post(
        approveRfeResponseDocsCall,
        { petitionId: rfeId, approve: false, reason: ' ' },
        A.attorney,
      );
      expect(noReason.status).toBe(422);
      expect(noReason.error.message).toMatch(/reason/);
      const back = await post(
        approveRfeResponseDocsCall,
        { petitionId: rfeId, approve: false, reason: 'Add the end-client letter.' },
        A.attorney,
      );
      expect(back.status).toBe(200);
      expect(back.result.approval).toMatchObject({ status: 'rejected', reason: 'Add the end-client letter.' });
      expect(
        back.result.documents.every(
          (d: { status: boolean | null; reason: string | null }) =>
            d.status === false && d.reason === 'Add the end-client letter.',
        ),
      ).toBe(true);
      expect(back.result.statusId).toBe(32);
      expect((await notesOf(A.paralegal.userId, rfeId)).map((n) => n.message).join('\n')).toMatch(
        /sent back the response documents of RFE case .*: Add the end-client letter\./,
      );
      // Nothing pending any more.
      expect((await post(approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }, A.attorney)).status).toBe(
        409,
      );
    });

    it('after another upload and a new request the attorney approves: documents accepted, case 33 Response Docs Approved', async () => {
      const key = await upload(A.paralegal, F.PDF, 'client-letter.pdf');
      expect(
        (await post(uploadRfeResponseDocsCall, { petitionId: rfeId, docKey: 'rfe_client_letter', key }, A.paralegal))
          .status,
      ).toBe(200);
      const req = await post(reqRfeResponseDocsApprovalCall, { petitionId: rfeId }, A.paralegal);
      expect(req.status).toBe(200);
      // The documents sent back are up for review again.
      expect(req.result.documents.every((d: { status: boolean | null }) => d.status === null)).toBe(true);
      const ok = await post(approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }, A.attorney);
      expect(ok.status).toBe(200);
      expect(ok.result).toMatchObject({
        statusId: 33,
        statusName: 'Response Docs Approved',
        approval: { status: 'approved' },
      });
      expect(ok.result.documents.every((d: { status: boolean | null }) => d.status === true)).toBe(true);
      expect(ok.result.history.map((x: { status: string }) => x.status)).toEqual(['approved', 'rejected']);
      expect(await caseStatus()).toBe(33);
      expect((await notesOf(A.paralegal.userId, rfeId)).map((n) => n.message).join('\n')).toMatch(
        /approved the response documents/,
      );
    });

    it('removing an approved response document takes the case back to 32', async () => {
      const v = await view();
      const exhibit = v.documents.find((d) => d.docKey === 'rfe_client_letter')!;
      expect(
        (await post(deleteCaseDocumentCall, { petitionId: rfeId, documentId: exhibit.id }, A.paralegal)).status,
      ).toBe(200);
      expect(await caseStatus()).toBe(32);
    });

    it('downloads the RFE case documents as one zip under /rfe-petition/download-documents', async () => {
      const res = await post(rfeFormCalls.downloadDocuments, { petitionId: rfeId }, A.admin);
      expect(res.status).toBe(200);
      const names = Object.keys(unzipSync(new Uint8Array(Buffer.from(res.result.contentBase64, 'base64')))).sort();
      expect(names).toEqual([
        'RFE Response Letter (cover brief)/response-brief-v2.docx',
        'Response Exhibits/exhibit-1.png',
      ]);
      expect((await post(rfeFormCalls.downloadDocuments, { petitionId: parentId }, A.admin)).status).toBe(404);
      expect((await post(rfeFormCalls.downloadDocuments, { petitionId: rfeId }, client)).status).toBe(403);
    });

    it("hides other tenants' RFE cases (404) and refuses their files", async () => {
      for (const [declaration, payload] of [
        [rfeResponseDocsCall, { petitionId: rfeId }],
        [reqRfeResponseDocsApprovalCall, { petitionId: rfeId }],
        [approveRfeResponseDocsCall, { petitionId: rfeId, approve: true }],
        [rfeFormCalls.downloadDocuments, { petitionId: rfeId }],
      ] as const) {
        const path = declaration.path;
        expect([path, (await post(declaration, unchecked(payload), B.admin, B)).status]).toEqual([path, 404]);
      }
      const bKey = await upload(B.admin, F.PDF, 'b.pdf', B);
      expect(
        (await post(uploadRfeResponseDocsCall, { petitionId: rfeId, docKey: 'rfe_exhibits', key: bKey }, B.admin, B))
          .status,
      ).toBe(404);
      const foreign = await post(
        uploadRfeResponseDocsCall,
        { petitionId: rfeId, docKey: 'rfe_exhibits', key: bKey },
        A.admin,
      );
      expect([403, 404]).toContain(foreign.status);
      expect((await post(rfeResponseDocsCall, { petitionId: bRfeId }, B.admin, B)).result.documents).toEqual([]);
    });
  });

  describe('USCIS notices', () => {
    let noticeKey: string;

    it('staff file a receipt notice with its date and receipt number; the clients are told and see it read-only', async () => {
      noticeKey = await upload(A.frontOffice, F.PDF, 'i797c.pdf');
      // frontOffice is not assigned to the case: not found.
      expect(
        (
          await post(
            uploadUscisDocsCall,
            { petitionId: parentId, key: noticeKey, noticeType: 'receipt', noticeDate: '2026-11-02' },
            A.frontOffice,
          )
        ).status,
      ).toBe(404);
      const res = await post(
        uploadUscisDocsCall,
        {
          petitionId: parentId,
          key: noticeKey,
          noticeType: 'receipt',
          noticeDate: '2026-11-02',
          receiptNumber: 'eac-26 123 45678',
          today: '2026-11-20',
        },
        A.paralegal,
      );
      expect(res.status).toBe(200);
      expect(res.result).toMatchObject({
        category: 'uscis_notice',
        noticeType: 'receipt',
        noticeTypeLabel: 'USCIS Receipt Notice (I-797C)',
        noticeDate: '2026-11-02',
        receiptNumber: 'EAC2612345678',
        status: true,
      });
      const k2 = await upload(A.admin, F.PNG, 'approval.png');
      expect(
        (
          await post(
            uploadUscisDocsCall,
            { petitionId: parentId, key: k2, noticeType: 'approval', noticeDate: '2026-11-15', today: '2026-11-20' },
            A.admin,
          )
        ).status,
      ).toBe(200);
      const list = await post(uscisNoticesCall, { petitionId: parentId }, client);
      expect(list.status).toBe(200);
      const data = list.result as TUscisNoticeList;
      expect(data.canUpload).toBe(false);
      expect(data.items.map((n) => n.noticeType)).toEqual(['approval', 'receipt']);
      expect((await notesOf(client.userId, parentId)).map((n) => n.message).join('\n')).toMatch(
        /USCIS Receipt Notice \(I-797C\) dated 2026-11-02 was added/,
      );
      expect((await post(uscisNoticesCall, { petitionId: parentId }, A.admin)).result.canUpload).toBe(true);
      // Notices are not part of the client checklist nor reviewed.
      const checklist = (await post(caseDocumentChecklistCall, { petitionId: parentId }, A.admin)).result;
      expect(checklist.slots.some((s: { key: string }) => s.key.startsWith('uscis_'))).toBe(false);
      expect(
        (
          await post(
            acceptBeneficiaryDocsCall,
            { petitionId: parentId, documentId: data.items[0]!.id, status: false, reason: 'x' },
            A.admin,
          )
        ).status,
      ).toBe(409);
    });

    it('refuses bad notices: wrong file type, unknown type, bad receipt number, a future date (422); clients (403)', async () => {
      const sheet = await upload(A.admin, F.XLSX, 'notice.xlsx');
      const wrongType = await post(
        uploadUscisDocsCall,
        { petitionId: parentId, key: sheet, noticeType: 'receipt', noticeDate: '2026-11-02' },
        A.admin,
      );
      expect(wrongType.status).toBe(422);
      expect(wrongType.error.message).toMatch(/Only images, PDF and Word documents can be uploaded/);
      const pdf = await upload(A.admin, F.PDF, 'n.pdf');
      expect(
        (
          await post(
            uploadUscisDocsCall,
            unchecked({ petitionId: parentId, key: pdf, noticeType: 'fax', noticeDate: '2026-11-02' }),
            A.admin,
          )
        ).status,
      ).toBe(422);
      const badReceipt = await post(
        uploadUscisDocsCall,
        { petitionId: parentId, key: pdf, noticeType: 'receipt', noticeDate: '2026-11-02', receiptNumber: '12345' },
        A.admin,
      );
      expect(badReceipt.status).toBe(422);
      expect(badReceipt.error.message).toMatch(/Receipt Number must be 3 letters followed by 10 digits/);
      const future = await post(
        uploadUscisDocsCall,
        { petitionId: parentId, key: pdf, noticeType: 'receipt', noticeDate: '2026-12-01', today: '2026-11-20' },
        A.admin,
      );
      expect(future.status).toBe(422);
      expect(future.error.message).toMatch(/The notice date cannot be after today/);
      const mine = await upload(client, F.PDF, 'mine.pdf');
      expect(
        (
          await post(
            uploadUscisDocsCall,
            { petitionId: parentId, key: mine, noticeType: 'receipt', noticeDate: '2026-11-02' },
            client,
          )
        ).status,
      ).toBe(403);
      expect((await post(uscisNoticesCall, { petitionId: parentId }, A.admin)).result.items).toHaveLength(2);
    });

    it('staff remove a notice with its stored file; clients cannot', async () => {
      const list = (await post(uscisNoticesCall, { petitionId: parentId }, A.admin)).result as TUscisNoticeList;
      const receipt = list.items.find((n) => n.noticeType === 'receipt')!;
      expect(
        (await post(deleteCaseDocumentCall, { petitionId: parentId, documentId: receipt.id }, client)).status,
      ).toBe(403);
      expect(
        (await post(deleteCaseDocumentCall, { petitionId: parentId, documentId: receipt.id }, A.admin)).status,
      ).toBe(200);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(files).where(eq(files.key, noticeKey)),
      );
      expect(row!.status).toBe('deleted');
      expect((await post(uscisNoticesCall, { petitionId: parentId }, A.admin)).result.items).toHaveLength(1);
    });

    it("hides other tenants' notices (404)", async () => {
      expect((await post(uscisNoticesCall, { petitionId: parentId }, B.admin, B)).status).toBe(404);
      const bKey = await upload(B.admin, F.PDF, 'b.pdf', B);
      expect(
        (
          await post(
            uploadUscisDocsCall,
            { petitionId: parentId, key: bKey, noticeType: 'receipt', noticeDate: '2026-11-02' },
            B.admin,
            B,
          )
        ).status,
      ).toBe(404);
      const foreign = await post(
        uploadUscisDocsCall,
        { petitionId: parentId, key: bKey, noticeType: 'receipt', noticeDate: '2026-11-02' },
        A.admin,
      );
      expect([403, 404]).toContain(foreign.status);
    });
  });

  describe('download-scanned-copy', () => {
    let key: string;
    beforeAll(async () => {
      key = await upload(A.paralegal, F.PDF, 'packet.pdf');
      expect(
        (await post(uploadScannedCopyCall, { petitionId: parentId, key, name: 'Filed packet.pdf' }, A.paralegal))
          .status,
      ).toBe(200);
    });

    it('answers a short-lived address of a scanned copy of the case, to staff and clients', async () => {
      const res = await post(downloadScannedCopyCall, { petitionId: parentId, key }, A.paralegal);
      expect(res.status).toBe(200);
      expect(res.result.name).toBe('Filed packet.pdf');
      expect(res.result.data).toMatch(/sig=/);
      const served = await h.app.inject({ method: 'GET', url: res.result.data, headers: { host: A.t.host } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(F.PDF)).toBe(true);
      expect((await post(downloadScannedCopyCall, { petitionId: parentId, key }, client)).status).toBe(200);
    });

    it('404 for a key that is not a scanned copy of the case, and for another tenant', async () => {
      const other = await upload(A.paralegal, F.PDF, 'other.pdf');
      const res = await post(downloadScannedCopyCall, { petitionId: parentId, key: other }, A.paralegal);
      expect(res.status).toBe(404);
      expect(res.error.message).toBe('Scanned copy not found');
      expect((await post(downloadScannedCopyCall, { petitionId: rfeId, key }, A.paralegal)).status).toBe(404);
      expect((await post(downloadScannedCopyCall, { petitionId: parentId, key }, B.admin, B)).status).toBe(404);
      expect((await post(downloadScannedCopyCall, { petitionId: parentId, key: '' }, A.admin)).status).toBe(422);
    });
  });
});
