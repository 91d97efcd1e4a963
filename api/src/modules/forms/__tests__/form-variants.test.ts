import { unzipSync } from 'fflate';
import {
  FORM_CASE_KIND_NOT_FOUND,
  createPetitionCall,
  createRfePetitionCall,
  gcFormCalls,
  manageDocumentUploadCall,
  permFormCalls,
  rfeFormCalls,
  type AnyCallDeclaration,
  type CallPayloadInput,
  uploadFileCall,
} from 'shared/contract';
import * as F from '../../../platform/storage/__tests__/fixtures';
import {
  testDbKinds,
  type TestLogin,
  caseTenantSuite,
  type CaseTenant,
  type UncheckedPayload,
  unchecked,
} from '../../../testing';

/** The /rfe-petition/, /perm/ and /gc-petition/ equivalents of the forms calls (SPEC §7). */
describe.each(testDbKinds())('forms calls under /rfe-petition/, /perm/ and /gc-petition/ (%s)', (kind) => {
  const { h, A, B } = caseTenantSuite(kind, { tenants: 2 });
  let h1bId: string;
  let rfeId: string;
  let permId: string;
  let gcId: string;
  let bRfeId: string;
  let bPermId: string;
  let bGcId: string;

  const post = <C extends AnyCallDeclaration>(
    declaration: C,
    payload: CallPayloadInput<C> | UncheckedPayload,
    login: TestLogin = A.admin,
    t: CaseTenant = A,
  ) => h.post(t.t, declaration, payload, login);

  async function cases(t: CaseTenant) {
    const create = async (typeId: number, subTypeId?: number) => {
      const res = await post(
        createPetitionCall,
        { typeId, subTypeId, petitionerId: t.companyId, beneficiaryId: t.beneficiaryId },
        t.admin,
        t,
      );
      expect(res.status).toBe(200);
      return res.result.id as string;
    };
    const h1b = await create(1, 1);
    const rfe = await post(createRfePetitionCall, { parentId: h1b, responseDueDate: '2027-03-01' }, t.admin, t);
    expect(rfe.status).toBe(200);
    return { h1b, rfe: rfe.result.id as string, perm: await create(3, 15), gc: await create(9, 24) };
  }

  beforeAll(async () => {
    ({ h1b: h1bId, rfe: rfeId, perm: permId, gc: gcId } = await cases(A));
    ({ rfe: bRfeId, perm: bPermId, gc: bGcId } = await cases(B));
  });

  it('generates, lists, saves and zips the forms of an RFE case under /rfe-petition/', async () => {
    const list = await post(rfeFormCalls.list, { petitionId: rfeId });
    expect(list.status).toBe(200);
    expect(list.result).toEqual({ forms: [], versions: [] });
    const saved = await post(rfeFormCalls.save, {
      petitionId: rfeId,
      formCode: 'I-9',
      overrides: { 'List B Document 1 Title': "Driver's license" },
    });
    expect(saved.status).toBe(200);
    expect(saved.result.fields.find((f: { field: string }) => f.field === 'List B Document 1 Title')).toMatchObject({
      value: "Driver's license",
      source: 'override',
    });
    const gen = await post(rfeFormCalls.generate, { petitionId: rfeId, formCode: 'I-9' });
    expect(gen.status).toBe(200);
    expect(gen.result).toMatchObject({ petitionId: rfeId, formCode: 'I-9', version: 1 });
    const zip = await post(rfeFormCalls.downloadAll, { petitionId: rfeId });
    expect(zip.status).toBe(200);
    expect(Object.keys(unzipSync(Buffer.from(zip.result.contentBase64, 'base64')))).toEqual([gen.result.file.name]);
  });

  it('lists the PERM and green card forms under /perm/ and /gc-petition/', async () => {
    const perm = await post(permFormCalls.list, { petitionId: permId });
    expect(perm.status).toBe(200);
    expect(perm.result.versions).toEqual([]);
    const gc = await post(gcFormCalls.list, { petitionId: gcId });
    expect(gc.status).toBe(200);
    expect(gc.result.forms.map((f: { code: string }) => f.code)).toContain('I-140');
    const none = await post(permFormCalls.downloadAll, { petitionId: permId });
    expect(none.status).toBe(404);
    expect(none.error.message).toBe('No form has been generated for this case yet.');
  });

  it('answers 404 with the kind in the message for a case of another kind', async () => {
    const wrong: [AnyCallDeclaration, string, string][] = [
      [rfeFormCalls.list, h1bId, FORM_CASE_KIND_NOT_FOUND.rfe],
      [rfeFormCalls.generate, permId, FORM_CASE_KIND_NOT_FOUND.rfe],
      [permFormCalls.save, gcId, FORM_CASE_KIND_NOT_FOUND.perm],
      [permFormCalls.downloadDocuments, rfeId, FORM_CASE_KIND_NOT_FOUND.perm],
      [gcFormCalls.downloadAll, h1bId, FORM_CASE_KIND_NOT_FOUND.gc],
      [gcFormCalls.list, permId, FORM_CASE_KIND_NOT_FOUND.gc],
    ];
    for (const [declaration, petitionId, message] of wrong) {
      const path = declaration.path;
      const res = await post(declaration, unchecked({ petitionId, formCode: 'I-9', overrides: {} }));
      expect({ path, status: res.status, message: res.error?.message }).toEqual({ path, status: 404, message });
    }
    // Payload checks stay the case calls': an unknown field is refused with 422.
    const bad = await post(gcFormCalls.save, {
      petitionId: gcId,
      formCode: 'I-140',
      overrides: { 'form1[0].nope[0]': 'x' },
    });
    expect(bad.status).toBe(422);
  });

  it('zips the case documents under /perm/download-documents (404 while there are none)', async () => {
    const empty = await post(permFormCalls.downloadDocuments, { petitionId: permId });
    expect(empty.status).toBe(404);
    const body = F.multipart([{ name: 'file', value: F.PDF, filename: 'recruitment-report.pdf' }]);
    const up = await h.app.inject({
      method: 'POST',
      url: `/api${uploadFileCall.path}`,
      payload: body.payload,
      headers: { ...body.headers, host: A.t.host, authorization: `Bearer ${A.admin.token}` },
    });
    expect(up.statusCode).toBe(200);
    const attach = await post(manageDocumentUploadCall, {
      petitionId: permId,
      docKey: 'other_document',
      key: up.json().result.data[0].path,
    });
    expect(attach.status).toBe(200);
    const zip = await post(permFormCalls.downloadDocuments, { petitionId: permId });
    expect(zip.status).toBe(200);
    expect(zip.result.mimeType).toBe('application/zip');
    const names = Object.keys(unzipSync(Buffer.from(zip.result.contentBase64, 'base64')));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/recruitment-report\.pdf$/);
  });

  it("answers 404 for another tenant's cases under every prefix, and 403 to a petitioner", async () => {
    const calls: [AnyCallDeclaration, string][] = [];
    for (const [variants, id] of [
      [rfeFormCalls, bRfeId],
      [permFormCalls, bPermId],
      [gcFormCalls, bGcId],
    ] as const)
      for (const declaration of [
        variants.generate,
        variants.list,
        variants.save,
        variants.downloadAll,
        variants.downloadDocuments,
      ])
        calls.push([declaration, id]);
    for (const [declaration, petitionId] of calls) {
      const path = declaration.path;
      const res = await post(declaration, unchecked({ petitionId, formCode: 'I-9', overrides: {} }));
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const fromB = await post(gcFormCalls.list, { petitionId: gcId }, B.admin, B);
    expect(fromB.status).toBe(404);
    const petitioner = await post(permFormCalls.list, { petitionId: permId }, A.petitioner);
    expect(petitioner.status).toBe(403);
  });
});
