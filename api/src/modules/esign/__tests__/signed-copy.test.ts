import { createPetitionCall, requestForPetitionerSignCall, signDocumentCall, signViewCall, type AnyCallDeclaration, type CallPayloadInput } from 'shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { withTenant } from '../../../platform/db';
import { outbox } from '../../../platform/mail';
import { newStorageKey } from '../../../platform/storage/storage.service';
import { files } from '../../../platform/storage/storage.table';
import { esignRequests } from '../esign.table';
import { pngDataUrl, samplePdf, sha256 } from './support';
import { caseTenantSuite, type PeopleHarness, type UncheckedPayload, unchecked } from '../../../testing';

const TODAY = '2026-11-22';
const SIGNER = 'dana.copy@northwind.test';

/** Issue 20 point 7: the signer keeps a copy of what he signed (the link is used up by signing). */
describe('e-signature: the signer’s copy', () => {
  const { h, A } = caseTenantSuite('pglite');

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login?: Parameters<PeopleHarness['post']>[3]) =>
    h.post(A.t, declaration, unchecked({ today: TODAY, ...(payload as object) }), login);

  it('answers the signed PDF, byte for byte the stored signed file, with its name', async () => {
    const c = await post(
      createPetitionCall,
      { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId, attorneyId: A.attorney.userId },
      A.admin,
    );
    expect(c.status).toBe(200);
    const pdf = await samplePdf(2);
    const key = newStorageKey(A.t.id, 'pdf');
    await h.app.storage.put(key, pdf, { contentType: 'application/pdf', size: pdf.length });
    const [file] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx
        .insert(files)
        .values({ key, name: 'I-129-v1.pdf', mimetype: 'application/pdf', extn: 'pdf', size: pdf.length, sha256: sha256(pdf), petitionId: c.result.id })
        .returning(),
    );
    const sent = await post(requestForPetitionerSignCall, { petitionId: c.result.id, fileIds: [file!.id], signerName: 'Dana Whitfield', signerEmail: SIGNER }, A.attorney);
    expect(sent.status).toBe(200);
    const [mail] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx.select().from(outbox).where(and(eq(outbox.to, SIGNER), eq(outbox.template, 'esign-request'))).orderBy(desc(outbox.createdAt)).limit(1),
    );
    const token = new URL(/https?:\/\/\S+?\/auth\/sign-document\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0]).searchParams.get('token')!;
    expect((await post(signViewCall, { token })).status).toBe(200);

    const signed = await post(signDocumentCall, { token, method: 'draw', signatureImage: pngDataUrl(), consent: true });
    expect(signed.status).toBe(200);
    const copy = signed.result.signedCopy as { fileName: string; mimeType: string; contentBase64: string };
    expect(copy.fileName).toBe('I-129-v1 (signed).pdf');
    expect(copy.mimeType).toBe('application/pdf');
    const bytes = Buffer.from(copy.contentBase64, 'base64');
    const [row] = await withTenant(h.database.db, A.t.id, (tx) => tx.select().from(esignRequests).where(eq(esignRequests.id, sent.result.data[0].id)));
    expect(sha256(bytes)).toBe(row!.signedSha256);
    expect(sha256(bytes)).not.toBe(sha256(pdf));
    // The original pages plus the certificate page.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(2);
    // The link is used up: the copy cannot be fetched again through it.
    expect((await post(signViewCall, { token })).status).toBe(401);
  });
});
