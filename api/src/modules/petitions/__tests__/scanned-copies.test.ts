import { createPetitionCall, deleteScannedCopyCall, type AnyCallDeclaration, type CallPayloadInput, uploadScannedCopyCall, uploadFileCall } from 'shared/contract';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import * as F from '../../../platform/storage/__tests__/fixtures';
import { files } from '../../../platform/storage/storage.table';
import { testDbKinds, type TestLogin, caseTenantSuite, type CaseTenant, type UncheckedPayload } from '../../../testing';

/*
 * Scanned copies of the filed packet: removing one takes it off the case and deletes the stored
 * file (SPEC §7 "Delete stored file ... runs for newly uploaded files that the user removes").
 */
describe.each(testDbKinds())('scanned copies (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let caseId: string;

  const post = <C extends AnyCallDeclaration>(declaration: C, payload: CallPayloadInput<C> | UncheckedPayload, login: TestLogin, t: CaseTenant = A) => h.post(t.t, declaration, payload, login);

  async function upload(login: TestLogin, t: CaseTenant = A): Promise<string> {
    const body = F.multipart([{ name: 'file', value: F.PDF, filename: 'Filed packet.pdf' }]);
    const res = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: t.t.host, authorization: `Bearer ${login.token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.data[0].path as string;
  }

  const fileStatus = async (key: string): Promise<string | undefined> => {
    const [row] = await withTenant(h.database.db, A.t.id, (tx) =>
      tx.select({ status: files.status }).from(files).where(and(eq(files.tenantId, A.t.id), eq(files.key, key))),
    );
    return row?.status;
  };

  beforeAll(async () => {
    caseId = (await post(createPetitionCall, { typeId: 1, subTypeId: 1, petitionerId: A.companyId, beneficiaryId: A.beneficiaryId }, A.admin)).result.id;
  });

  it('attaches a scanned copy, then removing it deletes the stored file', async () => {
    const key = await upload(A.admin);
    const added = await post(uploadScannedCopyCall, { petitionId: caseId, key, name: 'Filed packet.pdf' }, A.admin);
    expect(added.status).toBe(200);
    expect(added.result.scannedCopyCount).toBe(1);
    expect(await fileStatus(key)).toBe('active');

    const removed = await post(deleteScannedCopyCall, { petitionId: caseId, key }, A.admin);
    expect(removed.status).toBe(200);
    expect(removed.result.scannedCopyCount).toBe(0);
    expect(await fileStatus(key)).toBe('deleted');
  });

  it('404 for a key that is not a scanned copy of the case; the case keeps its copies', async () => {
    const key = await upload(A.admin);
    await post(uploadScannedCopyCall, { petitionId: caseId, key, name: 'Filed packet.pdf' }, A.admin);
    const res = await post(deleteScannedCopyCall, { petitionId: caseId, key: `${key}x` }, A.admin);
    expect(res.status).toBe(404);
    expect(await fileStatus(key)).toBe('active');
  });

  it("another tenant cannot remove this tenant's copy (404) and the file stays", async () => {
    const key = await upload(A.admin);
    await post(uploadScannedCopyCall, { petitionId: caseId, key, name: 'Filed packet.pdf' }, A.admin);
    const res = await post(deleteScannedCopyCall, { petitionId: caseId, key }, B.admin, B);
    expect(res.status).toBe(404);
    expect(await fileStatus(key)).toBe('active');
  });
});
