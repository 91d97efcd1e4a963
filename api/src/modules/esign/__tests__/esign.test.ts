import {
  addSignToDocumentCall,
  cancelSignRequestCall,
  confirmReviewCompletedCall,
  createPetitionCall,
  declineSignCall,
  generatePdfFormDocumentCall,
  ignoreAttorneySignCall,
  mySignLinkCall,
  requestForPetitionerSignCall,
  resendSignRequestCall,
  sealCertificateDetailsCall,
  signDetailsCall,
  signDocumentCall,
  signRequestListCall,
  signViewCall,
  type AnyCallDeclaration,
  type CallPayloadInput,
  uploadSealCertificateCall,
  verifyEmailCall,
  verifySignatureCall,
} from 'shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { newStorageKey } from '../../../platform/storage/storage.service';
import { linkTokens } from '../../../platform/auth';
import { issueAccountLink } from '../../auth';
import { PLATFORM_TENANT_ID, withPlatform, withSystem, withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { files } from '../../../platform/storage/storage.table';
import type { TestLogin } from '../../../testing';
import { petitionActivity, petitions } from '../../petitions';
import { tenants } from '../../tenants';
import { ensureProductSealCertificate } from '../esign.certificates';
import { esignCertificates, esignRequests } from '../esign.table';
import { createSelfSignedPkcs12 } from '../esign.seal';
import {
  imagePlacements,
  pageText,
  pdfsig,
  pngDataUrl,
  samplePdf,
  sha256,
  tamperedInRange,
  uniqueName,
} from './support';
import { caseTenantSuite, type CaseTenant, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';

describe('e-signature', () => {
  const { h, A, B } = caseTenantSuite('pglite', { tenants: 2 });

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login?: TestLogin,
    tenant: CaseTenant = A,
  ) => h.post(tenant.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  const createCase = async (tenant: CaseTenant = A) => {
    const r = await post(
      createPetitionCall,
      {
        typeId: 1,
        subTypeId: 1,
        petitionerId: tenant.companyId,
        beneficiaryId: tenant.beneficiaryId,
        attorneyId: tenant.attorney.userId,
      },
      tenant.admin,
      tenant,
    );
    if (r.status !== 200) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.result as { id: string; caseNumber: string; workflow: { activities: { code: string }[] } };
  };

  /** Marks every activity before `code` done, so `code` is due. */
  const advanceTo = async (
    c: { id: string; workflow: { activities: { code: string }[] } },
    code: string,
    tenant: CaseTenant = A,
  ) => {
    const codes = c.workflow.activities.map((x) => x.code);
    const done = codes.slice(0, codes.indexOf(code));
    await withTenant(h.database.db, tenant.t.id, (tx) =>
      tx
        .update(petitions)
        .set({ completedActivities: done as never, nextActivity: code as never })
        .where(eq(petitions.id, c.id)),
    );
  };

  /** Stores bytes as a file of the case, as generated forms and letters are. */
  const storeFile = async (
    petitionId: string,
    bytes: Buffer,
    opts: { name?: string; mimetype?: string; tenant?: CaseTenant } = {},
  ) => {
    const tenant = opts.tenant ?? A;
    const ext = opts.mimetype && opts.mimetype !== 'application/pdf' ? 'docx' : 'pdf';
    const key = newStorageKey(tenant.t.id, ext);
    await h.app.storage.put(key, bytes, { contentType: opts.mimetype ?? 'application/pdf', size: bytes.length });
    const [row] = await withTenant(h.database.db, tenant.t.id, (tx) =>
      tx
        .insert(files)
        .values({
          key,
          name: opts.name ?? uniqueName(ext),
          mimetype: opts.mimetype ?? 'application/pdf',
          extn: ext,
          size: bytes.length,
          sha256: sha256(bytes),
          petitionId,
        })
        .returning(),
    );
    return row!;
  };

  const readFile = async (key: string): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    for await (const c of await h.app.storage.get(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  /** The token of the newest signing mail to `to`. */
  const mailedToken = async (to: string, tenant: CaseTenant = A) => {
    const [m] = await withTenant(h.database.db, tenant.t.id, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.template, 'esign-request')))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    const url = /https?:\/\/\S+?\/auth\/sign-document\?token=[A-Za-z0-9_-]+/.exec(m!.text)![0];
    return { token: new URL(url).searchParams.get('token')!, subject: m!.subject, url };
  };

  const SIGNER = 'dana.whitfield@northwind.test';

  /** The firm's name (the tenant's), as its seal must carry it. */
  const firmName = async (tenant: CaseTenant = A): Promise<string> =>
    (
      await withPlatform(h.database.db, (tx) =>
        tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenant.t.id)),
      )
    )[0]!.name;
  const renameFirm = (name: string, tenant: CaseTenant = A) =>
    withPlatform(h.database.db, (tx) => tx.update(tenants).set({ name }).where(eq(tenants.id, tenant.t.id)));
  const sealRow = async (tenant: CaseTenant = A) =>
    (
      await withSystem(h.database.db, (tx) =>
        tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, tenant.t.id)),
      )
    )[0];

  /** A case with a PDF sent for signature: answers the request and its token. */
  const requested = async (opts: { pages?: number; due?: boolean } = {}) => {
    const c = await createCase();
    if (opts.due) await advanceTo(c, 'REQUEST_PETITIONER_SIGN');
    const pdf = await samplePdf(opts.pages ?? 2);
    const file = await storeFile(c.id, pdf, { name: 'I-129-v1.pdf' });
    const r = await post(
      requestForPetitionerSignCall,
      {
        petitionId: c.id,
        fileIds: [file.id],
        signerName: 'Dana Whitfield',
        signerEmail: SIGNER,
        message: 'Please sign page 2.',
        // The requester placed the signature at the foot of the last page (issue 20 point 2).
        placements: [{ fileId: file.id, page: opts.pages ?? 2, x: 18, y: 14, width: 230, height: 62 }],
      },
      A.attorney,
    );
    expect(r.status).toBe(200);
    return {
      c,
      file,
      pdf,
      request: r.result.data[0],
      activityCompleted: r.result.activityCompleted as boolean,
      ...(await mailedToken(SIGNER)),
    };
  };

  const signWithToken = (token: string, extra: Record<string, unknown> = {}, tenant: CaseTenant = A) =>
    post(
      signDocumentCall,
      { token, method: 'draw', signatureImage: pngDataUrl(), consent: true, ...extra },
      undefined,
      tenant,
    );

  /** A request signed by the petitioner. */
  const signed = async (opts: { due?: boolean } = {}) => {
    const x = await requested(opts);
    expect((await post(signViewCall, { token: x.token })).status).toBe(200);
    const s = await signWithToken(x.token);
    expect(s.status).toBe(200);
    const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx.select().from(esignRequests).where(eq(esignRequests.id, x.request.id)),
    );
    return { ...x, signResult: s.result, row: row! };
  };

  describe('/petition/request-for-petitioner-sign', () => {
    it('mails a link per document, completes the workflow step when due and logs it', async () => {
      const x = await requested({ due: true });
      expect(x.activityCompleted).toBe(true);
      expect(x.subject).toBe(`${x.c.caseNumber}: please review and sign I-129-v1.pdf`);
      expect(x.request).toMatchObject({
        status: 'requested',
        linkState: 'live',
        signerName: 'Dana Whitfield',
        signerEmail: SIGNER,
        message: 'Please sign page 2.',
        document: { id: x.file.id, name: 'I-129-v1.pdf', sha256: sha256(x.pdf) },
        attorneyStatus: 'none',
      });
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(petitions).where(eq(petitions.id, x.c.id)),
      );
      expect(row!.petitionerSignRequested).toBe(true);
      expect(row!.completedActivities).toContain('REQUEST_PETITIONER_SIGN');
      expect(row!.statusId).toBe(9);
    });

    it('does not complete the step when it is not due, and defaults the signer to the petitioner user', async () => {
      const c = await createCase();
      const file = await storeFile(c.id, await samplePdf(1));
      const r = await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [file.id] }, A.attorney);
      expect(r.status).toBe(200);
      expect(r.result.activityCompleted).toBe(false);
      expect(r.result.data[0].signerEmail).toBe(A.petitioner.email.toLowerCase());
      const log = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(petitionActivity)
          .where(
            and(eq(petitionActivity.petitionId, c.id), eq(petitionActivity.action, 'request-for-petitioner-sign')),
          ),
      );
      expect(log).toHaveLength(1);
    });

    it('withdraws the earlier unsigned request of the same document (its link dies)', async () => {
      const x = await requested();
      const again = await post(
        requestForPetitionerSignCall,
        { petitionId: x.c.id, fileIds: [x.file.id], signerEmail: SIGNER },
        A.attorney,
      );
      expect(again.status).toBe(200);
      const old = await post(signDetailsCall, { token: x.token });
      expect(old.status).toBe(401);
      expect(old.error.code).toBe('LINK_TOKEN_INVALID');
      const list = await post(signRequestListCall, { petitionId: x.c.id }, A.attorney);
      expect(list.result.data.map((r: { status: string }) => r.status).sort()).toEqual(['cancelled', 'requested']);
    });

    it('refuses a file that is not a PDF (415), by its type and by its bytes', async () => {
      const c = await createCase();
      const docx = await storeFile(c.id, Buffer.from('PK\x03\x04 not a pdf'), {
        name: 'letter.docx',
        mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      const r = await post(
        requestForPetitionerSignCall,
        { petitionId: c.id, fileIds: [docx.id], signerEmail: SIGNER },
        A.attorney,
      );
      expect(r.status).toBe(415);
      expect(r.error.message).toBe('letter.docx is not a PDF. Only PDF documents can be signed.');
      const fake = await storeFile(c.id, Buffer.from('hello, I am text'), { name: 'fake.pdf' });
      const r2 = await post(
        requestForPetitionerSignCall,
        { petitionId: c.id, fileIds: [fake.id], signerEmail: SIGNER },
        A.attorney,
      );
      expect(r2.status).toBe(415);
    });

    it('refuses bad input (422), unknown or other cases’ files (404), non-staff (403) and other tenants (404)', async () => {
      const c = await createCase();
      const other = await createCase();
      const otherFile = await storeFile(other.id, await samplePdf(1));
      const file = await storeFile(c.id, await samplePdf(1));
      expect((await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [] }, A.attorney)).status).toBe(
        422,
      );
      expect(
        (
          await post(
            requestForPetitionerSignCall,
            { petitionId: c.id, fileIds: [file.id], signerEmail: 'nope' },
            A.attorney,
          )
        ).status,
      ).toBe(422);
      const wrongCase = await post(
        requestForPetitionerSignCall,
        { petitionId: c.id, fileIds: [otherFile.id] },
        A.attorney,
      );
      expect(wrongCase.status).toBe(404);
      expect(
        (await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [file.id] }, A.petitioner)).status,
      ).toBe(403);
      // Attorney 2 is not assigned to the case: he does not see it.
      expect(
        (await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [file.id] }, A.attorney2)).status,
      ).toBe(404);
      const bCase = await createCase(B);
      const bFile = await storeFile(bCase.id, await samplePdf(1), { tenant: B });
      expect(
        (await post(requestForPetitionerSignCall, { petitionId: bCase.id, fileIds: [bFile.id] }, A.admin)).status,
      ).toBe(404);
      expect(
        (await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [bFile.id] }, A.admin)).status,
      ).toBe(404);
    });
  });

  describe('where the signature goes (issue 20 point 2)', () => {
    it('refuses a placement off the page, on a page the document lacks, or for a document not sent (422)', async () => {
      const c = await createCase();
      const file = await storeFile(c.id, await samplePdf(2));
      const send = (placements: unknown) =>
        post(
          requestForPetitionerSignCall,
          unchecked({ petitionId: c.id, fileIds: [file.id], signerEmail: SIGNER, placements }),
          A.attorney,
        );
      const page3 = await send([{ fileId: file.id, page: 3, x: 10, y: 10, width: 200, height: 60 }]);
      expect(page3.status).toBe(422);
      expect(page3.error.issues).toEqual([
        { path: 'placements.0.page', message: 'The document has 2 pages; choose one of them.' },
      ]);
      const off = await send([{ fileId: file.id, page: 1, x: 500, y: 10, width: 200, height: 60 }]);
      expect(off.status).toBe(422);
      expect(off.error.issues[0].path).toBe('placements.0');
      const other = await send([{ fileId: c.id, page: 1, x: 10, y: 10, width: 200, height: 60 }]);
      expect(other.status).toBe(422);
      expect(other.error.issues[0].path).toBe('placements.0.fileId');
      expect((await send([{ fileId: file.id, page: 1, x: 10, y: 10, width: 10, height: 60 }])).status).toBe(422);
      expect((await send([{ fileId: file.id, page: 0, x: 10, y: 10, width: 100, height: 60 }])).status).toBe(422);
      // Nothing was sent.
      const list = await post(signRequestListCall, { petitionId: c.id }, A.attorney);
      expect(list.result.data).toHaveLength(0);
    });

    it('signs a generated I-129 in its Part 7 box on page 7 (date filled), not at the foot of the last page', async () => {
      const c = await createCase();
      const gen = await post(generatePdfFormDocumentCall, { petitionId: c.id, formCode: 'I-129' }, A.admin);
      expect(gen.status).toBe(200);
      const original = await readFile(gen.result.file.path);
      const before = await PDFDocument.load(original);
      const field = 'form1[0].#subform[6].P5_Line6a_SignatureofApplicant[0]';
      const rect = before.getForm().getField(field).acroField.getWidgets()[0]!.getRectangle();
      const r = await post(
        requestForPetitionerSignCall,
        { petitionId: c.id, fileIds: [gen.result.file.id], signerName: 'Dana Whitfield', signerEmail: SIGNER },
        A.attorney,
      );
      expect(r.status).toBe(200);
      const { token } = await mailedToken(SIGNER);
      expect((await post(signViewCall, { token })).status).toBe(200);
      expect((await signWithToken(token)).status).toBe(200);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(esignRequests).where(eq(esignRequests.id, r.result.data[0].id)),
      );
      const doc = await PDFDocument.load(await readFile(row!.signedFileKey!));
      const pages = before.getPageCount();
      expect(doc.getPageCount()).toBe(pages + 1);
      const had = imagePlacements(before.getPage(6)).map((x) => JSON.stringify(x));
      const added = imagePlacements(doc.getPage(6)).filter((x) => !had.includes(JSON.stringify(x)));
      expect(added).toHaveLength(1);
      const img = added[0]!;
      expect(img.x).toBeGreaterThanOrEqual(rect.x);
      expect(img.y).toBeGreaterThanOrEqual(rect.y);
      expect(img.x + img.width).toBeLessThanOrEqual(rect.x + rect.width);
      expect(img.y + img.height).toBeLessThanOrEqual(rect.y + rect.height);
      expect(pageText(doc.getPage(pages - 1))).not.toContain('Dana Whitfield');
      const date = doc.getForm().getTextField('form1[0].#subform[6].Line1b_DateofSignature[0]').getText();
      const d = row!.signedAt!.toISOString();
      expect(date).toBe(`${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`);
    }, 180_000);
  });

  describe('/petition/sign-request-list', () => {
    it('gives staff the requests, the PDFs that can be sent and the default signer; the petitioner no audit details', async () => {
      const x = await signed();
      await storeFile(x.c.id, Buffer.from('PK\x03\x04'), {
        name: 'notes.docx',
        mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      const staff = await post(signRequestListCall, { petitionId: x.c.id }, A.attorney);
      expect(staff.status).toBe(200);
      expect(staff.result).toMatchObject({
        canRequest: true,
        canAttorneySign: true,
        defaultSigner: { email: A.petitioner.email.toLowerCase() },
      });
      expect(staff.result.documents.map((d: { name: string }) => d.name)).toEqual(['I-129-v1.pdf']);
      expect(staff.result.data[0]).toMatchObject({
        status: 'signed',
        signedIp: expect.any(String),
        signedUserAgent: expect.any(String),
      });
      const pet = await post(signRequestListCall, { petitionId: x.c.id }, A.petitioner);
      expect(pet.status).toBe(200);
      expect(pet.result).toMatchObject({
        canRequest: false,
        canAttorneySign: false,
        documents: [],
        defaultSigner: null,
      });
      expect(pet.result.data[0]).toMatchObject({ status: 'signed', signedIp: null, signedUserAgent: null });
      expect((await post(signRequestListCall, { petitionId: x.c.id }, B.admin, B)).status).toBe(404);
      expect((await post(signRequestListCall, { petitionId: 'nope' }, A.admin)).status).toBe(422);
    });
  });

  describe('the sign page', () => {
    it('shows the request, records the first view and signs: stamped PDF + certificate page, hashes recorded', async () => {
      const x = await requested({ pages: 3 });
      const d = await post(signDetailsCall, { token: x.token });
      expect(d.status).toBe(200);
      expect(d.result).toMatchObject({
        requestId: x.request.id,
        caseNumber: x.c.caseNumber,
        documentName: 'I-129-v1.pdf',
        signerName: 'Dana Whitfield',
        status: 'requested',
        viewedAt: null,
        message: 'Please sign page 2.',
      });
      const early = await signWithToken(x.token);
      expect(early.status).toBe(409);
      expect(early.error.message).toBe('Open and review the document before signing it.');

      const v = await post(signViewCall, { token: x.token });
      expect(v.status).toBe(200);
      expect(Buffer.from(v.result.contentBase64, 'base64').equals(x.pdf)).toBe(true);
      expect((await post(signDetailsCall, { token: x.token })).result.status).toBe('viewed');

      const s = await signWithToken(x.token);
      expect(s.status).toBe(200);
      expect(s.result).toMatchObject({ requestId: x.request.id, status: 'signed', activityCompleted: false });

      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(esignRequests).where(eq(esignRequests.id, x.request.id)),
      );
      expect(row).toMatchObject({
        status: 'signed',
        signatureMethod: 'draw',
        attorneyStatus: 'pending',
        originalSha256: sha256(x.pdf),
      });
      const bytes = await readFile(row!.signedFileKey!);
      expect(sha256(bytes)).toBe(row!.signedSha256);
      const [fileRow] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(files).where(eq(files.id, row!.signedFileId!)),
      );
      expect(fileRow).toMatchObject({
        petitionId: x.c.id,
        mimetype: 'application/pdf',
        name: 'I-129-v1 (signed).pdf',
        sha256: row!.signedSha256,
      });

      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(4);
      const cert = pageText(doc.getPage(3));
      for (const s of [
        'Certificate of electronic signature',
        'I-129-v1.pdf',
        'Dana Whitfield',
        SIGNER,
        'Drawn by hand',
        '127.0.0.1',
        'lightMyRequest',
        `${row!.viewedAt!.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
        `${row!.signedAt!.toISOString().slice(0, 19).replace('T', ' ')} UTC`,
        x.request.id,
      ])
        expect(cert).toContain(s);
      expect(cert.replace(/\n/g, '')).toContain(sha256(x.pdf));
      expect(cert).toContain('cannot be written inside it');
      expect(pageText(doc.getPage(2))).toContain('Signed: Dana Whitfield');

      // Used up: the same link answers the standard LINK_TOKEN_INVALID.
      for (const declaration of [signDetailsCall, signViewCall, declineSignCall]) {
        const again = await post(declaration, unchecked({ token: x.token }));
        expect(again.status).toBe(401);
        expect(again.error).toMatchObject({
          code: 'LINK_TOKEN_INVALID',
          message: 'This link is invalid or has expired.',
        });
      }
      expect((await signWithToken(x.token)).status).toBe(401);
    });

    it('signs with a typed name, and completes "Document Signers" when nothing else waits and it is due', async () => {
      const x = await requested({ due: true });
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(petitions)
          .set({
            completedActivities: [
              ...x.c.workflow.activities
                .map((a) => a.code)
                .slice(
                  0,
                  x.c.workflow.activities.findIndex((a) => a.code === 'DOCUMENT_SIGNERS'),
                ),
            ] as never,
            nextActivity: 'DOCUMENT_SIGNERS' as never,
          })
          .where(eq(petitions.id, x.c.id)),
      );
      await post(signViewCall, { token: x.token });
      const s = await signWithToken(x.token, {
        method: 'type',
        typedName: 'Dana Whitfield',
        signatureImage: undefined,
      });
      expect(s.status).toBe(200);
      expect(s.result.activityCompleted).toBe(true);
      const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx.select().from(petitions).where(eq(petitions.id, x.c.id)),
      );
      expect(row!.completedActivities).toContain('DOCUMENT_SIGNERS');
      expect(row!.statusId).toBe(10);
      // The attorney got the ATTORNEY_SIGN deep link.
      const [m] = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, A.attorney.email), eq(outbox.template, 'esign-attorney-sign')))
          .orderBy(desc(outbox.createdAt))
          .limit(1),
      );
      expect(m!.text).toContain(
        `/petition-details/${x.c.id}?action=ATTORNEY_SIGN&petitionId=${x.c.id}&documentId=${x.request.id}`,
      );
    });

    it('refuses bad signatures (422): no consent, not a PNG, too large, no typed name', async () => {
      const x = await requested();
      await post(signViewCall, { token: x.token });
      expect((await signWithToken(x.token, { consent: false })).status).toBe(422);
      const notPng = await signWithToken(x.token, {
        signatureImage: `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-but-long-enough-to-pass-the-size-check-xxxxxxxxxxxxxx').toString('base64')}`,
      });
      expect(notPng.status).toBe(422);
      expect(notPng.error.message).toBe('The signature is not a PNG image.');
      expect((await signWithToken(x.token, { signatureImage: 'data:image/jpeg;base64,AAAA' })).status).toBe(422);
      expect(
        (await signWithToken(x.token, { signatureImage: `data:image/png;base64,${'A'.repeat(300_000)}` })).status,
      ).toBe(422);
      expect((await signWithToken(x.token, { method: 'type', signatureImage: undefined })).status).toBe(422);
      expect((await post(signDetailsCall, { token: x.token })).status).toBe(200);
    });

    it('answers LINK_TOKEN_INVALID for a missing, unknown, expired or other tenant’s token', async () => {
      const x = await requested();
      expect((await post(signDetailsCall, {})).error.code).toBe('LINK_TOKEN_INVALID');
      expect((await post(signDetailsCall, { token: 'not-a-token' })).status).toBe(401);
      // Another tenant's host does not know A's token.
      expect((await post(signDetailsCall, { token: x.token }, undefined, B)).status).toBe(401);
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(linkTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(linkTokens.recordId, x.request.id)),
      );
      const expired = await post(signViewCall, { token: x.token });
      expect(expired.status).toBe(401);
      expect(expired.error.code).toBe('LINK_TOKEN_INVALID');
      expect((await post(signRequestListCall, { petitionId: x.c.id }, A.attorney)).result.data[0].linkState).toBe(
        'expired',
      );
    });

    it('declines: the link is used up, the team told, and a resend asks again with a new link', async () => {
      const x = await requested();
      const d = await post(declineSignCall, { token: x.token, reason: 'The address on page 2 is wrong.' });
      expect(d.status).toBe(200);
      expect(d.result).toEqual({ requestId: x.request.id, status: 'declined' });
      expect((await post(signDetailsCall, { token: x.token })).status).toBe(401);
      const list = await post(signRequestListCall, { petitionId: x.c.id }, A.attorney);
      expect(list.result.data[0]).toMatchObject({
        status: 'declined',
        declineReason: 'The address on page 2 is wrong.',
      });
      const again = await post(resendSignRequestCall, { petitionId: x.c.id, requestId: x.request.id }, A.attorney);
      expect(again.status).toBe(200);
      expect(again.result).toMatchObject({ status: 'requested', linkState: 'live', declineReason: null });
      const fresh = await mailedToken(SIGNER);
      expect(fresh.token).not.toBe(x.token);
      expect((await post(signDetailsCall, { token: fresh.token })).status).toBe(200);
    });
  });

  describe('/esign/resend and /esign/cancel', () => {
    it('resend revokes the old link; cancel kills the link; both refuse signed ones (409), others (403/404)', async () => {
      const x = await requested();
      const r = await post(
        resendSignRequestCall,
        {
          petitionId: x.c.id,
          requestId: x.request.id,
          signerEmail: 'other.signer@northwind.test',
          signerName: 'Omar Signer',
        },
        A.attorney,
      );
      expect(r.status).toBe(200);
      expect(r.result).toMatchObject({ signerEmail: 'other.signer@northwind.test', signerName: 'Omar Signer' });
      expect((await post(signDetailsCall, { token: x.token })).status).toBe(401);
      const t2 = await mailedToken('other.signer@northwind.test');
      const cancel = await post(cancelSignRequestCall, { petitionId: x.c.id, requestId: x.request.id }, A.attorney);
      expect(cancel.status).toBe(200);
      expect(cancel.result).toMatchObject({ status: 'cancelled', linkState: 'revoked' });
      expect((await post(signDetailsCall, { token: t2.token })).status).toBe(401);
      expect(
        (await post(cancelSignRequestCall, { petitionId: x.c.id, requestId: x.request.id }, A.attorney)).status,
      ).toBe(409);
      expect(
        (await post(resendSignRequestCall, { petitionId: x.c.id, requestId: x.request.id }, A.attorney)).status,
      ).toBe(409);

      const y = await signed();
      expect(
        (await post(cancelSignRequestCall, { petitionId: y.c.id, requestId: y.request.id }, A.attorney)).status,
      ).toBe(409);
      expect(
        (await post(resendSignRequestCall, { petitionId: y.c.id, requestId: y.request.id }, A.attorney)).status,
      ).toBe(409);
      expect(
        (await post(cancelSignRequestCall, { petitionId: y.c.id, requestId: y.request.id }, A.petitioner)).status,
      ).toBe(403);
      // A request id of another case, and another tenant.
      expect(
        (await post(cancelSignRequestCall, { petitionId: x.c.id, requestId: y.request.id }, A.attorney)).status,
      ).toBe(404);
      expect(
        (await post(cancelSignRequestCall, { petitionId: y.c.id, requestId: y.request.id }, B.admin, B)).status,
      ).toBe(404);
    });
  });

  describe('/esign/my-sign-link', () => {
    it('gives the signed-in signer a working link; refuses other users', async () => {
      const c = await createCase();
      const file = await storeFile(c.id, await samplePdf(1));
      const r = await post(requestForPetitionerSignCall, { petitionId: c.id, fileIds: [file.id] }, A.attorney);
      const requestId = r.result.data[0].id;
      // Issue 14: an account that never showed it reads the signer's mail (e.g. one staff created
      // with that address and a password of their choosing) gets no link.
      const unproven = await post(mySignLinkCall, { petitionId: c.id, requestId }, A.petitioner);
      expect(unproven.status).toBe(403);
      expect(unproven.error.message).toBe(
        `Confirm that ${A.petitioner.email} is yours first: sign from the link in the signature e-mail.`,
      );
      // The holder opens a link mailed to the address: the mailbox is proven.
      const { token: verify } = await withTenant(h.database.db, A.t.id, (tx) =>
        issueAccountLink(tx, 'verify-email', A.petitioner.userId),
      );
      expect((await post(verifyEmailCall, { token: verify })).status).toBe(200);
      const mine = await post(mySignLinkCall, { petitionId: c.id, requestId }, A.petitioner);
      expect(mine.status).toBe(200);
      const token = new URLSearchParams(mine.result.path.split('?')[1]).get('token')!;
      expect(mine.result.path.startsWith('/auth/sign-document?token=')).toBe(true);
      expect((await post(signDetailsCall, { token })).status).toBe(200);
      expect((await post(mySignLinkCall, { petitionId: c.id, requestId }, A.attorney)).status).toBe(403);
      const x = await requested();
      const notMine = await post(mySignLinkCall, { petitionId: x.c.id, requestId: x.request.id }, A.petitioner);
      expect(notMine.status).toBe(403);
      expect(notMine.error.message).toBe(
        `This document was sent to ${SIGNER} for signature. Use the link in that e-mail.`,
      );
      expect((await post(mySignLinkCall, { petitionId: c.id, requestId }, B.petitioner, B)).status).toBe(404);
    });
  });

  describe('/petition/confirm-review-completed', () => {
    it('records the petitioner’s review on the requests and in the case log', async () => {
      const x = await requested();
      const r = await post(confirmReviewCompletedCall, { petitionId: x.c.id }, A.petitioner);
      expect(r.status).toBe(200);
      expect(r.result.data[0]).toMatchObject({
        id: x.request.id,
        reviewConfirmedAt: expect.any(String),
        reviewConfirmedByName: expect.any(String),
      });
      const log = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(petitionActivity)
          .where(and(eq(petitionActivity.petitionId, x.c.id), eq(petitionActivity.action, 'confirm-review-completed'))),
      );
      expect(log[0]!.note).toContain('confirmed the review of I-129-v1.pdf');
      const one = await post(confirmReviewCompletedCall, { petitionId: x.c.id, requestIds: [x.request.id] }, A.admin);
      expect(one.status).toBe(200);
    });

    it('refuses staff other than admins (403), unknown requests (404), cases without requests (409), other tenants (404)', async () => {
      const x = await requested();
      expect((await post(confirmReviewCompletedCall, { petitionId: x.c.id }, A.attorney)).status).toBe(403);
      const y = await requested();
      expect(
        (await post(confirmReviewCompletedCall, { petitionId: x.c.id, requestIds: [y.request.id] }, A.petitioner))
          .status,
      ).toBe(404);
      const empty = await createCase();
      expect((await post(confirmReviewCompletedCall, { petitionId: empty.id }, A.petitioner)).status).toBe(409);
      expect((await post(confirmReviewCompletedCall, { petitionId: x.c.id }, B.petitioner, B)).status).toBe(404);
      expect(
        (await post(confirmReviewCompletedCall, { petitionId: x.c.id, requestIds: ['x'] }, A.petitioner)).status,
      ).toBe(422);
    });
  });

  describe('attorney signature', () => {
    it('adds the attorney’s signature: both stamped, certificate lists both, hashes chained', async () => {
      const x = await signed();
      const r = await post(
        addSignToDocumentCall,
        {
          petitionId: x.c.id,
          requestId: x.request.id,
          method: 'type',
          typedName: 'Jordan Blake',
          consent: true,
          placement: { page: 2, x: 364, y: 14, width: 230, height: 62 },
        },
        A.attorney,
      );
      expect(r.status).toBe(200);
      expect(r.result).toMatchObject({
        attorneyStatus: 'signed',
        attorneySignedAt: expect.any(String),
        attorneySignedFile: { sha256: expect.any(String) },
      });
      const bytes = await readFile(r.result.attorneySignedFile.path);
      expect(sha256(bytes)).toBe(r.result.attorneySignedFile.sha256);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(3);
      const cert = pageText(doc.getPage(2));
      expect(cert).toContain('Dana Whitfield');
      expect(cert).toContain('Attorney');
      expect(cert).toContain(A.attorney.email);
      expect(cert.replace(/\n/g, '')).toContain(x.row.signedSha256!);
      const last = pageText(doc.getPage(1));
      expect(last).toContain('Signed: Dana Whitfield');
      expect(last).toContain('Jordan Blake');
      expect(
        (
          await post(
            addSignToDocumentCall,
            { petitionId: x.c.id, requestId: x.request.id, method: 'type', typedName: 'Jordan Blake', consent: true },
            A.attorney,
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await post(
            ignoreAttorneySignCall,
            { petitionId: x.c.id, requestId: x.request.id, reason: 'Not needed' },
            A.attorney,
          )
        ).status,
      ).toBe(409);
    });

    it('refuses other attorneys (404 unseen / 403), petitioners (403), unsigned documents (409), bad input (422), other tenants (404)', async () => {
      const x = await signed();
      const body = {
        petitionId: x.c.id,
        requestId: x.request.id,
        method: 'draw' as const,
        signatureImage: pngDataUrl(),
        consent: true as const,
      };
      expect((await post(addSignToDocumentCall, body, A.attorney2)).status).toBe(404);
      expect((await post(addSignToDocumentCall, body, A.petitioner)).status).toBe(403);
      expect(
        (await post(addSignToDocumentCall, { ...body, signatureImage: 'data:image/png;base64,AAAA' }, A.attorney))
          .status,
      ).toBe(422);
      expect((await post(addSignToDocumentCall, unchecked({ ...body, consent: undefined }), A.attorney)).status).toBe(
        422,
      );
      const y = await requested();
      expect(
        (await post(addSignToDocumentCall, { ...body, petitionId: y.c.id, requestId: y.request.id }, A.attorney))
          .status,
      ).toBe(409);
      expect((await post(addSignToDocumentCall, body, B.admin, B)).status).toBe(404);
      // An admin may sign for the firm.
      expect((await post(addSignToDocumentCall, body, A.admin)).status).toBe(200);
    });

    it('skips the attorney signature with a reason; refuses a short reason and others', async () => {
      const x = await signed();
      const body = { petitionId: x.c.id, requestId: x.request.id, reason: 'Only the petitioner signs the G-28 part.' };
      expect((await post(ignoreAttorneySignCall, { ...body, reason: 'no' }, A.attorney)).status).toBe(422);
      expect((await post(ignoreAttorneySignCall, body, A.petitioner)).status).toBe(403);
      expect((await post(ignoreAttorneySignCall, body, B.admin, B)).status).toBe(404);
      const r = await post(ignoreAttorneySignCall, body, A.attorney);
      expect(r.status).toBe(200);
      expect(r.result).toMatchObject({
        attorneyStatus: 'ignored',
        attorneyIgnoredReason: body.reason,
        attorneyIgnoredAt: expect.any(String),
      });
      const log = await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .select()
          .from(petitionActivity)
          .where(and(eq(petitionActivity.petitionId, x.c.id), eq(petitionActivity.action, 'ignore-attorney-sign'))),
      );
      expect(log[0]!.note).toContain(body.reason);
    });
  });

  describe('/esign/verify', () => {
    it('recognises our signed files, unchanged; not a modified copy, not at another firm', async () => {
      const x = await signed();
      const firm = await firmName();
      const bytes = await readFile(x.row.signedFileKey!);
      const ok = await post(verifySignatureCall, { fileName: 'signed.pdf', contentBase64: bytes.toString('base64') });
      expect(ok.status).toBe(200);
      expect(ok.result).toEqual({
        match: true,
        sha256: sha256(bytes),
        document: {
          name: 'I-129-v1 (signed).pdf',
          signers: [{ name: 'Dana Whitfield', role: 'signer', signedAt: x.row.signedAt!.toISOString() }],
        },
        // Issue 20 point 10: the PDF signature inside the file, checked too.
        embeddedSignature: {
          valid: true,
          wholeDocument: true,
          // The firm's own self-signed seal (white label: never the product's name).
          signerName: `${firm} e-signature seal`,
          organization: firm,
          signedAt: `${x.row.signedAt!.toISOString().slice(0, 19)}.000Z`,
          certificateSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          firmCertificate: true,
        },
      });
      const modified = Buffer.concat([bytes, Buffer.from('\n% changed\n')]);
      const bad = await post(verifySignatureCall, { contentBase64: modified.toString('base64') });
      expect(bad.result).toEqual({
        match: false,
        sha256: sha256(modified),
        document: null,
        embeddedSignature: expect.objectContaining({ valid: true, wholeDocument: false }),
      });
      const original = await post(verifySignatureCall, { contentBase64: x.pdf.toString('base64') });
      expect(original.result.match).toBe(false);
      const elsewhere = await post(verifySignatureCall, { contentBase64: bytes.toString('base64') }, undefined, B);
      expect(elsewhere.result.match).toBe(false);

      const att = await post(
        addSignToDocumentCall,
        { petitionId: x.c.id, requestId: x.request.id, method: 'type', typedName: 'Jordan Blake', consent: true },
        A.attorney,
      );
      const both = await readFile(att.result.attorneySignedFile.path);
      const v2 = await post(verifySignatureCall, { contentBase64: both.toString('base64') });
      expect(v2.result.document.signers.map((s: { role: string }) => s.role)).toEqual(['signer', 'attorney']);
    });

    it('refuses a file that is not a PDF (415) and a bad payload (422)', async () => {
      const r = await post(verifySignatureCall, { contentBase64: Buffer.from('GIF89a....').toString('base64') });
      expect(r.status).toBe(415);
      expect(r.error.message).toBe('This is not a PDF file. Upload the signed PDF you received.');
      expect((await post(verifySignatureCall, { contentBase64: '' })).status).toBe(422);
      expect((await post(verifySignatureCall, { contentBase64: '***' })).status).toBe(422);
    });
  });
  describe('sealing with the firm’s certificate (issue 20 point 10)', () => {
    it('the platform’s seal is neutral ("E-signature seal"), made once at start; a firm sees only its own', async () => {
      const sha = await ensureProductSealCertificate(h.database.db);
      expect(await ensureProductSealCertificate(h.database.db)).toBe(sha);
      const [row] = await withSystem(h.database.db, (tx) =>
        tx.select().from(esignCertificates).where(eq(esignCertificates.tenantId, PLATFORM_TENANT_ID)),
      );
      expect(row).toMatchObject({
        source: 'product',
        subject: 'E-signature seal',
        organization: null,
        issuer: 'E-signature seal',
        sha256: sha,
      });
      // B has signed nothing: no seal of its own yet, and never the platform's.
      const atB = await post(sealCertificateDetailsCall, {}, B.admin, B);
      expect(atB.result).toMatchObject({ source: 'none', subject: null, sha256: null, uploadedByName: null });
      expect(JSON.stringify(atB.body)).not.toContain(row!.p12Password);
    });

    it('white label: a firm’s first signing makes its self-signed seal in its name — no "Passage" in the subject, pdfsig or the certificate page; a renamed firm’s seal is re-issued', async () => {
      const firm = await firmName();
      const x = await signed();
      const first = await sealRow();
      expect(first).toMatchObject({
        source: 'product',
        subject: `${firm} e-signature seal`,
        organization: firm,
        issuer: `${firm} e-signature seal`,
      });
      for (const v of [first!.subject, first!.organization, first!.issuer]) expect(v).not.toMatch(/passage/i);
      const details = await post(sealCertificateDetailsCall, {}, A.admin);
      expect(details.result).toMatchObject({
        source: 'product',
        subject: `${firm} e-signature seal`,
        organization: firm,
        sha256: first!.sha256,
      });
      expect(JSON.stringify(details.result)).not.toMatch(/passage/i);
      const bytes = await readFile(x.row.signedFileKey!);
      const report = await pdfsig(bytes);
      expect(report).toContain(`Signer Certificate Common Name: ${firm} e-signature seal`);
      expect(report).toContain(`Signer full Distinguished Name: O=${firm},CN=${firm} e-signature seal`);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).not.toMatch(/passage/i);
      const doc = await PDFDocument.load(bytes);
      const certPage = pageText(doc.getPage(doc.getPageCount() - 1));
      expect(certPage).toContain(`${firm} e-signature seal`);
      expect(certPage).not.toMatch(/passage/i);
      // A second signing keeps the same seal.
      await signed();
      expect((await sealRow())!.sha256).toBe(first!.sha256);

      // The firm is renamed: its next signing re-issues the seal in the new name.
      const renamed = 'Whitfield & Ortiz Immigration LLP';
      await renameFirm(renamed);
      try {
        const y = await signed();
        const second = await sealRow();
        expect(second).toMatchObject({
          source: 'product',
          subject: `${renamed} e-signature seal`,
          organization: renamed,
        });
        expect(second!.sha256).not.toBe(first!.sha256);
        const yBytes = await readFile(y.row.signedFileKey!);
        expect(await pdfsig(yBytes)).toContain(`Signer Certificate Common Name: ${renamed} e-signature seal`);
        const v = await post(verifySignatureCall, { contentBase64: yBytes.toString('base64') });
        expect(v.result).toMatchObject({
          match: true,
          embeddedSignature: {
            valid: true,
            signerName: `${renamed} e-signature seal`,
            organization: renamed,
            firmCertificate: true,
          },
        });
        // A file sealed before the renaming still matches (its hash is ours).
        expect((await post(verifySignatureCall, { contentBase64: bytes.toString('base64') })).result.match).toBe(true);
      } finally {
        await renameFirm(firm);
      }
    }, 180_000);

    it('uploads a PKCS#12 (admin only, password never returned), seals with it; pdfsig and /esign/verify check the seal', async () => {
      const none = await post(sealCertificateDetailsCall, {}, A.admin);
      expect(none.status).toBe(200);
      expect(['none', 'product']).toContain(none.result.source);
      const selfSigned = none.result.sha256 as string | null;

      const firm = createSelfSignedPkcs12('Demo Law seal', 'Demo Law LLP');
      const upload = (payload: Record<string, unknown>, login: TestLogin = A.admin, tenant: CaseTenant = A) =>
        post(
          uploadSealCertificateCall,
          { fileName: 'firm.p12', contentBase64: firm.p12.toString('base64'), password: firm.password, ...payload },
          login,
          tenant,
        );
      const wrong = await upload({ password: 'not-it' });
      expect(wrong.status).toBe(422);
      expect(wrong.error.issues).toEqual([
        { path: 'password', message: 'The password does not open this PKCS#12 file.' },
      ]);
      const junk = await upload({ contentBase64: Buffer.from('%PDF-1.7 nothing').toString('base64') });
      expect(junk.status).toBe(422);
      expect(junk.error.issues[0].path).toBe('contentBase64');
      expect((await upload({ contentBase64: '' })).status).toBe(422);
      for (const login of [A.manager, A.attorney, A.petitioner]) expect((await upload({}, login)).status).toBe(403);
      expect((await post(sealCertificateDetailsCall, {}, A.attorney)).status).toBe(403);

      const ok = await upload({});
      expect(ok.status).toBe(200);
      expect(ok.result).toMatchObject({
        source: 'uploaded',
        subject: 'Demo Law seal',
        organization: 'Demo Law LLP',
        issuer: 'Demo Law seal',
        fileName: 'firm.p12',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(JSON.stringify(ok.body)).not.toContain(firm.password);
      expect(Object.keys(ok.result)).not.toContain('password');
      const details = await post(sealCertificateDetailsCall, {}, A.admin);
      expect(details.result).toEqual(ok.result);
      expect(JSON.stringify(details.body)).not.toContain(firm.password);
      // Another firm is not concerned.
      expect((await post(sealCertificateDetailsCall, {}, B.admin, B)).result.sha256).not.toBe(ok.result.sha256);
      // The upload replaced the firm's self-signed seal: it is not re-issued over the upload.
      expect(ok.result.sha256).not.toBe(selfSigned);

      const x = await signed();
      const bytes = await readFile(x.row.signedFileKey!);
      const report = await pdfsig(bytes);
      expect(report).toContain('Signer Certificate Common Name: Demo Law seal');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      const v = await post(verifySignatureCall, { contentBase64: bytes.toString('base64') });
      expect(v.result).toMatchObject({
        match: true,
        embeddedSignature: {
          valid: true,
          wholeDocument: true,
          signerName: 'Demo Law seal',
          certificateSha256: ok.result.sha256,
          firmCertificate: true,
        },
      });
      // At another firm the seal is valid but not theirs.
      const atB = await post(verifySignatureCall, { contentBase64: bytes.toString('base64') }, undefined, B);
      expect(atB.result).toMatchObject({ match: false, embeddedSignature: { valid: true, firmCertificate: false } });

      // A byte changed inside the signed range: pdfsig and the verification page both say altered.
      const altered = tamperedInRange(bytes);
      expect(await pdfsig(altered)).toContain('Signature Validation: Digest Mismatch.');
      const bad = await post(verifySignatureCall, { contentBase64: altered.toString('base64') });
      expect(bad.result).toMatchObject({ match: false, embeddedSignature: { valid: false } });

      // The attorney's pass re-seals the file with both signatures: one valid signature.
      const att = await post(
        addSignToDocumentCall,
        { petitionId: x.c.id, requestId: x.request.id, method: 'type', typedName: 'Jordan Blake', consent: true },
        A.attorney,
      );
      expect(att.status).toBe(200);
      const both = await readFile(att.result.attorneySignedFile.path);
      const bothReport = await pdfsig(both);
      expect(bothReport).toContain('Signature Validation: Signature is Valid.');
      expect(bothReport).not.toContain('Signature #2');
    }, 120_000);
  });
});
